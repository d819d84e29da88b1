import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { LIMITS, MSG } from '@delv/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { follows, institutions, users } from '../../db/schema';
import { PASSWORD, createHarness, expectError, request } from '../../../test/harness';

const h = await createHarness();
beforeEach(() => h.reset());

// A real 1x1 PNG and a real 1x1 GIF.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const profileBody = {
  firstname: 'Amina',
  lastname: 'Nakato',
  email: 'amina@example.com',
  country: 'Kenya',
  category: 'graduate',
  linkedIn: 'https://www.linkedin.com/in/amina',
  about: 'About me',
};

const PRIVATE_KEYS = ['email', 'passwordHash', 'password_hash', 'tokenVersion', 'roles', 'confirmed'];

describe('GET /api/user/profile', () => {
  it('when a guest asks, then 401 notSignedIn', async () => {
    expectError(await request(h.app).get('/api/user/profile'), 401, MSG.notSignedIn, 'UNAUTHENTICATED');
  });

  it('when the header is not a bearer token, then 401', async () => {
    expectError(await request(h.app).get('/api/user/profile').set('Authorization', 'Basic abc'), 401, MSG.notSignedIn);
    expectError(await request(h.app).get('/api/user/profile').set('Authorization', 'Bearer nonsense'), 401, MSG.sessionExpired);
  });

  it('when signed in, then the own CurrentUser with counts and no secrets', async () => {
    const u = await h.user({ roles: ['claimReviewer'] });
    const res = await request(h.app).get('/api/user/profile').set('Authorization', h.bearer(u));
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({
      _id: u.id,
      email: u.email,
      confirmed: true,
      roles: ['claimReviewer'],
      followersCount: 0,
      followingCount: 0,
      institutionId: null,
      profilePicture: null,
      interests: [],
    });
    expect(res.body.data).not.toHaveProperty('passwordHash');
    expect(res.body.data).not.toHaveProperty('tokenVersion');
    expect(new Date(res.body.data.createdAt).toISOString()).toBe(res.body.data.createdAt);
  });
});

describe('PUT /api/user (profile)', () => {
  it('when signed in with valid fields, then the profile changes and the category becomes the title', async () => {
    const u = await h.user({ usercategory: ['student'] });
    const res = await request(h.app).put('/api/user').set('Authorization', h.bearer(u)).send(profileBody);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.userUpdateComplete);
    expect(res.body.data).toMatchObject({
      firstname: 'Amina',
      email: 'amina@example.com',
      country: 'Kenya',
      usercategory: ['student', 'graduate'],
      linkedIn: 'https://www.linkedin.com/in/amina',
      about: 'About me',
      twitter: '',
    });
    // Back to the role's own category collapses to one entry.
    const again = await request(h.app)
      .put('/api/user')
      .set('Authorization', h.bearer(u))
      .send({ ...profileBody, category: 'student' });
    expect(again.body.data.usercategory).toEqual(['student']);
  });

  it("when a body names another user, then only the token's owner changes", async () => {
    const a = await h.user();
    const b = await h.user({ firstname: 'Bob' });
    await request(h.app)
      .put('/api/user')
      .set('Authorization', h.bearer(a))
      .send({ ...profileBody, _id: b.id, id: b.id, userId: b.id })
      .expect(200);
    const [bAfter] = await h.deps.db.select().from(users).where(eq(users.id, b.id));
    expect(bAfter.firstname).toBe('Bob');
    const [aAfter] = await h.deps.db.select().from(users).where(eq(users.id, a.id));
    expect(aAfter.firstname).toBe('Amina');
  });

  it('when the body tries to grant roles or confirm, then those fields are ignored', async () => {
    const u = await h.user();
    await request(h.app)
      .put('/api/user')
      .set('Authorization', h.bearer(u))
      .send({ ...profileBody, roles: ['admin'], confirmed: false })
      .expect(200);
    const [after] = await h.deps.db.select().from(users).where(eq(users.id, u.id));
    expect(after.roles).toEqual([]);
    expect(after.confirmed).toBe(true);
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['no first name', { firstname: '' }, 'firstname', MSG.firstNameRequired],
    ['no last name', { lastname: undefined }, 'lastname', MSG.lastNameRequired],
    ['no e-mail', { email: '' }, 'email', MSG.emailRequired],
    ['a bad e-mail', { email: 'amina' }, 'email', MSG.emailInvalid],
    ['no country', { country: '' }, 'country', MSG.countryRequired],
    ['no category', { category: undefined }, 'category', MSG.categoryRequired],
    ['an unknown category', { category: 'wizard' }, 'category', MSG.categoryRequired],
    ['a LinkedIn value that is not a web address', { linkedIn: 'linkedin' }, 'linkedIn', MSG.invalidUrl],
    ['a javascript: link', { website: 'javascript:alert(1)' }, 'website', MSG.invalidUrl],
    ['an About over 5000 characters', { about: 'a'.repeat(5001) }, 'about', MSG.tooLong('About', LIMITS.TEXT_MAX)],
    ['a qualification over 200 characters', { qualification: 'q'.repeat(201) }, 'qualification', MSG.tooLong('Qualification', 200)],
  ];
  for (const [what, patch, field, message] of cases) {
    it(`when the profile has ${what}, then 400 "${message}"`, async () => {
      const u = await h.user();
      const error = expectError(
        await request(h.app)
          .put('/api/user')
          .set('Authorization', h.bearer(u))
          .send({ ...profileBody, ...patch }),
        400,
        message,
        'VALIDATION',
      );
      expect(error.fields?.[field]).toBe(message);
    });
  }

  it('when the new e-mail belongs to someone else, then 409 emailTaken', async () => {
    const u = await h.user();
    await h.user({ email: 'amina@example.com' });
    expectError(await request(h.app).put('/api/user').set('Authorization', h.bearer(u)).send(profileBody), 409, MSG.emailTaken, 'CONFLICT');
  });

  it('when a guest updates, then 401', async () => {
    expectError(await request(h.app).put('/api/user').send(profileBody), 401, MSG.notSignedIn);
  });

  it('when the token was revoked by logout, then 401 sessionExpired', async () => {
    const u = await h.user();
    const token = h.bearer(u);
    await request(h.app).get('/api/auth/logout').set('Authorization', token).expect(200);
    expectError(await request(h.app).put('/api/user').set('Authorization', token).send(profileBody), 401, MSG.sessionExpired);
  });
});

