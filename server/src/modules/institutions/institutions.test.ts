import { eq, sql } from 'drizzle-orm';
import { INSTITUTION_MSG, MSG } from '@delv/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { institutions, users } from '../../db/schema';
import { PASSWORD, createHarness, expectError, request } from '../../../test/harness';
import { PNG, TEXT } from '../../../test/fixtures';
import { institutionsAdministeredBy } from './institutions.service';

const h = await createHarness();
beforeEach(() => h.reset());

const body = {
  institutionName: 'Kampala Coding School',
  institutionType: 'Information Technology',
  country: 'Uganda',
  city: 'Kampala',
  area: '256',
  postalcode: '7062',
  website: 'https://kcs.example.com',
  specialities: 'Web Development, Data Science',
  bio: 'We teach coding.',
  firstname: 'Grace',
  lastname: 'Achieng',
  email: 'grace@kcs.example.com',
  password: PASSWORD,
};

describe('POST /api/user/institution', () => {
  it('when an institution registers and confirms, then its admin account is an institution and administers it', async () => {
    const res = await request(h.app).post('/api/user/institution').send(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: MSG.accountCreated });
    // Made after the answer, which is the same for a taken address.
    await h.settle();
    const [admin] = await h.deps.db.select().from(users).where(eq(users.email, body.email));
    const [row] = await h.deps.db
      .select()
      .from(institutions)
      .where(eq(institutions.admins, [admin.id]));
    const institutionId = row.id;
    expect(row).toMatchObject({
      institutionName: 'Kampala Coding School',
      specialities: ['Web Development', 'Data Science'],
      admins: [admin.id],
      city: 'Kampala',
    });
    expect(admin.usercategory).toEqual(['institution']);
    expect((await institutionsAdministeredBy(h.deps.db, admin.id)).map((i) => i.id)).toEqual([institutionId]);

    const token = await h.mailedToken(body.email, 'confirm/login');
    await request(h.app).get(`/api/user/confirm/${token}`).expect(200);
    const login = await request(h.app).post('/api/auth/login').send({ email: body.email, password: PASSWORD });
    expect(login.body.user).toMatchObject({ usercategory: ['institution'], institutionId });
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['no institution name', { institutionName: '' }, 'institutionName', MSG.institutionNameRequired],
    ['no institution type', { institutionType: undefined }, 'institutionType', MSG.institutionTypeRequired],
    ['an unknown institution type', { institutionType: 'Wizardry' }, 'institutionType', MSG.institutionTypeRequired],
    ['country Other', { country: 'Other' }, 'country', MSG.countryRequired],
    ['no city', { city: ' ' }, 'city', MSG.cityRequired],
    ['no bio', { bio: '' }, 'bio', MSG.institutionBioRequired],
    ['a website that is not a web address', { website: 'kcs' }, 'website', MSG.invalidUrl],
    ['a speciality over 40 characters', { specialities: ['x'.repeat(41)] }, 'specialities[0]', MSG.tagTooLong],
    ['an area code over 20 characters', { area: '1'.repeat(21) }, 'area', MSG.tooLong('Area code', 20)],
    ['no admin first name', { firstname: '' }, 'firstname', MSG.firstNameRequired],
    ['no admin last name', { lastname: '' }, 'lastname', MSG.lastNameRequired],
    ['a bad e-mail', { email: 'grace@' }, 'email', MSG.emailInvalid],
    ['a short password', { password: 'short' }, 'password', MSG.passwordMin],
  ];
  for (const [what, patch, field, message] of cases) {
    it(`when the registration has ${what}, then 400 "${message}" and nothing is created`, async () => {
      const error = expectError(
        await request(h.app)
          .post('/api/user/institution')
          .send({ ...body, ...patch }),
        400,
        message,
        'VALIDATION',
      );
      expect(error.fields?.[field]).toBe(message);
      expect(await h.deps.db.select().from(institutions)).toHaveLength(0);
    });
  }

  it('when the admin e-mail is taken, then the same 201 as for a new address, the owner is told by mail, and no orphan institution is left', async () => {
    await h.user({ email: body.email });
    const res = await request(h.app).post('/api/user/institution').send(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: MSG.accountCreated });
    expect((await h.mails()).map((m) => [m.to, m.subject])).toEqual([[body.email, 'Someone tried to sign up to Delv with your e-mail']]);
    expect(await h.deps.db.select().from(institutions)).toHaveLength(0);
  });
});

