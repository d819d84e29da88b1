import { eq } from 'drizzle-orm';
import { AFFILIATION_MSG, LIMITS, MSG, SESSION_MSG } from '@delv/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { institutions, sessionRegistrations, sessions } from '../../db/schema';
import { PASSWORD, createHarness, expectError, request } from '../../../test/harness';
import type { UserRow } from '../users/users.service';
import { utcToZoned } from './time';

const h = await createHarness();
beforeEach(() => h.reset());
// Edit and cancel notices are mailed from the job queue: h.mails() runs the due jobs first.

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const HOUR = 3600_000;

/** Wall-clock date and time in Kampala, `hours` from now (rounded to the minute). */
function kampala(hours: number) {
  const at = new Date(Math.floor((Date.now() + hours * HOUR) / 60_000) * 60_000);
  const { date, time } = utcToZoned(at, 'Africa/Kampala');
  return { sessionDate: date, startTime: time, at };
}

function body(overrides: Record<string, unknown> = {}) {
  const { sessionDate, startTime } = kampala(48);
  return {
    sessionTitle: 'Breaking into data science',
    description: 'Portfolios, interviews and the first 90 days.',
    organiser: 'Delv Mentors',
    presenter: 'Dr. David Otieno',
    price: 0,
    sessionDate,
    startTime,
    durationMinutes: 60,
    timeZone: 'Africa/Kampala',
    sessionAddressLink: 'https://meet.google.com/abc-defg-hij',
    tags: ['data', 'careers'],
    ...overrides,
  };
}

const mentor = (over: Partial<UserRow> = {}) => h.user({ usercategory: ['mentor'], firstname: 'David', lastname: 'Otieno', ...over });

async function institutionAdmin() {
  const admin = await h.user({ usercategory: ['institution'], firstname: 'Grace', lastname: 'Achieng' });
  const [inst] = await h.deps.db
    .insert(institutions)
    .values({ institutionName: 'Makerere Institute', institutionType: 'Higher Education', country: 'Uganda', admins: [admin.id] })
    .returning();
  return { admin, inst };
}

/** The mentor becomes one of the institution's mentors (invited, and accepting): only they may present its sessions. */
async function affiliate(admin: UserRow, inst: { id: string }, m: UserRow) {
  const invited = await request(h.app)
    .post('/api/institution/mentor/invite')
    .set('Authorization', h.bearer(admin))
    .send({ institutionId: inst.id, mentorId: m.id })
    .expect(201);
  await request(h.app).post(`/api/affiliations/invitations/${invited.body.data._id}/accept`).set('Authorization', h.bearer(m)).expect(200);
}

async function create(user: UserRow, overrides: Record<string, unknown> = {}) {
  const res = await request(h.app).post('/api/sessions').set('Authorization', h.bearer(user)).send(body(overrides));
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { _id: string; [k: string]: unknown };
}

/** A session that has already ended, written straight to the database. */
async function pastSession(presenter: UserRow, hoursAgo = 48) {
  const startsAt = new Date(Date.now() - hoursAgo * HOUR);
  const [row] = await h.deps.db
    .insert(sessions)
    .values({
      ownerId: presenter.id,
      presenterId: presenter.id,
      presenterName: 'Past talk',
      sessionTitle: 'Past',
      description: 'd',
      organiser: 'o',
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR),
      durationMinutes: 60,
      attendeeCount: 3,
    })
    .returning();
  return row;
}

const register = (eventId: string, user?: UserRow, extra: Record<string, unknown> = {}) => {
  const req = request(h.app).post('/api/user/event/register');
  if (user) req.set('Authorization', h.bearer(user));
  return req.send({ eventId, ...extra });
};

const guest = { firstname: 'Wanjiku', lastname: 'Mwangi', email: 'Wanjiku@Example.com' };

