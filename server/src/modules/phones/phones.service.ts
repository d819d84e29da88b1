/**
 * Phones (issue 33): a person's numbers, verified by a six-digit code sent by SMS; the SMS kinds
 * they want; STOP replies; what other areas may ask (is this number verified for this person, who
 * else holds it). The code is kept only as an HMAC with its expiry, wrong tries and sends counted
 * on the row; a number has one verified holder at a time (a unique partial index).
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  PHONE_CODE,
  PHONE_MSG,
  PHONES_PER_ACCOUNT,
  SMS_KINDS,
  SMS_STOP_WORDS,
  UUID_RE,
  timeZoneOfPhone,
  type Phone,
  type SmsInboundInput,
  type SmsKind,
  type SmsPreference,
  type SmsStatus,
} from '@delv/shared';
import type { Db } from '../../db/client';
import { phones, smsInbound, smsMessages, smsPreferences } from '../../db/schema';
import { inTransaction } from '../../events/publish';
import { HttpError, badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors';
import { authorize, type Actor } from '../../policies/actor';
import { findUserById } from '../users';
import { phonesPolicy } from './phones.policy';
import { queueSms, sentOn, utcDay } from './phones.sms';
import { codeText } from './phones.texts';

export interface PhonesContext {
  /** Keys the codes' HMAC (the JWT secret). */
  secret: string;
  dailyBudget: number;
}

type PhoneRow = typeof phones.$inferSelect;

const tooMany = (message: string) => new HttpError(429, 'RATE_LIMITED', message);
const codeHash = (secret: string, phoneId: string, code: string) =>
  createHmac('sha256', secret).update(`phone-code:${phoneId}:${code}`).digest('base64url');

