/**
 * What can be commented on, rated, liked and shared: one target per kind (SOCIAL_KINDS in
 * @delv/shared), declared by the area that owns the thing in its manifest (`targets`) and installed
 * from the list of areas (platform/install.ts). Comments, ratings, likes and shares are generic:
 * they store (kind, item id, user) rows and ask the target of the kind about the item, so they
 * import no area of the things they are about, and no such area imports them for this.
 *
 *   - find(db, id, viewer): does it exist AND may this viewer see it? Answers its owners (who may
 *     not rate their own item) and what a notice about it names (title, link), or null (a 404, so
 *     a private item looks like a missing one).
 *   - storeRating(tx, id, { avgRating, ratingCount }): writes the new average on the rated row,
 *     inside the rating's transaction, under a per-item advisory lock (ratings.service.ts), so the
 *     stored average always matches the ratings table.
 *   - hiddenComments(viewerId, columns): an SQL condition true for comments whose item this viewer
 *     may not see (the all-comments list, GET /comment/).
 *
 * Adding a kind: its area writes a Target reading only its own tables and names it in its
 * manifest's `targets`; `/rating/<kind>`, `/comment/` and `/like/` then work. A kind without a
 * target answers 404 on every write.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { MSG, type ItemSubject, type SocialKind } from '@delv/shared';
import type { Db } from '../db/client';
import { notFound } from '../lib/errors';

export interface Viewer {
  id: string | null;
}

export interface TargetInfo {
  /** Users who own the item: they may comment on it but not rate it. */
  ownerIds: string[];
  /** What a notice about it names and where it opens (the events about it carry this). */
  subject: ItemSubject;
}

/** The columns of the comment being filtered, handed in by the comments area (whose table it is). */
export interface CommentColumns {
  kind: SQLWrapper;
  itemId: SQLWrapper;
}

export interface Target {
  find(db: Db, id: string, viewer: Viewer): Promise<TargetInfo | null>;
  storeRating?(tx: Db, id: string, summary: { avgRating: number; ratingCount: number }): Promise<void>;
  hiddenComments?(viewerId: string | null, comment: CommentColumns): SQL;
}

const targets = new Map<SocialKind, Target>();

/** Installs the target of a kind (platform/install.ts, from a manifest). */
export function registerTarget(kind: SocialKind, target: Target): void {
  targets.set(kind, target);
}

/** The kind's target, or undefined when no area serves it. */
export const findTarget = (kind: SocialKind): Target | undefined => targets.get(kind);

export function targetOf(kind: SocialKind): Target {
  const target = targets.get(kind);
  if (!target) throw notFound(MSG.notFound);
  return target;
}

/** The item or a 404: unknown, not visible to this viewer, or a kind this server does not serve. */
export async function requireTarget(db: Db, kind: SocialKind, id: string, viewer: Viewer): Promise<{ target: Target; info: TargetInfo }> {
  const target = targetOf(kind);
  const info = await target.find(db, id, viewer);
  if (!info) throw notFound(MSG.notFound);
  return { target, info };
}

/** OR of every kind's hidden-comment condition (false when none). */
export function hiddenCommentsSql(viewerId: string | null, comment: CommentColumns): SQL {
  const parts = [...targets.values()].flatMap((t) => (t.hiddenComments ? [t.hiddenComments(viewerId, comment)] : []));
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}