describe('POST /api/sessions (create)', () => {
  it('when a guest posts, then 401', async () => {
    expectError(await request(h.app).post('/api/sessions').send(body()), 401, MSG.notSignedIn);
  });

  it('when a learner posts, then 403 and nothing is stored', async () => {
    const learner = await h.user();
    expectError(
      await request(h.app).post('/api/sessions').set('Authorization', h.bearer(learner)).send(body()),
      403,
      SESSION_MSG.onlyMentors,
    );
    expect(await h.deps.db.select().from(sessions)).toHaveLength(0);
  });

  it('when an institution account has no institution, then 403', async () => {
    const u = await h.user({ usercategory: ['institution'] });
    expectError(await request(h.app).post('/api/sessions').set('Authorization', h.bearer(u)).send(body()), 403, SESSION_MSG.onlyMentors);
  });

  it('when a mentor creates one, then 201 with the spec message, the mentor as presenter by id and the time in UTC', async () => {
    const m = await mentor();
    const b = body();
    const res = await request(h.app).post('/api/sessions').set('Authorization', h.bearer(m)).send(b);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(SESSION_MSG.created);
    const s = res.body.data;
    expect(s).toMatchObject({
      sessionTitle: b.sessionTitle,
      description: b.description,
      organiser: 'Delv Mentors',
      price: 0,
      presenter: { _id: m.id, name: 'Dr. David Otieno', profilePicture: null, calendly: '' },
      timeZone: 'Africa/Kampala',
      sessionDate: b.sessionDate,
      startTime: b.startTime,
      durationMinutes: 60,
      tags: ['data', 'careers'],
      thumbnailFile: null,
      attendeeCount: 0,
      registeredByMe: false,
      isPresenter: true,
      can: { edit: true, cancel: true, seeAttendees: true },
      isPast: false,
      institutionId: null,
      cancelled: false,
      avgRating: 0,
      sessionAddressLink: 'https://meet.google.com/abc-defg-hij',
      hasAddressLink: true,
    });
    // Kampala is UTC+3 all year: the wall clock minus three hours.
    const [y, mo, d] = b.sessionDate.split('-').map(Number);
    const [hh, mm] = b.startTime.split(':').map(Number);
    expect(s.startsAt).toBe(new Date(Date.UTC(y, mo - 1, d, hh - 3, mm)).toISOString());
    expect(Date.parse(s.endsAt) - Date.parse(s.startsAt)).toBe(HOUR);
  });

  it('when sent as multipart with a banner, then the image is stored and served', async () => {
    const m = await mentor();
    const b = body({ tags: 'data, careers', durationMinutes: '120', price: '15000' });
    const req = request(h.app).post('/api/sessions/').set('Authorization', h.bearer(m));
    for (const [k, v] of Object.entries(b)) req.field(k, String(v));
    const res = await req.attach('photo', PNG, { filename: 'banner.png', contentType: 'image/png' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ price: 15000, durationMinutes: 120, tags: ['data', 'careers'] });
    expect(res.body.data.thumbnailFile.publicUrl).toMatch(/^\/files\/sessions\/.+\.png$/);
    await request(h.app).get(res.body.data.thumbnailFile.publicUrl).expect(200);
  });

  it('when the banner is not an image, then 415; when larger than 5,000,000 bytes, then 413', async () => {
    const m = await mentor();
    const send = (buf: Buffer, name: string) => {
      const req = request(h.app).post('/api/sessions').set('Authorization', h.bearer(m));
      for (const [k, v] of Object.entries(body())) req.field(k, String(v));
      return req.attach('photo', buf, { filename: name, contentType: 'image/png' });
    };
    expectError(await send(Buffer.from('not an image at all'), 'x.png'), 415, MSG.imageOnly);
    expectError(await send(Buffer.alloc(LIMITS.IMAGE_BYTES + 1), 'big.png'), 413, MSG.imageTooLarge);
    expect(await h.deps.db.select().from(sessions)).toHaveLength(0);
  });

  const required: [string, string][] = [
    ['sessionTitle', SESSION_MSG.titleRequired],
    ['description', SESSION_MSG.descriptionRequired],
    ['organiser', SESSION_MSG.organiserRequired],
    ['presenter', SESSION_MSG.presenterRequired],
    ['price', SESSION_MSG.priceRequired],
    ['sessionDate', SESSION_MSG.dateRequired],
    ['startTime', SESSION_MSG.timeRequired],
  ];
  for (const [field, message] of required) {
    it(`when ${field} is missing, then 400 '${message}'`, async () => {
      const m = await mentor();
      const res = await request(h.app)
        .post('/api/sessions')
        .set('Authorization', h.bearer(m))
        .send(body({ [field]: '' }));
      const error = expectError(res, 400, message, 'VALIDATION');
      expect(error.fields?.[field]).toBe(message);
    });
  }

  it('when the price is negative or not a number, then 400 Price is required', async () => {
    const m = await mentor();
    for (const price of [-1, 'abc', null]) {
      expectError(
        await request(h.app).post('/api/sessions').set('Authorization', h.bearer(m)).send(body({ price })),
        400,
        SESSION_MSG.priceRequired,
      );
    }
  });

  it('when the duration is neither 60 nor 120, then 400', async () => {
    const m = await mentor();
    expectError(
      await request(h.app)
        .post('/api/sessions')
        .set('Authorization', h.bearer(m))
        .send(body({ durationMinutes: 90 })),
      400,
      SESSION_MSG.durationInvalid,
    );
  });

  it('when there is no duration, then the end date and time are required and must follow the start', async () => {
    const m = await mentor();
    const send = (o: Record<string, unknown>) =>
      request(h.app)
        .post('/api/sessions')
        .set('Authorization', h.bearer(m))
        .send(body({ durationMinutes: '', ...o }));
    const b = body();
    expectError(await send({ endTime: '23:00' }), 400, SESSION_MSG.dateRequired);
    expectError(await send({ endDate: b.sessionDate }), 400, SESSION_MSG.timeRequired);
    expectError(await send({ endDate: b.sessionDate, endTime: b.startTime }), 400, SESSION_MSG.endBeforeStart);
    const res = await send({ sessionDate: '2099-01-01', startTime: '10:00', endDate: '2099-01-01', endTime: '11:30' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ durationMinutes: 90, startsAt: '2099-01-01T07:00:00.000Z', endsAt: '2099-01-01T08:30:00.000Z' });
  });

  it('when a tag is longer than 40 characters or the zone is unknown, then 400', async () => {
    const m = await mentor();
    expectError(
      await request(h.app)
        .post('/api/sessions')
        .set('Authorization', h.bearer(m))
        .send(body({ tags: ['x'.repeat(41)] })),
      400,
      MSG.tagTooLong,
    );
    expectError(
      await request(h.app)
        .post('/api/sessions')
        .set('Authorization', h.bearer(m))
        .send(body({ timeZone: 'Mars/Olympus' })),
      400,
      SESSION_MSG.timeZoneInvalid,
    );
  });

  it('when the time is given in another zone, then it is converted from that zone', async () => {
    const m = await mentor();
    const s = await create(m, { sessionDate: '2099-07-01', startTime: '09:00', timeZone: 'Europe/London' });
    expect(s.startsAt).toBe('2099-07-01T08:00:00.000Z');
  });

  it('when an institution admin creates one, then the presenter is a chosen mentor and the session belongs to the institution', async () => {
    const { admin, inst } = await institutionAdmin();
    const m = await mentor({ firstname: 'Neema', lastname: 'Mushi' });
    const learner = await h.user();
    const send = (o: Record<string, unknown>) =>
      request(h.app)
        .post('/api/sessions')
        .set('Authorization', h.bearer(admin))
        .send(body({ presenter: '', ...o }));
    expectError(await send({}), 400, SESSION_MSG.presenterRequired);
    expectError(await send({ presenterId: learner.id }), 400, SESSION_MSG.presenterNotMentor);
    expectError(await send({ presenterId: 'not-a-uuid' }), 400, SESSION_MSG.presenterNotMentor);
    // A mentor of the platform who is not one of the institution's mentors is refused.
    expectError(await send({ presenterId: m.id }), 400, AFFILIATION_MSG.presenterNotAffiliated);
    await affiliate(admin, inst, m);
    const res = await send({ presenterId: m.id });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      presenter: { _id: m.id, name: 'Neema Mushi' },
      institutionId: inst.id,
      can: { edit: true, cancel: true, seeAttendees: true },
      isPresenter: false,
    });
  });
});