function toPhone(r: PhoneRow): Phone {
  const resendAt = r.codeSentAt && !r.verifiedAt ? new Date(r.codeSentAt.getTime() + PHONE_CODE.resendSeconds * 1000) : null;
  return {
    _id: r.id,
    number: r.number,
    verified: r.verifiedAt !== null,
    verifiedAt: r.verifiedAt?.toISOString() ?? null,
    resendAt: resendAt && resendAt.getTime() > Date.now() ? resendAt.toISOString() : null,
    codeExpiresAt: !r.verifiedAt && r.codeHash && r.codeExpiresAt ? r.codeExpiresAt.toISOString() : null,
    smsStopped: r.smsStoppedAt !== null,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function myPhones(db: Db, actor: Actor): Promise<Phone[]> {
  authorize(phonesPolicy.own(actor));
  const rows = await db.select().from(phones).where(eq(phones.userId, actor.id)).orderBy(desc(phones.createdAt));
  return rows.map(toPhone);
}

async function minePhone(tx: Db, actor: Actor, phoneId: string): Promise<PhoneRow> {
  if (!UUID_RE.test(phoneId)) throw notFound(PHONE_MSG.notFound);
  const [row] = await tx
    .select()
    .from(phones)
    .where(and(eq(phones.id, phoneId), eq(phones.userId, actor.id)))
    .for('update')
    .limit(1);
  if (!row) throw notFound(PHONE_MSG.notFound);
  return row;
}

const verifiedElsewhere = async (tx: Db, number: string, userId: string) =>
  (
    await tx
      .select({ id: phones.id })
      .from(phones)
      .where(and(eq(phones.number, number), isNotNull(phones.verifiedAt), sql`${phones.userId} <> ${userId}`))
      .limit(1)
  ).length > 0;

/** A new code for a row locked by the caller: the limits, the HMAC, the SMS in the outbox. */
async function sendCode(tx: Db, ctx: PhonesContext, row: PhoneRow, now: Date): Promise<PhoneRow> {
  const today = utcDay(now);
  const sendsToday = row.codeSendsDay === today ? row.codeSends : 0;
  if (row.codeSentAt && now.getTime() - row.codeSentAt.getTime() < PHONE_CODE.resendSeconds * 1000) throw tooMany(PHONE_MSG.resendTooSoon);
  if (sendsToday >= PHONE_CODE.sendsPerDay) throw tooMany(PHONE_MSG.resendTooMany);
  if ((await sentOn(tx, today)) >= ctx.dailyBudget) throw tooMany(PHONE_MSG.budgetSpent);
  const code = String(randomInt(0, 10 ** PHONE_CODE.digits)).padStart(PHONE_CODE.digits, '0');
  const [updated] = await tx
    .update(phones)
    .set({
      codeHash: codeHash(ctx.secret, row.id, code),
      codeExpiresAt: new Date(now.getTime() + PHONE_CODE.ttlMinutes * 60_000),
      codeAttempts: 0,
      codeSentAt: now,
      codeSends: sendsToday + 1,
      codeSendsDay: today,
    })
    .where(eq(phones.id, row.id))
    .returning();
  const person = await findUserById(tx, row.userId);
  await queueSms(tx, [
    { userId: row.userId, phone: row.number, kind: 'code', body: codeText(person?.language ?? 'en', code), timeZone: row.timeZone },
  ]);
  return updated;
}

/** POST /phones: adds a number (E.164) to my list and sends it a code; an unverified one already mine gets a new code. */
export async function addPhone(db: Db, actor: Actor, number: string, ctx: PhonesContext, now = new Date()): Promise<Phone> {
  authorize(phonesPolicy.own(actor));
  return inTransaction(db, async (tx) => {
    // One person's adds run one at a time (the count of numbers).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('phones:' || ${actor.id}))`);
    const mine = await tx.select().from(phones).where(eq(phones.userId, actor.id)).for('update');
    const existing = mine.find((p) => p.number === number);
    if (existing?.verifiedAt) throw conflict(PHONE_MSG.alreadyYours);
    if (await verifiedElsewhere(tx, number, actor.id)) throw conflict(PHONE_MSG.takenByAnother);
    if (!existing && mine.length >= PHONES_PER_ACCOUNT) throw conflict(PHONE_MSG.tooMany);
    const row =
      existing ??
      (
        await tx
          .insert(phones)
          .values({ userId: actor.id, number, timeZone: timeZoneOfPhone(number) })
          .returning()
      )[0]!;
    return toPhone(await sendCode(tx, ctx, row, now));
  });
}

/** POST /phones/:id/resend: another code, at most one a minute and five a day. */
export async function resendCode(db: Db, actor: Actor, phoneId: string, ctx: PhonesContext, now = new Date()): Promise<Phone> {
  authorize(phonesPolicy.own(actor));
  return inTransaction(db, async (tx) => {
    const row = await minePhone(tx, actor, phoneId);
    if (row.verifiedAt) throw conflict(PHONE_MSG.alreadyVerified);
    if (await verifiedElsewhere(tx, row.number, actor.id)) throw conflict(PHONE_MSG.takenByAnother);
    return toPhone(await sendCode(tx, ctx, row, now));
  });
}

/**
 * POST /phones/:id/verify: the code, at most five wrong tries per code, before it expires. A wrong
 * try is counted even though the answer is an error (its own transaction).
 */
export async function verifyPhone(
  db: Db,
  actor: Actor,
  phoneId: string,
  code: string,
  ctx: PhonesContext,
  now = new Date(),
): Promise<Phone> {
  authorize(phonesPolicy.own(actor));
  const outcome = await inTransaction(db, async (tx) => {
    const row = await minePhone(tx, actor, phoneId);
    if (row.verifiedAt) throw conflict(PHONE_MSG.alreadyVerified);
    if (!row.codeHash || !row.codeExpiresAt || row.codeExpiresAt.getTime() <= now.getTime())
      throw badRequest(PHONE_MSG.codeExpired, { code: PHONE_MSG.codeExpired });
    if (row.codeAttempts >= PHONE_CODE.maxAttempts) throw tooMany(PHONE_MSG.codeTooManyTries);
    const expected = Buffer.from(row.codeHash);
    const given = Buffer.from(codeHash(ctx.secret, row.id, code));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      const [after] = await tx
        .update(phones)
        .set({ codeAttempts: sql`${phones.codeAttempts} + 1` })
        .where(eq(phones.id, row.id))
        .returning({ attempts: phones.codeAttempts });
      return { wrong: after.attempts };
    }
    try {
      const [verified] = await tx
        .update(phones)
        .set({ verifiedAt: now, codeHash: null, codeExpiresAt: null, codeAttempts: 0, smsStoppedAt: null })
        .where(eq(phones.id, row.id))
        .returning();
      return { verified: verified! };
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(PHONE_MSG.takenByAnother);
      throw err;
    }
  });
  if ('verified' in outcome) return toPhone(outcome.verified!);
  if (outcome.wrong >= PHONE_CODE.maxAttempts) throw tooMany(PHONE_MSG.codeTooManyTries);
  throw badRequest(PHONE_MSG.codeWrong, { code: PHONE_MSG.codeWrong });
}

/** DELETE /phones/:id: removes a number from my list (another account may then verify it). */
export async function releasePhone(db: Db, actor: Actor, phoneId: string): Promise<void> {
  authorize(phonesPolicy.own(actor));
  await inTransaction(db, async (tx) => {
    const row = await minePhone(tx, actor, phoneId);
    await tx.delete(phones).where(eq(phones.id, row.id));
  });
}

/** A number verified by an account (the demo data, and tests that need a verified claimant without SMS). */
export async function recordVerifiedPhone(db: Db, userId: string, number: string, at = new Date()): Promise<string> {
  const [row] = await db
    .insert(phones)
    .values({ userId, number, verifiedAt: at, timeZone: timeZoneOfPhone(number) })
    .onConflictDoUpdate({ target: [phones.userId, phones.number], set: { verifiedAt: at } })
    .returning({ id: phones.id });
  return row!.id;
}

// ---- What other areas ask (claims) ----

/** Whether this number is verified by this person now. */
export async function isVerifiedPhoneOf(db: Db, userId: string, number: string): Promise<boolean> {
  const rows = await db
    .select({ id: phones.id })
    .from(phones)
    .where(and(eq(phones.userId, userId), eq(phones.number, number), isNotNull(phones.verifiedAt)))
    .limit(1);
  return rows.length > 0;
}

/** Every account that has each of these numbers in its list (verified or not), by number. */
export async function holdersOfPhones(db: Db, numbers: string[]): Promise<Map<string, string[]>> {
  const wanted = [...new Set(numbers)];
  if (!wanted.length) return new Map();
  const rows = await db.select({ number: phones.number, userId: phones.userId }).from(phones).where(inArray(phones.number, wanted));
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.number, [...(out.get(r.number) ?? []), r.userId]);
  return out;
}

