/*
 * Young learners (issue 32): a minor's account is a guest's until a guardian (or their
 * institution) consents; no adult alone with a minor in a discussion; contact details between
 * them held for review; minors out of adults' directories outside their institution.
 */
import { MSG, PHONE_MSG, YOUTH_MSG, type ChatMessage } from '@delv/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { institutionLearners, institutions, learnerAges } from '../../db/schema';
import { createHarness, expectError, request } from '../../../test/harness';
import { eventOf, liveChannel } from '../../../test/sse';
import { recordBirthDate } from './youth.service';

const h = await createHarness();
beforeEach(() => h.reset());

type Who = { id: string };
const as = (who: Who | null, req: request.Test) => (who ? req.set('Authorization', h.bearer(who)) : req);
const post = (who: Who | null, url: string, body: object = {}) => as(who, request(h.app).post(url)).send(body);
const put = (who: Who | null, url: string, body: object = {}) => as(who, request(h.app).put(url)).send(body);
const get = (who: Who | null, url: string) => as(who, request(h.app).get(url));

/** YYYY-MM-DD of someone `years` old today. */
const bornYearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 10);
  return d.toISOString().slice(0, 10);
};

/** A learner of `age` (with their date of birth kept, as sign-up keeps it). */
async function learner(age: number, overrides = {}) {
  const user = await h.user(overrides);
  await recordBirthDate(h.deps.db, user.id, bornYearsAgo(age));
  return user;
}

/** The guardian's link token from the consent mail. */
async function guardianToken(to: string): Promise<string> {
  const mail = (await h.mails()).filter((m) => m.to === to).at(-1);
  expect(mail).toBeTruthy();
  return /http:\/\/delv\.test\/consent\/([A-Za-z0-9_-]+)/.exec(mail!.body)![1];
}

async function consentByGuardian(minor: Who & { email: string }, guardian = 'parent@example.com') {
  await post(minor, '/api/youth/consent/request', { guardianEmail: guardian }).expect(200);
  const token = await guardianToken(guardian);
  await post(null, `/api/youth/consent/${token}`, { decision: 'give' }).expect(200);
  return token;
}

const groupOf = async (owner: Who, members: Who[] = []) =>
  (
    await post(owner, '/api/discussiongroup', { groupName: 'Study circle', privacy: 'Private', members: members.map((m) => m.id) }).expect(
      201,
    )
  ).body.data._id as string;
const chatOf = async (owner: Who, groupId: string, members: Who[]) =>
  (await post(owner, '/api/chat', { groupId, title: 'Homework', members: members.map((m) => m.id) }).expect(201)).body.data._id as string;
const send = (who: Who, groupId: string, chatId: string, content: string) =>
  post(who, '/api/chat/submitchat', { groupId, chatId, content });

async function institutionWith(admin: Who, learners: Who[]) {
  const [inst] = await h.deps.db
    .insert(institutions)
    .values({ institutionName: 'Kampala High', institutionType: 'Education', country: 'Uganda', admins: [admin.id] })
    .returning();
  if (learners.length)
    await h.deps.db.insert(institutionLearners).values(learners.map((l) => ({ institutionId: inst.id, learnerId: l.id })));
  return inst.id;
}