describe('GET /api/sessions/all and /api/sessions/', () => {
  it('when anyone lists, then only upcoming, not cancelled sessions, newest date first, with the total count', async () => {
    const m = await mentor();
    const soon = await create(m, kampala(2));
    const later = await create(m, kampala(72));
    const cancelled = await create(m, kampala(24));
    await request(h.app).delete(`/api/sessions/${cancelled._id}`).set('Authorization', h.bearer(m)).expect(200);
    await pastSession(m);
    const res = await request(h.app).get('/api/sessions/all');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.data.map((s: { _id: string }) => s._id)).toEqual([later._id, soon._id]);
    const soonest = await request(h.app).get('/api/sessions/all?sort=soonest&limit=1');
    expect(soonest.body).toMatchObject({ count: 2, data: [{ _id: soon._id }] });
    // /sessions/all ignores `when`: it is upcoming only.
    expect((await request(h.app).get('/api/sessions/all?when=past')).body.count).toBe(2);
    expect((await request(h.app).get('/api/sessions/?when=past')).body.count).toBe(1);
    expect((await request(h.app).get('/api/sessions')).body.count).toBe(3);
  });

  it('when a session is running now, then it is still upcoming (split by the end time)', async () => {
    const m = await mentor();
    const running = await create(m, { ...kampala(-0.5), durationMinutes: 60 });
    const res = await request(h.app).get('/api/sessions/all');
    expect(res.body.data).toEqual([expect.objectContaining({ _id: running._id, isPast: false })]);
  });

  it('when filtered by presenter or sorted by popularity, then the list follows', async () => {
    const a = await mentor();
    const b = await mentor({ firstname: 'Wanjiru', lastname: 'Kamau' });
    const s1 = await create(a, kampala(10));
    const s2 = await create(b, kampala(20));
    await register(s1._id, await h.user());
    await register(s1._id, await h.user());
    await register(s2._id, await h.user());
    const byB = await request(h.app).get(`/api/sessions/all?presenter=${b.id}`);
    expect(byB.body.data.map((s: { _id: string }) => s._id)).toEqual([s2._id]);
    const both = await request(h.app).get(`/api/sessions/all?presenter=${a.id},${b.id}&sort=popular`);
    expect(both.body.data.map((s: { attendeeCount: number }) => s.attendeeCount)).toEqual([2, 1]);
    expect((await request(h.app).get('/api/sessions/all?presenter=nonsense')).body).toMatchObject({ data: [], count: 0 });
    expectError(await request(h.app).get('/api/sessions/all?sort=random'), 400, 'sort must be latest, soonest or popular');
    expectError(await request(h.app).get('/api/sessions/all?limit=1000'), 400, 'limit must be at most 100');
  });

  it('when subscribed=true, then only my registrations; a guest gets 401', async () => {
    const m = await mentor();
    const learner = await h.user();
    const mine = await create(m, kampala(5));
    await create(m, kampala(6));
    await register(mine._id, learner).expect(201);
    expectError(await request(h.app).get('/api/sessions/all?subscribed=true'), 401, SESSION_MSG.subscribedNeedsSignIn);
    const res = await request(h.app).get('/api/sessions/all?subscribed=true').set('Authorization', h.bearer(learner));
    expect(res.body).toMatchObject({ count: 1, data: [{ _id: mine._id, registeredByMe: true }] });
  });

  it('when filtered by institution, then only its sessions', async () => {
    const { admin, inst } = await institutionAdmin();
    const m = await mentor();
    await affiliate(admin, inst, m);
    await create(m);
    const res = await request(h.app)
      .post('/api/sessions')
      .set('Authorization', h.bearer(admin))
      .send(body({ presenterId: m.id }));
    const list = await request(h.app).get(`/api/sessions/?institution=${inst.id}`);
    expect(list.body).toMatchObject({ count: 1, data: [{ _id: res.body.data._id }] });
  });

  it('when the viewer is neither registered nor the organiser, then the meeting link is hidden', async () => {
    const m = await mentor();
    const s = await create(m);
    const stranger = await h.user();
    const asGuest = await request(h.app).get('/api/sessions/all');
    expect(asGuest.body.data[0]).toMatchObject({ sessionAddressLink: null, hasAddressLink: true });
    const asStranger = await request(h.app).get(`/api/sessions/session/${s._id}`).set('Authorization', h.bearer(stranger));
    expect(asStranger.body.data.sessionAddressLink).toBeNull();
    await register(s._id, stranger).expect(201);
    const after = await request(h.app).get(`/api/sessions/session/${s._id}`).set('Authorization', h.bearer(stranger));
    expect(after.body.data.sessionAddressLink).toBe('https://meet.google.com/abc-defg-hij');
  });
});