describe('PUT /api/user/interests', () => {
  it('when the old client sends a comma-joined string, then the list is stored without duplicates', async () => {
    const u = await h.user();
    const res = await request(h.app)
      .put('/api/user/interests')
      .set('Authorization', h.bearer(u))
      .send({ interests: 'Python, Statistics,python, Machine Learning' });
    expect(res.body).toMatchObject({
      success: true,
      message: MSG.userInterestsAdded,
      data: { interests: ['Python', 'Statistics', 'Machine Learning'] },
    });
  });

  it('when a list is sent, then it is stored', async () => {
    const u = await h.user();
    const res = await request(h.app)
      .put('/api/user/interests')
      .set('Authorization', h.bearer(u))
      .send({ interests: ['A', 'B', 'C'] });
    expect(res.body.data.interests).toEqual(['A', 'B', 'C']);
  });

  it('when fewer than 3 are chosen, then 400 interestsMin', async () => {
    const u = await h.user();
    const e = expectError(
      await request(h.app).put('/api/user/interests').set('Authorization', h.bearer(u)).send({ interests: 'A,B' }),
      400,
      MSG.interestsMin,
    );
    expect(e.fields).toEqual({ interests: MSG.interestsMin });
    expectError(await request(h.app).put('/api/user/interests').set('Authorization', h.bearer(u)).send({}), 400, MSG.interestsMin);
  });

  it('when an interest is too long, then 400 tagTooLong', async () => {
    const u = await h.user();
    expectError(
      await request(h.app)
        .put('/api/user/interests')
        .set('Authorization', h.bearer(u))
        .send({ interests: ['A', 'B', 'x'.repeat(81)] }),
      400,
      MSG.tagTooLong,
    );
  });

  it('when a guest sends interests, then 401', async () => {
    expectError(await request(h.app).put('/api/user/interests').send({ interests: 'A,B,C' }), 401, MSG.notSignedIn);
  });
});