describe('a date of birth at sign-up', () => {
  it('when a 15-year-old signs up with her date of birth, then it is kept (never shown) and her account waits for consent', async () => {
    const birthDate = bornYearsAgo(15);
    await request(h.app)
      .post('/api/user')
      .send({
        firstname: 'Amina',
        lastname: 'K',
        email: 'amina@example.com',
        country: 'Uganda',
        usercategory: ['student'],
        password: 'secret123',
        birthDate,
      })
      .expect(201);
    await h.runJobs();
    const [row] = await h.deps.db
      .execute<{ birth_date: string }>(
        sql`select a.birth_date::text from learner_ages a join users u on u.id = a.user_id where u.email = 'amina@example.com'`,
      )
      .then((r) => (r as unknown as { rows: { birth_date: string }[] }).rows ?? r);
    expect(row.birth_date).toBe(birthDate);
    const [amina] = (await h.deps.db
      .execute(sql`select id from users where email = 'amina@example.com'`)
      .then((r) => (r as unknown as { rows: { id: string }[] }).rows ?? r)) as { id: string }[];
    const profile = await request(h.app)
      .get('/api/user/profile')
      .set('Authorization', `Bearer ${await h.signIn(amina)}`)
      .expect(200);
    expect(profile.body.data.youth).toEqual({ minor: true, needsConsent: true, needsBirthDate: false, consentAsked: false });
    expect(JSON.stringify(profile.body.data)).not.toContain(birthDate);
  });

  it('when a date of birth is impossible, then 400 with its message', async () => {
    const res = await request(h.app)
      .post('/api/user')
      .send({
        firstname: 'A',
        lastname: 'K',
        email: 'a@example.com',
        country: 'Uganda',
        usercategory: ['student'],
        password: 'secret123',
        birthDate: '2031-01-01',
      });
    expectError(res, 400, YOUTH_MSG.birthDateInvalid);
  });

  it('when an older learner account has none, then it is asked once: given, it cannot be changed by the learner', async () => {
    const me = await h.user();
    expect((await get(me, '/api/user/profile').expect(200)).body.data.youth).toMatchObject({ needsBirthDate: true, minor: false });
    const given = await put(me, '/api/youth/birth-date', { birthDate: bornYearsAgo(16) }).expect(200);
    expect(given.body).toMatchObject({
      message: YOUTH_MSG.birthDateSaved,
      data: { minor: true, needsConsent: true, needsBirthDate: false },
    });
    expectError(await put(me, '/api/youth/birth-date', { birthDate: bornYearsAgo(30) }), 409, YOUTH_MSG.birthDateAlreadyGiven);
    // Mentors are not asked.
    const mentor = await h.user({ usercategory: ['mentor'] });
    expect((await get(mentor, '/api/user/profile').expect(200)).body.data.youth).toMatchObject({ needsBirthDate: false, minor: false });
  });
});

describe('a minor without consent is as limited as a guest', () => {
  it('when she writes anything (a post, a group, a join, a session), then 403 CONSENT_NEEDED; reading works, and so do her consent request and her language', async () => {
    const minor = await learner(15);
    const adult = await h.user();
    const group = await groupOf(adult);
    for (const [url, body] of [
      ['/api/post', { postText: 'Hello' }],
      ['/api/discussiongroup', { groupName: 'Mine', privacy: 'Public' }],
      ['/api/user/follow', { userId: adult.id }],
      ['/api/user/requesttojoin/new', { whatToJoin: 'group', idOfWhatToJoin: group }],
      [`/api/invitation/group/${group}/accept`, {}],
      ['/api/user/event/register', { eventId: '00000000-0000-4000-8000-000000000001' }],
    ] as const)
      expectError(await post(minor, url, body), 403, MSG.consentNeeded, 'CONSENT_NEEDED');
    await get(minor, '/api/discussiongroup').expect(200);
    // The live channel's ticket is a POST but a read: she hears of her guardian's answer.
    await post(minor, '/api/live/ticket').expect(201);
    await put(minor, '/api/user/language', { language: 'sw' }).expect(200);
    await post(minor, '/api/youth/consent/request', { guardianEmail: 'parent@example.com' }).expect(200);
  });

  it('when someone adds her to a group before consent, then 400; after the guardian agrees, then she is added and may write', async () => {
    const minor = await learner(15);
    const adult = await h.user();
    const group = await groupOf(adult);
    expectError(
      await post(adult, '/api/discussiongroup/addmembers', { groupId: group, groupMembers: [minor.id] }),
      400,
      YOUTH_MSG.notYetConsented,
    );
    await consentByGuardian(minor);
    await post(adult, '/api/discussiongroup/addmembers', { groupId: group, groupMembers: [minor.id] }).expect(200);
    await post(minor, '/api/post', { postText: 'Hello from school' }).expect(201);
  });
});

