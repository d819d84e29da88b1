import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import {
  MSG,
  POINT_RULES,
  RESET_TOKEN_TTL_MINUTES,
  type CurrentUser,
  type Language,
  type InstitutionSignupInput,
  type SignupInput,
} from '@delv/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { emailConfirmations, passwordResets, signInSessions, users } from '../../db/schema';
import { HttpError, badRequest, forbidden, notImplemented, unauthorized } from '../../lib/errors';
import { inTransaction, publish } from '../../events/publish';
import { enqueue, queueMail } from '../../jobs/queue';
import type { Mailer } from '../../lib/mail';
import { mailTexts } from '../../mail/texts';
import type { Passwords } from '../../lib/passwords';
import { hashToken, randomToken, signToken } from '../../lib/tokens';
import { authorize, suspendedUntil } from '../../policies/actor';
import { untilText } from '../../middleware/auth';
import { createInstitution } from '../institutions';
import { acceptInvitation } from '../invitations';
import { award } from '../points';
import { standingOf } from '../moderation';
import { createUser, findUserByEmail, getCurrentUser, userChanged, type UserRow } from '../users';
import { recordBirthDate, youthStandingOf } from '../youth';
import { authPolicy } from './auth.policy';

/** An account's e-mail was just confirmed (link, Google sign-up, or a password reset that proves
 * the mailbox): sign-up points, and the invite points of whoever invited this address. Called in
 * the same transaction as the confirmation; awarding twice is a no-op. */
async function onAccountConfirmed(tx: Db, user: { id: string; email: string }): Promise<void> {
  await award(tx, user.id, POINT_RULES.SIGN_UP, user.id);
  await acceptInvitation(tx, user);
  // Other areas react in this transaction (an institution's member invitations are accepted).
  await publish(tx, { type: 'user.confirmed', actorId: user.id, audience: [], data: { userId: user.id } });
}

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

/** Logout: this device's session ends; the others go on. Every process drops it at once (user.changed). */
export async function endSignIn(db: Db, userId: string, sessionId: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.delete(signInSessions).where(and(eq(signInSessions.id, sessionId), eq(signInSessions.userId, userId)));
    await publish(tx, userChanged(userId));
  });
}

/** 'Sign out everywhere', a password reset: every session of the user ends. */
export async function endAllSignIns(db: Db, userId: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.delete(signInSessions).where(eq(signInSessions.userId, userId));
    await publish(tx, userChanged(userId));
  });
}

/** In the caller's transaction, which publishes user.changed: every other device of the user is signed out. */
async function endOtherSignIns(tx: Db, userId: string, keepSessionId: string): Promise<void> {
  await tx.delete(signInSessions).where(and(eq(signInSessions.userId, userId), ne(signInSessions.id, keepSessionId)));
}

async function sessionFor(deps: AuthDeps, user: UserRow, from: SignInFrom): Promise<Session> {
  // A suspended person may not sign in until the suspension ends by itself (issue 31).
  const suspended = suspendedUntil({ ...user, standing: await standingOf(deps.db, user.id) });
  if (suspended) throw forbidden(MSG.suspended(untilText(suspended)), 'SUSPENDED');
  const [token, me, youth] = await Promise.all([
    startSignIn(deps, user.id, from),
    getCurrentUser(deps.db, user.id),
    youthStandingOf(deps.db, user.id),
  ]);
  // Age and consent (issue 32): the client asks for a date of birth or a guardian from it.
  return { token, user: { ...me, youth } };
}

async function createConfirmation(db: Db, userId: string): Promise<string> {
  const token = randomToken();
  await db.insert(emailConfirmations).values({ tokenHash: hashToken(token), userId });
  return token;
}

/** The confirmation mail in the new user's language, queued in the sign-up's transaction (sent and retried by the job queue). */
async function queueConfirmation(tx: Db, config: Config, user: Pick<UserRow, 'email' | 'firstname' | 'language'>, token: string) {
  await queueMail(tx, {
    to: user.email,
    ...mailTexts(user.language).confirmation({ firstname: user.firstname }),
    link: `${config.publicUrl}/confirm/login/${token}`,
    language: user.language,
  });
}