describe('PUT /api/user/image', () => {
  const filePath = (publicUrl: string) => path.join(h.dir, 'uploads', ...publicUrl.replace(/^\/files\//, '').split('/'));

  it('when a PNG is uploaded, then it is stored, served at /files and replaces the previous picture', async () => {
    const u = await h.user();
    const first = await request(h.app).put('/api/user/image').set('Authorization', h.bearer(u)).attach('profilePicture', PNG, 'me.png');
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(MSG.userUpdateComplete);
    const url = first.body.data.profilePicture.publicUrl as string;
    expect(url).toMatch(new RegExp(`^/files/users/${u.id}/[0-9a-f-]+\\.png$`));
    const served = await request(h.app).get(url).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);

    // The client's file name and type are not trusted: a GIF named .png is stored as .gif.
    const second = await request(h.app)
      .put('/api/user/image')
      .set('Authorization', h.bearer(u))
      .attach('profilePicture', GIF, { filename: 'x.png', contentType: 'image/png' });
    expect(second.body.data.profilePicture.publicUrl).toMatch(/\.gif$/);
    expect(existsSync(filePath(url))).toBe(false);
    expect(existsSync(filePath(second.body.data.profilePicture.publicUrl))).toBe(true);

    // Others see only the public URL.
    const pub = await request(h.app).get(`/api/user/${u.id}`);
    expect(pub.body.data.profilePicture).toMatchObject({ publicUrl: second.body.data.profilePicture.publicUrl });
  });

  it('when no file is sent, then 400 fileRequired', async () => {
    const u = await h.user();
    expectError(await request(h.app).put('/api/user/image').set('Authorization', h.bearer(u)), 400, MSG.fileRequired);
    expectError(await request(h.app).put('/api/user/image').set('Authorization', h.bearer(u)).field('name', 'x'), 400, MSG.fileRequired);
    expectError(
      await request(h.app).put('/api/user/image').set('Authorization', h.bearer(u)).attach('photo', PNG, 'me.png'),
      400,
      MSG.fileRequired,
    );
  });

  it('when two files are sent, then 400 oneFileOnly', async () => {
    const u = await h.user();
    const res = await request(h.app)
      .put('/api/user/image')
      .set('Authorization', h.bearer(u))
      .attach('profilePicture', PNG, 'a.png')
      .attach('profilePicture', PNG, 'b.png');
    expectError(res, 400, MSG.oneFileOnly);
  });

  it('when a text file is renamed .png, then 415 imageOnly and nothing is stored', async () => {
    const u = await h.user();
    const res = await request(h.app)
      .put('/api/user/image')
      .set('Authorization', h.bearer(u))
      .attach('profilePicture', Buffer.from('just some text, not an image\n'), { filename: 'fake.png', contentType: 'image/png' });
    expectError(res, 415, MSG.imageOnly, 'UNSUPPORTED_MEDIA_TYPE');
    expect(existsSync(path.join(h.dir, 'uploads', 'users', u.id))).toBe(false);
  });

  it('when the image is over 5,000,000 bytes, then 413 imageTooLarge', async () => {
    const u = await h.user();
    const big = Buffer.concat([PNG, Buffer.alloc(LIMITS.IMAGE_BYTES + 1 - PNG.length)]);
    const res = await request(h.app).put('/api/user/image').set('Authorization', h.bearer(u)).attach('profilePicture', big, 'big.png');
    expectError(res, 413, MSG.imageTooLarge, 'PAYLOAD_TOO_LARGE');
    const exact = Buffer.concat([PNG, Buffer.alloc(LIMITS.IMAGE_BYTES - PNG.length)]);
    expect(
      (await request(h.app).put('/api/user/image').set('Authorization', h.bearer(u)).attach('profilePicture', exact, 'ok.png')).status,
    ).toBe(200);
  });

  it('when a guest uploads, then 401', async () => {
    expectError(await request(h.app).put('/api/user/image').attach('profilePicture', PNG, 'me.png'), 401, MSG.notSignedIn);
  });
});

describe('DELETE /api/user', () => {
  it('when the password is missing, then 400 passwordRequired', async () => {
    const u = await h.user();
    const e = expectError(await request(h.app).delete('/api/user').set('Authorization', h.bearer(u)).send({}), 400, MSG.passwordRequired);
    expect(e.fields).toEqual({ password: MSG.passwordRequired });
  });

  it('when the password is wrong, then 400 currentPasswordIncorrect and the account stays', async () => {
    const u = await h.user();
    expectError(
      await request(h.app).delete('/api/user').set('Authorization', h.bearer(u)).send({ password: 'nope' }),
      400,
      MSG.currentPasswordIncorrect,
    );
    expect(await h.deps.db.select().from(users).where(eq(users.id, u.id))).toHaveLength(1);
  });

  it('when a guest deletes, then 401', async () => {
    expectError(await request(h.app).delete('/api/user').send({ password: PASSWORD }), 401, MSG.notSignedIn);
  });

  it('when the owner confirms with the password, then the row, follows, admin seat and picture go', async () => {
    const u = await h.user({ usercategory: ['institution'] });
    const friend = await h.user();
    const [inst] = await h.deps.db
      .insert(institutions)
      .values({ institutionName: 'X', institutionType: 'Other', country: 'Uganda', admins: [u.id, friend.id] })
      .returning();
    await request(h.app).post('/api/user/follow').set('Authorization', h.bearer(u)).send({ userId: friend.id }).expect(200);
    await request(h.app).post('/api/user/follow').set('Authorization', h.bearer(friend)).send({ userId: u.id }).expect(200);
    const pic = await request(h.app).put('/api/user/image').set('Authorization', h.bearer(u)).attach('profilePicture', PNG, 'me.png');
    const picFile = path.join(h.dir, 'uploads', ...pic.body.data.profilePicture.publicUrl.replace('/files/', '').split('/'));
    expect(existsSync(picFile)).toBe(true);

    const token = h.bearer(u);
    const res = await request(h.app).delete('/api/user').set('Authorization', token).send({ password: PASSWORD });
    expect(res.body).toEqual({ success: true, message: MSG.accountDeleted });

    expect(await h.deps.db.select().from(users).where(eq(users.id, u.id))).toHaveLength(0);
    expect(await h.deps.db.select().from(follows)).toHaveLength(0);
    const [after] = await h.deps.db.select().from(institutions).where(eq(institutions.id, inst.id));
    expect(after.admins).toEqual([friend.id]);
    // Stored files are removed by a job once the deletion commits.
    await h.runJobs();
    expect(existsSync(picFile)).toBe(false);
    expectError(await request(h.app).get('/api/user/profile').set('Authorization', token), 401, MSG.sessionExpired);
    expectError(await request(h.app).get(`/api/user/${u.id}`), 404, MSG.userNotFound);
  });
});

describe('GET /api/user and /api/user/mentors', () => {
  it('when a guest lists users, then confirmed users only, newest first, with the total count and no private fields', async () => {
    const a = await h.user({ firstname: 'Old', createdAt: new Date(Date.now() - 60_000) });
    const b = await h.user({ firstname: 'New' });
    await h.user({ confirmed: false });
    const res = await request(h.app).get('/api/user');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.data.map((u: { _id: string }) => u._id)).toEqual([b.id, a.id]);
    for (const u of res.body.data) for (const k of PRIVATE_KEYS) expect(u).not.toHaveProperty(k);
    expect(res.body.data[0]).not.toHaveProperty('isFollowing');
  });

  it('when paged with skip and limit, then count stays the total', async () => {
    for (let i = 0; i < 5; i++) await h.user();
    const res = await request(h.app).get('/api/user?skip=2&limit=2');
    expect(res.body.data).toHaveLength(2);
    expect(res.body.count).toBe(5);
    const past = await request(h.app).get('/api/user/?skip=10&limit=2');
    expect(past.body).toMatchObject({ data: [], count: 5 });
  });

  const badQueries: [string, string][] = [
    ['limit=0', 'limit must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
    ['limit=abc', 'limit must be a number'],
    ['skip=-1', 'skip must be 0 or more'],
    ['skip=1.5', 'skip must be a whole number'],
    ['sort=random', 'sort must be latest, popular or trending'],
  ];
  for (const [query, message] of badQueries) {
    it(`when the query has ${query}, then 400 "${message}"`, async () => {
      expectError(await request(h.app).get(`/api/user?${query}`), 400, message, 'VALIDATION');
    });
  }

  it('when searching by name, then case-insensitive substring matches of "first last"; % is literal', async () => {
    await h.user({ firstname: 'David', lastname: 'Otieno' });
    await h.user({ firstname: 'Davina', lastname: 'Mukasa' });
    await h.user({ firstname: 'Eric', lastname: 'Ndayishimiye' });
    expect((await request(h.app).get('/api/user?q=DAVI')).body.count).toBe(2);
    expect((await request(h.app).get('/api/user?q=id%20oti')).body.count).toBe(1);
    expect((await request(h.app).get('/api/user?q=%25')).body.count).toBe(0);
    expect((await request(h.app).get('/api/user?q=_')).body.count).toBe(0);
  });

  it('when filtering by country, then All, one country and Others (not one of the five) work', async () => {
    await h.user({ country: 'Kenya' });
    await h.user({ country: 'Uganda' });
    await h.user({ country: 'Other' });
    expect((await request(h.app).get('/api/user?country=All')).body.count).toBe(3);
    expect((await request(h.app).get('/api/user?country=Kenya')).body.count).toBe(1);
    expect((await request(h.app).get('/api/user?country=Others')).body.count).toBe(1);
  });

  it('when sorted popular or trending, then by rating or views, highest first', async () => {
    const low = await h.user({ avgRating: 1, views: 100 });
    const high = await h.user({ avgRating: 5, views: 1 });
    expect((await request(h.app).get('/api/user?sort=popular')).body.data[0]._id).toBe(high.id);
    expect((await request(h.app).get('/api/user?sort=trending')).body.data[0]._id).toBe(low.id);
  });

  it('when listing mentors, then only users whose first category is mentor', async () => {
    const m = await h.user({ usercategory: ['mentor'] });
    await h.user({ usercategory: ['student', 'mentor'] });
    await h.user({ usercategory: ['mentor'], confirmed: false });
    const res = await request(h.app).get('/api/user/mentors');
    expect(res.body.count).toBe(1);
    expect(res.body.data[0]._id).toBe(m.id);
    expectError(await request(h.app).get('/api/user/mentors?limit=0'), 400, 'limit must be at least 1');
  });

  it('when a signed-in user lists, then each entry says whether they follow it', async () => {
    const me = await h.user();
    const m = await h.user({ usercategory: ['mentor'] });
    await request(h.app).post('/api/user/follow').set('Authorization', h.bearer(me)).send({ userId: m.id }).expect(200);
    const res = await request(h.app).get('/api/user/mentors').set('Authorization', h.bearer(me));
    expect(res.body.data[0]).toMatchObject({ _id: m.id, isFollowing: true, followersCount: 1 });
    // A stale token on a public list is treated as a guest, not an error.
    const stale = h.bearer(me);
    await request(h.app).get('/api/auth/logout').set('Authorization', stale).expect(200);
    const guest = await request(h.app).get('/api/user/mentors').set('Authorization', stale);
    expect(guest.status).toBe(200);
    expect(guest.body.data[0]).not.toHaveProperty('isFollowing');
  });
});

describe('GET /api/user/:id', () => {
  it('when a guest opens a profile, then the PublicUser without private fields, and a view is counted', async () => {
    const u = await h.user({ usercategory: ['mentor'], bio: 'Hello' });
    const res = await request(h.app).get(`/api/user/${u.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: u.id, bio: 'Hello', usercategory: ['mentor'], views: 1, followersCount: 0 });
    for (const k of PRIVATE_KEYS) expect(res.body.data).not.toHaveProperty(k);
    expect(res.body.data).not.toHaveProperty('isFollowing');
  });

  it('when the owner opens their own profile, then no view is counted; when signed in, isFollowing is present', async () => {
    const u = await h.user();
    const other = await h.user();
    expect((await request(h.app).get(`/api/user/${u.id}`).set('Authorization', h.bearer(u))).body.data.views).toBe(0);
    const seen = await request(h.app).get(`/api/user/${u.id}`).set('Authorization', h.bearer(other));
    expect(seen.body.data).toMatchObject({ views: 1, isFollowing: false });
  });

  it('when the id is unknown, not a uuid, or an unconfirmed user, then 404 userNotFound', async () => {
    const hidden = await h.user({ confirmed: false });
    expectError(await request(h.app).get('/api/user/00000000-0000-4000-8000-000000000000'), 404, MSG.userNotFound, 'NOT_FOUND');
    expectError(await request(h.app).get('/api/user/not-a-uuid'), 404, MSG.userNotFound);
    expectError(await request(h.app).get("/api/user/1'%20or%20'1'='1"), 404, MSG.userNotFound);
    expectError(await request(h.app).get(`/api/user/${hidden.id}`), 404, MSG.userNotFound);
  });
});
