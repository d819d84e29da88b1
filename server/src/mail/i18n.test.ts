import { MSG } from '@delv/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, expectError, request } from '../../test/harness';
import { MAIL_TEXTS } from './texts';

/* Languages on the server (issue 11): the account's language, codes beside the English texts,
 * and e-mails in the recipient's language. */

const h = await createHarness();
beforeEach(() => h.reset());

const signupBody = {
  firstname: 'Neema',
  lastname: 'Mushi',
  email: 'neema@example.com',
  country: 'Tanzania',
  usercategory: 'student',
  password: 'longenough1',
};

describe('codes beside the English texts', () => {
  it('when sign-in fails, then the error names its message by code and keeps the English text', async () => {
    await h.user({ email: 'neema@example.com' });
    const res = await request(h.app).post('/api/auth/login').send({ email: 'neema@example.com', password: 'wrong-password' });
    const error = expectError(res, 401, MSG.loginIncorrect);
    expect(error).toMatchObject({ messageKey: 'MSG.loginIncorrect' });
  });

  it('when fields fail, then each field has its code, with the values of a message that takes them', async () => {
    const res = await request(h.app)
      .post('/api/user')
      .send({ ...signupBody, firstname: 'x'.repeat(200), email: '' });
    const error = expectError(res, 400, MSG.tooLong('First name', 80));
    expect(error).toMatchObject({
      messageKey: 'MSG.tooLong',
      messageParams: { field: 'First name', max: 80 },
      fields: { firstname: MSG.tooLong('First name', 80), email: MSG.emailRequired },
      fieldKeys: { firstname: { key: 'MSG.tooLong', params: { field: 'First name', max: 80 } }, email: { key: 'MSG.emailRequired' } },
    });
  });
});

describe('the account language', () => {
  it('when a guest signs up from a Kiswahili page, then the account is Kiswahili and the confirmation mail is in Kiswahili', async () => {
    expect(
      (
        await request(h.app)
          .post('/api/user')
          .send({ ...signupBody, language: 'sw' })
      ).status,
    ).toBe(201);
    const [mail] = await h.mails();
    expect(mail.subject).toBe('Thibitisha akaunti yako ya Delv');
    expect(mail.body).toContain('Habari Neema');
    expect(mail.body).toContain('Thibitisha barua pepe yangu');
    expect(mail.body).toContain('<html lang="sw">');
    const token = await h.mailedToken('neema@example.com', 'confirm/login');
    await request(h.app).get(`/api/user/confirm/${token}`).expect(200);
    const login = await request(h.app).post('/api/auth/login').send({ email: 'neema@example.com', password: 'longenough1' });
    expect(login.body.user.language).toBe('sw');
  });

  it("when the sign-up names no language, then the browser's Accept-Language decides; an unknown one is English", async () => {
    await request(h.app).post('/api/user').set('Accept-Language', 'sw-TZ,sw;q=0.9,en;q=0.5').send(signupBody).expect(201);
    await request(h.app)
      .post('/api/user')
      .set('Accept-Language', 'fr-FR')
      .send({ ...signupBody, email: 'juma@example.com' })
      .expect(201);
    const mails = await h.mails();
    expect(mails.find((m) => m.to.includes('neema'))!.subject).toBe(MAIL_TEXTS.sw.confirmation({ firstname: '' }).subject);
    expect(mails.find((m) => m.to.includes('juma'))!.subject).toBe('Confirm your Delv account');
  });

  it('when a signed-in person sets the language, then it is saved and returned; a guest gets 401 and a wrong value 400', async () => {
    const user = await h.user();
    await request(h.app).put('/api/user/language').send({ language: 'sw' }).expect(401);
    const bad = await request(h.app).put('/api/user/language').set('Authorization', h.bearer(user)).send({ language: 'fr' });
    expectError(bad, 400, MSG.languageInvalid, 'VALIDATION');
    const res = await request(h.app).put('/api/user/language').set('Authorization', h.bearer(user)).send({ language: 'sw' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ _id: user.id, language: 'sw' });
    const profile = await request(h.app).get('/api/user/profile').set('Authorization', h.bearer(user));
    expect(profile.body.data.language).toBe('sw');
  });

  it('when a Kiswahili account asks for a password reset, then the mail is in Kiswahili', async () => {
    await h.user({ email: 'neema@example.com', firstname: 'Neema', language: 'sw' });
    await request(h.app).post('/api/auth/forgot-password').send({ email: 'neema@example.com' }).expect(200);
    const [mail] = await h.mails();
    expect(mail.subject).toBe('Weka nenosiri jipya la Delv');
    expect(mail.body).toContain('Chagua nenosiri jipya');
  });

  it('when a Kiswahili account invites a friend, then the invitation is in Kiswahili', async () => {
    const inviter = await h.user({ firstname: 'Baraka', lastname: 'Ally', language: 'sw' });
    await request(h.app)
      .post('/api/invitation')
      .set('Authorization', h.bearer(inviter))
      .send({ email: 'rafiki@example.com', category: 'general' })
      .expect(201);
    const [mail] = await h.mails();
    expect(mail.subject).toBe('Baraka Ally anakualika ujiunge na Delv');
    expect(mail.body).toContain('Jiunge na Delv');
  });
});