/*
 * Sign-up answers the same, in the same time, for a new and a taken address (no probing for
 * accounts): the request only hashes the password and enqueues the 'auth.signup' job
 * (auth.jobs.ts), which makes the account and its confirmation mail, or mails the owner of a
 * taken address. The job's payload holds the hash, never the password; it is emptied when done.
 */
type SignupFields = Omit<SignupInput, 'password'>;
type InstitutionSignupFields = Omit<InstitutionSignupInput, 'password'>;
export type SignupRequest =
  | { kind: 'individual'; input: SignupFields; passwordHash: string }
  | { kind: 'institution'; input: InstitutionSignupFields; passwordHash: string };

export async function requestSignup(deps: AuthDeps, { password, ...input }: SignupInput): Promise<void> {
  await enqueue(deps.db, 'auth.signup', { kind: 'individual', input, passwordHash: await deps.passwords.hash(password) });
}

export async function requestInstitutionSignup(deps: AuthDeps, { password, ...input }: InstitutionSignupInput): Promise<void> {
  await enqueue(deps.db, 'auth.signup', { kind: 'institution', input, passwordHash: await deps.passwords.hash(password) });
}

/**
 * Someone signed up with an address that has an account: the owner is told by mail, in their
 * language, and pointed at sign-in and reset.
 */
async function tellOwnerOfSignupAttempt(db: Db, config: Config, owner: Pick<UserRow, 'email' | 'firstname' | 'language'>): Promise<void> {
  await queueMail(db, {
    to: owner.email,
    ...mailTexts(owner.language).signupAttempt({ firstname: owner.firstname }),
    link: `${config.publicUrl}/forgot-password`,
    language: owner.language,
  });
}

/** The 'auth.signup' job: the account, or a mail to the address's owner (also when the address was taken meanwhile). */
export async function signUpOrTellOwner(deps: { db: Db; config: Config }, request: SignupRequest): Promise<void> {
  const { email } = request.input;
  const existing = await findUserByEmail(deps.db, email);
  if (existing) return tellOwnerOfSignupAttempt(deps.db, deps.config, existing);
  try {
    if (request.kind === 'individual') await createAccount(deps, request.input, request.passwordHash);
    else await createInstitutionAccount(deps, request.input, request.passwordHash);
  } catch (err) {
    const raced = err instanceof HttpError && err.status === 409 ? await findUserByEmail(deps.db, email) : null;
    if (!raced) throw err;
    await tellOwnerOfSignupAttempt(deps.db, deps.config, raced);
  }
}

async function createAccount(deps: { db: Db; config: Config }, input: SignupFields, passwordHash: string): Promise<void> {
  await deps.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const user = await createUser(tx, {
      email: input.email,
      passwordHash,
      firstname: input.firstname,
      lastname: input.lastname,
      country: input.country,
      usercategory: input.usercategory,
      language: input.language ?? 'en',
    });
    if (input.birthDate) await recordBirthDate(tx, user.id, input.birthDate);
    await queueConfirmation(tx, deps.config, user, await createConfirmation(tx, user.id));
  });
}

/** The institution account (category institution) and its institution in one transaction. */
async function createInstitutionAccount(
  deps: { db: Db; config: Config },
  input: InstitutionSignupFields,
  passwordHash: string,
): Promise<void> {
  await deps.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const user = await createUser(tx, {
      email: input.email,
      passwordHash,
      firstname: input.firstname,
      lastname: input.lastname,
      country: input.country,
      usercategory: ['institution'],
      bio: input.bio,
      website: input.website ?? '',
      language: input.language ?? 'en',
    });
    await createInstitution(tx, user.id, input);
    await queueConfirmation(tx, deps.config, user, await createConfirmation(tx, user.id));
  });
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
  await inTransaction(db, async (tx) => {
    const [fresh] = await tx
      .update(users)
      .set({ confirmed: true, modifiedAt: new Date() })
      .where(and(eq(users.id, row.userId), eq(users.confirmed, false)))
      .returning({ id: users.id, email: users.email });
    if (fresh) {
      await onAccountConfirmed(tx, fresh);
      await publish(tx, userChanged(fresh.id));
    }
  });
}

