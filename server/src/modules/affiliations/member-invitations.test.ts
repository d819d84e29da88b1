import { eq } from 'drizzle-orm';
import {
  AFFILIATION_MSG,
  INSTITUTION_MSG,
  MEMBER_IMPORT_MAX_ROWS,
  MEMBER_INVITE_MSG,
  MODERATION_MSG,
  MSG,
  type DeliveredEvent,
} from '@delv/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { institutions, memberInvitations } from '../../db/schema';
import type { UserRow } from '../users/users.service';
import { createHarness, expectError, request } from '../../../test/harness';
import { enqueue } from '../../jobs/queue';
import { isAffiliatedMentor } from './affiliations.service';

const h = await createHarness();
beforeEach(() => h.reset());

let events: DeliveredEvent[] = [];
let stop = () => {};
beforeEach(() => {
  events = [];
  stop = h.deps.events.subscribe(['member.invitation.changed', 'member.import.progress', 'institution.members.changed'], (e) => {
    events.push(e as DeliveredEvent);
  });
});
afterEach(() => stop());

async function institutionAdmin(name = 'Kampala Coding School', language: 'en' | 'sw' = 'en') {
  const admin = await h.user({ usercategory: ['institution'], language });
  const [institution] = await h.deps.db
    .insert(institutions)
    .values({ institutionName: name, institutionType: 'Information Technology', country: 'Uganda', admins: [admin.id] })
    .returning();
  return { admin, institution };
}

const as = (user: UserRow) => ({ Authorization: h.bearer(user) });
const inviteMember = (admin: UserRow | null, institutionId: string, body: Record<string, unknown>) => {
  const req = request(h.app).post(`/api/institution/${institutionId}/members/invite`);
  return (admin ? req.set(as(admin)) : req).send(body);
};
const csvUpload = (who: UserRow | null, institutionId: string, csv: string | Buffer, dryRun: boolean) => {
  const req = request(h.app).post(`/api/institution/${institutionId}/members/import${dryRun ? '/check' : ''}`);
  return (who ? req.set(as(who)) : req).attach('file', Buffer.from(csv), { filename: 'members.csv', contentType: 'text/csv' });
};
const members = async (institutionId: string) =>
  (await request(h.app).get(`/api/learner/institution/${institutionId}`).expect(200)).body.data.map(
    (m: { learner: { _id: string } }) => m.learner._id,
  );
/** The landing link in the latest mail to this address. */
async function mailedLink(to: string) {
  const mail = (await h.mails()).filter((m) => m.to === to).at(-1);
  const match = /http:\/\/delv\.test\/invitation\/member\/([0-9a-f-]{36})\?key=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '');
  if (!match) throw new Error(`no member invitation mailed to ${to}`);
  return { id: match[1], key: match[2], mail: mail! };
}

