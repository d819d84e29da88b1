/**
 * Young learners (issue 32): a learner's date of birth, their guardian's consent, the rule that
 * no adult and minor talk alone, and the words between them that carry contact details, held for
 * review. What limits a minor's account without consent is enforced where every route signs in
 * (middleware/auth.ts reads youthStandingOf); the rooms' rule and the holding are asked by the
 * areas that own rooms and words (groups), through checkYoungRoom and holdForReview.
 */
import { sql } from 'drizzle-orm';
import {
  ADULT_AGE,
  CONSENT_REQUEST_MINUTES,
  LEARNER_CATEGORIES,
  UUID_RE,
  YOUNG_REASONS,
  YOUTH_MSG,
  hasContactDetails,
  timeZoneOfPhone,
  type ConsentFacts,
  type HeldMessage,
  type SafeguardingConcern,
  type SafeguardingLead,
  type Language,
  type WaitingLearner,
  type YouthStanding,
} from '@delv/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { inTransaction, publish } from '../../events/publish';
import { queueMail } from '../../jobs/queue';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/errors';
import { hashToken, randomToken } from '../../lib/tokens';
import { mailTexts } from '../../mail/texts';
import { authorize, type Actor } from '../../policies/actor';
import { youthPolicy } from './youth.policy';

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/** The account changed for every cache of it (the sign-in cache keeps the standing). */
const accountChanged = (userId: string, actorId: string = userId) => ({
  type: 'user.changed' as const,
  actorId,
  audience: [userId],
  data: { userId },
});

export const ADULT_STANDING: YouthStanding = { minor: false, needsConsent: false, needsBirthDate: false, consentAsked: false };

// ---------------------------------------------------------------------------------------------
// Dates of birth and standing

/** Keeps a learner's date of birth, in the sign-up's transaction; a second one is ignored. */
export async function recordBirthDate(tx: Db, userId: string, birthDate: string): Promise<boolean> {
  const added = rowsOf<{ user_id: string }>(
    await tx.execute(sql`
      insert into learner_ages (user_id, birth_date, adult_on)
      values (${userId}::uuid, ${birthDate}::date, (${birthDate}::date + make_interval(years => ${ADULT_AGE}))::date)
      on conflict (user_id) do nothing
      returning user_id`),
  );
  return added.length > 0;
}

/** PUT /youth/birth-date: an account made before dates of birth were asked gives one, once. */
export async function giveBirthDate(db: Db, actor: Actor, birthDate: string): Promise<YouthStanding> {
  authorize(youthPolicy.own(actor));
  await inTransaction(db, async (tx) => {
    if (!(await recordBirthDate(tx, actor.id, birthDate))) throw new HttpError(409, 'CONFLICT', YOUTH_MSG.birthDateAlreadyGiven);
    await publish(tx, accountChanged(actor.id));
  });
  return youthStandingOf(db, actor.id);
}

/** The person's age and consent, as authenticate keeps them with the account. */
export async function youthStandingOf(db: Db, userId: string): Promise<YouthStanding> {
  if (!UUID_RE.test(userId)) return ADULT_STANDING;
  const [row] = rowsOf<{ role: string | null; has_age: boolean; minor: boolean | null; consented: boolean | null; asked: boolean | null }>(
    await db.execute(sql`
      select u.usercategory[1] as role, a.user_id is not null as has_age, a.adult_on > current_date as minor,
        a.consent_given_at is not null and a.consent_withdrawn_at is null as consented,
        a.consent_asked_at is not null as asked
      from users u left join learner_ages a on a.user_id = u.id
      where u.id = ${userId}::uuid`),
  );
  if (!row) return ADULT_STANDING;
  const minor = Boolean(row.minor);
  return {
    minor,
    needsConsent: minor && !row.consented,
    needsBirthDate: !row.has_age && LEARNER_CATEGORIES.includes(row.role ?? ''),
    consentAsked: minor && !row.consented && Boolean(row.asked),
  };
}

// ---------------------------------------------------------------------------------------------
// A guardian's consent

