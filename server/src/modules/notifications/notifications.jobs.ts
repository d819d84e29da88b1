/**
 * Notifications' jobs (issue 17):
 *   notifications.event      one delivered event → its notices, once (notifications.events.ts)
 *   notifications.chat       a chat message's notices, for the members it names (noticeChatMessage)
 *   notifications.mail       a notice's own e-mail, a minute after it starts: the people who join it
 *                            meanwhile are in the same mail, and one read meanwhile is not mailed
 *   notifications.digest     the daily (00:00 UTC) or weekly (Monday 00:00 UTC) digests
 *   notifications.prune      hourly: read notices older than NOTIFICATION_PRUNE_DAYS
 * Each scheduled job enqueues its next run; every process asks for the first ones at start and the
 * idempotency keys keep one of each. Other areas' own notices (a session's reminders) come through
 * notify().
 */
import { NOTIFICATION_PRUNE_DAYS, type NotificationKind } from '@delv/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { inTransaction } from '../../events/publish';
import { enqueue, enqueueMany, type JobHandlers } from '../../jobs/queue';
import { log } from '../../lib/log';
import { authorize, type Actor } from '../../policies/actor';
import { findUserById, findUsersByIds } from '../users';
import { eventKey, noticesOf, type NoticeEvent } from './notifications.events';
import { digestMail, namedActors, noticeMail } from './notifications.mail';
import { notificationPolicy } from './notifications.policy';
import {
  chatNoticeSpec,
  choiceOf,
  digestNotices,
  digestPeople,
  findNotice,
  markMailed,
  notify,
  pruneNotices,
  type ChatNotice,
  type NoticeRow,
} from './notifications.service';

export type DigestPeriod = 'daily' | 'weekly';

declare module '../../jobs/queue' {
  interface JobPayloads {
    'notifications.event': { event: NoticeEvent };
    'notifications.chat': ChatNotice;
    'notifications.mail': { notificationId: string };
    /** `at`: the end of the period (ISO); the digest covers the day or week before it. */
    'notifications.digest': { period: DigestPeriod; at: string };
    'notifications.prune': Record<string, never>;
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** People per digest batch: one query for their notices, one for their names, one transaction of mails. */
const DIGEST_BATCH = 1000;

/** The end of the digest period that `now` falls after: the last UTC midnight, or the last Monday's. */
export function periodEnd(period: DigestPeriod, now: Date): Date {
  const midnight = Math.floor(now.getTime() / DAY) * DAY;
  if (period === 'daily') return new Date(midnight);
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY);
}

const periodLength = (period: DigestPeriod) => (period === 'daily' ? DAY : 7 * DAY);

/** Enqueues the next digest of each period and the next prune (once each, whoever asks). */
export async function scheduleNotificationJobs(db: Db, now = new Date()): Promise<void> {
  for (const period of ['daily', 'weekly'] as const) await scheduleDigest(db, period, now);
  const prune = new Date(Math.floor(now.getTime() / HOUR) * HOUR + HOUR);
  await enqueue(db, 'notifications.prune', {}, { runAt: prune, key: `notifications.prune:${prune.toISOString()}` });
}

async function scheduleDigest(db: Db, period: DigestPeriod, now: Date) {
  const at = new Date(periodEnd(period, now).getTime() + periodLength(period));
  await enqueue(
    db,
    'notifications.digest',
    { period, at: at.toISOString() },
    { runAt: at, key: `notifications.digest:${period}:${at.toISOString()}` },
  );
}

/** Names of the people the notices' sentences name, in one query. */
const namesFor = (db: Db, rows: NoticeRow[]) => findUsersByIds(db, rows.flatMap(namedActors));

/**
 * One digest for every person who chose `period` for some kind and has unseen notices of those
 * kinds from the period that ended at periodEnd(now). Batched by person; each mail's job is keyed
 * by person and period, so a run again (a restart, a second process, the clock moved twice) sends
 * nothing twice. Resolves to how many digests were queued.
 */
export async function runDigest(
  deps: { db: Db; config: Pick<Config, 'publicUrl' | 'jwtSecret'> },
  period: DigestPeriod,
  now: Date,
): Promise<number> {
  const { db, config } = deps;
  const to = periodEnd(period, now);
  const from = new Date(to.getTime() - periodLength(period));
  let queued = 0;
  let after: string | null = null;
  for (;;) {
    const people = await digestPeople(db, period, after, DIGEST_BATCH);
    if (!people.length) break;
    after = people[people.length - 1];
    const rows = await digestNotices(db, people, period, from, to);
    if (!rows.length) continue;
    const byPerson = new Map<string, NoticeRow[]>();
    for (const row of rows) {
      const mine = byPerson.get(row.recipientId);
      if (mine) mine.push(row);
      else byPerson.set(row.recipientId, [row]);
    }
    const [persons, names] = await Promise.all([findUsersByIds(db, [...byPerson.keys()]), namesFor(db, rows)]);
    const mails = [...byPerson].flatMap(([userId, mine]) => {
      const person = persons.get(userId);
      return person
        ? [
            {
              payload: digestMail(config, person, period, mine, names),
              key: `notifications.digest:${period}:${to.toISOString()}:${userId}`,
            },
          ]
        : [];
    });
    await inTransaction(db, async (tx) => {
      queued += await enqueueMany(tx, 'mail.send', mails);
      await markMailed(
        tx,
        rows.map((r) => r.id),
        now,
      );
    });
  }
  log.info({ period, end: to.toISOString(), queued }, 'notifications: digests queued');
  return queued;
}

/** POST /notifications/digests/run: a system admin runs a digest as if the clock said `now`. */
export async function runDigestAs(
  deps: { db: Db; config: Pick<Config, 'publicUrl' | 'jwtSecret'> },
  actor: Actor,
  period: DigestPeriod,
  now: Date,
): Promise<number> {
  authorize(notificationPolicy.runDigest(actor));
  return runDigest(deps, period, now);
}

export function notificationJobs(deps: { config: Config }): JobHandlers {
  const { config } = deps;
  return {
    'notifications.event': async ({ event }, { db, now }) => {
      await notify(db, `event:${eventKey(event)}`, noticesOf(event), new Date(event.at), now);
    },
    'notifications.chat': async (notice, { db, now }) => {
      await notify(db, `chat:${notice.messageId}`, [chatNoticeSpec(notice)], new Date(notice.at), now);
    },
    'notifications.mail': async ({ notificationId }, { db, now }) => {
      const row = await findNotice(db, notificationId);
      // Read meanwhile (seen in the app), or the person changed their mind: nothing to send.
      if (!row || (row.readAt && row.inApp)) return;
      const person = await findUserById(db, row.recipientId);
      if (!person || (await choiceOf(db, person.id, row.kind as NotificationKind)).email !== 'instant') return;
      const names = await namesFor(db, [row]);
      await inTransaction(db, async (tx) => {
        await enqueue(tx, 'mail.send', noticeMail(config, person, row, names), { key: `notifications.mailed:${row.id}` });
        await markMailed(tx, [row.id], now);
      });
    },
    'notifications.digest': async ({ period, at }, { db, now }) => {
      await runDigest({ db, config }, period, new Date(at));
      await scheduleDigest(db, period, now);
    },
    'notifications.prune': async (_payload, { db, now }) => {
      await pruneNotices(db, now, NOTIFICATION_PRUNE_DAYS);
      await scheduleNotificationJobs(db, now);
    },
  };
}
