import { createHash, randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';

export interface TokenClaims {
  sub: string;
  /** users.token_version when the token was issued; a bump revokes it. */
  v: number;
}

export function signToken(secret: string, claims: TokenClaims, expiresIn: string = '7d'): string {
  return jwt.sign({ v: claims.v }, secret, {
    algorithm: 'HS256',
    subject: claims.sub,
    expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
  });
}

/** Returns the claims, or null for anything forged, expired or malformed. */
export function verifyToken(secret: string, token: string): TokenClaims | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload !== 'object' || typeof payload.sub !== 'string' || typeof payload.v !== 'number') return null;
    return { sub: payload.sub, v: payload.v };
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