export async function login(deps: AuthDeps, email: string, password: string, from: SignInFrom = {}): Promise<Session> {
  const user = await findUserByEmail(deps.db, email);
  // verify() runs bcrypt even for unknown e-mails so timing does not reveal accounts.
  const ok = await deps.passwords.verify(password, user?.passwordHash ?? null);
  if (!user || !ok) throw unauthorized(MSG.loginIncorrect);
  authorize(authPolicy.signIn(user), MSG.emailNotConfirmed, 'EMAIL_NOT_CONFIRMED');
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

/** `language` is the page's, for an account this sign-in creates. */
export async function googleLogin(
  deps: AuthDeps,
  idToken: string,
  from: SignInFrom = {},
  language: Language = 'en',
): Promise<Session & { created: boolean }> {
  const identity = await verifyGoogleToken(deps.config, idToken);
  let user = await findUserByEmail(deps.db, identity.email);
  let created = false;
  if (!user) {
    try {
      // inTransaction: the confirmation publishes 'user.confirmed' with the new account.
      user = await inTransaction(deps.db, async (tx) => {
        const row = await createUser(tx, {
          email: identity.email,
          passwordHash: null,
          firstname: identity.givenName,
          lastname: identity.familyName,
          country: 'Other',
          usercategory: ['student'],
          confirmed: true,
          language,
        });
        await onAccountConfirmed(tx, row);
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
    await inTransaction(deps.db, async (tx) => {
      await tx.update(users).set({ confirmed: true }).where(eq(users.id, confirmed.id));
      await onAccountConfirmed(tx, confirmed);
      await publish(tx, userChanged(confirmed.id));
    });
    user = { ...user, confirmed: true };
  }
  return { ...(await sessionFor(deps, user, from)), created };
}

/** POST /auth/forgot-password: the same answer, in the same time, for any address; the look-up is the job's. */
export async function requestPasswordReset(db: Db, email: string): Promise<void> {
  await enqueue(db, 'auth.passwordReset', { email });
}

/** The 'auth.passwordReset' job: a one-time link mailed to a known address, in its owner's language; nothing otherwise. */
export async function sendPasswordResetIfKnown(deps: { db: Db; config: Config }, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = randomToken();
  await deps.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await tx.insert(passwordResets).values({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
    });
    await queueMail(tx, {
      to: user.email,
      ...mailTexts(user.language).passwordReset({ firstname: user.firstname, minutes: RESET_TOKEN_TTL_MINUTES }),
      link: `${deps.config.publicUrl}/reset-password/${token}`,
      language: user.language,
    });
  });
}

/**
 * A one-time link to choose a password, for an account someone else made (Create Mentor): the
 * reset machinery with a longer life, so `resetPassword` redeems it. Run in the caller's
 * transaction; the caller mails it in its own words.
 */
export async function passwordSetLink(tx: Db, config: Config, userId: string, ttlMinutes: number): Promise<string> {
  const token = randomToken();
  await tx.insert(passwordResets).values({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + ttlMinutes * 60_000) });
  return `${config.publicUrl}/reset-password/${token}`;
}

export async function resetPassword(deps: AuthDeps, token: string, newPassword: string): Promise<void> {
  const passwordHash = await deps.passwords.hash(newPassword);
  const done = await inTransaction(deps.db, async (tx) => {
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
    if (fresh) await onAccountConfirmed(tx, fresh);
    await tx.update(users).set({ passwordHash, confirmed: true, modifiedAt: new Date() }).where(eq(users.id, claimed.userId));
    // Whoever knew the old password is signed out everywhere.
    await tx.delete(signInSessions).where(eq(signInSessions.userId, claimed.userId));
    await publish(tx, userChanged(claimed.userId));
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
export async function changePassword(
  deps: AuthDeps,
  user: UserRow,
  sessionId: string,
  password: string,
  newPassword: string,
): Promise<void> {
  if (!(await deps.passwords.verify(password, user.passwordHash))) {
    throw badRequest(MSG.currentPasswordIncorrect, { password: MSG.currentPasswordIncorrect });
  }
  const passwordHash = await deps.passwords.hash(newPassword);
  await inTransaction(deps.db, async (tx) => {
    await tx.update(users).set({ passwordHash, modifiedAt: new Date() }).where(eq(users.id, user.id));
    await endOtherSignIns(tx, user.id, sessionId);
    await publish(tx, userChanged(user.id));
  });
}
