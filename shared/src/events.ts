/**
 * The domain events: what happened, published by the server's services inside their database
 * transaction and delivered after commit to every API process (caches, search, jobs) and, over the
 * live channel (GET /api/live), to the browsers of the people in the event's audience.
 *
 * Adding an event: one line in DomainEventData below (its type and what its subscribers need),
 * then `publish(tx, { type, actorId, audience, data })` in the service that makes the change, and
 * the type in that area's manifest (`publishes`). An event carries what its subscribers need (the
 * title and place of what a notice is about), so no area reads another's to react to it. A client
 * subscribes with `onLiveEvent('your.type', handler)` (client/src/lib/live.ts).
 */
import type { AffiliateType, AffiliationInvitationStatus, MemberInvitationStatus } from './constants/affiliations';
import type { SocialKind } from './constants/content';
import type { JoinStatus, JoinTarget } from './constants/groups';
import type { ReportKind, ReportReason, SanctionKind } from './constants/moderation';
import type { ChatMessage } from './types/groups';

/** The item a like, comment, rating or share is about. */
export interface EventTarget {
  kind: SocialKind;
  id: string;
}

/**
 * What a notice about an event names: its kind ('post', 'content', 'session', 'profile',
 * 'institution', 'group'), id and short title (a post's first words, a session's or group's name),
 * as the area that owns it says when the event is published.
 */
export interface EventSubject {
  kind: string;
  id: string;
  title: string;
}

/** A liked, commented, rated or shared item as a notice shows it: also its place in the app. Null: nothing a notice names (platform feedback). */
export type ItemSubject = (EventSubject & { link: string }) | null;

/**
 * Who may receive an event on the live channel: everyone signed in ('public'), or these user ids
 * only (an empty list: nobody; the event is for the server's own subscribers). Events carry ids,
 * never private text, so a public event tells no more than the public pages do.
 */
export type EventAudience = 'public' | string[];

