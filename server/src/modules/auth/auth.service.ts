import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import {
  MSG, RESET_TOKEN_TTL_MINUTES, type CurrentUser, type InstitutionSignupInput, type SignupInput,
} from '@delv/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { emailConfirmations, passwordResets, users } from '../../db/schema';
import { HttpError, badRequest, forbidden, notImplemented, unauthorized } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import { log } from '../../lib/log';
import type { Passwords } from '../../lib/passwords';
import { hashToken, randomToken, signToken } from '../../lib/tokens';
import { createInstitution } from '../institutions/institutions.service';
import { onAccountConfirmed } from '../points/welcome';
import {
  bumpTokenVersion, createUser, findUserByEmail, getCurrentUser, type UserRow,
} from '../users/users.service';

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

export function issueToken(config: Config, user: Pick<UserRow, 'id' | 'tokenVersion'>): string {
  return signToken(config.jwtSecret, { sub: user.id, v: user.tokenVersion }, config.tokenTtl);
}

async function sessionFor(deps: AuthDeps, user: UserRow): Promise<Session> {
  return { token: issueToken(deps.config, user), user: await getCurrentUser(deps.db, user.id) };
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

export async function signup(deps: AuthDeps, input: SignupInput): Promise<void> {
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

/** Registers the institution account (category institution) and its institution in one transaction. */
export async function signupInstitution(deps: AuthDeps, input: InstitutionSignupInput): Promise<{ institutionId: string }> {
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

export async function login(deps: AuthDeps, email: string, password: string): Promise<Session> {
  const user = await findUserByEmail(deps.db, email);
  // verify() runs bcrypt even for unknown e-mails so timing does not reveal accounts.
  const ok = await deps.passwords.verify(password, user?.passwordHash ?? null);
  if (!user || !ok) throw unauthorized(MSG.loginIncorrect);
  if (!user.confirmed) throw forbidden(MSG.emailNotConfirmed, 'EMAIL_NOT_CONFIRMED');
  return sessionFor(deps, user);
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

export async function googleLogin(deps: AuthDeps, idToken: string): Promise<Session & { created: boolean }> {
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
  return { ...(await sessionFor(deps, user)), created };
}

export async function logout(db: Db, userId: string): Promise<void> {
  await bumpTokenVersion(db, userId);
}

export async function forgotPassword(deps: AuthDeps, email: string): Promise<void> {
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
      .set({ passwordHash, confirmed: true, tokenVersion: sql`${users.tokenVersion} + 1`, modifiedAt: new Date() })
      .where(eq(users.id, claimed.userId));
    // Any other outstanding link for the account dies with this one.
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)));
    return true;
  });
  if (!done) throw badRequest(MSG.resetTokenInvalid);
}

export async function changePassword(deps: AuthDeps, user: UserRow, password: string, newPassword: string): Promise<string> {
  if (!(await deps.passwords.verify(password, user.passwordHash))) {
    throw badRequest(MSG.currentPasswordIncorrect, { password: MSG.currentPasswordIncorrect });
  }
  const passwordHash = await deps.passwords.hash(newPassword);
  const [row] = await deps.db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, modifiedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return issueToken(deps.config, row);
}
