import { eq } from 'drizzle-orm';
import { AFFILIATION_MSG, INSTITUTION_MSG, MSG, type DeliveredEvent } from '@delv/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { affiliationInvitations, institutions, users } from '../../db/schema';
import type { UserRow } from '../users/users.service';
import { PASSWORD, createHarness, expectError, request } from '../../../test/harness';
import { seed } from '../../seed/seed';
import { isAffiliatedMentor } from './affiliations.service';

const h = await createHarness();
beforeEach(() => h.reset());

/** Events delivered to this process during a test (services resolve after delivering theirs). */
let events: DeliveredEvent[] = [];
let stop = () => {};
beforeEach(() => {
  events = [];
  stop = h.deps.events.subscribe(['affiliation.changed', 'affiliation.invitation.changed'], (e) => {
    events.push(e as DeliveredEvent);
  });
});
afterEach(() => stop());

async function institutionAdmin(name = 'Kampala Coding School') {
  const admin = await h.user({ usercategory: ['institution'] });
  const [institution] = await h.deps.db
    .insert(institutions)
    .values({ institutionName: name, institutionType: 'Information Technology', country: 'Uganda', admins: [admin.id] })
    .returning();
  return { admin, institution };
}

const mentor = (over: Partial<UserRow> = {}) => h.user({ usercategory: ['mentor'], firstname: 'David', lastname: 'Otieno', ...over });
const as = (user: UserRow) => ({ Authorization: h.bearer(user) });

const invite = (admin: UserRow, institutionId: string, mentorId: string) =>
  request(h.app).post('/api/institution/mentor/invite').set(as(admin)).send({ institutionId, mentorId });

/** An admin invites, and the mentor accepts. */
async function affiliated(admin: UserRow, institutionId: string, m: UserRow) {
  const sent = await invite(admin, institutionId, m.id).expect(201);
  await request(h.app).post(`/api/affiliations/invitations/${sent.body.data._id}/accept`).set(as(m)).expect(200);
}

const newMentor = {
  firstname: 'Neema',
  lastname: 'Mushi',
  email: 'neema.mushi@example.com',
  specialization: 'Information Technology',
  phone: '+256 772 123456',
  discipline: 'Web Development',
  bio: 'Ten years of building for the web.',
  skills: ['React', 'Node.js'],
  title: 'Senior Engineer',
  country: 'Kenya',
};

