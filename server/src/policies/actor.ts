/**
 * Who is asking, as the policies see it, the one way a route refuses, and the one way an answer
 * says what the viewer may do. Each area's `<area>.policy.ts` (named in its manifest) says who may
 * read, create, change, delete or moderate its things, as plain functions of (actor, thing) ->
 * boolean, with no HTTP and no database. They are asked in one place, the services: `authorize(
 * policy.x(actor, thing))` where the thing is loaded, never in a route; and an answer a screen needs
 * permissions for carries `can` made by canOf() from the same rules, so the client never compares
 * ids. The matrix test (policies/matrix.test.ts) walks every route with every kind of person.
 */
import type { YouthStanding } from '@delv/shared';
import { roleOf, type ErrorCode, type Role, type SystemRole } from '@delv/shared';
import { forbidden } from '../lib/errors';

/** The sanctions in force on a person (issue 31): each ends by itself at its time. */
export interface Standing {
  silencedUntil: Date | null;
  suspendedUntil: Date | null;
  /** Age and a guardian's consent (issue 32): absent for a job or a test calling a service. */
  youth?: YouthStanding;
}

/** A signed-in account (what policies need of it); null is a guest. */
export interface Actor {
  id: string;
  roles: readonly string[];
  usercategory: readonly string[];
  /** Set by authenticate(): absent means no sanction known (a job, a test calling a service). */
  standing?: Standing;
}

export const hasRole = (actor: Actor | null, role: SystemRole): boolean => Boolean(actor?.roles.includes(role));
export const isAdmin = (actor: Actor | null): boolean => hasRole(actor, 'admin');
/** Admins and claim reviewers review claims and the points behind them. */
export const isClaimReviewer = (actor: Actor | null): boolean => isAdmin(actor) || hasRole(actor, 'claimReviewer');
/** Admins, claim reviewers and moderators moderate the feed (pull posts down, see pulled-down posts). */
export const isModerator = (actor: Actor | null): boolean => isClaimReviewer(actor) || hasRole(actor, 'moderator');

const until = (at: Date | null | undefined, now: number): at is Date => Boolean(at && at.getTime() > now);
/** Silenced now: may read, may not post, comment, chat, review, invite or upload. */
export const silencedUntil = (actor: Actor | null, now = Date.now()): Date | null =>
  until(actor?.standing?.silencedUntil, now) ? actor!.standing!.silencedUntil : null;
/** Suspended now: may not sign in, and no token of theirs works. */
export const suspendedUntil = (actor: Actor | null, now = Date.now()): Date | null =>
  until(actor?.standing?.suspendedUntil, now) ? actor!.standing!.suspendedUntil : null;
/** Learner, mentor or institution, from the account's categories. */
export const kindOf = (actor: Actor): Role => roleOf(actor.usercategory);
export const isSelf = (actor: Actor | null, userId: string): boolean => actor?.id === userId;

/** The API's 403 (with the spec's message and code where it has them) unless the policy allowed it. */
export function authorize(allowed: boolean, message?: string, code?: ErrorCode): void {
  if (!allowed) throw forbidden(message, code);
}

/** A rule of a policy as canOf() asks it: of a signed-in actor and the thing. */
type Rule<T> = (actor: Actor, thing: T) => boolean;

/**
 * What `actor` may do with `thing`, as answers carry it (`can: { edit, delete, moderate, ... }`):
 * each named rule of the thing's policy asked once; a guest may do none of them.
 */
export function canOf<T, K extends string>(actor: Actor | null, thing: T, rules: Record<K, Rule<T>>): Record<K, boolean> {
  const can = {} as Record<K, boolean>;
  for (const key of Object.keys(rules) as K[]) can[key] = actor !== null && rules[key](actor, thing);
  return can;
}