describe('Invite Member (POST /api/institution/:id/members/invite)', () => {
  it('when the address holds U+FFFD or a control character, then 400 "Invalid email" and nothing is mailed (issue 26)', async () => {
    const { admin, institution } = await institutionAdmin();
    for (const email of ['zawadi\uFFFD@example.com', 'zawadi\u0007@example.com', 'zawadi@exämple.com']) {
      expectError(await inviteMember(admin, institution.id, { email }), 400, MSG.emailInvalid);
    }
    expect(await h.mails()).toEqual([]);
    expect(await h.deps.db.select().from(memberInvitations)).toEqual([]);
  });

  it('when an admin invites an address with no account, then a mail with the link, and signing up with it makes a member', async () => {
    const { admin, institution } = await institutionAdmin();
    const res = await inviteMember(admin, institution.id, { email: 'Zawadi@Example.com', name: 'Zawadi Achieng' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: MEMBER_INVITE_MSG.invitationSent,
      data: { email: 'zawadi@example.com', role: 'learner', status: 'pending' },
    });
    expect(events[0]).toMatchObject({ type: 'member.invitation.changed', audience: [admin.id], data: { status: 'pending' } });
    const { id, key, mail } = await mailedLink('zawadi@example.com');
    expect(mail.subject).toBe('Kampala Coding School invites you to join it on Delv');
    expect(mail.body).toContain('Hello Zawadi Achieng');

    // The passed-on link names the institution only; the mailed key also tells the address.
    const bare = await request(h.app).get(`/api/institution/member/invitations/${id}`).expect(200);
    expect(bare.body.data).toEqual({
      _id: id,
      institution: expect.objectContaining({ institutionName: 'Kampala Coding School' }),
      status: 'pending',
    });
    const keyed = await request(h.app).get(`/api/institution/member/invitations/${id}?key=${key}`).expect(200);
    expect(keyed.body.data).toMatchObject({ email: 'zawadi@example.com', userExist: false });

    await request(h.app)
      .post('/api/user')
      .send({
        firstname: 'Zawadi',
        lastname: 'Achieng',
        email: 'zawadi@example.com',
        country: 'Kenya',
        usercategory: 'student',
        password: 'longenough1',
      })
      .expect(201);
    await h.settle();
    expect(await members(institution.id)).toEqual([]);
    const token = await h.mailedToken('zawadi@example.com', 'confirm/login');
    await request(h.app).get(`/api/user/confirm/${token}`).expect(200);
    const [account] = await members(institution.id);
    expect(account).toBeTruthy();
    const [row] = await h.deps.db.select().from(memberInvitations).where(eq(memberInvitations.id, id));
    expect(row).toMatchObject({ status: 'accepted', acceptedBy: account });
    expect(events.map((e) => e.type)).toContain('institution.members.changed');
  });

  it('when the admin writes in Kiswahili, then the invitation mail is in Kiswahili', async () => {
    const { admin, institution } = await institutionAdmin('Kampala Coding School', 'sw');
    await inviteMember(admin, institution.id, { email: 'baraka@example.com' }).expect(201);
    const { mail } = await mailedLink('baraka@example.com');
    expect(mail.subject).toBe('Kampala Coding School inakualika ujiunge nayo kwenye Delv');
  });

  it('when the person has an account, then they accept signed in with that address; anyone else gets 403', async () => {
    const { admin, institution } = await institutionAdmin();
    const amina = await h.user({ email: 'amina@example.com' });
    const other = await h.user();
    await inviteMember(admin, institution.id, { email: 'amina@example.com' }).expect(201);
    const { id, key } = await mailedLink('amina@example.com');
    const keyed = await request(h.app).get(`/api/institution/member/invitations/${id}?key=${key}`).expect(200);
    expect(keyed.body.data.userExist).toBe(true);
    expectError(await request(h.app).post(`/api/institution/member/invitations/${id}/accept`), 401, MSG.notSignedIn);
    expectError(
      await request(h.app).post(`/api/institution/member/invitations/${id}/accept`).set(as(other)),
      403,
      MEMBER_INVITE_MSG.otherAddress,
    );
    const res = await request(h.app).post(`/api/institution/member/invitations/${id}/accept`).set(as(amina));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: MEMBER_INVITE_MSG.invitationAccepted, data: { status: 'accepted' } });
    expect(await members(institution.id)).toEqual([amina.id]);
    expectError(
      await request(h.app).post(`/api/institution/member/invitations/${id}/accept`).set(as(amina)),
      409,
      AFFILIATION_MSG.invitationNotPending,
    );
    expectError(await inviteMember(admin, institution.id, { email: 'amina@example.com' }), 409, MEMBER_INVITE_MSG.alreadyMember);
  });

  it("when a 'mentor' invitation is accepted by a mentor account, then they become one of its mentors", async () => {
    const { admin, institution } = await institutionAdmin();
    const mentor = await h.user({ email: 'otieno@example.com', usercategory: ['mentor'] });
    await inviteMember(admin, institution.id, { email: 'otieno@example.com', role: 'mentor' }).expect(201);
    const { id } = await mailedLink('otieno@example.com');
    await request(h.app).post(`/api/institution/member/invitations/${id}/accept`).set(as(mentor)).expect(200);
    expect(await isAffiliatedMentor(h.deps.db, institution.id, mentor.id)).toBe(true);
    expect(await members(institution.id)).toEqual([]);
  });

  it('when the address is already invited, or the input is bad, then 409 / 400 with the message and no mail', async () => {
    const { admin, institution } = await institutionAdmin();
    await inviteMember(admin, institution.id, { email: 'once@example.com' }).expect(201);
    expectError(await inviteMember(admin, institution.id, { email: 'once@example.com' }), 409, MEMBER_INVITE_MSG.alreadyInvited);
    expectError(await inviteMember(admin, institution.id, { email: 'nope@' }), 400, MSG.emailInvalid, 'VALIDATION');
    expectError(await inviteMember(admin, institution.id, { email: '' }), 400, MSG.emailRequired, 'VALIDATION');
    expectError(
      await inviteMember(admin, institution.id, { email: 'x@example.com', role: 'boss' }),
      400,
      MEMBER_INVITE_MSG.roleInvalid,
      'VALIDATION',
    );
    expect((await h.mails()).map((m) => m.to)).toEqual(['once@example.com']);
  });

  it('when a guest, a learner or the admin of another institution invites, then 401 / 403 and nothing is sent', async () => {
    const { institution } = await institutionAdmin();
    const other = await institutionAdmin('Gulu Nursing Institute');
    expectError(await inviteMember(null, institution.id, { email: 'a@example.com' }), 401, MSG.notSignedIn);
    expectError(await inviteMember(await h.user(), institution.id, { email: 'a@example.com' }), 403, AFFILIATION_MSG.adminsOnly);
    expectError(await inviteMember(other.admin, institution.id, { email: 'a@example.com' }), 403, AFFILIATION_MSG.adminsOnly);
    expectError(
      await inviteMember(other.admin, '00000000-0000-4000-8000-000000000000', { email: 'a@example.com' }),
      404,
      INSTITUTION_MSG.notFound,
    );
    expect(await h.mails()).toEqual([]);
  });
});

