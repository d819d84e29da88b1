import { count } from 'drizzle-orm';
import { COUNTRIES, roleOf } from '@delv/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { disciplines, follows, institutions, users } from '../../db/schema';
import { DEMO_PASSWORD, seed } from '../../seed/seed';
import { createHarness, request } from '../../../test/harness';
import { grantRole, revokeRole } from '../users/users.service';

const h = await createHarness();
beforeEach(() => h.reset());

describe('GET /api/disciplines', () => {
  it('when nothing is seeded, then an empty list', async () => {
    expect((await request(h.app).get('/api/disciplines')).body).toEqual({ success: true, data: [] });
  });

  it('when seeded, then every discipline with its keywords, sorted by name', async () => {
    await seed(h.deps.db, { bcryptCost: 4 });
    const res = await request(h.app).get('/api/disciplines/');
    expect(res.body.data.length).toBeGreaterThanOrEqual(12);
    const names = res.body.data.map((d: { name: string }) => d.name);
    expect(names).toEqual([...names].sort());
    expect(res.body.data).toContainEqual({
      _id: expect.any(String),
      name: 'Data Science',
      keywords: ['Data Science', 'Machine Learning', 'Statistics', 'Python'],
    });
  });
});

describe('demo data (seed)', () => {
  it('when seeded twice, then nothing is duplicated, and the demo accounts match the contract', async () => {
    const first = await seed(h.deps.db, { bcryptCost: 4 });
    const second = await seed(h.deps.db, { bcryptCost: 4 });
    expect(second).toEqual({ usersCreated: 0, institutionsCreated: 0, disciplinesCreated: 0 });
    const [{ n: userCount }] = await h.deps.db.select({ n: count() }).from(users);
    expect(userCount).toBe(first.usersCreated);
    expect(userCount).toBeGreaterThanOrEqual(20);
    expect((await h.deps.db.select().from(institutions)).length).toBe(3);

    const all = await h.deps.db.select().from(users);
    expect(all.every((u) => u.confirmed)).toBe(true);
    for (const c of COUNTRIES.filter((c) => c !== 'Other')) expect(all.some((u) => u.country === c)).toBe(true);
    for (const cat of ['student', 'graduate', 'employee', 'mentor', 'trainer', 'institution']) {
      expect(all.some((u) => u.usercategory[0] === cat)).toBe(true);
    }
    const mentors = all.filter((u) => roleOf(u.usercategory) === 'mentor');
    expect(mentors.length).toBeGreaterThanOrEqual(5);
    for (const m of mentors) {
      expect(m.interests.length).toBeGreaterThanOrEqual(3);
      expect(m.bio && m.qualification && m.experience).toBeTruthy();
    }
    expect((await h.deps.db.select().from(follows)).length).toBeGreaterThan(0);
    expect((await h.deps.db.select().from(disciplines)).length).toBeGreaterThanOrEqual(12);
  });

  it('when seeded, then the four demo accounts sign in with the demo password as described', async () => {
    await seed(h.deps.db, { bcryptCost: 4 });
    const login = async (email: string) => {
      const res = await request(h.app).post('/api/auth/login').send({ email, password: DEMO_PASSWORD });
      expect(res.status).toBe(200);
      return res.body.user;
    };
    expect(await login('learner@delv.africa')).toMatchObject({ usercategory: ['student'], country: 'Uganda' });
    const mentor = await login('mentor@delv.africa');
    expect(mentor).toMatchObject({ usercategory: ['mentor'], country: 'Kenya' });
    expect(mentor.interests).toContain('Data Science');
    const inst = await login('institution@delv.africa');
    expect(inst.usercategory).toEqual(['institution']);
    const [mit] = (await h.deps.db.select().from(institutions)).filter((i) => i.id === inst.institutionId);
    expect(mit.institutionName).toBe('Makerere Institute of Technology');
    expect((await login('admin@delv.africa')).roles).toEqual(['admin', 'claimReviewer']);
  });

  it('when seeded at bcrypt cost 12, then it takes well under 3 seconds (one shared hash)', async () => {
    const started = Date.now();
    await seed(h.deps.db, { bcryptCost: 12 });
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('system roles (npm run admin, ADMIN_EMAILS)', () => {
  it('when a role is granted twice and revoked, then the roles list stays clean', async () => {
    const u = await h.user();
    expect(await grantRole(h.deps.db, u.email.toUpperCase(), 'admin')).toBe(true);
    expect(await grantRole(h.deps.db, u.email, 'admin')).toBe(true);
    expect(await grantRole(h.deps.db, u.email, 'claimReviewer')).toBe(true);
    let me = await request(h.app).get('/api/user/profile').set('Authorization', h.bearer(u));
    expect(me.body.data.roles).toEqual(['admin', 'claimReviewer']);
    await revokeRole(h.deps.db, u.email, 'admin');
    me = await request(h.app).get('/api/user/profile').set('Authorization', h.bearer(u));
    expect(me.body.data.roles).toEqual(['claimReviewer']);
    await revokeRole(h.deps.db, u.email);
    me = await request(h.app).get('/api/user/profile').set('Authorization', h.bearer(u));
    expect(me.body.data.roles).toEqual([]);
    expect(await grantRole(h.deps.db, 'nobody@example.com', 'admin')).toBe(false);
  });
});
