import { isAdmin, kindOf, type Actor } from '../../policies/actor';

/** What the viewer is in a group (loaded with the group). */
export interface GroupStanding {
  isMember: boolean;
  isAdmin: boolean;
  privacy: string;
}

/** Who may do what with groups and their discussions (spec 001 §4, §6, §7; issue 12). */
export const groupPolicy = {
  /** Institution accounts are never group members (spec 001 §5 'Invite-to-group lists'). */
  join: (actor: Actor) => kindOf(actor) !== 'institution',
  edit: (actor: Actor, g: GroupStanding) => g.isAdmin || isAdmin(actor),
  delete: (actor: Actor, g: GroupStanding) => g.isAdmin || isAdmin(actor),
  addMembers: (_actor: Actor, g: GroupStanding) => g.isAdmin,
  /** Members invite people by e-mail (the group members panel's invite modal). */
  invite: (_actor: Actor, g: GroupStanding) => g.isMember,
  /** A private group's member list is for its members; a public one's for everyone signed in. */
  listMembers: (actor: Actor, g: GroupStanding) => g.privacy === 'Public' || g.isMember || isAdmin(actor),
  /** Discussions' titles and requests are for the group's members. */
  listChats: (_actor: Actor, g: GroupStanding) => g.isMember,
  createChat: (_actor: Actor, g: GroupStanding) => g.isMember,
  /** Only a discussion's members read and write it. */
  readChat: (_actor: Actor, chat: { isMember: boolean }) => chat.isMember,
  deleteMessage: (actor: Actor, m: { userId: string }, g: GroupStanding) => m.userId === actor.id || g.isAdmin || isAdmin(actor),
  /** Membership checks are about oneself (a site admin may look at anyone). */
  checkMember: (actor: Actor, userId: string) => actor.id === userId || isAdmin(actor),
};

export const groupCan = (actor: Actor, g: GroupStanding) => ({
  edit: groupPolicy.edit(actor, g),
  delete: groupPolicy.delete(actor, g),
  addMembers: groupPolicy.addMembers(actor, g),
  createChat: groupPolicy.createChat(actor, g),
});