describe("a guardian's consent", () => {
  it('when she asks, then her guardian gets a link in her language that agrees and later withdraws; withdrawn, the account is limited again', async () => {
    const minor = await learner(14, { firstname: 'Neema', language: 'sw' });
    const asked = await post(minor, '/api/youth/consent/request', { guardianEmail: 'Mama@Example.com' }).expect(200);
    expect(asked.body.message).toBe(YOUTH_MSG.consentRequested);
    const mail = (await h.mails()).filter((m) => m.to === 'mama@example.com').at(-1)!;
    expect(mail.subject).toBe('Neema anakuomba ukubali akaunti yake ya Delv');
    const token = await guardianToken('mama@example.com');
    // The link's page shows the first name only, and no token is stored as such.
    expect((await get(null, `/api/youth/consent/${token}`).expect(200)).body.data).toEqual({
      firstname: 'Neema',
      status: 'waiting',
      by: null,
    });
    const [row] = await h.deps.db.select().from(learnerAges).where(eq(learnerAges.userId, minor.id));
    expect(row.consentTokenHash).not.toBe(token);
    expect((await get(minor, '/api/user/profile')).body.data.youth).toMatchObject({ needsConsent: true, consentAsked: true });

    const given = await post(null, `/api/youth/consent/${token}`, { decision: 'give' }).expect(200);
    expect(given.body).toMatchObject({ message: YOUTH_MSG.consentGiven, data: { status: 'given', by: 'guardian' } });
    await post(minor, '/api/post', { postText: 'Habari' }).expect(201);

    const withdrawn = await post(null, `/api/youth/consent/${token}`, { decision: 'withdraw' }).expect(200);
    expect(withdrawn.body).toMatchObject({ message: YOUTH_MSG.consentWithdrawn, data: { status: 'withdrawn' } });
    expectError(await post(minor, '/api/post', { postText: 'Tena' }), 403, MSG.consentNeeded, 'CONSENT_NEEDED');
  });

  it('when she gives a mobile number instead, then the link goes by SMS in her language (emptied once sent); her own number or a bad one is refused', async () => {
    const minor = await learner(15, { firstname: 'Neema', language: 'sw' });
    await h.deps.db.execute(sql`insert into phones (user_id, number, verified_at) values (${minor.id}::uuid, '+256772000111', now())`);
    expectError(await post(minor, '/api/youth/consent/request', { guardianPhone: '+256 772 000 111' }), 400, YOUTH_MSG.guardianPhoneNotYou);
    expectError(await post(minor, '/api/youth/consent/request', { guardianPhone: '12345' }), 400, PHONE_MSG.numberInvalid);
    await post(minor, '/api/youth/consent/request', { guardianPhone: '+256 772 999 888' }).expect(200);
    const rows = (await h.deps.db.execute(sql`select phone, kind, body from sms_messages`)) as unknown as {
      rows?: { phone: string; kind: string; body: string }[];
    };
    const [sms] = rows.rows ?? (rows as unknown as { phone: string; kind: string; body: string }[]);
    expect(sms).toMatchObject({ phone: '+256772999888', kind: 'consent' });
    expect(sms.body).toMatch(
      /^Delv: Neema \(chini ya miaka 18\) anakuomba ukubali akaunti yake\. Soma maana yake na uamue: http:\/\/delv\.test\/consent\/[A-Za-z0-9_-]+$/,
    );
    const token = /consent\/([A-Za-z0-9_-]+)$/.exec(sms.body)![1];
    await post(null, `/api/youth/consent/${token}`, { decision: 'give' }).expect(200);
    await post(minor, '/api/post', { postText: 'Asante mama' }).expect(201);
  });

  it('when the link is wrong, the address is her own, she asks twice at once, or she is an adult, then a clear refusal', async () => {
    const minor = await learner(15);
    expectError(await get(null, '/api/youth/consent/not-a-token'), 404, YOUTH_MSG.consentLinkInvalid);
    expectError(await post(null, '/api/youth/consent/not-a-token', { decision: 'give' }), 404, YOUTH_MSG.consentLinkInvalid);
    expectError(await post(minor, '/api/youth/consent/request', { guardianEmail: minor.email }), 400, YOUTH_MSG.guardianNotYou);
    expectError(await post(minor, '/api/youth/consent/request', {}), 400, YOUTH_MSG.guardianEmailRequired);
    await post(minor, '/api/youth/consent/request', { guardianEmail: 'p@example.com' }).expect(200);
    expectError(await post(minor, '/api/youth/consent/request', { guardianEmail: 'p@example.com' }), 429, YOUTH_MSG.consentRequestTooSoon);
    const adult = await learner(19);
    expectError(await post(adult, '/api/youth/consent/request', { guardianEmail: 'p@example.com' }), 400, YOUTH_MSG.consentNotNeeded);
    expectError(await post(null, '/api/youth/consent/request', { guardianEmail: 'p@example.com' }), 401, MSG.notSignedIn);
  });

  it("when her institution holds consent, then its admin records it (who and when, in the audit log); another institution's admin cannot", async () => {
    const minor = await learner(15);
    const admin = await h.user({ usercategory: ['institution'] });
    const stranger = await h.user({ usercategory: ['institution'] });
    await institutionWith(admin, [minor]);
    await institutionWith(stranger, []);
    const waiting = await get(admin, '/api/youth/institution/waiting').expect(200);
    expect(waiting.body).toMatchObject({ count: 1, data: [{ _id: minor.id, consentAsked: false }] });
    expectError(
      await post(admin, '/api/youth/consent/institution', { userId: minor.id, holdsConsent: false }),
      400,
      YOUTH_MSG.institutionStatementRequired,
    );
    expectError(
      await post(stranger, '/api/youth/consent/institution', { userId: minor.id, holdsConsent: true }),
      403,
      YOUTH_MSG.notYourMember,
    );
    await post(admin, '/api/youth/consent/institution', { userId: minor.id, holdsConsent: true }).expect(200);
    const [row] = await h.deps.db.select().from(learnerAges).where(eq(learnerAges.userId, minor.id));
    expect(row).toMatchObject({ consentBy: 'institution', consentRecordedBy: admin.id });
    expect(row.consentGivenAt).toBeInstanceOf(Date);
    const audit = await h.deps.db.execute(sql`select action, actor_id from audit_log where target_id = ${minor.id}`);
    expect((audit as unknown as { rows: unknown[] }).rows ?? audit).toMatchObject([
      { action: 'youth.institutionConsent', actor_id: admin.id },
    ]);
    await post(minor, '/api/post', { postText: 'Hello' }).expect(201);
  });
});