/** Each event type and its data. */
export interface DomainEventData {
  'post.created': { postId: string; authorId: string };
  /** Pulled down by a moderator, or deleted. */
  'post.changed': { postId: string; authorId: string; status: 'active' | 'rejected' | 'deleted' };
  'comment.created': { commentId: string; target: EventTarget; ownerIds: string[]; rated: boolean; subject: ItemSubject };
  'comment.deleted': { commentId: string; target: EventTarget; ownerIds: string[] };
  'rating.changed': { target: EventTarget; ownerIds: string[]; avgRating: number; ratingCount: number; subject: ItemSubject };
  'like.changed': { target: EventTarget; ownerIds: string[]; liked: boolean; likes: number; subject: ItemSubject };
  'content.changed': { contentId: string; ownerId: string; change: 'created' | 'updated' | 'deleted'; visible: boolean };
  'share.created': {
    shareId: string;
    target: EventTarget;
    sharerId: string;
    toEveryone: boolean;
    recipientIds: string[];
    subject: ItemSubject;
  };
  /** `registrantIds`: the accounts registered when it was updated or cancelled (its audience may see its attendees). */
  'session.changed': {
    sessionId: string;
    ownerId: string;
    change: 'created' | 'updated' | 'cancelled';
    sessionTitle: string;
    registrantIds: string[];
  };
  'registration.created': { sessionId: string; registrationId: string; userId: string | null; sessionTitle: string };
  'follow.changed': { followerId: string; followedId: string; following: boolean };
  /** The account's row changed: profile, picture, roles, confirmation, sign-in sessions. */
  'user.changed': { userId: string };
  'user.deleted': { userId: string };
  /** The account's e-mail was just confirmed (link, Google, or a reset that proves the mailbox); server only. */
  'user.confirmed': { userId: string };
  /** A group was created, edited or deleted (its card changes for everyone). */
  /** An institution's profile was created or changed (public: directory, cards, search). */
  'institution.changed': { institutionId: string; change: 'created' | 'updated' };
  /** A learner followed or left an institution (to them and the institution's admins). */
  'institution.members.changed': { institutionId: string; userId: string; member: boolean; memberCount: number };
  /** An institution's invitation to a mentor was sent, resent, answered or revoked (to the mentor and the admins). */
  'affiliation.invitation.changed': {
    invitationId: string;
    institutionId: string;
    institutionName: string;
    mentorId: string;
    status: AffiliationInvitationStatus;
  };
  /** Someone became or stopped being affiliated to an institution (to them and the institution's admins). */
  'affiliation.changed': { institutionId: string; userId: string; affiliateType: AffiliateType; affiliated: boolean };
  /** A member invitation was sent, resent, accepted or revoked (to the institution's admins: their pending list). */
  'member.invitation.changed': { institutionId: string; invitationId: string; status: MemberInvitationStatus };
  /** A CSV import handed more invitations to the mail queue (to the admins: the progress bar). */
  'member.import.progress': { institutionId: string; importId: string; sent: number; total: number; finished: boolean };
  'group.changed': { groupId: string; change: 'created' | 'updated' | 'deleted' };
  /** A group invitation reached an address with an account (to the invitee), or was accepted (to the inviter). */
  'group.invitation.changed': { groupId: string; groupName: string; inviterId: string; inviteeId: string; accepted: boolean };
  /** People joined or left a group (to its members and those people). */
  'group.members.changed': { groupId: string; userIds: string[]; member: boolean; memberCount: number };
  /** A join request was made or decided (to the requester and the people who may decide it). */
  'joinrequest.changed': {
    requestId: string;
    userId: string;
    whatToJoin: JoinTarget;
    idOfWhatToJoin: string;
    groupId: string | null;
    status: JoinStatus;
    /** What it is to join, as notices name it: the group (also for one of its discussions) or the institution. */
    subject: EventSubject;
  };
  /** A discussion was created or its members changed (to the group's members). */
  'chat.changed': { groupId: string; chatId: string };
  /**
   * A message in a discussion, whole, to its members only: one event is the whole delivery, with
   * no request after it (each costs a phone a round trip). The only event with private text: its
   * audience is exactly the people who may read it.
   */
  'chat.message': { message: ChatMessage; groupName: string };
  'chat.message.deleted': { groupId: string; chatId: string; messageId: string };
  /** I have seen a discussion up to `seq` (to my other tabs and devices, for their badges). */
  'chat.read': { groupId: string; chatId: string; seq: number };
  /** A claim was made or decided (to the claimant). */
  'claim.changed': { claimId: string; userId: string; status: 'pending' | 'approved' | 'rejected' | 'paid' };
  /**
   * A reported thing was hidden (automatically by reports, or by a moderator), removed, or shown
   * again (null): its area hides it in the same transaction (server only).
   */
  /** Someone reported a thing (server only): the youth area alerts the safeguarding leads of young people's concerns. */
  'moderation.reported': { kind: ReportKind; id: string; reason: ReportReason; reporterId: string; authorId: string | null };
  'moderation.hidden': { kind: ReportKind; id: string; hidden: 'auto' | 'hide' | 'remove' | null };
  /** A person was warned, silenced or suspended until endsAt (to them: their client shows why). */
  'moderation.sanctioned': { userId: string; kind: SanctionKind; endsAt: string };
  /**
   * A staff action (a role granted or revoked, a claim decided or paid, a post pulled down): the
   * moderation area writes it to the audit log in the same transaction (server only).
   */
  'staff.acted': { action: string; targetKind: string; targetId: string; reason: string; before: unknown; after: unknown };
  /**
   * Words held for a safeguarding review (issue 32) were released or removed: their area delivers
   * or deletes them in the same transaction; to their sender.
   */
  'youth.decided': { kind: 'chatMessage' | 'comment'; thingId: string; decision: 'release' | 'remove' };
  /** A guardian asked by SMS for a young learner's consent (server only): the phones area queues it in the same transaction. */
  'youth.guardianSms': { phone: string; body: string; timeZone: string };
  /** My notices changed (a new one, one grouped with more people, or some read): to me only, with my unread count. */
  'notification.changed': { unread: number; notificationId: string | null };
}

export type DomainEventType = keyof DomainEventData;

/** An event as a service publishes it. */
export type DomainEvent<T extends DomainEventType = DomainEventType> = {
  [K in T]: { type: K; actorId: string | null; audience: EventAudience; data: DomainEventData[K] };
}[T];

/** An event as delivered: `id` is its place in the stream (the live channel's Last-Event-ID). */
export type DeliveredEvent<T extends DomainEventType = DomainEventType> = DomainEvent<T> & { id: string; at: string };

/** What the live channel sends in each message's `data` (the audience stays on the server). */
export type LiveEvent<T extends DomainEventType = DomainEventType> = {
  [K in T]: { id: string; type: K; actorId: string | null; data: DomainEventData[K]; at: string };
}[T];

/** Sent instead of the missed events when they are no longer kept: the client reloads what it shows. */
export const LIVE_RESET = 'live.reset';
/** Sent once a stream has caught up: its id is the client's place in the stream, even if nothing follows. */
export const LIVE_READY = 'live.ready';