describe('GET /api/sessions/mentor', () => {
  it('when a guest asks, then 401', async () => {
    expectError(await request(h.app).get('/api/sessions/mentor'), 401, MSG.notSignedIn);
  });

  it("when a mentor asks, then the sessions they created or present, past and upcoming, and no one else's", async () => {
    const m = await mentor();
    const other = await mentor({ firstname: 'Other' });
    const { admin, inst: institution } = await institutionAdmin();
    await affiliate(admin, institution, m);
    const own = await create(m);
    const past = await pastSession(m);
    await create(other);
    const inst = await request(h.app)
      .post('/api/sessions')
      .set('Authorization', h.bearer(admin))
      .send(body({ presenterId: m.id }));
    const res = await request(h.app).get('/api/sessions/mentor').set('Authorization', h.bearer(m));
    expect(res.body.count).toBe(3);
    expect(res.body.data.map((s: { _id: string }) => s._id).sort()).toEqual([own._id, past.id, inst.body.data._id].sort());
    expect(res.body.data.find((s: { _id: string }) => s._id === past.id).isPast).toBe(true);
    // The institution admin sees the institution's session as theirs.
    const adminList = await request(h.app).get('/api/sessions/mentor').set('Authorization', h.bearer(admin));
    expect(adminList.body).toMatchObject({
      count: 1,
      data: [{ _id: inst.body.data._id, can: { edit: true, cancel: true, seeAttendees: true } }],
    });
  });
});