/* ---------------------------------------------------------------------------------------------
 * The institution area (issue 13): profile, directory, members, reviews and page posts.
 * ------------------------------------------------------------------------------------------- */

const profile = {
  institutionName: 'Gulu Nursing Institute',
  industry: 'Health care / Medicine',
  country: 'Uganda',
  city: 'Gulu',
  website: 'https://gni.example.com',
  specialities: ['Nursing', 'Midwifery'],
  bio: 'We train nurses and midwives for northern Uganda.',
};

async function institutionAdmin(fields: Partial<typeof institutions.$inferInsert> = {}) {
  const admin = await h.user({ usercategory: ['institution'] });
  const [row] = await h.deps.db
    .insert(institutions)
    .values({
      institutionName: 'Kampala Coding School',
      institutionType: 'Information Technology',
      country: 'Uganda',
      admins: [admin.id],
      ...fields,
    })
    .returning();
  return { admin, institution: row };
}

describe('POST /api/institution (About you)', () => {
  it('when an institution account without a profile sends About you, then 201 "Institution profile created" and it administers it', async () => {
    const admin = await h.user({ usercategory: ['institution'] });
    const res = await request(h.app).post('/api/institution').set('authorization', h.bearer(admin)).send(profile);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(INSTITUTION_MSG.profileCreated);
    expect(res.body.data).toMatchObject({
      institutionName: profile.institutionName,
      institutionType: profile.industry,
      specialities: ['Nursing', 'Midwifery'],
      admins: [admin.id],
      isAdmin: true,
      memberCount: 0,
    });
    const me = await request(h.app).get('/api/user/profile').set('authorization', h.bearer(admin));
    expect(me.body.data.institutionId).toBe(res.body.data._id);
  });

  it('when the account already has a profile, then 409 and no second one', async () => {
    const { admin } = await institutionAdmin();
    expectError(
      await request(h.app).post('/api/institution').set('authorization', h.bearer(admin)).send(profile),
      409,
      INSTITUTION_MSG.alreadyHasProfile,
    );
    expect(await institutionsAdministeredBy(h.deps.db, admin.id)).toHaveLength(1);
  });

  it('when a learner sends it, then 403; when a guest does, then 401', async () => {
    const learner = await h.user();
    expectError(
      await request(h.app).post('/api/institution').set('authorization', h.bearer(learner)).send(profile),
      403,
      INSTITUTION_MSG.onlyInstitutionAccounts,
    );
    expectError(await request(h.app).post('/api/institution').send(profile), 401, MSG.notSignedIn);
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['no name', { institutionName: '' }, MSG.institutionNameRequired],
    ['an unknown industry', { industry: 'Wizardry' }, MSG.institutionTypeRequired],
    ['no city', { city: '' }, MSG.cityRequired],
    ['no bio', { bio: ' ' }, MSG.institutionBioRequired],
    ['country Other', { country: 'Other' }, MSG.countryRequired],
  ];
  for (const [what, patch, message] of cases) {
    it(`when About you has ${what}, then 400 "${message}"`, async () => {
      const admin = await h.user({ usercategory: ['institution'] });
      expectError(
        await request(h.app)
          .post('/api/institution')
          .set('authorization', h.bearer(admin))
          .send({ ...profile, ...patch }),
        400,
        message,
        'VALIDATION',
      );
    });
  }
});

describe('PUT /api/institution/:id and its picture', () => {
  const update = {
    institutionName: 'Kampala Coding School',
    institutionType: 'Information Technology',
    country: 'Kenya',
    city: 'Nairobi',
    bio: 'Now in Nairobi too.',
    specialities: 'Web, Data',
    linkLinkedin: 'https://linkedin.com/company/kcs',
    contactEmail: 'Hello@KCS.example.com',
  };

  it('when an admin updates the profile, then the new fields show to everyone, with the published contact address', async () => {
    const { admin, institution } = await institutionAdmin();
    const res = await request(h.app).put(`/api/institution/${institution.id}`).set('authorization', h.bearer(admin)).send(update);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(INSTITUTION_MSG.profileUpdated);
    const seen = await request(h.app).get(`/api/institution/${institution.id}`);
    expect(seen.body.data).toMatchObject({
      country: 'Kenya',
      city: 'Nairobi',
      specialities: ['Web', 'Data'],
      linkLinkedin: 'https://linkedin.com/company/kcs',
      contactEmail: 'hello@kcs.example.com',
    });
    // A guest's answer says nothing about the viewer, and never holds an admin's login e-mail.
    expect(seen.body.data).not.toHaveProperty('isMember');
    expect(JSON.stringify(seen.body)).not.toContain(admin.email);
  });

  it("when another institution's admin or a learner updates it, then 403 and nothing changes", async () => {
    const { institution } = await institutionAdmin();
    const { admin: otherAdmin } = await institutionAdmin({ institutionName: 'Other School' });
    const learner = await h.user();
    for (const who of [otherAdmin, learner])
      expectError(
        await request(h.app).put(`/api/institution/${institution.id}`).set('authorization', h.bearer(who)).send(update),
        403,
        INSTITUTION_MSG.adminsOnly,
      );
    const [row] = await h.deps.db.select().from(institutions).where(eq(institutions.id, institution.id));
    expect(row.country).toBe('Uganda');
  });

  it('when the update has a bad contact address, a bad link or no type, then 400 with the message', async () => {
    const { admin, institution } = await institutionAdmin();
    const put = (patch: Record<string, unknown>) =>
      request(h.app)
        .put(`/api/institution/${institution.id}`)
        .set('authorization', h.bearer(admin))
        .send({ ...update, ...patch });
    expectError(await put({ contactEmail: 'hello@' }), 400, INSTITUTION_MSG.contactEmailInvalid);
    expectError(await put({ linkTwitter: 'twitter' }), 400, MSG.invalidUrl);
    expectError(await put({ institutionType: '' }), 400, MSG.institutionTypeRequired);
  });

  it('when an admin uploads a PNG, then it is the picture; a text file is 415; another admin gets 403 before the upload is read', async () => {
    const { admin, institution } = await institutionAdmin();
    const res = await request(h.app)
      .post(`/api/institution/profilepic/${institution.id}`)
      .set('authorization', h.bearer(admin))
      .attach('profilePicture', PNG, 'logo.png');
    expect(res.status).toBe(200);
    expect(res.body.data.profilePicture.publicUrl).toMatch(new RegExp(`^/files/institutions/${institution.id}/[0-9a-f-]{36}\\.png$`));
    const fake = await request(h.app)
      .post(`/api/institution/profilepic/${institution.id}`)
      .set('authorization', h.bearer(admin))
      .attach('profilePicture', TEXT, 'logo.png');
    expectError(fake, 415, MSG.imageOnly);
    const { admin: otherAdmin } = await institutionAdmin({ institutionName: 'Other School' });
    expectError(
      await request(h.app)
        .post(`/api/institution/profilepic/${institution.id}`)
        .set('authorization', h.bearer(otherAdmin))
        .attach('profilePicture', PNG, 'logo.png'),
      403,
      INSTITUTION_MSG.adminsOnly,
    );
    expectError(
      await request(h.app).post(`/api/institution/profilepic/${institution.id}`).set('authorization', h.bearer(admin)),
      400,
      MSG.fileRequired,
    );
  });

  it('when the institution does not exist, then 404', async () => {
    const { admin } = await institutionAdmin();
    expectError(await request(h.app).get('/api/institution/00000000-0000-4000-8000-000000000000'), 404, INSTITUTION_MSG.notFound);
    expectError(await request(h.app).get('/api/institution/not-an-id'), 404, INSTITUTION_MSG.notFound);
    expectError(
      await request(h.app).put('/api/institution/00000000-0000-4000-8000-000000000000').set('authorization', h.bearer(admin)).send(update),
      404,
      INSTITUTION_MSG.notFound,
    );
  });
});

describe('GET /api/institution (the directory)', () => {
  it('when filtered by country, Others or a name, then only those, newest first, with the total', async () => {
    await institutionAdmin({ institutionName: 'Makerere Business School', country: 'Uganda' });
    await institutionAdmin({ institutionName: 'Strathmore Labs', country: 'Kenya' });
    await institutionAdmin({ institutionName: 'Addis Tech', country: 'Ethiopia' });
    await institutionAdmin({ institutionName: '100% Skills_Hub', country: 'Uganda' });
    const names = async (query: string) => {
      const res = await request(h.app).get(`/api/institution?${query}`).expect(200);
      return { names: res.body.data.map((i: { institutionName: string }) => i.institutionName), count: res.body.count };
    };
    expect(await names('')).toEqual({ names: ['100% Skills_Hub', 'Addis Tech', 'Strathmore Labs', 'Makerere Business School'], count: 4 });
    expect(await names('country=Kenya')).toEqual({ names: ['Strathmore Labs'], count: 1 });
    expect(await names('country=Others')).toEqual({ names: ['Addis Tech'], count: 1 });
    expect(await names('q=makerere')).toEqual({ names: ['Makerere Business School'], count: 1 });
    // LIKE's wildcards are plain characters in a name search.
    expect(await names('q=%25')).toEqual({ names: ['100% Skills_Hub'], count: 1 });
    expect(await names('q=_')).toEqual({ names: ['100% Skills_Hub'], count: 1 });
    expect(await names('skip=1&limit=2')).toEqual({ names: ['Addis Tech', 'Strathmore Labs'], count: 4 });
  });

  it('when the country filter is unknown, then 400', async () => {
    expectError(await request(h.app).get('/api/institution?country=Mars'), 400, INSTITUTION_MSG.countryFilterInvalid);
  });

  it('when a learner rates an institution 4.5, then the directory shows the average and the count', async () => {
    const { institution } = await institutionAdmin();
    const [a, b] = [await h.user(), await h.user()];
    for (const [who, level] of [
      [a, 4.5],
      [b, 3.5],
    ] as const)
      await request(h.app)
        .post('/api/rating/institution')
        .set('authorization', h.bearer(who))
        .send({ idOfRated: institution.id, ratingLevel: level })
        .expect(200);
    const res = await request(h.app).get('/api/institution').expect(200);
    expect(res.body.data[0]).toMatchObject({ avgRating: 4, ratingCount: 2 });
  });
});

describe('members: /api/learner/institution', () => {
  it('when a learner follows, then they are a member, counted, listed first, and told by the live channel; following again is 409', async () => {
    const { admin, institution } = await institutionAdmin();
    const learner = await h.user({ firstname: 'Amina', lastname: 'Nakato' });
    const res = await request(h.app)
      .post('/api/learner/institution')
      .set('authorization', h.bearer(learner))
      .send({ institution_id: institution.id });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(INSTITUTION_MSG.joined);
    expect(res.body.data).toMatchObject({ isMember: true, memberCount: 1 });
    expectError(
      await request(h.app)
        .post('/api/learner/institution')
        .set('authorization', h.bearer(learner))
        .send({ institution_id: institution.id }),
      409,
      INSTITUTION_MSG.alreadyMember,
    );
    const list = await request(h.app).get(`/api/learner/institution/${institution.id}`).expect(200);
    expect(list.body.count).toBe(1);
    expect(list.body.data[0]).toMatchObject({
      institution: institution.id,
      learner: { _id: learner.id, firstname: 'Amina', lastname: 'Nakato' },
    });
    expect(JSON.stringify(list.body)).not.toContain(learner.email);
    const directory = await request(h.app).get('/api/institution').set('authorization', h.bearer(learner));
    expect(directory.body.data[0]).toMatchObject({ isMember: true, memberCount: 1 });
    const events = await h.deps.db.execute(sql`select type, audience from domain_events where type = 'institution.members.changed'`);
    expect((events as unknown as { rows: { audience: string[] }[] }).rows[0].audience).toEqual([learner.id, admin.id]);
  });

  it('when a member leaves, then the count drops and they are no longer listed; leaving twice changes nothing', async () => {
    const { institution } = await institutionAdmin();
    const learner = await h.user();
    await request(h.app)
      .post('/api/learner/institution')
      .set('authorization', h.bearer(learner))
      .send({ institution_id: institution.id })
      .expect(201);
    for (let i = 0; i < 2; i++) {
      const res = await request(h.app).delete(`/api/learner/institution/${institution.id}`).set('authorization', h.bearer(learner));
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ isMember: false, memberCount: 0 });
    }
    expect((await request(h.app).get(`/api/learner/institution/${institution.id}`)).body).toMatchObject({ data: [], count: 0 });
  });

  it('when an institution account follows, then 403; a guest 401; no id 400; an unknown institution 404', async () => {
    const { institution } = await institutionAdmin();
    const { admin: otherAdmin } = await institutionAdmin({ institutionName: 'Other School' });
    const post = (who: { id: string } | null, body: Record<string, unknown>) => {
      const req = request(h.app).post('/api/learner/institution');
      return (who ? req.set('authorization', h.bearer(who)) : req).send(body);
    };
    expectError(await post(otherAdmin, { institution_id: institution.id }), 403, INSTITUTION_MSG.institutionsCannotJoin);
    expectError(await post(null, { institution_id: institution.id }), 401, MSG.notSignedIn);
    const learner = await h.user();
    expectError(await post(learner, {}), 400, INSTITUTION_MSG.institutionIdRequired);
    expectError(await post(learner, { institution_id: '00000000-0000-4000-8000-000000000000' }), 404, INSTITUTION_MSG.notFound);
  });

  it('when a learner asks to join through a join request, then they are admitted at once', async () => {
    const { institution } = await institutionAdmin();
    const learner = await h.user();
    const res = await request(h.app)
      .post('/api/user/requesttojoin/new')
      .set('authorization', h.bearer(learner))
      .send({ whatToJoin: 'institution', idOfWhatToJoin: institution.id });
    expect(res.status).toBeLessThan(300);
    const seen = await request(h.app).get(`/api/institution/${institution.id}`).set('authorization', h.bearer(learner));
    expect(seen.body.data).toMatchObject({ isMember: true, memberCount: 1 });
  });

  it('when a member closes their account, then the institution counts one fewer', async () => {
    const { institution } = await institutionAdmin();
    const learner = await h.user();
    await request(h.app)
      .post('/api/learner/institution')
      .set('authorization', h.bearer(learner))
      .send({ institution_id: institution.id })
      .expect(201);
    await request(h.app).delete('/api/user').set('authorization', h.bearer(learner)).send({ password: PASSWORD }).expect(200);
    const seen = await request(h.app).get(`/api/institution/${institution.id}`);
    expect(seen.body.data.memberCount).toBe(0);
  });
});