describe('the CSV import (dry run, then the job)', () => {
  /** Five rows: one new, one bad e-mail, one existing member, one already invited, one repeated. */
  async function fiveRows() {
    const { admin, institution } = await institutionAdmin();
    const member = await h.user({ email: 'member@example.com' });
    await request(h.app).post('/api/learner/institution').set(as(member)).send({ institution_id: institution.id }).expect(201);
    await inviteMember(admin, institution.id, { email: 'invited@example.com' }).expect(201);
    const csv = [
      'Name,E-mail,Role',
      'Amina Nakato,AMINA@example.com,learner',
      'Bad Row,not-an-email,learner',
      'Mo Member,member@example.com,',
      'In Vited,invited@example.com,mentor',
      'Amina Again,amina@example.com,learner',
      'Role Less,rolless@example.com,teacher',
      '',
      '"Okello, Brian",brian@example.com,Mentor',
    ].join('\r\n');
    return { admin, institution, member, csv };
  }

  it('when the admin checks a file, then every row is judged and nothing is written or sent', async () => {
    const { admin, institution, csv, member } = await fiveRows();
    expect((await h.deps.db.select().from(memberInvitations)).length).toBe(1);
    const res = await csvUpload(admin, institution.id, csv, true);
    expect(res.status).toBe(200);
    expect(res.body.data.rows).toEqual([
      { line: 2, name: 'Amina Nakato', email: 'amina@example.com', role: 'learner', result: 'new' },
      { line: 3, name: 'Bad Row', email: 'not-an-email', role: 'learner', result: 'invalidEmail' },
      { line: 4, name: 'Mo Member', email: 'member@example.com', role: 'learner', result: 'member' },
      { line: 5, name: 'In Vited', email: 'invited@example.com', role: 'mentor', result: 'invited' },
      { line: 6, name: 'Amina Again', email: 'amina@example.com', role: 'learner', result: 'duplicate' },
      { line: 7, name: 'Role Less', email: 'rolless@example.com', role: 'teacher', result: 'invalidRole' },
      { line: 9, name: 'Okello, Brian', email: 'brian@example.com', role: 'mentor', result: 'new' },
    ]);
    expect(res.body.data.counts).toEqual({ new: 2, member: 1, invited: 1, blocked: 0, invalidEmail: 1, invalidRole: 1, duplicate: 1 });
    expect((await h.deps.db.select().from(memberInvitations)).length).toBe(1);
    expect((await h.mails()).map((m) => m.to)).toEqual(['invited@example.com']);
    expect(await members(institution.id)).toEqual([member.id]);
  });

  it('when someone in the file blocked the admin, or was blocked, then their row is "blocked": no invitation, no mail; Invite Member says why (issue 31)', async () => {
    const { admin, institution } = await institutionAdmin();
    const blocker = await h.user({ email: 'blocker@example.com' });
    const blockedOne = await h.user({ email: 'blocked@example.com' });
    await request(h.app).post('/api/blocks').set(as(blocker)).send({ userId: admin.id }).expect(201);
    await request(h.app).post('/api/blocks').set(as(admin)).send({ userId: blockedOne.id }).expect(201);
    const csv = [
      'Name,E-mail,Role',
      'B One,blocker@example.com,learner',
      'B Two,blocked@example.com,learner',
      'New One,new@example.com,',
    ].join('\n');
    const checked = await csvUpload(admin, institution.id, csv, true).expect(200);
    expect(checked.body.data.rows.map((r: { result: string }) => r.result)).toEqual(['blocked', 'blocked', 'new']);
    await csvUpload(admin, institution.id, csv, false).expect(202);
    await h.runJobs();
    expect((await h.deps.db.select().from(memberInvitations)).map((i) => i.email)).toEqual(['new@example.com']);
    expect((await h.mails()).map((m) => m.to)).toEqual(['new@example.com']);
    const res = await inviteMember(admin, institution.id, { email: 'blocker@example.com' });
    expectError(res, 403, MODERATION_MSG.blockedBetween);
  });

  it('when the admin imports it, then only the new rows are invited, by a job that reports progress and mails each once', async () => {
    const { admin, institution, csv } = await fiveRows();
    const res = await csvUpload(admin, institution.id, csv, false);
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(MEMBER_INVITE_MSG.importStarted);
    expect(res.body.data.import).toMatchObject({ total: 2, sent: 0, finishedAt: null });
    expect(res.body.data.check.counts.new).toBe(2);
    const importId = res.body.data.import._id;
    await h.runJobs();
    const progress = events.filter((e) => e.type === 'member.import.progress');
    expect(progress.at(-1)).toMatchObject({ audience: [admin.id], data: { importId, sent: 2, total: 2, finished: true } });
    const done = await request(h.app).get(`/api/institution/${institution.id}/members/imports/${importId}`).set(as(admin)).expect(200);
    expect(done.body.data).toMatchObject({ total: 2, sent: 2, finishedAt: expect.any(String) });
    const sentTo = (await h.mails()).map((m) => m.to).sort();
    expect(sentTo).toEqual(['amina@example.com', 'brian@example.com', 'invited@example.com']);
    // The job run again (a worker restarted after its batches committed) mails nobody twice.
    await enqueue(h.deps.db, 'affiliations.memberImport', { importId });
    expect(await h.runJobs()).toBe(1);
    expect((await h.mails()).length).toBe(3);
    // Importing the file again: both are now 'invited'.
    expectError(await csvUpload(admin, institution.id, csv, false), 400, MEMBER_INVITE_MSG.nothingToInvite);
  });

  it('when the file has no email column, no rows, too many rows, or is too large, then 400 / 413 with the message', async () => {
    const { admin, institution } = await institutionAdmin();
    expectError(await csvUpload(admin, institution.id, 'name,phone\nAmina,0772\n', true), 400, MEMBER_INVITE_MSG.headerInvalid);
    expectError(await csvUpload(admin, institution.id, 'name,email,role\n', true), 400, MEMBER_INVITE_MSG.noRows);
    const many = ['email', ...Array.from({ length: MEMBER_IMPORT_MAX_ROWS + 1 }, (_, i) => `p${i}@example.com`)].join('\n');
    expectError(await csvUpload(admin, institution.id, many, true), 400, MEMBER_INVITE_MSG.tooManyRows);
    expectError(await csvUpload(admin, institution.id, 'email\n"unclosed@example.com\n', true), 400, MEMBER_INVITE_MSG.fileRequired);
    // NULs and broken characters: the row is judged, never a 500.
    const odd = await csvUpload(admin, institution.id, 'name,email\nNu\u0000ll,ok@example.com\nX,b\u0000d@example.com\n', false);
    expect(odd.status).toBe(202);
    expect(odd.body.data.check.rows.map((r: { result: string; name: string }) => [r.name, r.result])).toEqual([
      ['', 'new'],
      ['X', 'invalidEmail'],
    ]);
    expectError(await csvUpload(admin, institution.id, Buffer.alloc(600 * 1024, 'a'), true), 413, MEMBER_INVITE_MSG.fileTooLarge);
    const noFile = await request(h.app).post(`/api/institution/${institution.id}/members/import/check`).set(as(admin)).field('x', '1');
    expectError(noFile, 400, MEMBER_INVITE_MSG.fileRequired);
  });

  it('when a row’s address holds a byte that is not UTF-8 (0xFF), then it is an invalid e-mail: nobody is invited or mailed (issue 26)', async () => {
    const { admin, institution } = await institutionAdmin();
    const csv = Buffer.concat([
      Buffer.from('name,email\nGood,good@example.com\nBroken,bro'),
      Buffer.from([0xff]),
      Buffer.from('ken@example.com\n'),
    ]);
    const res = await csvUpload(admin, institution.id, csv, false);
    expect(res.status).toBe(202);
    expect(res.body.data.check.rows.map((r: { name: string; result: string }) => [r.name, r.result])).toEqual([
      ['Good', 'new'],
      ['Broken', 'invalidEmail'],
    ]);
    await h.runJobs();
    expect((await h.mails()).map((m) => m.to)).toEqual(['good@example.com']);
    expect((await h.deps.db.select().from(memberInvitations)).map((r) => r.email)).toEqual(['good@example.com']);
  });

  it('when a guest, a learner or another institution imports or reads progress, then 401 / 403 before the file is read', async () => {
    const { admin, institution } = await institutionAdmin();
    const other = await institutionAdmin('Gulu Nursing Institute');
    const csv = 'email\nsomeone@example.com\n';
    expectError(await csvUpload(null, institution.id, csv, true), 401, MSG.notSignedIn);
    expectError(await csvUpload(await h.user(), institution.id, csv, true), 403, AFFILIATION_MSG.adminsOnly);
    expectError(await csvUpload(other.admin, institution.id, csv, false), 403, AFFILIATION_MSG.adminsOnly);
    const started = await csvUpload(admin, institution.id, csv, false).expect(202);
    const importId = started.body.data.import._id;
    expectError(
      await request(h.app).get(`/api/institution/${institution.id}/members/imports/${importId}`).set(as(other.admin)),
      403,
      AFFILIATION_MSG.adminsOnly,
    );
    // Another institution's import id under one's own institution: not found.
    expectError(
      await request(h.app).get(`/api/institution/${other.institution.id}/members/imports/${importId}`).set(as(other.admin)),
      404,
      MEMBER_INVITE_MSG.importNotFound,
    );
  });
});

