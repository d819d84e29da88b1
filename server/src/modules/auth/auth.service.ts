import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import {
  MSG, RESET_TOKEN_TTL_MINUTES, type CurrentUser, type InstitutionSignupInput, type SignupInput,
} from '@delv/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { emailConfirmations, passwordResets, signInSessions, users } from '../../db/schema';
import { HttpError, badRequest, forbidden, notImplemented, unauthorized } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import { log } from '../../lib/log';
import type { Passwords } from '../../lib/passwords';
import { hashToken, randomToken, signToken } from '../../lib/tokens';
import { createInstitution } from '../institutions/institutions.service';
import { onAccountConfirmed } from '../points/welcome';
import { createUser, findUserByEmail, getCurrentUser, type UserRow } from '../users/users.service';

export interface AuthDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  passwords: Passwords;
}

export interface Session {
  token: string;
  user: CurrentUser;
}

/** Where a sign-in comes from: its User-Agent, kept shortened with the session. */
export interface SignInFrom {
  device?: string;
}

/**
 * A new sign-in session for this device, and its token (which carries the session's id). The
 * user's expired sessions are pruned on the way.
 */
export async function startSignIn(deps: Pick<AuthDeps, 'db' | 'config'>, userId: string, from: SignInFrom = {}): Promise<string> {
  const id = randomUUID();
  const token = signToken(deps.config.jwtSecret, { sub: userId, sid: id }, deps.config.tokenTtl);
  const { exp } = jwt.decode(token) as { exp: number };
  await deps.db.delete(signInSessions).where(and(eq(signInSessions.userId, userId), lt(signInSessions.expiresAt, sql`now()`)));
  await deps.db.insert(signInSessions).values({ id, userId, device: (from.device ?? '').slice(0, 200), expiresAt: new Date(exp * 1000) });
  return token;
}

/** Logout: this device's session ends; the others go on. */
export async function endSignIn(db: Db, sessionId: string): Promise<void> {
  await db.delete(signInSessions).where(eq(signInSessions.id, sessionId));
}

/** 'Sign out everywhere', a password reset: every session of the user ends. */
export async function endAllSignIns(db: Db, userId: string): Promise<void> {
  await db.delete(signInSessions).where(eq(signInSessions.userId, userId));
}

/** A password change: every other device is signed out, this one stays. */
export async function endOtherSignIns(db: Db, userId: string, keepSessionId: string): Promise<void> {
  await db.delete(signInSessions).where(and(eq(signInSessions.userId, userId), ne(signInSessions.id, keepSessionId)));
}

async function sessionFor(deps: AuthDeps, user: UserRow, from: SignInFrom): Promise<Session> {
  return { token: await startSignIn(deps, user.id, from), user: await getCurrentUser(deps.db, user.id) };
}

async function createConfirmation(db: Db, userId: string): Promise<string> {
  const token = randomToken();
  await db.insert(emailConfirmations).values({ tokenHash: hashToken(token), userId });
  return token;
}

/** A lost confirmation mail is recoverable (a password reset also confirms), so it is logged, not fatal. */
async function sendConfirmation(deps: AuthDeps, user: Pick<UserRow, 'email' | 'firstname'>, token: string) {
  try {
    await deps.mailer.send({
      to: user.email,
      subject: 'Confirm your Delv account',
      text: `Hello ${user.firstname},\n\nWelcome to Delv. Please confirm your e-mail address to start using your account.`,
      link: `${deps.config.publicUrl}/confirm/login/${token}`,
      linkLabel: 'Confirm my e-mail address',
    });
  } catch (err) {
    log.warn({ err }, 'confirmation mail failed');
  }
}

/**
 * Someone signed up with an address that has an account: the answer was the same as for a new
 * one (no probing for accounts); the owner is told by mail, and pointed at sign-in and reset.
 */
async function tellOwnerOfSignupAttempt(deps: AuthDeps, owner: Pick<UserRow, 'email' | 'firstname'>): Promise<void> {
  await deps.mailer.send({
    to: owner.email,
    subject: 'Someone tried to sign up to Delv with your e-mail',
    text:
      `Hello ${owner.firstname},\n\nSomeone just tried to create a Delv account with this e-mail address, ` +
      'which already has one. If it was you, sign in instead, or reset your password if you forgot it. ' +
      'If it was not you, you can ignore this e-mail: nothing has changed on your account.',
    link: `${deps.config.publicUrl}/forgot-password`,
    linkLabel: 'Reset my password',
  });
}

