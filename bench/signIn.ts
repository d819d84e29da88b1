import type pg from 'pg';
import { signToken } from '../server/src/lib/tokens';

/**
 * Tokens the server accepts for these users: each gets a device sign-in (a sign_in_sessions row,
 * one statement for all of them), whose id its token carries.
 */
export async function signInTokens(pool: pg.Pool, secret: string, userIds: string[]): Promise<string[]> {
  const { rows } = await pool.query<{ id: string; user_id: string }>(
    "insert into sign_in_sessions (user_id, expires_at) select u, now() + interval '7 days' from unnest($1::uuid[]) as u returning id, user_id",
    [userIds],
  );
  const sessionOf = new Map(rows.map((r) => [r.user_id, r.id]));
  return userIds.map((id) => signToken(secret, { sub: id, sid: sessionOf.get(id)! }));
}
