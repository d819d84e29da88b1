/**
 * The SMS outbox (issue 33). Every SMS is a row of sms_messages, queued in the transaction that
 * wants it; the sms.send job hands due rows to the provider, a batch at a time:
 *   - under the day's budget (SMS_DAILY_BUDGET, UTC day): the day's count is locked and raised
 *     before the batch is sent, so no job, however many run, goes past it;
 *   - a notice (a reminder) only to a number still verified, not stopped (STOP) and whose person
 *     still wants that kind by SMS, and only from 08:00 to 20:00 in its time zone: outside those
 *     hours it waits for the next 08:00 (and expires with its session);
 *   - a code at any hour, first; its text is emptied once handed to the provider;
 *   - a guardian's consent link (issue 32) to a number that is nobody's account, in its hours;
 *     emptied once handed over, as a code is.
 * One text to many numbers is one request (Africa's Talking takes a comma-separated list).
 */
import { sql } from 'drizzle-orm';
import { SMS_HOURS, smsSegments } from '@delv/shared';
import type { Db } from '../../db/client';
import { smsMessages } from '../../db/schema';
import { inTransaction } from '../../events/publish';
import { enqueue } from '../../jobs/queue';
import { SmsUnreachable, type SmsProvider } from './sms';

declare module '../../jobs/queue' {
  interface JobPayloads {
    /** Sends the due SMS; enqueued with each message, at the next 08:00 of deferred ones, at midnight when the budget ran out. */
    'sms.send': Record<string, never>;
  }
}