/** A unique_violation on the e-mail means the address was taken meanwhile: tell its owner. */
async function createOrTellOwner(deps: AuthDeps, email: string, create: () => Promise<void>): Promise<void> {
  const existing = await findUserByEmail(deps.db, email);
  if (existing) return tellOwnerOfSignupAttempt(deps, existing);
  try {
    await create();
  } catch (err) {
    const raced = err instanceof HttpError && err.status === 409 ? await findUserByEmail(deps.db, email) : null;
    if (!raced) throw err;
    await tellOwnerOfSignupAttempt(deps, raced);
  }
}

/**
 * Runs after the sign-up's answer (lib/afterAnswer.ts), which is the same whether the address is
 * new or taken: a new address gets its account and confirmation mail, a taken one a mail to its owner.
 */
export async function signUpOrTellOwner(deps: AuthDeps, input: SignupInput): Promise<void> {
  await createOrTellOwner(deps, input.email, () => signup(deps, input));
}

async function signup(deps: AuthDeps, input: SignupInput): Promise<void> {
  const passwordHash = await deps.passwords.hash(input.password);
  const { user, token } = await deps.db.transaction(async (tx) => {
    const user = await createUser(tx, {
      email: input.email,
      passwordHash,
      firstname: input.firstname,
      lastname: input.lastname,
      country: input.country,
      usercategory: input.usercategory,
    });
    return { user, token: await createConfirmation(tx, user.id) };
  });
  await sendConfirmation(deps, user, token);
}

/** The institution sign-up after its answer, as signUpOrTellOwner(). */
export async function signUpInstitutionOrTellOwner(deps: AuthDeps, input: InstitutionSignupInput): Promise<void> {
  await createOrTellOwner(deps, input.email, async () => {
    await signupInstitution(deps, input);
  });
}

/** Registers the institution account (category institution) and its institution in one transaction. */
async function signupInstitution(deps: AuthDeps, input: InstitutionSignupInput): Promise<{ institutionId: string }> {
  const passwordHash = await deps.passwords.hash(input.password);
  const { user, token, institutionId } = await deps.db.transaction(async (tx) => {
    const user = await createUser(tx, {
      email: input.email,
      passwordHash,
      firstname: input.firstname,
      lastname: input.lastname,
      country: input.country,
      usercategory: ['institution'],
      bio: input.bio,
      website: input.website ?? '',
    });
    const institution = await createInstitution(tx, user.id, input);
    return { user, token: await createConfirmation(tx, user.id), institutionId: institution.id };
  });
  await sendConfirmation(deps, user, token);
  return { institutionId };
}

/** Links stay valid after use so a second visit (mail scanners, double clicks) still succeeds. */
export async function confirmEmail(db: Db, token: string): Promise<void> {
  const [row] = await db
    .select({ userId: emailConfirmations.userId })
    .from(emailConfirmations)
    .where(eq(emailConfirmations.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw badRequest(MSG.confirmationInvalid);
  // Only the first confirmation earns the sign-up (and invite) points, in the same transaction.
  await db.transaction(async (tx) => {
    const [fresh] = await tx
      .update(users)
      .set({ confirmed: true, modifiedAt: new Date() })
      .where(and(eq(users.id, row.userId), eq(users.confirmed, false)))
      .returning({ id: users.id, email: users.email });
    if (fresh) await onAccountConfirmed(tx as unknown as Db, fresh);
  });
}

export async function login(deps: AuthDeps, email: string, password: string, from: SignInFrom = {}): Promise<Session> {
  const user = await findUserByEmail(deps.db, email);
  // verify() runs bcrypt even for unknown e-mails so timing does not reveal accounts.
  const ok = await deps.passwords.verify(password, user?.passwordHash ?? null);
  if (!user || !ok) throw unauthorized(MSG.loginIncorrect);
  if (!user.confirmed) throw forbidden(MSG.emailNotConfirmed, 'EMAIL_NOT_CONFIRMED');
  return sessionFor(deps, user, from);
}

const jwksCache = new Map<string, JWTVerifyGetKey>();
function googleKeys(url: string): JWTVerifyGetKey {
  let keys = jwksCache.get(url);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url));
    jwksCache.set(url, keys);
  }
  return keys;
}

interface GoogleIdentity {
  email: string;
  givenName: string;
  familyName: string;
}