describe('the pending list, resend, revoke, expiry', () => {
  it('when invitations are sent, accepted, expire and are revoked, then the list says so and a revoked or expired link does not admit', async () => {
    const { admin, institution } = await institutionAdmin();
    const amina = await h.user({ email: 'amina@example.com' });
    const brian = await h.user({ email: 'brian@example.com' });
    for (const email of ['amina@example.com', 'brian@example.com', 'chris@example.com']) {
      await inviteMember(admin, institution.id, { email }).expect(201);
    }
    const ids = Object.fromEntries((await h.deps.db.select().from(memberInvitations)).map((r) => [r.email, r.id]));
    await request(h.app).post(`/api/institution/member/invitations/${ids['amina@example.com']}/accept`).set(as(amina)).expect(200);
    await h.deps.db
      .update(memberInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberInvitations.id, ids['brian@example.com']));
    const revoked = await request(h.app).delete(`/api/institution/member/invitations/${ids['chris@example.com']}`).set(as(admin));
    expect(revoked.body).toMatchObject({ message: AFFILIATION_MSG.invitationRevoked, data: { status: 'revoked' } });

    const list = await request(h.app).get(`/api/institution/${institution.id}/members/invitations`).set(as(admin)).expect(200);
    expect(list.body.count).toBe(2);
    expect(Object.fromEntries(list.body.data.map((i: { email: string; status: string }) => [i.email, i.status]))).toEqual({
      'amina@example.com': 'accepted',
      'brian@example.com': 'expired',
    });
    expectError(
      await request(h.app).post(`/api/institution/member/invitations/${ids['brian@example.com']}/accept`).set(as(brian)),
      409,
      AFFILIATION_MSG.invitationExpired,
    );
    const landing = await request(h.app).get(`/api/institution/member/invitations/${ids['chris@example.com']}`).expect(200);
    expect(landing.body.data.status).toBe('revoked');

    // Resending the expired one gives it 14 more days and a new mail; then Brian gets in.
    const before = (await h.mails()).length;
    const resent = await request(h.app).post(`/api/institution/member/invitations/${ids['brian@example.com']}/resend`).set(as(admin));
    expect(resent.body).toMatchObject({ message: MEMBER_INVITE_MSG.invitationSent, data: { status: 'pending' } });
    expect(new Date(resent.body.data.expiresAt).getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    expect((await h.mails()).length).toBe(before + 1);
    await request(h.app).post(`/api/institution/member/invitations/${ids['brian@example.com']}/accept`).set(as(brian)).expect(200);
    expectError(
      await request(h.app).post(`/api/institution/member/invitations/${ids['chris@example.com']}/resend`).set(as(admin)),
      409,
      AFFILIATION_MSG.invitationNotPending,
    );
  });

  it('when an expired invitation is sent again by Invite Member, then the same row is renewed (one open invitation per address)', async () => {
    const { admin, institution } = await institutionAdmin();
    const first = await inviteMember(admin, institution.id, { email: 'late@example.com' }).expect(201);
    await h.deps.db.update(memberInvitations).set({ expiresAt: new Date(Date.now() - 1000) });
    const again = await inviteMember(admin, institution.id, { email: 'late@example.com', name: 'Late Comer' }).expect(201);
    expect(again.body.data).toMatchObject({ _id: first.body.data._id, name: 'Late Comer', status: 'pending' });
  });

  it('when a learner or another institution lists, resends or revokes, then 403; a guest 401; an unknown id 404', async () => {
    const { admin, institution } = await institutionAdmin();
    const other = await institutionAdmin('Gulu Nursing Institute');
    const sent = await inviteMember(admin, institution.id, { email: 'x@example.com' }).expect(201);
    const id = sent.body.data._id;
    expectError(await request(h.app).get(`/api/institution/${institution.id}/members/invitations`), 401, MSG.notSignedIn);
    for (const who of [await h.user(), other.admin]) {
      expectError(
        await request(h.app).get(`/api/institution/${institution.id}/members/invitations`).set(as(who)),
        403,
        AFFILIATION_MSG.adminsOnly,
      );
      expectError(
        await request(h.app).post(`/api/institution/member/invitations/${id}/resend`).set(as(who)),
        403,
        AFFILIATION_MSG.adminsOnly,
      );
      expectError(await request(h.app).delete(`/api/institution/member/invitations/${id}`).set(as(who)), 403, AFFILIATION_MSG.adminsOnly);
    }
    expectError(await request(h.app).get('/api/institution/member/invitations/not-an-id'), 404, AFFILIATION_MSG.invitationNotFound);
    // A wrong key shows no address.
    const wrongKey = await request(h.app).get(`/api/institution/member/invitations/${id}?key=guess`).expect(200);
    expect(wrongKey.body.data.email).toBeUndefined();
  });
});
