import { eq } from 'drizzle-orm';
import { MSG } from '@delv/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { institutions, users } from '../../db/schema';
import { PASSWORD, createHarness, expectError, request } from '../../test/harness';
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