async function verifyGoogleToken(config: Config, idToken: string): Promise<GoogleIdentity> {
  if (!config.googleClientId) throw notImplemented(MSG.googleNotConfigured);
  try {
    const { payload } = await jwtVerify(idToken, googleKeys(config.googleCertsUrl), {
      issuer: ['accounts.google.com', 'https://accounts.google.com'],
      audience: config.googleClientId,
      algorithms: ['RS256'],
    });
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
    if (!email || payload.email_verified !== true) throw new Error('e-mail missing or not verified');
    const name = typeof payload.name === 'string' ? payload.name : '';
    const givenName = (typeof payload.given_name === 'string' && payload.given_name) || name.split(' ')[0] || email.split('@')[0];
    const familyName = (typeof payload.family_name === 'string' && payload.family_name) || name.split(' ').slice(1).join(' ') || '-';
    return { email, givenName: givenName.slice(0, 80), familyName: familyName.slice(0, 80) };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw unauthorized(MSG.googleTokenInvalid);
  }
}

export async function googleLogin(deps: AuthDeps, idToken: string, from: SignInFrom = {}): Promise<Session & { created: boolean }> {
  const identity = await verifyGoogleToken(deps.config, idToken);
  let user = await findUserByEmail(deps.db, identity.email);
  let created = false;
  if (!user) {
    try {
      user = await deps.db.transaction(async (tx) => {
        const row = await createUser(tx, {
          email: identity.email,
          passwordHash: null,
          firstname: identity.givenName,
          lastname: identity.familyName,
          country: 'Other',
          usercategory: ['student'],
          confirmed: true,
        });
        await onAccountConfirmed(tx as unknown as Db, row);
        return row;
      });
      created = true;
    } catch (err) {
      // Two sign-ins racing for the same new account: the loser uses the winner's row.
      user = await findUserByEmail(deps.db, identity.email);
      if (!user) throw err;
    }
  } else if (!user.confirmed) {
    // Google vouches for the address, which is what the confirmation mail proves.
    const confirmed = user;
    await deps.db.transaction(async (tx) => {
      await tx.update(users).set({ confirmed: true }).where(eq(users.id, confirmed.id));
      await onAccountConfirmed(tx as unknown as Db, confirmed);
    });
    user = { ...user, confirmed: true };
  }
  return { ...(await sessionFor(deps, user, from)), created };
}

/**
 * Runs after the forgot-password answer (lib/afterAnswer.ts), so the answer takes the same time
 * for known and unknown addresses: the look-up, the token and the mail happen here.
 */
export async function sendPasswordResetIfKnown(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = randomToken();
  await deps.db.insert(passwordResets).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
  });
  await deps.mailer.send({
    to: user.email,
    subject: 'Reset your Delv password',
    text:
      `Hello ${user.firstname},\n\nSomeone asked to reset the password of your Delv account. ` +
      `The link works once and expires in ${RESET_TOKEN_TTL_MINUTES} minutes. If it was not you, ignore this e-mail.`,
    link: `${deps.config.publicUrl}/reset-password/${token}`,
    linkLabel: 'Choose a new password',
  });
}

export async function resetPassword(deps: AuthDeps, token: string, newPassword: string): Promise<void> {
  const passwordHash = await deps.passwords.hash(newPassword);
  const done = await deps.db.transaction(async (tx) => {
    // Claiming the token and using it in one statement: two concurrent resets cannot both win.
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
      .returning({ userId: passwordResets.userId });
    if (!claimed) return false;
    // A reset proves the mailbox like a confirmation does: a first confirmation earns its points.
    const [fresh] = await tx
      .update(users)
      .set({ confirmed: true })
      .where(and(eq(users.id, claimed.userId), eq(users.confirmed, false)))
      .returning({ id: users.id, email: users.email });
    if (fresh) await onAccountConfirmed(tx as unknown as Db, fresh);
    await tx
      .update(users)
      .set({ passwordHash, confirmed: true, modifiedAt: new Date() })
      .where(eq(users.id, claimed.userId));
    // Whoever knew the old password is signed out everywhere.
    await endAllSignIns(tx as unknown as Db, claimed.userId);
    // Any other outstanding link for the account dies with this one.
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)));
    return true;
  });
  if (!done) throw badRequest(MSG.resetTokenInvalid);
}

/** The new password, and every other device signed out; this device's session goes on. */
export async function changePassword(deps: AuthDeps, user: UserRow, sessionId: string, password: string, newPassword: string): Promise<void> {
  if (!(await deps.passwords.verify(password, user.passwordHash))) {
    throw badRequest(MSG.currentPasswordIncorrect, { password: MSG.currentPasswordIncorrect });
  }
  const passwordHash = await deps.passwords.hash(newPassword);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, modifiedAt: new Date() }).where(eq(users.id, user.id));
    await endOtherSignIns(tx as unknown as Db, user.id, sessionId);
  });
}