/** The consent SMS, in the learner's language: her first name and the link, one GSM-7 segment or two. */
const GUARDIAN_SMS: Record<Language, (name: string, link: string) => string> = {
  en: (name, link) => `Delv: ${name} (under 18) asks you to agree to their account. Read what it means and decide: ${link}`,
  sw: (name, link) => `Delv: ${name} (chini ya miaka 18) anakuomba ukubali akaunti yake. Soma maana yake na uamue: ${link}`,
};

/**
 * POST /youth/consent/request: the learner gives a guardian's e-mail address or mobile number; the
 * link goes there (the SMS through the phones area's outbox, on 'youth.guardianSms').
 */
export async function askGuardian(
  deps: { db: Db; config: Config },
  actor: Actor & { email: string; firstname: string; language: string },
  to: { guardianEmail?: string; guardianPhone?: string },
): Promise<void> {
  authorize(youthPolicy.own(actor));
  const standing = await youthStandingOf(deps.db, actor.id);
  if (!standing.needsConsent) throw badRequest(YOUTH_MSG.consentNotNeeded);
  const phone = to.guardianPhone || null;
  const email = phone ? null : (to.guardianEmail ?? '');
  if (email && email.toLowerCase() === actor.email.toLowerCase())
    throw badRequest(YOUTH_MSG.guardianNotYou, { guardianEmail: YOUTH_MSG.guardianNotYou });
  if (phone && (await isOwnPhone(deps.db, actor.id, phone)))
    throw badRequest(YOUTH_MSG.guardianPhoneNotYou, { guardianPhone: YOUTH_MSG.guardianPhoneNotYou });
  const token = randomToken();
  const link = `${deps.config.publicUrl}/consent/${token}`;
  const language = (actor.language === 'sw' ? 'sw' : 'en') as Language;
  await inTransaction(deps.db, async (tx) => {
    const asked = rowsOf<{ user_id: string }>(
      await tx.execute(sql`
        update learner_ages set guardian_email = ${email}, consent_token_hash = ${hashToken(token)}, consent_asked_at = now()
        where user_id = ${actor.id}::uuid
          and (consent_asked_at is null or consent_asked_at < now() - make_interval(mins => ${CONSENT_REQUEST_MINUTES}))
        returning user_id`),
    );
    if (!asked.length) throw new HttpError(429, 'RATE_LIMITED', YOUTH_MSG.consentRequestTooSoon);
    if (phone) {
      await publish(tx, {
        type: 'youth.guardianSms',
        actorId: actor.id,
        audience: [],
        data: { phone, body: GUARDIAN_SMS[language](actor.firstname, link), timeZone: timeZoneOfPhone(phone) },
      });
    } else {
      await queueMail(tx, { to: email!, ...mailTexts(language).guardianConsent({ firstname: actor.firstname }), link, language });
    }
    await publish(tx, accountChanged(actor.id));
  });
}

/** The number is one of the learner's own (the phones area's table, read only). */
async function isOwnPhone(db: Db, userId: string, phone: string): Promise<boolean> {
  const [row] = rowsOf<{ own: boolean }>(
    await db.execute(sql`select exists (select 1 from phones where user_id = ${userId}::uuid and number = ${phone}) as own`),
  );
  return Boolean(row?.own);
}

async function consentRowOf(db: Db, token: string) {
  const [row] = rowsOf<{ user_id: string; firstname: string; given: boolean; withdrawn: boolean; consent_by: ConsentFacts['by'] }>(
    await db.execute(sql`
      select a.user_id, u.firstname, a.consent_given_at is not null as given, a.consent_withdrawn_at is not null as withdrawn, a.consent_by
      from learner_ages a join users u on u.id = a.user_id
      where a.consent_token_hash = ${hashToken(token)} and a.adult_on > current_date`),
  );
  if (!row) throw notFound(YOUTH_MSG.consentLinkInvalid);
  return row;
}

const factsOf = (row: { firstname: string; given: boolean; withdrawn: boolean; consent_by: ConsentFacts['by'] }): ConsentFacts => ({
  firstname: row.firstname,
  status: row.withdrawn ? 'withdrawn' : row.given ? 'given' : 'waiting',
  by: row.given && !row.withdrawn ? row.consent_by : null,
});