describe("an institution's admins on the audit log (issue 31)", () => {
  const auditOf = async (institutionId: string) =>
    (
      (await h.deps.db.execute(
        sql`select action, actor_id, before, after from audit_log where target_kind = 'institution' and target_id = ${institutionId} order by id`,
      )) as unknown as { rows: { action: string; actor_id: string; before: unknown; after: unknown }[] }
    ).rows;

  it('when an institution account makes its profile, then it is on the record as its first admin', async () => {
    const admin = await h.user({ usercategory: ['institution'] });
    const res = await request(h.app).post('/api/institution').set('authorization', h.bearer(admin)).send(profile).expect(201);
    expect(await auditOf(res.body.data._id)).toEqual([
      { action: 'institution.admin.add', actor_id: admin.id, before: { admins: [] }, after: { admins: [admin.id] } },
    ]);
  });

  it('when an admin closes their account, then their leaving the admins is on the record', async () => {
    const { admin, institution } = await institutionAdmin();
    const other = await h.user({ usercategory: ['institution'] });
    await h.deps.db.execute(sql`update institutions set admins = array[${admin.id}, ${other.id}]::uuid[] where id = ${institution.id}`);
    await request(h.app).delete('/api/user').set('authorization', h.bearer(admin)).send({ password: PASSWORD }).expect(200);
    expect(await auditOf(institution.id)).toEqual([
      { action: 'institution.admin.remove', actor_id: admin.id, before: { admins: [admin.id, other.id] }, after: { admins: [other.id] } },
    ]);
  });
});

