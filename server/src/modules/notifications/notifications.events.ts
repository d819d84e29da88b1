/**
 * Which domain events concern whom, as notices. Every API process's bus hands each committed event
 * to subscribeNotices, which enqueues ONE job per event: the job's idempotency key is the event's
 * id, so the processes racing to enqueue it leave one job; the job writes the notices in a
 * transaction that also claims the event in notification_sources, so a job run again after a crash
 * adds nothing twice (notifications.jobs.ts).
 */
import type { DeliveredEvent, DomainEventData, ItemSubject, NotificationKind } from '@delv/shared';
import type { Db } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { enqueue, errorCode } from '../../jobs/queue';
import { log } from '../../lib/log';
import type { NoticeSpec } from './notifications.service';

/** The events that may make notices (a chat's notices are written by its messages themselves: noticeChatMessage). */
const TYPES = [
  'follow.changed',
  'like.changed',
  'comment.created',
  'rating.changed',
  'share.created',
  'registration.created',
  'session.changed',
  'joinrequest.changed',
  'affiliation.invitation.changed',
  'group.invitation.changed',
  'claim.changed',
] as const;
type NoticeEventType = (typeof TYPES)[number];

/** What a job keeps of an event. */
export type NoticeEvent = {
  [K in NoticeEventType]: {
    id: string;
    type: K;
    actorId: string | null;
    audience: string[];
    at: string;
    data: DomainEventData[K];
  };
}[NoticeEventType];

/** Cheap test, before any job: events that can make no notice are not queued. */
function concerns(event: DeliveredEvent<NoticeEventType>): boolean {
  switch (event.type) {
    case 'follow.changed':
      return event.data.following;
    case 'like.changed':
      return event.data.liked;
    case 'share.created':
      return !event.data.toEveryone;
    case 'session.changed':
      return event.data.change !== 'created';
    case 'affiliation.invitation.changed':
      return ['pending', 'accepted', 'rejected'].includes(event.data.status);
    case 'claim.changed':
      return event.data.status !== 'pending';
    default:
      return true;
  }
}

function compact(event: DeliveredEvent<NoticeEventType>): NoticeEvent {
  const audience = event.audience === 'public' ? [] : event.audience;
  return { id: event.id, actorId: event.actorId, audience, at: event.at, type: event.type, data: event.data } as NoticeEvent;
}

/** An event's key: its id, with its time (ids start again only when a test empties the tables). */
export const eventKey = (event: Pick<DeliveredEvent, 'id' | 'at'>) => `${event.id}@${event.at}`;

/** Enqueues still on their way (subscribers are synchronous; the insert is not). */
const queueing = new Set<Promise<unknown>>();

/** Resolves once every event this process was handed has its job queued (before a shutdown, or a test empties the tables). */
export async function noticeJobsQueued(): Promise<void> {
  while (queueing.size) await Promise.all(queueing);
}

/** This process's part: each concerning event becomes one job (whichever process enqueues it first). */
export function subscribeNotices(bus: EventBus, db: Db): () => void {
  return bus.subscribe([...TYPES], (event) => {
    if (!concerns(event)) return;
    const queued = enqueue(db, 'notifications.event', { event: compact(event) }, { key: `notifications.event:${eventKey(event)}` })
      .catch((err: unknown) => log.error({ code: errorCode(err), event: event.id }, 'notifications: queueing an event failed'))
      .finally(() => queueing.delete(queued));
    queueing.add(queued);
  });
}

const others = (ids: readonly string[], but: string | null) => ids.filter((id) => id !== but);

/** A notice about a liked, commented, reviewed or shared item: the event names it (nothing for platform feedback). */
function aboutItem(subject: ItemSubject, recipients: string[], kind: NotificationKind, actorId: string | null): NoticeSpec[] {
  if (!subject) return [];
  const { link, ...about } = subject;
  return [{ subject: about, link, recipients, kind, actorId, actorKey: actorId }];
}

