/**
 * Which domain events concern whom, as notices. Every API process's bus hands each committed event
 * to subscribeNotices, which enqueues ONE job per event: the job's idempotency key is the event's
 * id, so the processes racing to enqueue it leave one job; the job writes the notices in a
 * transaction that also claims the event in notification_sources, so a job run again after a crash
 * adds nothing twice (notifications.jobs.ts).
 */
import type { DeliveredEvent, DomainEventData, EventTarget, NotificationKind } from '@delv/shared';
import type { Db } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { enqueue, errorCode } from '../../jobs/queue';
import { log } from '../../lib/log';
import { contentTitles } from '../content/content.service';
import { groupNameOf } from '../groups/groups.service';
import { findInstitutionRows } from '../institutions/institutions.service';
import { postExcerpts } from '../posts/posts.service';
import { findSessionRow, registeredUserIds } from '../sessions/sessions.service';
import type { NoticeSpec } from './notifications.service';

/** The events that may make notices, and the chat's read mark (it reads the chat's notice). */
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
  'chat.message',
  'chat.read',
] as const;
type NoticeEventType = (typeof TYPES)[number];

/** What a job keeps of an event: a chat message's text stays out of the jobs table. */
export type NoticeEvent = {
  [K in NoticeEventType]: {
    id: string;
    type: K;
    actorId: string | null;
    audience: string[];
    at: string;
    data: K extends 'chat.message' ? { groupId: string; chatId: string; userId: string } : DomainEventData[K];
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
  const base = { id: event.id, actorId: event.actorId, audience, at: event.at };
  if (event.type === 'chat.message') {
    const { groupId, chatId, userId } = event.data.message;
    return { ...base, type: 'chat.message', data: { groupId, chatId, userId } };
  }
  return { ...base, type: event.type, data: event.data } as NoticeEvent;
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

const CONTENT_PATHS: Record<string, string> = {
  Article: 'article/read',
  Video: 'video/watch',
  Course: 'course/review',
  Book: 'book/open',
  OpenLib: 'openlib/link',
};

/** A liked, commented, reviewed or shared item: its subject, title and place in the app (one lookup). */
async function itemOf(db: Db, target: EventTarget): Promise<Pick<NoticeSpec, 'subject' | 'link'> | null> {
  const { id } = target;
  switch (target.kind) {
    case 'post':
      return { subject: { kind: 'post', id, title: (await postExcerpts(db, [id])).get(id) ?? '' }, link: `/post/${id}` };
    case 'content': {
      const item = (await contentTitles(db, [id])).get(id);
      return {
        subject: { kind: 'content', id, title: item?.title ?? '' },
        link: `/${CONTENT_PATHS[item?.category ?? ''] ?? 'image'}/${id}`,
      };
    }
    case 'session':
      return { subject: { kind: 'session', id, title: (await findSessionRow(db, id))?.sessionTitle ?? '' }, link: `/session/${id}` };
    case 'user':
      return { subject: { kind: 'profile', id, title: '' }, link: `/users/profile/${id}` };
    case 'institution': {
      const title = (await findInstitutionRows(db, [id])).get(id)?.institutionName ?? '';
      return { subject: { kind: 'institution', id, title }, link: `/institution/more/${id}` };
    }
    default:
      return null;
  }
}

async function aboutItem(db: Db, target: EventTarget, recipients: string[], kind: NotificationKind, actorId: string | null) {
  const item = await itemOf(db, target);
  return item ? [{ ...item, recipients, kind, actorId, actorKey: actorId }] : [];
}

/** What a join request is to join: the group (also for one of its discussions) or the institution. */
async function joinSubject(db: Db, d: DomainEventData['joinrequest.changed']) {
  if (d.whatToJoin === 'institution') {
    const title = (await findInstitutionRows(db, [d.idOfWhatToJoin])).get(d.idOfWhatToJoin)?.institutionName ?? '';
    return { kind: 'institution', id: d.idOfWhatToJoin, title };
  }
  const groupId = d.groupId ?? d.idOfWhatToJoin;
  return { kind: 'group', id: groupId, title: (await groupNameOf(db, groupId)) ?? '' };
}

/** The notices one event makes (titles read through their areas' services). */
export async function noticesOf(db: Db, event: NoticeEvent): Promise<NoticeSpec[]> {
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
      return aboutItem(db, event.data.target, event.data.ownerIds, 'like', event.actorId);
    case 'comment.created':
      return aboutItem(db, event.data.target, event.data.ownerIds, event.data.rated ? 'review' : 'comment', event.actorId);
    case 'rating.changed':
      // A review with words also rates: both events join the same notice, the person counted once.
      return aboutItem(db, event.data.target, event.data.ownerIds, 'review', event.actorId);
    case 'share.created':
      return aboutItem(db, event.data.target, event.data.recipientIds, 'share', event.data.sharerId);
    case 'registration.created': {
      const { sessionId, registrationId, userId } = event.data;
      const title = (await findSessionRow(db, sessionId))?.sessionTitle ?? '';
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
      const { sessionId, change } = event.data;
      const [row, recipients] = await Promise.all([findSessionRow(db, sessionId), registeredUserIds(db, sessionId)]);
      return [
        {
          recipients,
          kind: 'session',
          subject: { kind: 'session', id: sessionId, title: row?.sessionTitle ?? '', state: change },
          link: `/session/${sessionId}`,
          actorId: event.actorId,
          actorKey: event.actorId,
        },
      ];
    }
    case 'joinrequest.changed': {
      const d = event.data;
      const subject = await joinSubject(db, d);
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
      const { institutionId, mentorId, status } = event.data;
      const title = (await findInstitutionRows(db, [institutionId])).get(institutionId)?.institutionName ?? '';
      const subject = { kind: 'institution', id: institutionId, title };
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
      const { groupId, inviterId, inviteeId, accepted } = event.data;
      const subject = { kind: 'group', id: groupId, title: (await groupNameOf(db, groupId)) ?? '' };
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
    case 'chat.message': {
      const { groupId, chatId, userId } = event.data;
      return [
        {
          recipients: others(event.audience, userId),
          kind: 'chat',
          subject: { kind: 'chat', id: chatId, title: (await groupNameOf(db, groupId)) ?? '' },
          link: `/ChatRoom/${groupId}`,
          actorId: userId,
          actorKey: userId,
        },
      ];
    }
    default:
      return [];
  }
}