/** GET /youth/consent/:token: what the guardian's page shows (the learner's first name only). */
export async function consentFacts(db: Db, token: string): Promise<ConsentFacts> {
  return factsOf(await consentRowOf(db, token));
}

/** POST /youth/consent/:token: the guardian agrees, or withdraws (the same link, any time while the learner is a minor). */
export async function decideConsent(db: Db, token: string, decision: 'give' | 'withdraw'): Promise<ConsentFacts> {
  const row = await consentRowOf(db, token);
  await inTransaction(db, async (tx) => {
    await tx.execute(
      decision === 'give'
        ? sql`update learner_ages set consent_given_at = now(), consent_by = 'guardian', consent_institution_id = null,
                consent_recorded_by = null, consent_withdrawn_at = null
              where user_id = ${row.user_id}::uuid`
        : sql`update learner_ages set consent_withdrawn_at = now() where user_id = ${row.user_id}::uuid`,
    );
    await publish(tx, accountChanged(row.user_id, row.user_id));
  });
  return consentFacts(db, token);
}

// ---------------------------------------------------------------------------------------------
// An institution's consent for its own learners

// An institution's people: its admins, its learners and its affiliated mentors and learners.
const institutionsOf = (userId: string) => sql`(
  select i.id from institutions i where i.admins @> array[${userId}::uuid]
  union select l.institution_id from institution_learners l where l.learner_id = ${userId}::uuid
  union select f.institution_id from affiliations f where f.user_id = ${userId}::uuid)`;