describe('GET /api/institution/:id/posts (page posts)', () => {
  it("the admins' active posts, newest first, for anyone: an institution's page posts are public (issue 27 #11)", async () => {
    const { admin, institution } = await institutionAdmin();
    const learner = await h.user();
    for (const text of ['Open day on Friday', 'Applications are open'])
      await request(h.app).post('/api/post').set('authorization', h.bearer(admin)).send({ postText: text }).expect(201);
    await request(h.app).post('/api/post').set('authorization', h.bearer(learner)).send({ postText: 'Not the institution' }).expect(201);
    const res = await request(h.app).get(`/api/institution/${institution.id}/posts?limit=3`).set('authorization', h.bearer(learner));
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.data.map((p: { postText: string }) => p.postText)).toEqual(['Applications are open', 'Open day on Friday']);
    const guest = await request(h.app).get(`/api/institution/${institution.id}/posts?limit=3`).expect(200);
    expect(guest.body.data.map((p: { postText: string; likedByMe: boolean }) => [p.postText, p.likedByMe])).toEqual([
      ['Applications are open', false],
      ['Open day on Friday', false],
    ]);
  });
});

describe('an institution account speaks as its institution', () => {
  it("when its admin posts and publishes, then feed cards and content name the institution, not the admin's personal name", async () => {
    const { admin, institution } = await institutionAdmin({ institutionName: 'Makerere Institute of Technology' });
    const learner = await h.user();
    await request(h.app).post('/api/post').set('authorization', h.bearer(admin)).send({ postText: 'Open day on Friday' }).expect(201);
    const item = await request(h.app)
      .post('/api/contents')
      .set('authorization', h.bearer(admin))
      .send({ title: 'Intro to networks', category: 'Video', sourceLink: 'https://youtu.be/dQw4w9WgXcQ', visible: true })
      .expect(201);
    const feed = await request(h.app).get('/api/home/feed').set('authorization', h.bearer(learner)).expect(200);
    const post = feed.body.data.find((c: { postText?: string }) => c.postText === 'Open day on Friday');
    const named = { _id: institution.id, institutionName: 'Makerere Institute of Technology' };
    expect(post.author).toMatchObject({ _id: admin.id, institution: named });
    const content = await request(h.app).get(`/api/contents/content/${item.body.data._id}`).expect(200);
    expect(content.body.data.owner).toMatchObject({ _id: admin.id, institution: named });
    // A learner's card has no institution.
    await request(h.app).post('/api/post').set('authorization', h.bearer(learner)).send({ postText: 'Hello' }).expect(201);
    const again = await request(h.app).get('/api/home/feed').set('authorization', h.bearer(learner)).expect(200);
    const mine = again.body.data.find((c: { postText?: string }) => c.postText === 'Hello');
    expect(mine.author).not.toHaveProperty('institution');
  });
});

