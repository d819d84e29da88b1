/**
 * Who is asking, as the policies see it, and the one way a route refuses: each area's
 * `<area>.policy.ts` says who may read, create, change, delete or moderate its things, as plain
 * functions of (actor, thing) -> boolean, with no HTTP and no database; services call
 * `authorize(policy.x(actor, thing))` where they load the thing. The matrix test
 * (policies/matrix.test.ts) walks every route with every kind of person.
 */
import { roleOf, type Role, type SystemRole } from '@delv/shared';
import { forbidden } from '../lib/errors';

/** A signed-in account (what policies need of it); null is a guest. */
export interface Actor {
  id: string;
  roles: readonly string[];
  usercategory: readonly string[];
}

export const hasRole = (actor: Actor | null, role: SystemRole): boolean => Boolean(actor?.roles.includes(role));
export const isAdmin = (actor: Actor | null): boolean => hasRole(actor, 'admin');
/** Admins and claim reviewers moderate the feed (pull posts down) and review claims. */
export const isModerator = (actor: Actor | null): boolean => isAdmin(actor) || hasRole(actor, 'claimReviewer');
/** Learner, mentor or institution, from the account's categories. */
export const kindOf = (actor: Actor): Role => roleOf(actor.usercategory);
export const isSelf = (actor: Actor | null, userId: string): boolean => actor?.id === userId;

/** The API's 403 (with the spec's message where it has one) unless the policy allowed it. */
export function authorize(allowed: boolean, message?: string): void {
  if (!allowed) throw forbidden(message);
}
