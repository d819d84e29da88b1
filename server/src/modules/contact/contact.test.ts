import { FEED_MSG, MSG } from '@delv/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, expectError, request } from '../../../test/harness';

const h = await createHarness();
beforeEach(() => h.reset());

const message = {
  name: 'Neema Mushi',
  email: 'neema@example.com',
  subject: 'Mentor for nursing',
  message: 'Do you have mentors in nursing in Arusha?',
};
const send = (body: Record<string, unknown>, bearer?: string) => {
  const req = request(h.app).post('/api/contact');
  return (bearer ? req.set('Authorization', bearer) : req).send(body);
};

describe('POST /api/contact', () => {
  it("when a guest sends the form, then 'Your Message has been sent' and support gets it by mail with the sender's words", async () => {
    const res = await send(message).expect(201);
    expect(res.body).toEqual({ success: true, message: FEED_MSG.contactSent });
    const mail = (await h.mails()).find((m) => m.to === h.deps.config.supportEmail)!;
    expect(mail.subject).toBe('A message from the contact form');
    expect(mail.body).toContain('From: Neema Mushi <neema@example.com>');
    expect(mail.body).toContain('Subject: Mentor for nursing');
    expect(mail.body).toContain('Do you have mentors in nursing in Arusha?');
  });

  it("when fields are missing or wrong, then 400 with the spec's message for each and nothing is sent", async () => {
    const e = expectError(await send({}), 400, FEED_MSG.nameRequired);
    expect(e.fields).toEqual({
      name: FEED_MSG.nameRequired,
      email: MSG.emailRequired,
      subject: FEED_MSG.subjectRequired,
      message: FEED_MSG.messageBodyRequired,
    });
    expectError(await send({ ...message, email: 'neema@' }), 400, MSG.emailInvalid);
    expectError(await send({ ...message, message: 'x'.repeat(5001) }), 400, FEED_MSG.contactMessageTooLong);
    expectError(await send({ ...message, subject: { $gt: '' } }), 400, 'subject must be text');
    expect((await h.mails()).filter((m) => m.to === h.deps.config.supportEmail)).toHaveLength(0);
  });

  it('when a signed-in person sends it, then it is sent the same way', async () => {
    const u = await h.user();
    await send(message, h.bearer(u)).expect(201);
    expect((await h.mails()).filter((m) => m.to === h.deps.config.supportEmail)).toHaveLength(1);
  });
});