describe('GET /api/sessions/session/:id', () => {
  it('when the id is unknown or not a uuid, then 404', async () => {
    expectError(await request(h.app).get('/api/sessions/session/00000000-0000-4000-8000-000000000000'), 404, SESSION_MSG.sessionNotFound);
    expectError(await request(h.app).get('/api/sessions/session/abc'), 404, SESSION_MSG.sessionNotFound);
  });

  it("when someone with the presenter's full name looks, then they are not the presenter (identity is by id)", async () => {
    const m = await mentor();
    const namesake = await h.user({ firstname: 'David', lastname: 'Otieno' });
    const s = await create(m, { presenter: 'David Otieno' });
    const res = await request(h.app).get(`/api/sessions/session/${s._id}`).set('Authorization', h.bearer(namesake));
    expect(res.body.data).toMatchObject({ isPresenter: false, can: { edit: false, cancel: false, seeAttendees: false } });
    const own = await request(h.app).get(`/api/sessions/session/${s._id}`).set('Authorization', h.bearer(m));
    expect(own.body.data).toMatchObject({ isPresenter: true, can: { edit: true, cancel: true, seeAttendees: true } });
    // Public: no token at all.
    expect((await request(h.app).get(`/api/sessions/session/${s._id}/`)).status).toBe(200);
  });
});

