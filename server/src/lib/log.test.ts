import express from 'express';
import { beforeEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { errorHandler } from '../middleware/errors';
import { PASSWORD, createHarness, request } from '../../test/harness';
import { captureLog, log, requestLogger, scrubText } from './log';

const h = await createHarness();
beforeEach(() => h.reset());

describe('log redaction', () => {
  it('when sign-ups, logins, resets and an insert fail, then no line at any level holds a password, hash, token or e-mail', async () => {
    const captured = captureLog('trace');
    const secrets: string[] = [];
    try {
      const owner = await h.user({ email: 'amina.owner@example.com' });
      const ownerHash = owner.passwordHash!;
      const token = h.tokenFor(owner);
      secrets.push('amina.owner@example.com', 'amina.owner%40example.com', ownerHash, token, PASSWORD);

      // Sign-ups: a taken address (mail to the owner after the answer), then a bad one.
      await request(h.app)
        .post('/api/user')
        .send({
          firstname: 'A',
          lastname: 'B',
          email: 'amina.owner@example.com',
          country: 'Uganda',
          usercategory: 'student',
          password: 'Taken-Pa55word',
        })
        .expect(201);
      await request(h.app).post('/api/user').send({ firstname: '', email: 'not-an-email@', password: 'Short-1' }).expect(400);
      secrets.push('Taken-Pa55word', 'Short-1');
      // Logins: wrong password, unknown account, with a stale token in the header.
      await request(h.app)
        .post('/api/auth/login')
        .set('Authorization', `Bearer ${token}`)
        .send({ email: 'amina.owner@example.com', password: 'Wrong-Pa55word' })
        .expect(401);
      await request(h.app).post('/api/auth/login').send({ email: 'ghost.person@example.com', password: 'Ghost-Pa55word' }).expect(401);
      secrets.push('Wrong-Pa55word', 'ghost.person@example.com', 'Ghost-Pa55word');
      // Resets: a real one, an unknown token, and a confirmation link's token in the path.
      await request(h.app).post('/api/auth/forgot-password').send({ email: 'amina.owner@example.com' }).expect(200);
      const resetToken = await h.mailedToken('amina.owner@example.com', 'reset-password');
      await request(h.app).post('/api/auth/resetpassword').send({ token: resetToken, newPassword: 'Brand-New-Pa55' }).expect(200);
      await request(h.app).post('/api/auth/resetpassword').send({ token: resetToken, newPassword: 'Again-Pa55word' }).expect(400);
      await request(h.app).get(`/api/user/confirm/${resetToken}`).expect(400);
      await request(h.app)
        .get(`/api/user?q=${encodeURIComponent('amina.owner@example.com')}`)
        .set('Authorization', `Bearer ${token}`);
      secrets.push(resetToken, 'Brand-New-Pa55', 'Again-Pa55word');

      // A failed insert reaches the error handler: drizzle's error carries the statement and parameters.
      const failing = express()
        .use(requestLogger())
        .get('/insert', async () => {
          await h.deps.db
            .insert(users)
            .values({ id: owner.id, email: 'dup.person@example.com', passwordHash: ownerHash, firstname: 'D', lastname: 'P' });
        })
        .use(errorHandler);
      await request(failing).get('/insert').expect(500);
      secrets.push('dup.person@example.com');

      // And whatever code logs by hand.
      log.warn(
        { user: { email: 'hand.logged@example.com', password: 'Hand-Pa55' }, headers: { authorization: `Bearer ${token}` } },
        `mail to hand.logged@example.com with ${token}`,
      );
      secrets.push('hand.logged@example.com', 'Hand-Pa55');
      await h.settle();
    } finally {
      captured.stop();
    }

    const text = captured.text();
    // The capture saw the work: request lines with their ids, the failed insert as a database error.
    expect(
      captured.lines.some((l) => /^POST \/api\/auth\/login 401/.test(String(l.msg)) && typeof (l.req as { id?: unknown })?.id === 'string'),
    ).toBe(true);
    const dbError = captured.lines.find((l) => (l.err as { type?: string } | undefined)?.type === 'DatabaseError');
    expect(dbError?.err).toMatchObject({ type: 'DatabaseError', code: '23505', table: 'users' });
    expect(captured.lines.length).toBeGreaterThan(10);
    for (const secret of secrets) expect(text, `"${secret}" was logged`).not.toContain(secret);
    expect(text).not.toMatch(/\$2[aby]\$/);
    expect(text).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\./);
    expect(text).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+\.[A-Za-z]{2,}/);
    expect(text.toLowerCase()).not.toContain('insert into');
  });

  it('when text holds secrets, then scrubText cuts them out and keeps ids', () => {
    const id = '6f1c1a64-1234-4000-8000-00000000abcd';
    expect(
      scrubText(
        `user ${id} amina@example.com $2b$12$abcdefghijklmnopqrstuvABCDEFGHIJKLMNOPQRSTUVWXYZ01234 eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.sig /confirm/${'a'.repeat(43)}`,
      ),
    ).toBe(`user ${id} [email] [hash] [jwt] /confirm/[token]`);
  });
});