describe('POST /api/mentor (Create Mentor)', () => {
  it('when an admin creates a mentor, then a confirmed mentor in the chosen country, affiliated, who sets a password from the mail and signs in', async () => {
    const { admin, institution } = await institutionAdmin();
    const res = await request(h.app).post('/api/mentor').set(as(admin)).send(newMentor);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(AFFILIATION_MSG.mentorCreated);
    expect(res.body.data).toMatchObject({ firstname: 'Neema', lastname: 'Mushi', interests: ['Web Development', 'React', 'Node.js'] });
    expect(JSON.stringify(res.body)).not.toContain(newMentor.phone);
    const [row] = await h.deps.db.select().from(users).where(eq(users.email, newMentor.email));
    expect(row).toMatchObject({ usercategory: ['mentor'], country: 'Kenya', confirmed: true, passwordHash: null });
    expect(await isAffiliatedMentor(h.deps.db, institution.id, row.id)).toBe(true);
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['affiliation.changed', { institutionId: institution.id, userId: row.id, affiliateType: 'mentor', affiliated: true }],
    ]);
    // No usable password until the mentor chooses one from the mailed link.
    expectError(await request(h.app).post('/api/auth/login').send({ email: newMentor.email, password: PASSWORD }), 401, MSG.loginIncorrect);
    const [mail] = (await h.mails()).filter((m) => m.to === newMentor.email);
    expect(mail.subject).toBe('Kampala Coding School added you as a mentor on Delv');
    const token = await h.mailedToken(newMentor.email, 'reset-password');
    await request(h.app).post('/api/auth/resetpassword').send({ token, newPassword: 'a-new-password' }).expect(200);
    const login = await request(h.app).post('/api/auth/login').send({ email: newMentor.email, password: 'a-new-password' });
    expect(login.status).toBe(200);
    const mine = await request(h.app).get('/api/affiliations').set('Authorization', `Bearer ${login.body.token}`);
    expect(mine.body).toMatchObject({
      count: 1,
      data: [{ institution: { _id: institution.id, institutionName: 'Kampala Coding School' }, affiliateType: 'mentor' }],
    });
  });

  it('when the admin writes in Kiswahili for the mentor, then the mail is in Kiswahili', async () => {
    const { admin } = await institutionAdmin();
    await request(h.app)
      .post('/api/mentor')
      .set(as(admin))
      .send({ ...newMentor, language: 'sw' })
      .expect(201);
    const [mail] = await h.mails();
    expect(mail.subject).toBe('Kampala Coding School imekuongeza kama mshauri kwenye Delv');
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['no first name', { firstname: '' }, MSG.firstNameRequired],
    ['no last name', { lastname: ' ' }, MSG.lastNameRequired],
    ['no e-mail', { email: '' }, MSG.emailRequired],
    ['a bad e-mail', { email: 'neema@' }, MSG.emailInvalid],
    ['no specialization', { specialization: '' }, AFFILIATION_MSG.specializationRequired],
    ['no phone', { phone: '' }, AFFILIATION_MSG.phoneRequired],
    ['no discipline', { discipline: '' }, AFFILIATION_MSG.disciplineRequired],
    ['no bio', { bio: '' }, AFFILIATION_MSG.bioRequired],
    ['an unknown country', { country: 'France' }, MSG.countryRequired],
  ];
  for (const [what, patch, message] of cases) {
    it(`when the form has ${what}, then 400 "${message}" and no account`, async () => {
      const { admin } = await institutionAdmin();
      expectError(
        await request(h.app)
          .post('/api/mentor')
          .set(as(admin))
          .send({ ...newMentor, ...patch }),
        400,
        message,
        'VALIDATION',
      );
      expect(await h.deps.db.select().from(users).where(eq(users.email, newMentor.email))).toHaveLength(0);
    });
  }

  it("when the form sends no country (the spec's form has none), then the mentor is in the institution's country", async () => {
    const { admin } = await institutionAdmin();
    const { country: _none, ...withoutCountry } = newMentor;
    await request(h.app).post('/api/mentor').set(as(admin)).send(withoutCountry).expect(201);
    const [row] = await h.deps.db.select().from(users).where(eq(users.email, newMentor.email));
    expect(row.country).toBe('Uganda');
  });

  it('when the e-mail has an account, then 409 pointing to Invite Mentor, nothing changes and nobody is mailed', async () => {
    const { admin } = await institutionAdmin();
    await mentor({ email: newMentor.email });
    expectError(await request(h.app).post('/api/mentor').set(as(admin)).send(newMentor), 409, AFFILIATION_MSG.emailTaken);
    expect(await h.mails()).toEqual([]);
    expect(events).toEqual([]);
  });

  it('when a guest, a learner, a mentor or the admin of another institution sends it, then 401 / 403', async () => {
    const { institution } = await institutionAdmin();
    const other = await institutionAdmin('Gulu Nursing Institute');
    expectError(await request(h.app).post('/api/mentor').send(newMentor), 401, MSG.notSignedIn);
    expectError(
      await request(h.app)
        .post('/api/mentor')
        .set(as(await h.user()))
        .send(newMentor),
      403,
      AFFILIATION_MSG.adminsOnly,
    );
    expectError(
      await request(h.app)
        .post('/api/mentor')
        .set(as(await mentor()))
        .send(newMentor),
      403,
      AFFILIATION_MSG.adminsOnly,
    );
    expectError(
      await request(h.app)
        .post('/api/mentor')
        .set(as(other.admin))
        .send({ ...newMentor, institution: institution.id }),
      403,
      AFFILIATION_MSG.adminsOnly,
    );
    expect(await h.deps.db.select().from(users).where(eq(users.email, newMentor.email))).toHaveLength(0);
  });
});