describe('GET /api/sessions/session/:id/ics', () => {
  it('when asked, then a calendar file with UTC times and the session page, never the meeting link', async () => {
    const m = await mentor();
    const s = await create(m, { sessionDate: '2099-03-10', startTime: '14:00' });
    const res = await request(h.app).get(`/api/sessions/session/${s._id}/ics`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toContain('delv-session.ics');
    expect(res.text).toContain('DTSTART:20990310T110000Z\r\n');
    expect(res.text).toContain('DTEND:20990310T120000Z\r\n');
    expect(res.text).toContain(`URL:http://delv.test/session/${s._id}\r\n`);
    expect(res.text).toContain('SUMMARY:Breaking into data science\r\n');
    expect(res.text).not.toContain('meet.google.com');
    expectError(await request(h.app).get('/api/sessions/session/abc/ics'), 404, SESSION_MSG.sessionNotFound);
  });
});

describe('GET /api/sessions/session/:id/attendees', () => {
  it('when the organiser asks, then the registrations; others 403; guests 401', async () => {
    const m = await mentor();
    const s = await create(m);
    const learner = await h.user();
    await register(s._id, learner).expect(201);
    await register(s._id, undefined, guest).expect(201);
    const res = await request(h.app).get(`/api/sessions/session/${s._id}/attendees`).set('Authorization', h.bearer(m));
    expect(res.body.count).toBe(2);
    expect(res.body.data).toEqual([
      expect.objectContaining({ userId: learner.id, email: learner.email }),
      expect.objectContaining({ userId: null, firstname: 'Wanjiku', email: 'wanjiku@example.com' }),
    ]);
    expectError(
      await request(h.app).get(`/api/sessions/session/${s._id}/attendees`).set('Authorization', h.bearer(learner)),
      403,
      SESSION_MSG.notOwner,
    );
    expectError(await request(h.app).get(`/api/sessions/session/${s._id}/attendees`), 401, MSG.notSignedIn);
  });
});

describe('POST /api/user/event/register', () => {
  it('when a member registers, then 201 Registration Successful, counted, and a confirmation mail with an .ics file', async () => {
    const m = await mentor();
    const s = await create(m, { sessionDate: '2099-03-10', startTime: '14:00' });
    const learner = await h.user({ firstname: 'Amina' });
    // A userId in the body is ignored: the token decides who registers.
    const res = await register(s._id, learner, { userId: 'Unregistered_User' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(SESSION_MSG.registered);
    expect(res.body.data).toMatchObject({
      _id: s._id,
      registeredByMe: true,
      attendeeCount: 1,
      sessionAddressLink: 'https://meet.google.com/abc-defg-hij',
    });
    const [reg] = await h.deps.db.select().from(sessionRegistrations);
    expect(reg).toMatchObject({ userId: learner.id, firstname: 'Amina', email: learner.email });
    const mails = (await h.mails()).filter((x) => x.to === learner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Registration confirmed: Breaking into data science');
    expect(mails[0].body).toContain('Tuesday, 10 March 2099');
    expect(mails[0].body).toMatch(/Content-Type: text\/calendar/);
    expect(mails[0].body).toContain('filename=delv-session.ics');
    const ics = icsIn(mails[0].body);
    expect(ics).toContain('DTSTART:20990310T110000Z');
    expect(ics).toContain('meet.google.com/abc-defg-hij');
  });

  it('when the same member registers twice, then 409 You registered already and the count stays', async () => {
    const m = await mentor();
    const s = await create(m);
    const learner = await h.user();
    await register(s._id, learner).expect(201);
    expectError(await register(s._id, learner), 409, SESSION_MSG.registeredAlready, 'CONFLICT');
    const [row] = await h.deps.db.select().from(sessions).where(eq(sessions.id, s._id));
    expect(row.attendeeCount).toBe(1);
  });

  it('when a guest registers with the form, then they are recorded without an account; the same e-mail again is refused', async () => {
    const m = await mentor();
    const s = await create(m);
    const res = await register(s._id, undefined, guest);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ registeredByMe: false, attendeeCount: 1, sessionAddressLink: null });
    const [reg] = await h.deps.db.select().from(sessionRegistrations);
    expect(reg).toMatchObject({ userId: null, firstname: 'Wanjiku', lastname: 'Mwangi', email: 'wanjiku@example.com' });
    expect((await h.mails()).map((x) => x.to)).toEqual(['wanjiku@example.com']);
    expectError(await register(s._id, undefined, { ...guest, email: 'WANJIKU@example.com' }), 409, SESSION_MSG.registeredAlready);
    // A member whose account e-mail a guest already used is the same person.
    const member = await h.user({ email: 'wanjiku@example.com' });
    expectError(await register(s._id, member), 409, SESSION_MSG.registeredAlready);
  });

  it("when a guest leaves out a field, then 400 with the form's message", async () => {
    const m = await mentor();
    const s = await create(m);
    expectError(await register(s._id, undefined, { ...guest, firstname: '' }), 400, MSG.firstNameRequired);
    expectError(await register(s._id, undefined, { ...guest, lastname: ' ' }), 400, MSG.lastNameRequired);
    expectError(await register(s._id, undefined, { ...guest, email: '' }), 400, MSG.emailRequired);
    expectError(await register(s._id, undefined, { ...guest, email: 'wanjiku@example' }), 400, MSG.emailInvalid);
    expectError(await register('', undefined, guest), 400, SESSION_MSG.eventIdRequired);
    expectError(await register('00000000-0000-4000-8000-000000000000', undefined, guest), 404, SESSION_MSG.sessionNotFound);
  });

  it('when the presenter tries to register, then 400 You are a Presenter', async () => {
    const m = await mentor();
    const s = await create(m);
    expectError(await register(s._id, m), 400, SESSION_MSG.youArePresenter);
  });

  it('when the session is cancelled or over, then registration is refused', async () => {
    const m = await mentor();
    const s = await create(m);
    const past = await pastSession(m);
    await request(h.app).delete(`/api/sessions/${s._id}`).set('Authorization', h.bearer(m)).expect(200);
    expectError(await register(s._id, undefined, guest), 400, SESSION_MSG.sessionCancelled);
    expectError(await register(past.id, undefined, guest), 400, SESSION_MSG.sessionEnded);
  });
});

describe('PUT /api/sessions/:id (edit)', () => {
  it('when the owner edits, then 200 Session updated and every registered attendee is e-mailed', async () => {
    const m = await mentor();
    const s = await create(m);
    await register(s._id, await h.user()).expect(201);
    await register(s._id, undefined, guest).expect(201);
    const res = await request(h.app)
      .put(`/api/sessions/${s._id}`)
      .set('Authorization', h.bearer(m))
      .send(body({ sessionTitle: 'New title', price: 5000 }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: SESSION_MSG.updated, data: { sessionTitle: 'New title', price: 5000, attendeeCount: 2 } });
    const mails = await h.mails();
    expect(mails.filter((x) => x.subject === 'Session updated: New title')).toHaveLength(2);
  });

  it('when the start moves, then reminders are due again', async () => {
    const m = await mentor();
    const s = await create(m);
    await register(s._id, undefined, guest).expect(201);
    await h.deps.db.update(sessionRegistrations).set({ remindedAt: new Date() });
    await request(h.app)
      .put(`/api/sessions/${s._id}`)
      .set('Authorization', h.bearer(m))
      .send(body(kampala(72)))
      .expect(200);
    const [reg] = await h.deps.db.select().from(sessionRegistrations);
    expect(reg.remindedAt).toBeNull();
  });

  it('when someone else edits, then 403; a guest 401; an unknown id 404; bad input 400', async () => {
    const m = await mentor();
    const other = await mentor({ firstname: 'Other' });
    const s = await create(m);
    expectError(
      await request(h.app).put(`/api/sessions/${s._id}`).set('Authorization', h.bearer(other)).send(body()),
      403,
      SESSION_MSG.notOwner,
    );
    expectError(await request(h.app).put(`/api/sessions/${s._id}`).send(body()), 401, MSG.notSignedIn);
    expectError(
      await request(h.app).put('/api/sessions/nope').set('Authorization', h.bearer(m)).send(body()),
      404,
      SESSION_MSG.sessionNotFound,
    );
    expectError(
      await request(h.app)
        .put(`/api/sessions/${s._id}`)
        .set('Authorization', h.bearer(m))
        .send(body({ sessionTitle: '' })),
      400,
      SESSION_MSG.titleRequired,
    );
  });

  it('when another admin of the same institution edits its session, then it is allowed', async () => {
    const { admin, inst } = await institutionAdmin();
    const second = await h.user({ usercategory: ['institution'] });
    await h.deps.db
      .update(institutions)
      .set({ admins: [admin.id, second.id] })
      .where(eq(institutions.id, inst.id));
    const m = await mentor();
    await affiliate(admin, inst, m);
    const created = await request(h.app)
      .post('/api/sessions')
      .set('Authorization', h.bearer(admin))
      .send(body({ presenterId: m.id }));
    const res = await request(h.app)
      .put(`/api/sessions/${created.body.data._id}`)
      .set('Authorization', h.bearer(second))
      .send(body({ presenterId: m.id, organiser: 'MIT' }));
    expect(res.body).toMatchObject({ success: true, data: { organiser: 'MIT' } });
    // The presenting mentor is not the organiser.
    expectError(
      await request(h.app)
        .put(`/api/sessions/${created.body.data._id}`)
        .set('Authorization', h.bearer(m))
        .send(body({ presenterId: m.id })),
      403,
      SESSION_MSG.notOwner,
    );
  });
});

describe('DELETE /api/sessions/:id (cancel)', () => {
  it('when the owner cancels, then the session is marked cancelled, attendees are told, and a second cancel is 400', async () => {
    const m = await mentor();
    const s = await create(m);
    await register(s._id, undefined, guest).expect(201);
    const res = await request(h.app).delete(`/api/sessions/${s._id}`).set('Authorization', h.bearer(m));
    expect(res.body).toMatchObject({ success: true, message: SESSION_MSG.cancelled, data: { cancelled: true } });
    const mails = await h.mails();
    const notice = mails.find((x) => x.subject === 'Session cancelled: Breaking into data science');
    expect(notice?.to).toBe('wanjiku@example.com');
    expect(icsIn(notice!.body)).toContain('STATUS:CANCELLED');
    expectError(await request(h.app).delete(`/api/sessions/${s._id}`).set('Authorization', h.bearer(m)), 400, SESSION_MSG.sessionCancelled);
    expectError(
      await request(h.app).put(`/api/sessions/${s._id}`).set('Authorization', h.bearer(m)).send(body()),
      400,
      SESSION_MSG.sessionCancelled,
    );
    // Still readable by id (registrants see what happened).
    expect((await request(h.app).get(`/api/sessions/session/${s._id}`)).body.data.cancelled).toBe(true);
  });

  it('when someone else cancels, then 403; a guest 401', async () => {
    const m = await mentor();
    const s = await create(m);
    expectError(
      await request(h.app)
        .delete(`/api/sessions/${s._id}`)
        .set('Authorization', h.bearer(await h.user())),
      403,
      SESSION_MSG.notOwner,
    );
    expectError(await request(h.app).delete(`/api/sessions/${s._id}`), 401, MSG.notSignedIn);
  });
});

/** The .ics part of a mail: nodemailer sends it base64-encoded (the harness's quoted-printable
 * undo may eat the padding before the boundary, which Buffer tolerates). */
function icsIn(raw: string): string {
  const m = /Content-Type: text\/calendar[^]*?Content-Transfer-Encoding: base64[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw);
  if (!m) throw new Error('no calendar part');
  return Buffer.from(m[1].replace(/\s+/g, ''), 'base64').toString('utf8');
}

describe('attendee counts under parallel calls (issue 26 #6)', () => {
  const rows = async (sessionId: string) =>
    (await h.deps.db.select().from(sessionRegistrations).where(eq(sessionRegistrations.sessionId, sessionId))).length;
  const stored = async (sessionId: string) => (await h.deps.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0].attendeeCount;

  it('when one member registers 20 times at once while others register, then attendee_count equals the registrations', async () => {
    const presenter = await mentor();
    const s = await create(presenter);
    const me = await h.user();
    const others = await Promise.all(Array.from({ length: 6 }, () => h.user()));
    const answers = await Promise.all([...Array.from({ length: 20 }, () => register(s._id, me)), ...others.map((o) => register(s._id, o))]);
    expect(answers.filter((r) => r.status === 201)).toHaveLength(7);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await rows(s._id)).toBe(7);
    expect(await stored(s._id)).toBe(7);
  });

  it('when a registered member deletes their account, then the session counts one attendee fewer', async () => {
    const presenter = await mentor();
    const s = await create(presenter);
    const [me, other] = [await h.user(), await h.user()];
    await register(s._id, me).expect(201);
    await register(s._id, other).expect(201);
    await request(h.app).delete('/api/user').set('Authorization', h.bearer(me)).send({ password: PASSWORD }).expect(200);
    expect(await rows(s._id)).toBe(1);
    expect(await stored(s._id)).toBe(1);
  });
});
