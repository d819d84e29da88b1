import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import {
  MSG, RESET_TOKEN_TTL_MINUTES, type CurrentUser, type Language, type InstitutionSignupInput, type SignupInput,
} from '@delv/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { emailConfirmations, passwordResets, users } from '../../db/schema';
import { HttpError, badRequest, forbidden, notImplemented, unauthorized } from '../../lib/errors';
import { inTransaction, publish } from '../../events/publish';
import { queueMail } from '../../jobs/queue';
import type { Mailer } from '../../lib/mail';
import { mailTexts } from '../../mail/texts';
import type { Passwords } from '../../lib/passwords';
import { hashToken, randomToken, signToken } from '../../lib/tokens';
import { createInstitution } from '../institutions/institutions.service';
import { onAccountConfirmed } from '../points/welcome';
import {
  bumpTokenVersion, createUser, findUserByEmail, getCurrentUser, userChanged, type UserRow,
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

/** The confirmation mail in the new user's language, queued in the sign-up's transaction (sent and retried by the job queue). */
async function queueConfirmation(tx: Db, config: Config, user: Pick<UserRow, 'email' | 'firstname' | 'language'>, token: string) {
  await queueMail(tx, {
    to: user.email,
    ...mailTexts(user.language).confirmation({ firstname: user.firstname }),
    link: `${config.publicUrl}/confirm/login/${token}`,
    language: user.language,
  });
}

export async function signup(deps: AuthDeps, input: SignupInput): Promise<void> {
  const passwordHash = await deps.passwords.hash(input.password);
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
    await queueConfirmation(tx, deps.config, user, await createConfirmation(tx, user.id));
  });
}

/** Registers the institution account (category institution) and its institution in one transaction. */
export async function signupInstitution(deps: AuthDeps, input: InstitutionSignupInput): Promise<{ institutionId: string }> {
  const passwordHash = await deps.passwords.hash(input.password);
  return deps.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const user = await createUser(tx, {
      email: input.email,
      passwordHash,
      firstname: input.firstname,
      lastname: input.lastname,
      country: input.country,
      usercategory: ['institution'],
      language: input.language ?? 'en',
      bio: input.bio,
      website: input.website ?? '',
    });
    const institution = await createInstitution(tx, user.id, input);
    await queueConfirmation(tx, deps.config, user, await createConfirmation(tx, user.id));
    return { institutionId: institution.id };
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

/** `language` is the page's, for an account this sign-in creates. */
export async function googleLogin(deps: AuthDeps, idToken: string, language: Language = 'en'): Promise<Session & { created: boolean }> {
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
          language,
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
    await inTransaction(deps.db, async (tx) => {
      await tx.update(users).set({ confirmed: true }).where(eq(users.id, confirmed.id));
      await onAccountConfirmed(tx, confirmed);
      await publish(tx, userChanged(confirmed.id));
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
    await tx
      .update(users)
      .set({ passwordHash, confirmed: true, tokenVersion: sql`${users.tokenVersion} + 1`, modifiedAt: new Date() })
      .where(eq(users.id, claimed.userId));
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

export async function changePassword(deps: AuthDeps, user: UserRow, password: string, newPassword: string): Promise<string> {
  if (!(await deps.passwords.verify(password, user.passwordHash))) {
    throw badRequest(MSG.currentPasswordIncorrect, { password: MSG.currentPasswordIncorrect });
  }
  const passwordHash = await deps.passwords.hash(newPassword);
  const row = await inTransaction(deps.db, async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, modifiedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    await publish(tx, userChanged(user.id));
    return changed;
  });
  return issueToken(deps.config, row);
}