/** The institution of which `adminId` is an admin and `learnerId` a learner, if any. */
async function institutionOfLearner(db: Db, adminId: string, learnerId: string): Promise<string | null> {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      select i.id from institutions i
      where i.admins @> array[${adminId}::uuid]
        and (exists (select 1 from institution_learners l where l.institution_id = i.id and l.learner_id = ${learnerId}::uuid)
          or exists (select 1 from affiliations f where f.institution_id = i.id and f.user_id = ${learnerId}::uuid and f.affiliate_type = 'learner'))
      order by i.created_at limit 1`),
  );
  return row?.id ?? null;
}

/** POST /youth/consent/institution: an institution that holds a guardian's consent records it (who and when, in the audit log). */
export async function consentAsInstitution(db: Db, actor: Actor, learnerId: string): Promise<void> {
  const institutionId = await institutionOfLearner(db, actor.id, learnerId);
  authorize(youthPolicy.institutionConsent(actor, institutionId !== null), YOUTH_MSG.notYourMember);
  const standing = await youthStandingOf(db, learnerId);
  if (!standing.needsConsent) throw badRequest(YOUTH_MSG.consentNotNeeded);
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`
      update learner_ages set consent_given_at = now(), consent_by = 'institution', consent_institution_id = ${institutionId}::uuid,
        consent_recorded_by = ${actor.id}::uuid, consent_withdrawn_at = null
      where user_id = ${learnerId}::uuid`);
    await publish(tx, accountChanged(learnerId, actor.id));
    await publish(tx, {
      type: 'staff.acted',
      actorId: actor.id,
      audience: [],
      data: {
        action: 'youth.institutionConsent',
        targetKind: 'profile',
        targetId: learnerId,
        reason: 'The institution holds a parent’s or guardian’s consent',
        before: { consent: false },
        after: { consent: true, institutionId },
      },
    });
  });
}

/** GET /youth/institution/waiting: my institution's minors whose consent is not in force. */
export async function learnersWaiting(
  db: Db,
  actor: Actor,
  skip: number,
  limit: number,
): Promise<{ data: WaitingLearner[]; count: number }> {
  authorize(youthPolicy.own(actor));
  const rows = rowsOf<{ id: string; firstname: string; lastname: string; asked: boolean; total: string | number }>(
    await db.execute(sql`
      with mine as (select i.id from institutions i where i.admins @> array[${actor.id}::uuid]),
      people as (
        select l.learner_id as user_id from institution_learners l where l.institution_id in (select id from mine)
        union select f.user_id from affiliations f where f.affiliate_type = 'learner' and f.institution_id in (select id from mine))
      select u.id, u.firstname, u.lastname, a.consent_asked_at is not null as asked, count(*) over () as total
      from people p join learner_ages a on a.user_id = p.user_id join users u on u.id = p.user_id
      where a.adult_on > current_date and (a.consent_given_at is null or a.consent_withdrawn_at is not null)
      order by u.firstname, u.lastname, u.id
      offset ${skip} limit ${limit}`),
  );
  return {
    data: rows.map((r) => ({ _id: r.id, firstname: r.firstname, lastname: r.lastname, consentAsked: r.asked })),
    count: Number(rows[0]?.total ?? 0),
  };
}

// ---------------------------------------------------------------------------------------------
// Directories: a minor is not shown to adults outside their institution (nor at all before consent)

/**
 * A condition on `"users"."id"` for the directories' queries: false for a minor the viewer may
 * not see. The viewer sees themselves; other minors see a consented minor; adults see one only
 * when they share an institution. One primary-key probe per row: no minor, no more work.
 */
export function shownInDirectoriesTo(viewerId: string | null) {
  const viewer = viewerId && UUID_RE.test(viewerId) ? viewerId : null;
  return sql`not exists (
    select 1 from learner_ages a where a.user_id = "users"."id" and a.adult_on > current_date
      and a.user_id is distinct from ${viewer}::uuid
      and (${viewer}::uuid is null
        or a.consent_given_at is null or a.consent_withdrawn_at is not null
        or (not exists (select 1 from learner_ages v where v.user_id = ${viewer}::uuid and v.adult_on > current_date)
          and not exists (
            select 1 from ${institutionsOf(viewer ?? '00000000-0000-0000-0000-000000000000')} as vi
            where vi.id in (select l.institution_id from institution_learners l where l.learner_id = a.user_id
              union select f.institution_id from affiliations f where f.user_id = a.user_id)))))`;
}

// ---------------------------------------------------------------------------------------------
// Rooms: no adult and minor alone; contact details between them held

async function minorsAmong(db: Db, ids: readonly string[]): Promise<{ user_id: string; consented: boolean }[]> {
  if (!ids.length) return [];
  return rowsOf<{ user_id: string; consented: boolean }>(
    await db.execute(sql`
      select user_id, consent_given_at is not null and consent_withdrawn_at is null as consented
      from learner_ages where user_id = any(${`{${ids.join(',')}}`}::uuid[]) and adult_on > current_date`),
  );
}

async function shareAnInstitution(db: Db, a: string, b: string): Promise<boolean> {
  const [row] = rowsOf<{ shared: boolean }>(
    await db.execute(sql`select exists (${institutionsOf(a)} intersect ${institutionsOf(b)}) as shared`),
  );
  return Boolean(row?.shared);
}

/** People who cannot be added to a group or a room by someone else yet: minors without consent. */
export async function waitingForConsentAmong(db: Db, ids: readonly string[]): Promise<string[]> {
  return (await minorsAmong(db, ids)).filter((m) => !m.consented).map((m) => m.user_id);
}

/**
 * Before a message goes into a discussion (the sender a member of it): refused when a minor would
 * be alone with one other person who is not an adult of their own institution; `hold` when the
 * words carry contact details between an adult and a minor. A room of more than two asks nothing
 * of the database unless the words carry contact details; a room without minors costs one probe
 * of the few minors' rows.
 */
export async function checkYoungRoom(
  db: Db,
  room: { chatId: string; memberCount: number; senderId: string; words: string },
): Promise<{ hold: boolean }> {
  // Only a room of two can be refused, and a bigger one holds only words with contact details.
  if (room.memberCount > 2 && !hasContactDetails(room.words)) return { hold: false };
  const minors = rowsOf<{ user_id: string }>(
    await db.execute(sql`
      select a.user_id from learner_ages a
      where a.adult_on > current_date
        and a.user_id in (select m.user_id from chat_members m where m.chat_id = ${room.chatId}::uuid)`),
  );
  if (!minors.length) return { hold: false };
  const minorIds = new Set(minors.map((m) => m.user_id));
  if (room.memberCount <= 2) {
    const members = rowsOf<{ user_id: string }>(
      await db.execute(sql`select user_id from chat_members where chat_id = ${room.chatId}::uuid`),
    ).map((m) => m.user_id);
    const minor = members.find((id) => minorIds.has(id));
    const other = members.find((id) => id !== minor);
    if (minor && other && (minorIds.has(other) || !(await shareAnInstitution(db, other, minor)))) throw forbidden(YOUTH_MSG.roomTooSmall);
  }
  // Every message in a room with a minor is between an adult and a minor, unless minors only are in it.
  const onlyMinors = minorIds.size >= room.memberCount;
  return { hold: !onlyMinors && hasContactDetails(room.words) };
}

/**
 * Words from `authorId` to the owners of what they answer (a comment on a post or an item): held
 * when they carry contact details and cross the line between an adult and a minor. Words without
 * contact details cost nothing.
 */
export async function holdsContactDetails(db: Db, authorId: string, toIds: readonly string[], words: string): Promise<boolean> {
  const others = toIds.filter((id) => id !== authorId);
  if (!others.length || !hasContactDetails(words)) return false;
  const minors = new Set((await minorsAmong(db, [authorId, ...others])).map((m) => m.user_id));
  return minors.has(authorId) ? others.some((id) => !minors.has(id)) : others.some((id) => minors.has(id));
}

/** Words held instead of delivered, in the sending transaction: the safeguarding queue's row. */
export async function holdForReview(tx: Db, thing: { kind: 'chatMessage' | 'comment'; id: string; senderId: string; words: string }) {
  await tx.execute(sql`
    insert into held_messages (kind, thing_id, sender_id, words)
    values (${thing.kind}, ${thing.id}::uuid, ${thing.senderId}::uuid, ${thing.words})`);
}

/** GET /youth/held: the open queue, oldest first. */
export async function heldQueue(db: Db, actor: Actor, skip: number, limit: number): Promise<{ data: HeldMessage[]; count: number }> {
  authorize(youthPolicy.reviewHeld(actor));
  const rows = rowsOf<{
    id: string;
    kind: HeldMessage['kind'];
    thing_id: string;
    sender_id: string;
    firstname: string;
    lastname: string;
    words: string;
    held_at: string | Date;
    total: string | number;
  }>(
    await db.execute(sql`
      select h.id, h.kind, h.thing_id, h.sender_id, u.firstname, u.lastname, h.words, h.held_at, count(*) over () as total
      from held_messages h join users u on u.id = h.sender_id
      where h.decided_at is null
      order by h.held_at, h.id offset ${skip} limit ${limit}`),
  );
  return {
    data: rows.map((r) => ({
      _id: r.id,
      kind: r.kind,
      thingId: r.thing_id,
      sender: { _id: r.sender_id, firstname: r.firstname, lastname: r.lastname },
      words: r.words,
      heldAt: new Date(r.held_at).toISOString(),
    })),
    count: Number(rows[0]?.total ?? 0),
  };
}

/** POST /youth/held/:id: released words are delivered by their area ('youth.decided'); removed ones never are. */
export async function decideHeld(db: Db, actor: Actor, id: string, decision: 'release' | 'remove'): Promise<void> {
  authorize(youthPolicy.reviewHeld(actor));
  if (!UUID_RE.test(id)) throw notFound(YOUTH_MSG.heldNotFound);
  await inTransaction(db, async (tx) => {
    const [row] = rowsOf<{ kind: 'chatMessage' | 'comment'; thing_id: string; sender_id: string; words: string }>(
      await tx.execute(sql`
        update held_messages set decided_at = now(), decided_by = ${actor.id}::uuid, decision = ${decision}
        where id = ${id}::uuid and decided_at is null
        returning kind, thing_id, sender_id, words`),
    );
    if (!row) throw notFound(YOUTH_MSG.heldNotFound);
    await publish(tx, {
      type: 'youth.decided',
      actorId: actor.id,
      audience: [row.sender_id],
      data: { kind: row.kind, thingId: row.thing_id, decision },
    });
    await publish(tx, {
      type: 'staff.acted',
      actorId: actor.id,
      audience: [],
      data: {
        action: `youth.${decision}`,
        targetKind: row.kind,
        targetId: row.thing_id,
        reason: 'Contact details between an adult and a young learner',
        before: { held: true, words: row.words },
        after: { held: false, delivered: decision === 'release' },
      },
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Safeguarding leads: the platform's (system role safeguardingLead) and each institution's

/** Adults an institution's admins may name as its lead: its admins and affiliated mentors. */
async function mayLead(db: Db, institutionId: string, userId: string): Promise<boolean> {
  const [row] = rowsOf<{ ok: boolean }>(
    await db.execute(sql`
      select (exists (select 1 from institutions i where i.id = ${institutionId}::uuid and i.admins @> array[${userId}::uuid])
          or exists (select 1 from affiliations f where f.institution_id = ${institutionId}::uuid and f.user_id = ${userId}::uuid and f.affiliate_type = 'mentor'))
        and not exists (select 1 from learner_ages a where a.user_id = ${userId}::uuid and a.adult_on > current_date) as ok`),
  );
  return Boolean(row?.ok);
}

async function myInstitution(db: Db, actor: Actor): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`select i.id from institutions i where i.admins @> array[${actor.id}::uuid] order by i.created_at limit 1`),
  );
  authorize(youthPolicy.leads(actor, Boolean(row)), YOUTH_MSG.notInstitutionAdmin);
  return row!.id;
}

/** GET /youth/institution/leads: my institution's safeguarding leads. */
export async function institutionLeads(db: Db, actor: Actor): Promise<SafeguardingLead[]> {
  const institutionId = await myInstitution(db, actor);
  const rows = rowsOf<{ id: string; firstname: string; lastname: string; added_at: string | Date }>(
    await db.execute(sql`
      select u.id, u.firstname, u.lastname, l.added_at from safeguarding_leads l join users u on u.id = l.user_id
      where l.institution_id = ${institutionId}::uuid order by l.added_at, u.id`),
  );
  return rows.map((r) => ({ _id: r.id, firstname: r.firstname, lastname: r.lastname, addedAt: new Date(r.added_at).toISOString() }));
}

/** GET /youth/institution/lead-candidates: my institution's adults who may lead and do not yet. */
export async function leadCandidates(db: Db, actor: Actor): Promise<SafeguardingLead[]> {
  const institutionId = await myInstitution(db, actor);
  const rows = rowsOf<{ id: string; firstname: string; lastname: string }>(
    await db.execute(sql`
      select u.id, u.firstname, u.lastname from users u
      where (u.id in (select unnest(i.admins) from institutions i where i.id = ${institutionId}::uuid)
          or u.id in (select f.user_id from affiliations f where f.institution_id = ${institutionId}::uuid and f.affiliate_type = 'mentor'))
        and u.id not in (select l.user_id from safeguarding_leads l where l.institution_id = ${institutionId}::uuid)
        and not exists (select 1 from learner_ages a where a.user_id = u.id and a.adult_on > current_date)
      order by u.firstname, u.lastname, u.id limit 200`),
  );
  return rows.map((r) => ({ _id: r.id, firstname: r.firstname, lastname: r.lastname, addedAt: '' }));
}

/** POST and DELETE /youth/institution/leads: an institution's admin names or removes a lead (on the audit log). */
export async function setInstitutionLead(db: Db, actor: Actor, userId: string, lead: boolean): Promise<void> {
  const institutionId = await myInstitution(db, actor);
  if (lead && !(await mayLead(db, institutionId, userId))) throw badRequest(YOUTH_MSG.leadNotOurs, { userId: YOUTH_MSG.leadNotOurs });
  await inTransaction(db, async (tx) => {
    const changed = rowsOf<{ user_id: string }>(
      await tx.execute(
        lead
          ? sql`insert into safeguarding_leads (institution_id, user_id, added_by) values (${institutionId}::uuid, ${userId}::uuid, ${actor.id}::uuid)
                on conflict do nothing returning user_id`
          : sql`delete from safeguarding_leads where institution_id = ${institutionId}::uuid and user_id = ${userId}::uuid returning user_id`,
      ),
    );
    if (!changed.length) return;
    await publish(tx, {
      type: 'staff.acted',
      actorId: actor.id,
      audience: [],
      data: {
        action: lead ? 'youth.lead.add' : 'youth.lead.remove',
        targetKind: 'institution',
        targetId: institutionId,
        reason: '',
        before: { lead: !lead, userId },
        after: { lead, userId },
      },
    });
  });
}

/** Who hears first of a concern about young people: the platform's leads and those of the institutions of its author and reporter. */
async function leadsFor(db: Db, people: readonly string[]): Promise<{ id: string; email: string; firstname: string; language: string }[]> {
  const ids = `{${people.filter((p) => UUID_RE.test(p)).join(',')}}`;
  return rowsOf<{ id: string; email: string; firstname: string; language: string }>(
    await db.execute(sql`
      select u.id, u.email, u.firstname, u.language from users u
      where u.roles @> array['safeguardingLead']::text[]
        or u.id in (
          select l.user_id from safeguarding_leads l
          where l.institution_id in (
            select i.id from institutions i where i.admins && ${ids}::uuid[]
            union select l2.institution_id from institution_learners l2 where l2.learner_id = any(${ids}::uuid[])
            union select f.institution_id from affiliations f where f.user_id = any(${ids}::uuid[])))`),
  );
}

/**
 * A report of a thing as not suitable for young people or as a safeguarding concern (issue 32):
 * the leads hear of it first, by e-mail in their language (the 'youth.alertLeads' job, queued in
 * the report's transaction). The mail names the reason only; the details are behind sign-in.
 */
export async function alertLeads(
  tx: Db,
  config: Config,
  report: { kind: string; reason: string; reporterId: string; authorId: string | null },
) {
  const leads = await leadsFor(tx, [report.reporterId, ...(report.authorId ? [report.authorId] : [])]);
  for (const lead of leads) {
    const language = lead.language as Language;
    await queueMail(tx, {
      to: lead.email,
      ...mailTexts(language).safeguardingConcern({
        firstname: lead.firstname,
        reason: report.reason as 'unsuitable_for_young' | 'safeguarding_concern',
      }),
      link: `${config.publicUrl}/safeguarding`,
      language,
    });
  }
}

/** GET /youth/concerns: the open reports about young people a lead may see, oldest first. */
export async function concerns(db: Db, actor: Actor, skip: number, limit: number): Promise<{ data: SafeguardingConcern[]; count: number }> {
  const platform = youthPolicy.platformLead(actor);
  authorize(platform || (await isAnyLead(db, actor.id)));
  const reasons = `{${YOUNG_REASONS.join(',')}}`;
  // An institution's lead sees the concerns whose reporter or author is one of its people.
  const mine = sql`(
    select p.user_id from safeguarding_leads l
    join lateral (
      select l2.learner_id as user_id from institution_learners l2 where l2.institution_id = l.institution_id
      union select f.user_id from affiliations f where f.institution_id = l.institution_id
      union select unnest(i.admins) from institutions i where i.id = l.institution_id) p on true
    where l.user_id = ${actor.id}::uuid)`;
  const rows = rowsOf<{
    id: string;
    kind: string;
    thing_id: string;
    reason: string;
    text: string;
    snapshot: { title: string; text: string; link: string | null };
    created_at: string | Date;
    total: string | number;
  }>(
    await db.execute(sql`
      select r.id, r.kind, r.thing_id, r.reason, r.text, r.snapshot, r.created_at, count(*) over () as total
      from reports r
      where r.closed_at is null and r.reason = any(${reasons}::text[])
        and (${platform} or r.reporter_id in ${mine} or r.author_id in ${mine})
      order by r.created_at, r.id offset ${skip} limit ${limit}`),
  );
  return {
    data: rows.map((r) => ({
      _id: r.id,
      kind: r.kind,
      thingId: r.thing_id,
      reason: r.reason,
      text: r.text,
      title: r.snapshot.title,
      excerpt: r.snapshot.text.slice(0, 300),
      link: r.snapshot.link,
      reportedAt: new Date(r.created_at).toISOString(),
    })),
    count: Number(rows[0]?.total ?? 0),
  };
}

async function isAnyLead(db: Db, userId: string): Promise<boolean> {
  const [row] = rowsOf<{ lead: boolean }>(
    await db.execute(sql`select exists (select 1 from safeguarding_leads where user_id = ${userId}::uuid) as lead`),
  );
  return Boolean(row?.lead);
}