describe('no private adult–child channel', () => {
  it('when a discussion holds a minor and one adult of another institution, then neither may write in it; a third person makes it allowed', async () => {
    const minor = await learner(15);
    await consentByGuardian(minor);
    const mentor = await h.user({ usercategory: ['mentor'] });
    const group = await groupOf(mentor, [minor]);
    const chat = await chatOf(mentor, group, [minor]);
    expectError(await send(mentor, group, chat, 'Hello'), 403, YOUTH_MSG.roomTooSmall);
    expectError(await send(minor, group, chat, 'Hi'), 403, YOUTH_MSG.roomTooSmall);
    const third = await h.user();
    await post(mentor, '/api/discussiongroup/addmembers', { groupId: group, groupMembers: [third.id] }).expect(200);
    const chat3 = await chatOf(mentor, group, [minor, third]);
    await send(mentor, group, chat3, 'Welcome both').expect(201);
  });

  it("when the one adult is of the minor's own institution, then the two may talk", async () => {
    const minor = await learner(15);
    await consentByGuardian(minor);
    const teacher = await h.user({ usercategory: ['mentor'] });
    const inst = await institutionWith(teacher, [minor]);
    expect(inst).toBeTruthy();
    const group = await groupOf(teacher, [minor]);
    const chat = await chatOf(teacher, group, [minor]);
    await send(teacher, group, chat, 'See you in class').expect(201);
  });
});