/** The notices one event makes: everything they name, the event carries. */
export function noticesOf(event: NoticeEvent): NoticeSpec[] {
  switch (event.type) {
    case 'follow.changed': {
      const { followerId, followedId } = event.data;
      // Grouped per person followed: the link shows the latest follower.
      return [
        {
          recipients: [followedId],
          kind: 'follow',
          subject: { kind: 'profile', id: followedId, title: '' },
          link: `/users/profile/${followerId}`,
          actorId: followerId,
          actorKey: followerId,
        },
      ];
    }
    case 'like.changed':
      return aboutItem(event.data.subject, event.data.ownerIds, 'like', event.actorId);
    case 'comment.created':
      return aboutItem(event.data.subject, event.data.ownerIds, event.data.rated ? 'review' : 'comment', event.actorId);
    case 'rating.changed':
      // A review with words also rates: both events join the same notice, the person counted once.
      return aboutItem(event.data.subject, event.data.ownerIds, 'review', event.actorId);
    case 'share.created':
      return aboutItem(event.data.subject, event.data.recipientIds, 'share', event.data.sharerId);
    case 'registration.created': {
      const { sessionId, registrationId, userId, sessionTitle: title } = event.data;
      return [
        {
          // The audience is the organiser, the presenter and the registrant.
          recipients: others(event.audience, userId),
          kind: 'registration',
          subject: { kind: 'session', id: sessionId, title },
          link: `/session/${sessionId}`,
          actorId: userId,
          // A guest has no account: their registration counts them.
          actorKey: userId ?? registrationId,
        },
      ];
    }
    case 'session.changed': {
      const { sessionId, change, sessionTitle, registrantIds } = event.data;
      return [
        {
          recipients: registrantIds,
          kind: 'session',
          subject: { kind: 'session', id: sessionId, title: sessionTitle, state: change },
          link: `/session/${sessionId}`,
          actorId: event.actorId,
          actorKey: event.actorId,
        },
      ];
    }
    case 'joinrequest.changed': {
      const d = event.data;
      const subject = d.subject;
      if (d.status === 'pending') {
        // The audience is the requester and those who may decide; they decide in the inbox on /profile.
        return [
          {
            recipients: others(event.audience, d.userId),
            kind: 'joinrequest',
            subject,
            link: '/profile',
            actorId: d.userId,
            actorKey: d.userId,
          },
        ];
      }
      const link =
        subject.kind === 'institution'
          ? `/institution/more/${subject.id}`
          : d.status === 'accepted'
            ? `/ChatRoom/${subject.id}`
            : '/groups';
      return [
        {
          recipients: [d.userId],
          kind: 'joindecision',
          subject: { ...subject, state: d.status },
          link,
          actorId: event.actorId,
          actorKey: event.actorId,
        },
      ];
    }
    case 'affiliation.invitation.changed': {
      const { institutionId, institutionName, mentorId, status } = event.data;
      const subject = { kind: 'institution', id: institutionId, title: institutionName };
      if (status === 'pending') {
        return [
          {
            recipients: [mentorId],
            kind: 'invitation',
            subject,
            link: '/affiliations/mylist',
            actorId: event.actorId,
            actorKey: event.actorId,
          },
        ];
      }
      // Accepted or declined: to the institution's admins (the rest of the audience).
      return [
        {
          recipients: others(event.audience, mentorId),
          kind: 'invitationanswer',
          subject: { ...subject, state: status },
          link: '/institution/mentors',
          actorId: mentorId,
          actorKey: mentorId,
        },
      ];
    }
    case 'group.invitation.changed': {
      const { groupId, groupName, inviterId, inviteeId, accepted } = event.data;
      const subject = { kind: 'group', id: groupId, title: groupName };
      // The invitee's link opens the group and accepts there (the same path as after signing in).
      if (!accepted) {
        return [
          {
            recipients: [inviteeId],
            kind: 'invitation',
            subject,
            link: `/ChatRoom/${groupId}?invitation=1`,
            actorId: inviterId,
            actorKey: inviterId,
          },
        ];
      }
      return [
        {
          recipients: [inviterId],
          kind: 'invitationanswer',
          subject: { ...subject, state: 'accepted' },
          link: `/ChatRoom/${groupId}`,
          actorId: inviteeId,
          actorKey: inviteeId,
        },
      ];
    }
    case 'claim.changed': {
      const { claimId, userId, status } = event.data;
      // My claims are on my profile (My Earned Points).
      return [
        {
          recipients: [userId],
          kind: 'claim',
          subject: { kind: 'claim', id: claimId, title: '', state: status },
          link: '/profile',
          actorId: null,
          actorKey: null,
        },
      ];
    }
    default:
      return [];
  }
}