describe("GET /api/mentor (the institution's mentors, spec 001 §7)", () => {
  it("when an admin asks, then their institution's affiliated mentors, newest first, without e-mail or phone", async () => {
    const { admin, institution } = await institutionAdmin();
    const other = await institutionAdmin('Gulu Nursing Institute');
    const first = await mentor({ firstname: 'Grace' });
    const second = await mentor({ firstname: 'Peter' });
    await affiliated(admin, institution.id, first);
    await affiliated(admin, institution.id, second);
    await affiliated(other.admin, other.institution.id, await mentor({ firstname: 'Elsewhere' }));
    const res = await request(h.app).get('/api/mentor').set(as(admin)).expect(200);
    expect(res.body).toMatchObject({ success: true, count: 2 });
    expect(res.body.data.map((m: { firstname: string }) => m.firstname)).toEqual(['Peter', 'Grace']);
    expect(JSON.stringify(res.body)).not.toContain('@');
    const page = await request(h.app).get(`/api/mentor?institution=${institution.id}&skip=1&limit=1`).set(as(admin)).expect(200);
    expect(page.body).toMatchObject({ count: 2, data: [{ firstname: 'Grace' }] });
  });

  it('when a guest, a learner, or the admin of another institution asks, then 401 / 403; a bad paging value is a 400', async () => {
    const { admin, institution } = await institutionAdmin();
    const other = await institutionAdmin('Gulu Nursing Institute');
    expectError(await request(h.app).get('/api/mentor'), 401, MSG.notSignedIn);
    expectError(
      await request(h.app)
        .get('/api/mentor')
        .set(as(await h.user())),
      403,
      AFFILIATION_MSG.adminsOnly,
    );
    expectError(
      await request(h.app).get(`/api/mentor?institution=${institution.id}`).set(as(other.admin)),
      403,
      AFFILIATION_MSG.adminsOnly,
    );
    expect((await request(h.app).get('/api/mentor?limit=-1').set(as(admin))).status).toBe(400);
  });
});