describe('contact details between an adult and a minor are held', () => {
  const open = liveChannel(h.app);
  it("when a mentor's message to a room with a minor carries a phone number, then it is held: the sender is told, nobody else sees it until a reviewer releases it", async () => {
    const minor = await learner(15);
    await consentByGuardian(minor);
    const mentor = await h.user({ usercategory: ['mentor'] });
    const other = await h.user();
    const group = await groupOf(mentor, [minor, other]);
    const chat = await chatOf(mentor, group, [minor, other]);
    const stream = await open(h.bearer(minor));
    const chatMessageOf = async () =>
      eventOf(await stream.next((m) => eventOf(m).type === 'chat.message')).data as { message: ChatMessage };
    const held = await send(mentor, group, chat, 'Call me on 0772 123 456').expect(201);
    expect(held.body.message).toBe(YOUTH_MSG.messageHeld);
    expect(held.body.data).toMatchObject({ held: true, content: 'Call me on 0772 123 456' });
    const ordinary = (await send(mentor, group, chat, 'Read chapter 3').expect(201)).body.data as ChatMessage;
    expect(ordinary.held).toBeUndefined();
    // The minor's stream gets the ordinary message, never the held one.
    const first = await chatMessageOf();
    expect(first.message.content).toBe('Read chapter 3');
    const seenByMinor = await get(minor, `/api/chat/getAllChatDiscusions/${group}/${chat}`).expect(200);
    expect(seenByMinor.body.data.map((m: ChatMessage) => m.content)).toEqual(['Read chapter 3']);
    const seenByMentor = await get(mentor, `/api/chat/getAllChatDiscusions/${group}/${chat}`).expect(200);
    expect(seenByMentor.body.data.map((m: ChatMessage) => [m.content, Boolean(m.held)])).toEqual([
      ['Call me on 0772 123 456', true],
      ['Read chapter 3', false],
    ]);

    // The reviewers' queue: a learner may not see it; a moderator releases the message.
    expectError(await get(minor, '/api/youth/held'), 403, MSG.forbidden);
    const moderator = await h.user({ roles: ['moderator'] });
    const queue = await get(moderator, '/api/youth/held').expect(200);
    expect(queue.body).toMatchObject({
      count: 1,
      data: [{ kind: 'chatMessage', words: 'Call me on 0772 123 456', sender: { _id: mentor.id } }],
    });
    await post(moderator, `/api/youth/held/${queue.body.data[0]._id}`, { decision: 'release' }).expect(200);
    const released = (
      await stream.next(
        (m) => eventOf(m).type === 'chat.message' && (eventOf(m).data as { message: ChatMessage }).message.content !== 'Read chapter 3',
      )
    ).data;
    const releasedMessage = (JSON.parse(released) as { data: { message: ChatMessage } }).data.message;
    expect(releasedMessage.content).toBe('Call me on 0772 123 456');
    expect((await get(minor, `/api/chat/getAllChatDiscusions/${group}/${chat}`)).body.data.map((m: ChatMessage) => m.content)).toEqual([
      'Read chapter 3',
      'Call me on 0772 123 456',
    ]);
    expect((await get(moderator, '/api/youth/held')).body.count).toBe(0);
  });

  it('when adults talk with no minor present, then contact details pass', async () => {
    const a = await h.user();
    const b = await h.user();
    const c = await h.user();
    const group = await groupOf(a, [b, c]);
    const chat = await chatOf(a, group, [b, c]);
    const res = await send(a, group, chat, 'My number is +256 772 123456').expect(201);
    expect(res.body.data.held).toBeUndefined();
  });
});

describe('directories', () => {
  it("when an adult outside her institution lists people or opens her profile, then the minor is not there; her institution's adults and she herself see her", async () => {
    const minor = await learner(15, { firstname: 'Zawadi' });
    await consentByGuardian(minor);
    const stranger = await h.user();
    const teacher = await h.user({ usercategory: ['mentor'] });
    await institutionWith(teacher, [minor]);
    const names = async (who: Who | null) =>
      (await get(who, '/api/user?limit=50').expect(200)).body.data.map((u: { firstname: string }) => u.firstname);
    expect(await names(stranger)).not.toContain('Zawadi');
    expect(await names(null)).not.toContain('Zawadi');
    expect(await names(teacher)).toContain('Zawadi');
    expect(await names(minor)).toContain('Zawadi');
    await get(stranger, `/api/user/${minor.id}`).expect(404);
    await get(teacher, `/api/user/${minor.id}`).expect(200);
  });
});

describe('the live channel', () => {
  const open = liveChannel(h.app);
  it('when her guardian agrees, then her streams hear that her account changed (her banner asks again)', async () => {
    const minor = await learner(15);
    await post(minor, '/api/youth/consent/request', { guardianEmail: 'parent@example.com' }).expect(200);
    const stream = await open(h.bearer(minor));
    await post(null, `/api/youth/consent/${await guardianToken('parent@example.com')}`, { decision: 'give' }).expect(200);
    const changed = eventOf(await stream.next((m) => eventOf(m).type === 'user.changed'));
    expect(changed.data).toEqual({ userId: minor.id });
  });
});

