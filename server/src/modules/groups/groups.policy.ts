import { canOf, isAdmin, kindOf, type Actor } from '../../policies/actor';

/** What the viewer is in a group (loaded with the group). */
export interface GroupStanding {
  isMember: boolean;
  /** An admin member, or an admin of the institution that owns the group (not a member for that). */
  isAdmin: boolean;
  privacy: string;
  /** Everyone left and no institution owns it (issue 26 #3). */
  closed: boolean;
}

/** Who may do what with groups and their discussions (spec 001 §4, §6, §7; issues 12, 26, 27). */
export const groupPolicy = {
  /** Institution accounts are never group members (spec 001 §5 'Invite-to-group lists'). */
  join: (actor: Actor) => kindOf(actor) !== 'institution',
  /**
   * Asking to join never makes anyone an admin: a group nobody is in and no institution owns is
   * closed (nobody joins it; a site admin may delete it).
   */
  askToJoin: (actor: Actor, g: GroupStanding) => groupPolicy.join(actor) && !g.isMember && !g.closed,
  /** An institution's group is made by one of that institution's admins (its Groups page). */
  createForInstitution: (_actor: Actor, institution: { isAdmin: boolean }) => institution.isAdmin,
  edit: (actor: Actor, g: GroupStanding) => g.isAdmin || isAdmin(actor),
  delete: (actor: Actor, g: GroupStanding) => g.isAdmin || isAdmin(actor),
  addMembers: (_actor: Actor, g: GroupStanding) => g.isAdmin,
  /** Its admins see and decide its join requests (nobody decides their own: requests.policy). */
  decide: (_actor: Actor, g: GroupStanding) => g.isAdmin,
  /** Members invite people by e-mail (the group members panel's invite modal); so do its admins. */
  invite: (_actor: Actor, g: GroupStanding) => g.isMember || g.isAdmin,
  /** A private group's members (names, avatars) are for its members and admins; a public one's for everyone signed in. */
  listMembers: (actor: Actor, g: GroupStanding) => g.privacy === 'Public' || g.isMember || g.isAdmin || isAdmin(actor),
  /** Discussions' titles are for the group's members and admins. */
  listChats: (_actor: Actor, g: GroupStanding) => g.isMember || g.isAdmin,
  createChat: (_actor: Actor, g: GroupStanding) => g.isMember,
  /** Only a discussion's members read and write it. */
  readChat: (_actor: Actor, chat: { isMember: boolean }) => chat.isMember,
  deleteMessage: (actor: Actor, m: { userId: string }, g: GroupStanding) => m.userId === actor.id || groupPolicy.moderate(actor, g),
  /** Delete anyone's messages in its discussions: its admins and system admins. */
  moderate: (actor: Actor, g: GroupStanding) => g.isAdmin || isAdmin(actor),
  leave: (_actor: Actor, g: GroupStanding) => g.isMember,
  /** Membership checks are about oneself (a site admin may look at anyone). */
  checkMember: (actor: Actor, userId: string) => actor.id === userId || isAdmin(actor),
};

/** The card's `can`: what the viewer may do, so the client never fetches what it may not read. */
export const groupCan = (actor: Actor, g: GroupStanding) =>
  canOf(actor, g, {
    read: groupPolicy.listMembers,
    join: groupPolicy.askToJoin,
    leave: groupPolicy.leave,
    invite: groupPolicy.invite,
    edit: groupPolicy.edit,
    delete: groupPolicy.delete,
    addMembers: groupPolicy.addMembers,
    createChat: groupPolicy.createChat,
    decide: groupPolicy.decide,
  });