describe("POST /api/institution/mentor/invite and the mentor's answer", () => {
  it('when an admin invites a mentor, then the mentor is told live and by mail, sees it, accepts, and is affiliated', async () => {
    const { admin, institution } = await institutionAdmin();
    const m = await mentor({ language: 'sw' });
    const res = await invite(admin, institution.id, m.id);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(AFFILIATION_MSG.invitationSent);
    expect(res.body.data).toMatchObject({ status: 'pending', mentor: { _id: m.id }, institution: { _id: institution.id } });
    expect(events[0]).toMatchObject({ type: 'affiliation.invitation.changed', audience: [m.id, admin.id], data: { status: 'pending' } });
    const [mail] = await h.mails();
    expect(mail).toMatchObject({ to: m.email, subject: 'Kampala Coding School inakualika uwe mmoja wa washauri wake' });
    expect(mail.body).toContain('http://delv.test/affiliations/mylist');

    const waiting = await request(h.app).get('/api/affiliations/currentuser').set(as(m));
    expect(waiting.body).toMatchObject({
      count: 1,
      data: [{ _id: res.body.data._id, institution: { institutionName: 'Kampala Coding School' } }],
    });
    const accepted = await request(h.app).post(`/api/affiliations/invitations/${res.body.data._id}/accept`).set(as(m));
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ message: AFFILIATION_MSG.invitationAccepted, data: { status: 'accepted' } });
    expect(events.map((e) => e.type)).toEqual(['affiliation.invitation.changed', 'affiliation.invitation.changed', 'affiliation.changed']);
    expect((await request(h.app).get('/api/affiliations/currentuser').set(as(m))).body.count).toBe(0);
    const mine = await request(h.app).get('/api/affiliations').set(as(m));
    expect(mine.body).toMatchObject({
      count: 1,
      data: [{ institution: { _id: institution.id }, affiliate: m.id, affiliateType: 'mentor' }],
    });
    expectError(await invite(admin, institution.id, m.id), 409, AFFILIATION_MSG.alreadyAffiliated);
  });

  it('when the invited mentor sends the invite call themself (the old client), then it accepts: "Mentor successfully invited"', async () => {
    const { admin, institution } = await institutionAdmin();
    const m = await mentor();
    await invite(admin, institution.id, m.id).expect(201);
    const res = await invite(m, institution.id, m.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(AFFILIATION_MSG.mentorInvited);
    expect(await isAffiliatedMentor(h.deps.db, institution.id, m.id)).toBe(true);
    expectError(await invite(m, institution.id, m.id), 404, AFFILIATION_MSG.invitationNotFound);
  });

  it('when the mentor rejects, then "Invitation request rejected.", no affiliation, and a second answer is 409', async () => {
    const { admin, institution } = await institutionAdmin();
    const m = await mentor();
    const sent = await invite(admin, institution.id, m.id).expect(201);
    const res = await request(h.app).post(`/api/affiliations/invitations/${sent.body.data._id}/reject`).set(as(m));
    expect(res.body).toMatchObject({ message: AFFILIATION_MSG.invitationRejected, data: { status: 'rejected' } });
    expect(await isAffiliatedMentor(h.deps.db, institution.id, m.id)).toBe(false);
    expectError(
      await request(h.app).post(`/api/affiliations/invitations/${sent.body.data._id}/accept`).set(as(m)),
      409,
      AFFILIATION_MSG.invitationNotPending,
    );
    // Saying no once does not stop a later invitation.
    await invite(admin, institution.id, m.id).expect(201);
  });

  it('when an invitation is past its 14 days, then it reads expired, cannot be accepted, and a new one can be sent', async () => {
    const { admin, institution } = await institutionAdmin();
    const m = await mentor();
    const sent = await invite(admin, institution.id, m.id).expect(201);
    const expiresAt = new Date(sent.body.data.expiresAt).getTime() - new Date(sent.body.data.sentAt).getTime();
    expect(expiresAt).toBe(14 * 86_400_000);
    await h.deps.db.update(affiliationInvitations).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await request(h.app).get('/api/affiliations/currentuser').set(as(m))).body.count).toBe(0);
    expectError(
      await request(h.app).post(`/api/affiliations/invitations/${sent.body.data._id}/accept`).set(as(m)),
      409,
      AFFILIATION_MSG.invitationExpired,
    );
    const list = await request(h.app).get(`/api/institution/${institution.id}/mentor/invitations`).set(as(admin));
    expect(list.body).toMatchObject({ count: 1, data: [{ status: 'expired' }] });
    await invite(admin, institution.id, m.id).expect(201);
  });

  it('when the input is wrong, then 400 with its message; a learner or an unknown id is not a mentor; twice is 409', async () => {
    const { admin, institution } = await institutionAdmin();
    const m = await mentor();
    const send = (body: Record<string, unknown>) => request(h.app).post('/api/institution/mentor/invite').set(as(admin)).send(body);
    expectError(await send({ mentorId: m.id }), 400, AFFILIATION_MSG.institutionIdRequired, 'VALIDATION');
    expectError(await send({ institutionId: institution.id }), 400, AFFILIATION_MSG.mentorIdRequired, 'VALIDATION');
    expectError(await invite(admin, institution.id, (await h.user()).id), 400, AFFILIATION_MSG.notAMentor);
    expectError(await invite(admin, institution.id, 'nope'), 400, AFFILIATION_MSG.notAMentor);
    expectError(await invite(admin, institution.id, (await mentor({ confirmed: false })).id), 400, AFFILIATION_MSG.notAMentor);
    expectError(await invite(admin, '6f1c1a64-0000-4000-8000-000000000000', m.id), 404, INSTITUTION_MSG.notFound);
    await invite(admin, institution.id, m.id).expect(201);
    expectError(await invite(admin, institution.id, m.id), 409, AFFILIATION_MSG.alreadyInvited);
  });

  it("when a guest, a learner or another institution's admin invites, or someone else answers, then 401 / 403", async () => {
    const { admin, institution } = await institutionAdmin();
    const other = await institutionAdmin('Gulu Nursing Institute');
    const m = await mentor();
    expectError(
      await request(h.app).post('/api/institution/mentor/invite').send({ institutionId: institution.id, mentorId: m.id }),
      401,
      MSG.notSignedIn,
    );
    expectError(await invite(await h.user(), institution.id, m.id), 403, AFFILIATION_MSG.adminsOnly);
    expectError(await invite(other.admin, institution.id, m.id), 403, AFFILIATION_MSG.adminsOnly);
    const sent = await invite(admin, institution.id, m.id).expect(201);
    for (const who of [admin, other.admin, await mentor()]) {
      expectError(
        await request(h.app).post(`/api/affiliations/invitations/${sent.body.data._id}/accept`).set(as(who)),
        403,
        AFFILIATION_MSG.onlyInvitedMentor,
      );
    }
    expectError(await request(h.app).post(`/api/affiliations/invitations/${sent.body.data._id}/reject`), 401, MSG.notSignedIn);
    expectError(await request(h.app).get('/api/affiliations'), 401, MSG.notSignedIn);
    expectError(await request(h.app).get('/api/affiliations/currentuser'), 401, MSG.notSignedIn);
  });
});