describe('search names the institution', () => {
  it("when an institution account's content is found, then its owner carries the institution", async () => {
    const { admin, institution } = await institutionAdmin({ institutionName: 'Makerere Institute of Technology' });
    await request(h.app)
      .post('/api/contents')
      .set('authorization', h.bearer(admin))
      .send({ title: 'Robotics open day', category: 'Video', sourceLink: 'https://youtu.be/dQw4w9WgXcQ', visible: true })
      .expect(201);
    const res = await request(h.app).post('/api/search').send({ q: 'robotics' }).expect(200);
    const hit = JSON.stringify(res.body);
    expect(hit).toContain(`"institution":{"_id":"${institution.id}","institutionName":"Makerere Institute of Technology"}`);
  });
});

describe('member counts under parallel calls (issue 26 #6)', () => {
  const rows = async (institutionId: string) =>
    Number(
      (
        (await h.deps.db.execute(
          sql`select count(*)::int as n from institution_learners where institution_id = ${institutionId}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0].n,
    );
  const stored = async (institutionId: string) =>
    (await h.deps.db.select().from(institutions).where(eq(institutions.id, institutionId)))[0].memberCount;
  const join = (who: { id: string }, id: string) =>
    request(h.app).post('/api/learner/institution').set('authorization', h.bearer(who)).send({ institution_id: id });
  const leave = (who: { id: string }, id: string) =>
    request(h.app).delete(`/api/learner/institution/${id}`).set('authorization', h.bearer(who));

  it('when one learner sends 20 joins at once, then 20 leaves at once, while others join, then member_count equals the rows', async () => {
    const { institution } = await institutionAdmin();
    const me = await h.user();
    const others = await Promise.all(Array.from({ length: 6 }, () => h.user()));
    const joins = await Promise.all([
      ...Array.from({ length: 20 }, () => join(me, institution.id)),
      ...others.map((o) => join(o, institution.id)),
    ]);
    expect(joins.filter((r) => r.status === 201)).toHaveLength(7);
    expect(await rows(institution.id)).toBe(7);
    expect(await stored(institution.id)).toBe(7);
    await Promise.all(Array.from({ length: 20 }, () => leave(me, institution.id).expect(200)));
    expect(await rows(institution.id)).toBe(6);
    expect(await stored(institution.id)).toBe(6);
  });
});