export interface QueuedSms {
  userId: string | null;
  phone: string;
  kind: string;
  body: string;
  timeZone: string;
  expiresAt?: Date | null;
  dedupeKey?: string | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
/** Messages per batch, and numbers per provider request. */
const BATCH = 200;
const PER_REQUEST = 100;
/** One job sends for at most this long, then hands over to a new one (a worker slot is not held for ever). */
const RUN_MS = 60_000;
const RETRY_MS = 30_000;

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Queues SMS in `db` (a transaction: only if it commits) and wakes the sender. Returns how many were new. */
export async function queueSms(db: Db, list: QueuedSms[]): Promise<number> {
  if (!list.length) return 0;
  let added = 0;
  for (let i = 0; i < list.length; i += 1000) {
    const rows = await db
      .insert(smsMessages)
      .values(
        list.slice(i, i + 1000).map((m) => ({
          userId: m.userId,
          phone: m.phone,
          kind: m.kind,
          body: m.body,
          segments: smsSegments(m.body).segments,
          timeZone: m.timeZone,
          expiresAt: m.expiresAt ?? null,
          dedupeKey: m.dedupeKey ?? null,
        })),
      )
      .onConflictDoNothing({ target: smsMessages.dedupeKey })
      .returning({ id: smsMessages.id });
    added += rows.length;
  }
  if (added) await enqueue(db, 'sms.send', {});
  return added;
}

/** SMS handed to the provider on this UTC day. */
export async function sentOn(db: Db, day: string): Promise<number> {
  const [row] = rowsOf<{ sent: number }>(await db.execute(sql`select sent from sms_days where day = ${day}::date`));
  return Number(row?.sent ?? 0);
}

interface Claimed {
  id: number;
  phone: string;
  kind: string;
  body: string;
}

/**
 * Settles what is due but must not go now (expired, opted out, outside its hours) and claims a
 * batch within the budget; one transaction, the day's row locked.
 */
async function claimBatch(db: Db, budget: number, now: Date): Promise<{ rows: Claimed[]; budgetLeft: number; deferredTo: Date | null }> {
  return inTransaction(db, async (tx) => {
    const at = sql`${now.toISOString()}::timestamptz`;
    const day = utcDay(now);
    await tx.execute(sql`insert into sms_days (day, sent) values (${day}::date, 0) on conflict (day) do nothing`);
    const [{ sent }] = rowsOf<{ sent: number }>(await tx.execute(sql`select sent from sms_days where day = ${day}::date for update`));
    await tx.execute(sql`update sms_messages set status = 'expired'
      where status = 'queued' and not_before <= ${at} and expires_at is not null and expires_at <= ${at}`);
    await tx.execute(sql`update sms_messages m set status = 'skipped', reason = 'Turned off'
      where m.status = 'queued' and m.kind not in ('code', 'consent') and m.not_before <= ${at} and not (
        exists (select 1 from phones p where p.user_id = m.user_id and p.number = m.phone and p.verified_at is not null and p.sms_stopped_at is null)
        and exists (select 1 from sms_preferences s where s.user_id = m.user_id and s.kind = m.kind))`);
    // Outside its hours: the next 08:00 where the person is.
    const deferred = rowsOf<{ next: string | null }>(
      await tx.execute(sql`with moved as (
        update sms_messages m set not_before = (
          date_trunc('day', ${at} at time zone m.time_zone)
            + case when extract(hour from ${at} at time zone m.time_zone) < ${SMS_HOURS.from} then interval '0 hours' else interval '1 day' end
            + make_interval(hours => ${SMS_HOURS.from})) at time zone m.time_zone
        where m.status = 'queued' and m.kind <> 'code' and m.not_before <= ${at}
          and extract(hour from ${at} at time zone m.time_zone) not between ${SMS_HOURS.from} and ${SMS_HOURS.to - 1}
        returning m.not_before)
      select min(not_before)::text as next from moved`),
    );
    const left = Math.max(0, budget - Number(sent));
    if (!left) return { rows: [], budgetLeft: 0, deferredTo: deferred[0]?.next ? new Date(deferred[0].next) : null };
    const rows = rowsOf<Claimed>(
      await tx.execute(sql`update sms_messages m set status = 'sending'
        from (select id from sms_messages where status = 'queued' and not_before <= ${at}
              order by (kind = 'code') desc, not_before, id limit ${Math.min(left, BATCH)} for update skip locked) due
        where m.id = due.id
        returning m.id, m.phone, m.kind, m.body`),
    );
    if (rows.length) await tx.execute(sql`update sms_days set sent = sent + ${rows.length} where day = ${day}::date`);
    return {
      rows: rows.map((r) => ({ ...r, id: Number(r.id) })),
      budgetLeft: left - rows.length,
      deferredTo: deferred[0]?.next ? new Date(deferred[0].next) : null,
    };
  });
}

/** Hands one claimed batch to the provider, one request per text and up to 100 numbers, and records each answer. */
async function sendBatch(db: Db, provider: SmsProvider, rows: Claimed[], now: Date): Promise<void> {
  const byText = new Map<string, Claimed[]>();
  for (const r of rows) byText.set(r.body, [...(byText.get(r.body) ?? []), r]);
  const requests: Claimed[][] = [];
  for (const group of byText.values()) {
    // A number twice in one request would be one SMS: the second waits for the next request.
    let rest = group;
    while (rest.length) {
      const seen = new Set<string>();
      const part: Claimed[] = [];
      const later: Claimed[] = [];
      for (const r of rest) {
        if (part.length < PER_REQUEST && !seen.has(r.phone)) {
          seen.add(r.phone);
          part.push(r);
        } else later.push(r);
      }
      requests.push(part);
      rest = later;
    }
  }
  const done: { id: number; status: 'sent' | 'failed'; ref: string | null; cost: string | null; reason: string }[] = [];
  try {
    for (const part of requests) {
      const answers = await provider.send(
        part.map((r) => r.phone),
        part[0].body,
      );
      const byPhone = new Map(answers.map((a) => [a.phone, a]));
      for (const r of part) {
        const a = byPhone.get(r.phone);
        done.push({
          id: r.id,
          status: a?.status ?? 'failed',
          ref: a?.messageId ?? null,
          cost: a?.cost ?? null,
          reason: a?.status === 'failed' ? (a.reason ?? '') : '',
        });
      }
    }
  } finally {
    // What was not answered goes back to the queue; what was is recorded, whatever came after.
    const answered = new Set(done.map((d) => d.id));
    const unanswered = rows.filter((r) => !answered.has(r.id)).map((r) => r.id);
    if (done.length) {
      await db.execute(sql`update sms_messages m set status = d.status, provider_ref = d.ref, cost = d.cost, reason = d.reason,
          sent_at = ${now.toISOString()}::timestamptz, body = case when m.kind in ('code', 'consent') then '' else m.body end
        from (select * from json_to_recordset(${JSON.stringify(done)}::json) as x(id bigint, status text, ref text, cost text, reason text)) d
        where m.id = d.id`);
    }
    if (unanswered.length) {
      await db.execute(sql`update sms_messages set status = 'queued', not_before = ${new Date(now.getTime() + RETRY_MS).toISOString()}::timestamptz
        where id in (select unnest(${`{${unanswered.join(',')}}`}::bigint[]))`);
    }
  }
}

/**
 * The sms.send job: batches until nothing is due, the budget is spent or a minute passed; then
 * enqueues what comes next (at the next 08:00 of deferred reminders, at midnight when the budget
 * ran out, again at once when there is more, in 30 s when the provider did not answer).
 */
export async function sendDueSms(db: Db, provider: SmsProvider, budget: number, now: Date): Promise<number> {
  const started = Date.now();
  let sent = 0;
  for (;;) {
    const { rows, budgetLeft, deferredTo } = await claimBatch(db, budget, now);
    if (deferredTo) await enqueue(db, 'sms.send', {}, { runAt: deferredTo, key: `sms.send:at:${deferredTo.toISOString()}` });
    if (!rows.length) {
      if (!budgetLeft) {
        const midnight = new Date(`${utcDay(new Date(now.getTime() + 86_400_000))}T00:00:00.000Z`);
        await enqueue(db, 'sms.send', {}, { runAt: midnight, key: `sms.send:at:${midnight.toISOString()}` });
      }
      return sent;
    }
    try {
      await sendBatch(db, provider, rows, now);
    } catch (err) {
      if (!(err instanceof SmsUnreachable)) throw err;
      const retry = new Date(now.getTime() + RETRY_MS);
      await enqueue(db, 'sms.send', {}, { runAt: retry, key: `sms.send:at:${retry.toISOString()}` });
      return sent;
    }
    sent += rows.length;
    if (Date.now() - started > RUN_MS) {
      await enqueue(db, 'sms.send', {});
      return sent;
    }
  }
}