describe('session e-mails', () => {
  it('when a guest registers from a Kiswahili browser, then the confirmation and its calendar entry are in Kiswahili; a member gets their account language', async () => {
    const mentor = await h.user({ usercategory: ['mentor'], firstname: 'David', lastname: 'Otieno' });
    const start = new Date(Date.now() + 48 * 3600_000);
    const day = start.toISOString().slice(0, 10);
    const created = await request(h.app).post('/api/sessions').set('Authorization', h.bearer(mentor)).send({
      sessionTitle: 'Data 101',
      description: 'Portfolios.',
      organiser: 'Delv Mentors',
      presenter: 'Dr. David Otieno',
      price: 20000,
      sessionDate: day,
      startTime: '10:00',
      durationMinutes: 60,
      timeZone: 'Africa/Dar_es_Salaam',
      sessionAddressLink: '',
      tags: [],
    });
    expect(created.status).toBe(201);
    const eventId = created.body.data._id as string;
    await request(h.app)
      .post('/api/user/event/register')
      .set('Accept-Language', 'sw-TZ')
      .send({ eventId, firstname: 'Neema', lastname: 'Mushi', email: 'neema@example.com' })
      .expect(201);
    const member = await h.user({ email: 'juma@example.com', firstname: 'Juma', language: 'en' });
    await request(h.app)
      .post('/api/user/event/register')
      .set('Authorization', h.bearer(member))
      .set('Accept-Language', 'sw')
      .send({ eventId })
      .expect(201);
    const mails = await h.mails();
    const guestMail = mails.find((m) => m.to.includes('neema'))!;
    expect(guestMail.subject).toBe('Usajili umethibitishwa: Data 101');
    expect(guestMail.body).toContain('Bei: Ugx 20,000');
    expect(guestMail.body).toMatch(/Lini: \w+, \d+ \w+ \d{4}/);
    expect(mails.find((m) => m.to.includes('juma'))!.subject).toBe('Registration confirmed: Data 101');
    const ics = await request(h.app).get(`/api/sessions/session/${eventId}/ics`).set('Accept-Language', 'sw');
    expect(ics.text).toContain('Mwasilishaji: Dr. David Otieno');
  });
});

describe('every language has every e-mail', () => {
  it('Kiswahili and English fill the same templates, with every value shown', () => {
    const facts = {
      title: 'Data 101',
      firstname: 'Neema',
      when: 'Jumatatu',
      minutes: 60,
      presenter: 'Dr. Otieno',
      organiser: 'Delv',
      price: 20000,
      meetingLink: '',
    };
    for (const texts of Object.values(MAIL_TEXTS)) {
      for (const mail of [texts.sessionRegistered(facts), texts.sessionUpdated(facts), texts.sessionReminder(facts)]) {
        for (const value of ['Data 101', 'Neema', 'Dr. Otieno', 'Ugx 20,000']) expect(mail.text).toContain(value);
      }
      expect(texts.sessionCancelled(facts).text).toContain('Jumatatu');
      expect(texts.passwordReset({ firstname: 'Neema', minutes: 60 }).text).toContain('60');
    }
    for (const texts of Object.values(MAIL_TEXTS)) {
      const claim = { firstname: 'Neema', points: '2,000', redeemableAs: 'Airtime' as const };
      expect(texts.claimApproved(claim).text).toContain('2,000');
      expect(texts.claimRejected({ ...claim, feedback: 'Copied posts' }).text).toContain('Copied posts');
      expect(texts.claimPaid({ ...claim, reference: 'MP-77' }).text).toContain('MP-77');
      for (const mail of [
        texts.claimApproved(claim),
        texts.claimRejected({ ...claim, feedback: '' }),
        texts.claimPaid({ ...claim, reference: 'MP-77' }),
      ])
        expect(mail.text).toContain('Neema');
    }
    for (const texts of Object.values(MAIL_TEXTS)) {
      const who = { firstname: 'Neema', institutionName: 'Gulu Nursing Institute', days: 14 };
      for (const mail of [texts.mentorAccountCreated(who), texts.mentorInvitation(who)]) {
        for (const value of ['Neema', 'Gulu Nursing Institute', '14']) expect(mail.subject + mail.text).toContain(value);
      }
      const survey = texts.survey({
        firstname: 'Neema',
        institutionName: 'Gulu Nursing Institute',
        topic: 'Placements',
        description: 'Two minutes.',
      });
      for (const value of ['Neema', 'Gulu Nursing Institute', 'Placements', 'Two minutes.'])
        expect(survey.subject + survey.text).toContain(value);
    }
    expect(MAIL_TEXTS.sw.sessionRegistered({ ...facts, price: 0 }).text).toContain('Bei: BURE');
    expect(MAIL_TEXTS.en.sessionRegistered({ ...facts, price: 0 }).text).toContain('Price: FREE');
  });
});