// ---- SMS kinds ----

export async function smsPreferencesOf(db: Db, actor: Actor): Promise<{ preferences: SmsPreference[]; hasVerifiedPhone: boolean }> {
  authorize(phonesPolicy.own(actor));
  const [on, verified] = await Promise.all([
    db.select({ kind: smsPreferences.kind }).from(smsPreferences).where(eq(smsPreferences.userId, actor.id)),
    db
      .select({ id: phones.id })
      .from(phones)
      .where(and(eq(phones.userId, actor.id), isNotNull(phones.verifiedAt)))
      .limit(1),
  ]);
  const kinds = new Set(on.map((r) => r.kind));
  return { preferences: SMS_KINDS.map((kind) => ({ kind, sms: kinds.has(kind) })), hasVerifiedPhone: verified.length > 0 };
}

/** PUT /phones/sms-preferences: a kind on needs a verified number; turning one on lifts a STOP on my numbers. */
export async function setSmsPreferences(db: Db, actor: Actor, list: { kind: string; sms: boolean }[]) {
  authorize(phonesPolicy.own(actor));
  await inTransaction(db, async (tx) => {
    const on = list.filter((p) => p.sms).map((p) => p.kind as SmsKind);
    const off = list.filter((p) => !p.sms).map((p) => p.kind);
    if (on.length) {
      const verified = await tx
        .select({ id: phones.id })
        .from(phones)
        .where(and(eq(phones.userId, actor.id), isNotNull(phones.verifiedAt)))
        .limit(1);
      if (!verified.length) throw badRequest(PHONE_MSG.smsNeedsPhone);
      await tx
        .insert(smsPreferences)
        .values(on.map((kind) => ({ userId: actor.id, kind })))
        .onConflictDoNothing();
      await tx
        .update(phones)
        .set({ smsStoppedAt: null })
        .where(and(eq(phones.userId, actor.id), isNotNull(phones.smsStoppedAt)));
    }
    if (off.length) await tx.delete(smsPreferences).where(and(eq(smsPreferences.userId, actor.id), inArray(smsPreferences.kind, off)));
  });
  return smsPreferencesOf(db, actor);
}

/**
 * POST /sms/inbound (Africa's Talking's callback): STOP, ONDOKA or TOKA from a number stops SMS
 * reminders to it and turns SMS off for the accounts that verified it. Each message once (its id).
 */
export async function receiveSms(db: Db, input: SmsInboundInput): Promise<'stopped' | 'ignored' | 'repeated'> {
  const word = input.text
    .trim()
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  const stop = (SMS_STOP_WORDS as readonly string[]).includes(word);
  const from = input.from.replace(/[\s-]/g, '');
  return inTransaction(db, async (tx) => {
    const fresh = await tx
      .insert(smsInbound)
      .values({ id: input.id, phone: from, action: stop ? 'stop' : 'ignored' })
      .onConflictDoNothing()
      .returning({ id: smsInbound.id });
    if (!fresh.length) return 'repeated';
    if (!stop) return 'ignored';
    const stopped = await tx
      .update(phones)
      .set({ smsStoppedAt: new Date() })
      .where(and(eq(phones.number, from), isNull(phones.smsStoppedAt)))
      .returning({ userId: phones.userId, verifiedAt: phones.verifiedAt });
    const holders = stopped.filter((p) => p.verifiedAt).map((p) => p.userId);
    if (holders.length) await tx.delete(smsPreferences).where(inArray(smsPreferences.userId, holders));
    // Anything still waiting for this number is not sent (the sender checks again, too).
    await tx
      .update(smsMessages)
      .set({ status: 'skipped', reason: 'Replied STOP' })
      .where(and(eq(smsMessages.phone, from), eq(smsMessages.status, 'queued'), sql`${smsMessages.kind} <> 'code'`));
    return 'stopped';
  });
}

/** GET /sms/status: today's SMS against the budget, and what waits (system admins). */
export async function smsStatus(
  db: Db,
  actor: Actor,
  budget: number,
  provider: SmsStatus['provider'],
  now = new Date(),
): Promise<SmsStatus> {
  authorize(phonesPolicy.status(actor));
  const day = utcDay(now);
  const [sent, [{ queued }]] = await Promise.all([
    sentOn(db, day),
    db
      .select({ queued: sql<number>`count(*)::int` })
      .from(smsMessages)
      .where(eq(smsMessages.status, 'queued')),
  ]);
  return { day, sent, budget, queued: Number(queued), provider };
}