describe('comments between an adult and a minor', () => {
  it("when an adult's comment on a minor's post carries an e-mail address, then it is held: its author sees it marked, the minor does not, until a moderator releases it", async () => {
    const minor = await learner(16);
    await consentByGuardian(minor);
    const postId = (await post(minor, '/api/post', { postText: 'My first essay' }).expect(201)).body.data._id as string;
    const adult = await h.user();
    const held = await post(adult, '/api/comment', {
      commentAbout: 'post',
      idOfCommentedAbout: postId,
      commentText: 'Write to me: coach.k@gmail.com',
    }).expect(201);
    expect(held.body).toMatchObject({ message: YOUTH_MSG.messageHeld, data: { held: true } });
    await post(adult, '/api/comment', { commentAbout: 'post', idOfCommentedAbout: postId, commentText: 'Well argued!' }).expect(201);
    const texts = async (who: Who) =>
      (await get(who, `/api/comment/${postId}`).expect(200)).body.data.map((c: { commentText: string }) => c.commentText);
    expect(await texts(minor)).toEqual(['Well argued!']);
    expect(await texts(adult)).toEqual(expect.arrayContaining(['Well argued!', 'Write to me: coach.k@gmail.com']));
    const moderator = await h.user({ roles: ['moderator'] });
    const queue = (await get(moderator, '/api/youth/held').expect(200)).body.data;
    expect(queue).toMatchObject([{ kind: 'comment', words: 'Write to me: coach.k@gmail.com' }]);
    await post(moderator, `/api/youth/held/${queue[0]._id}`, { decision: 'remove' }).expect(200);
    expect(await texts(adult)).toEqual(['Well argued!']);
  });
});

describe('safeguarding leads', () => {
  it("when someone reports a thing as a safeguarding concern, then the platform's lead and the lead of the reporter's institution are e-mailed first and see it in their queue; a stranger institution's lead does not", async () => {
    const platformLead = await h.user({ usercategory: ['mentor'], roles: ['safeguardingLead'], language: 'sw' });
    const admin = await h.user({ usercategory: ['institution'] });
    const teacher = await h.user({ usercategory: ['mentor'] });
    const minor = await learner(15);
    await consentByGuardian(minor);
    const inst = await institutionWith(admin, [minor]);
    await h.deps.db.execute(
      sql`insert into affiliations (institution_id, user_id, affiliate_type) values (${inst}::uuid, ${teacher.id}::uuid, 'mentor')`,
    );
    // The institution names its lead among its adults (a learner cannot be one).
    expect((await get(admin, '/api/youth/institution/lead-candidates').expect(200)).body.data.map((c: { _id: string }) => c._id)).toContain(
      teacher.id,
    );
    expectError(await post(admin, '/api/youth/institution/leads', { userId: minor.id }), 400, YOUTH_MSG.leadNotOurs);
    await post(admin, '/api/youth/institution/leads', { userId: teacher.id }).expect(201);
    expect((await get(admin, '/api/youth/institution/leads').expect(200)).body.data).toMatchObject([{ _id: teacher.id }]);
    const otherAdmin = await h.user({ usercategory: ['institution'] });
    const otherLead = await h.user({ usercategory: ['mentor'] });
    const other = await institutionWith(otherAdmin, []);
    await h.deps.db.execute(
      sql`insert into affiliations (institution_id, user_id, affiliate_type) values (${other}::uuid, ${otherLead.id}::uuid, 'mentor')`,
    );
    await post(otherAdmin, '/api/youth/institution/leads', { userId: otherLead.id }).expect(201);

    const adult = await h.user();
    const postId = (await post(adult, '/api/post', { postText: 'Meet me after school, alone' }).expect(201)).body.data._id as string;
    await post(minor, '/api/moderation/reports', { kind: 'post', id: postId, reason: 'safeguarding_concern' }).expect(201);
    const mails = await h.mails();
    expect(mails.find((m) => m.to === platformLead.email)?.subject).toBe('Wasiwasi kuhusu vijana umeripotiwa Delv');
    expect(mails.find((m) => m.to === teacher.email)?.subject).toBe('A concern about young people was reported on Delv');
    expect(mails.find((m) => m.to === otherLead.email)).toBeUndefined();
    // The mail names no person and no words.
    expect(mails.find((m) => m.to === teacher.email)?.body).not.toContain('Meet me');

    expect((await get(platformLead, '/api/youth/concerns').expect(200)).body).toMatchObject({
      count: 1,
      data: [{ kind: 'post', thingId: postId, reason: 'safeguarding_concern' }],
    });
    expect((await get(teacher, '/api/youth/concerns').expect(200)).body.count).toBe(1);
    expect((await get(otherLead, '/api/youth/concerns').expect(200)).body.count).toBe(0);
    expectError(await get(adult, '/api/youth/concerns'), 403, MSG.forbidden);
    // A report for another reason does not alert them.
    const before = (await h.mails()).length;
    await post(minor, '/api/moderation/reports', {
      kind: 'post',
      id: (await post(adult, '/api/post', { postText: 'Buy now' }).expect(201)).body.data._id,
      reason: 'spam',
    }).expect(201);
    expect((await h.mails()).length).toBe(before);
  });
});
