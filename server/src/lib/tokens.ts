import { createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

export interface TokenClaims {
  sub: string;
  /** The device's sign-in session (sign_in_sessions.id): the token is good while that row exists. */
  sid: string;
}

/**
 * jsonwebtoken turns a string secret into a key on every call, first trying (and failing) to read
 * it as a PEM public key: a thrown error per request, 12% of the API's CPU on the feed benchmark.
 * One KeyObject per secret avoids it.
 */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret))));
  return key;
}

export function signToken(secret: string, claims: TokenClaims, expiresIn: string = '7d'): string {
  return jwt.sign({ sid: claims.sid }, keyOf(secret), {
    algorithm: 'HS256',
    subject: claims.sub,
    expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
  });
}

/** Returns the claims, or null for anything forged, expired or malformed. */
export function verifyToken(secret: string, token: string): TokenClaims | null {
  try {
    const payload = jwt.verify(token, keyOf(secret), { algorithms: ['HS256'] });
    if (typeof payload !== 'object' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { sub: payload.sub, sid: payload.sid };
  } catch {
    return null;
  }
}

/** A random token for e-mailed links; only its hash is stored. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