describe("the admins' pending invitations: list, resend, revoke", () => {
  it('when an admin resends, then the days start again and the mentor is mailed again; a revoked one cannot be accepted', async () => {
    const { admin, institution } = await institutionAdmin();
    const m = await mentor();
    const sent = await invite(admin, institution.id, m.id).expect(201);
    const id = sent.body.data._id as string;
    await h.deps.db.update(affiliationInvitations).set({ expiresAt: new Date(Date.now() - 1000) });
    const resent = await request(h.app).post(`/api/institution/mentor/invitations/${id}/resend`).set(as(admin));
    expect(resent.body).toMatchObject({ message: AFFILIATION_MSG.invitationResent, data: { status: 'pending' } });
    expect(new Date(resent.body.data.expiresAt).getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    expect((await h.mails()).filter((x) => x.to === m.email)).toHaveLength(2);

    const revoked = await request(h.app).delete(`/api/institution/mentor/invitations/${id}`).set(as(admin));
    expect(revoked.body).toMatchObject({ message: AFFILIATION_MSG.invitationRevoked, data: { status: 'revoked' } });
    expect(events.at(-1)).toMatchObject({
      type: 'affiliation.invitation.changed',
      audience: [m.id, admin.id],
      data: { status: 'revoked' },
    });
    expectError(
      await request(h.app).post(`/api/affiliations/invitations/${id}/accept`).set(as(m)),
      409,
      AFFILIATION_MSG.invitationNotPending,
    );
    expectError(
      await request(h.app).post(`/api/institution/mentor/invitations/${id}/resend`).set(as(admin)),
      409,
      AFFILIATION_MSG.invitationNotPending,
    );
    expectError(
      await request(h.app).delete(`/api/institution/mentor/invitations/${id}`).set(as(admin)),
      409,
      AFFILIATION_MSG.invitationNotPending,
    );
    const list = await request(h.app).get(`/api/institution/${institution.id}/mentor/invitations`).set(as(admin));
    expect(list.body).toMatchObject({ count: 1, data: [{ _id: id, status: 'revoked', mentor: { _id: m.id } }] });
    expect(JSON.stringify(list.body)).not.toContain(m.email);
  });

  it("when a guest, a learner, the mentor or another institution's admin uses them, then 401 / 403; an unknown id is 404", async () => {
    const { admin, institution } = await institutionAdmin();
    const other = await institutionAdmin('Gulu Nursing Institute');
    const m = await mentor();
    const id = (await invite(admin, institution.id, m.id).expect(201)).body.data._id as string;
    const calls = [
      () => request(h.app).get(`/api/institution/${institution.id}/mentor/invitations`),
      () => request(h.app).post(`/api/institution/mentor/invitations/${id}/resend`),
      () => request(h.app).delete(`/api/institution/mentor/invitations/${id}`),
    ];
    for (const call of calls) {
      expectError(await call(), 401, MSG.notSignedIn);
      for (const who of [await h.user(), m, other.admin]) expectError(await call().set(as(who)), 403, AFFILIATION_MSG.adminsOnly);
    }
    expectError(
      await request(h.app).delete('/api/institution/mentor/invitations/nope').set(as(admin)),
      404,
      AFFILIATION_MSG.invitationNotFound,
    );
  });
});

describe('affiliated mentors and ending an affiliation', () => {
  it("when anyone lists an institution's mentors, then public cards with interests, newest first, paged, never an e-mail", async () => {
    const { admin, institution } = await institutionAdmin();
    const first = await mentor({ firstname: 'Amani', interests: ['Data Science'] });
    const second = await mentor({ firstname: 'Baraka' });
    await affiliated(admin, institution.id, first);
    await affiliated(admin, institution.id, second);
    const res = await request(h.app).get(`/api/institution/${institution.id}/mentors?limit=1`);
    expect(res.body).toMatchObject({ count: 2, data: [{ _id: second.id, firstname: 'Baraka' }] });
    const next = await request(h.app).get(`/api/institution/${institution.id}/mentors?skip=1&limit=1`);
    expect(next.body.data).toMatchObject([{ _id: first.id, interests: ['Data Science'] }]);
    expect(JSON.stringify([res.body, next.body])).not.toMatch(/example\.com/);
    expectError(await request(h.app).get('/api/institution/6f1c1a64-0000-4000-8000-000000000000/mentors'), 404, INSTITUTION_MSG.notFound);
  });

  it('when the mentor removes the affiliation, then it is gone and the admins are told; when an admin removes one, the mentor is told', async () => {
    const { admin, institution } = await institutionAdmin();
    const a = await mentor();
    const b = await mentor();
    await affiliated(admin, institution.id, a);
    await affiliated(admin, institution.id, b);
    events = [];
    const left = await request(h.app).delete(`/api/affiliations/${institution.id}`).set(as(a));
    expect(left.body).toMatchObject({ success: true, message: AFFILIATION_MSG.affiliationRemoved });
    expect(events).toMatchObject([{ type: 'affiliation.changed', audience: [a.id, admin.id], data: { userId: a.id, affiliated: false } }]);
    expectError(await request(h.app).delete(`/api/affiliations/${institution.id}`).set(as(a)), 404, AFFILIATION_MSG.affiliationNotFound);

    const removed = await request(h.app).delete(`/api/institution/${institution.id}/mentors/${b.id}`).set(as(admin));
    expect(removed.body.message).toBe(AFFILIATION_MSG.affiliationRemoved);
    expect(events.at(-1)).toMatchObject({ actorId: admin.id, audience: [b.id, admin.id], data: { userId: b.id, affiliated: false } });
    expect((await request(h.app).get(`/api/institution/${institution.id}/mentors`)).body.count).toBe(0);
  });

  it("when a guest, a learner, another mentor or another institution's admin removes a mentor, then 401 / 403", async () => {
    const { admin, institution } = await institutionAdmin();
    const other = await institutionAdmin('Gulu Nursing Institute');
    const m = await mentor();
    await affiliated(admin, institution.id, m);
    const path = `/api/institution/${institution.id}/mentors/${m.id}`;
    expectError(await request(h.app).delete(path), 401, MSG.notSignedIn);
    expectError(await request(h.app).delete(`/api/affiliations/${institution.id}`), 401, MSG.notSignedIn);
    for (const who of [await h.user(), await mentor(), other.admin])
      expectError(await request(h.app).delete(path).set(as(who)), 403, AFFILIATION_MSG.adminsOnly);
    expect(await isAffiliatedMentor(h.deps.db, institution.id, m.id)).toBe(true);
  });
});

describe('POST /api/institution/surveys/send', () => {
  const survey = {
    topic: 'Mentoring needs 2026',
    link: 'https://forms.example.com/s/1',
    description: 'Five questions, two minutes.',
    audience: 'mentors',
  };

  it('when an admin sends to My Mentors, then each affiliated mentor is mailed in their language, and the record counts them', async () => {
    const { admin, institution } = await institutionAdmin();
    const a = await mentor({ language: 'sw', firstname: 'Amani' });
    const b = await mentor();
    await affiliated(admin, institution.id, a);
    await affiliated(admin, institution.id, b);
    await mentor(); // not affiliated: not mailed
    const before = (await h.mails()).length;
    const res = await request(h.app).post('/api/institution/surveys/send').set(as(admin)).send(survey);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: AFFILIATION_MSG.surveySent,
      data: { audience: 'mentors', recipientCount: 2, topic: survey.topic },
    });
    const mails = (await h.mails()).slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual([a.email, b.email].sort());
    const sw = mails.find((m) => m.to === a.email)!;
    expect(sw.subject).toBe('Kampala Coding School: Mentoring needs 2026');
    expect(sw.body).toContain('Habari Amani');
    expect(sw.body).toContain(survey.link);
    // A second run of the queue mails nobody twice.
    expect((await h.mails()).length).toBe(before + 2);
    const record = await request(h.app).get(`/api/institution/${institution.id}/surveys`).set(as(admin));
    expect(record.body).toMatchObject({ count: 1, data: [{ _id: res.body.data._id, recipientCount: 2 }] });
  });

  it('when an admin sends to My Learners, then its members are mailed', async () => {
    const { admin, institution } = await institutionAdmin();
    const learner = await h.user();
    await request(h.app).post('/api/learner/institution').set(as(learner)).send({ institution_id: institution.id }).expect(201);
    const res = await request(h.app)
      .post('/api/institution/surveys/send')
      .set(as(admin))
      .send({ ...survey, audience: 'learners' });
    expect(res.body.data).toMatchObject({ audience: 'learners', recipientCount: 1 });
    expect((await h.mails()).map((m) => m.to)).toEqual([learner.email]);
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['no topic', { topic: '' }, AFFILIATION_MSG.topicRequired],
    ['no link', { link: '' }, AFFILIATION_MSG.linkRequired],
    ['a link that is not a web address', { link: 'forms' }, MSG.invalidUrl],
    ['no description', { description: ' ' }, AFFILIATION_MSG.descriptionRequired],
    ['an unknown audience', { audience: 'everyone' }, AFFILIATION_MSG.audienceInvalid],
  ];
  for (const [what, patch, message] of cases) {
    it(`when the survey has ${what}, then 400 "${message}" and nothing is sent`, async () => {
      const { admin, institution } = await institutionAdmin();
      expectError(
        await request(h.app)
          .post('/api/institution/surveys/send')
          .set(as(admin))
          .send({ ...survey, ...patch }),
        400,
        message,
        'VALIDATION',
      );
      expect((await request(h.app).get(`/api/institution/${institution.id}/surveys`).set(as(admin))).body.count).toBe(0);
    });
  }

  it("when a guest, a learner, a mentor or another institution's admin sends or reads, then 401 / 403", async () => {
    const { institution } = await institutionAdmin();
    const other = await institutionAdmin('Gulu Nursing Institute');
    const send = () => request(h.app).post('/api/institution/surveys/send');
    expectError(await send().send(survey), 401, MSG.notSignedIn);
    expectError(
      await send()
        .set(as(await h.user()))
        .send(survey),
      403,
      AFFILIATION_MSG.noInstitution,
    );
    expectError(
      await send()
        .set(as(await mentor()))
        .send(survey),
      403,
      AFFILIATION_MSG.noInstitution,
    );
    expectError(
      await send()
        .set(as(other.admin))
        .send({ ...survey, institutionId: institution.id }),
      403,
      AFFILIATION_MSG.adminsOnly,
    );
    const read = () => request(h.app).get(`/api/institution/${institution.id}/surveys`);
    expectError(await read(), 401, MSG.notSignedIn);
    for (const who of [await h.user(), other.admin]) expectError(await read().set(as(who)), 403, AFFILIATION_MSG.adminsOnly);
    expect(await h.mails()).toEqual([]);
  });
});

describe('demo data', () => {
  it('when seeded, then the demo institution has two mentors, and each institution session is presented by one of its own', async () => {
    await seed(h.deps.db, { bcryptCost: 4 });
    const list = (await request(h.app).get('/api/institution').expect(200)).body;
    for (const inst of list.data as { _id: string; institutionName: string }[]) {
      const mentors = (await request(h.app).get(`/api/institution/${inst._id}/mentors`)).body;
      expect(mentors.count, inst.institutionName).toBeGreaterThan(0);
      const upcoming = (await request(h.app).get(`/api/sessions/all?institution=${inst._id}`)).body.data as {
        presenter: { _id: string };
      }[];
      for (const s of upcoming) expect(await isAffiliatedMentor(h.deps.db, inst._id, s.presenter._id), inst.institutionName).toBe(true);
    }
    const [admin] = await h.deps.db.select().from(users).where(eq(users.email, 'institution@delv.africa'));
    const own = list.data.find((i: { admins: string[] }) => i.admins[0] === admin.id);
    expect((await request(h.app).get(`/api/institution/${own._id}/mentors`)).body.count).toBe(2);
  });
});
