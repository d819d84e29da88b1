/**
 * What can be commented on, rated and liked: one entry per kind (SOCIAL_KINDS in @delv/shared).
 *
 * Comments (modules/comments), ratings (modules/ratings) and likes (modules/likes) are generic:
 * they store (kind, item id, user) rows and ask this registry two things about the item:
 *   - find(db, id, viewer): does it exist AND may this viewer see it? Answers the owners (who may
 *     not rate their own item) or null (→ 404, so a private item looks like a missing one).
 *   - storeRating(tx, id, { avgRating, ratingCount }): write the new average on the rated row.
 *     Called inside the rating's transaction, under a per-item advisory lock, so the stored
 *     average always matches the ratings table.
 * Optional: hiddenComments(viewerId) — an SQL condition true for comments whose item this viewer
 * may not see, used by the all-comments list (GET /comment/).
 *
 * Adding a kind (e.g. sessions): write `export const sessionTarget: Target = {...}` in your module
 * (e.g. modules/sessions/sessions.target.ts, reading only your own tables) and add ONE line to
 * TARGETS below: `session: sessionTarget,`. `/rating/session`, `/comment/` and `/like/` then work.
 * A kind without an entry answers 404 on every write.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { MSG, PLATFORM_FEEDBACK_ID, type SocialKind } from '@delv/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { contentTarget } from '../content/content.target';
import { institutionTarget } from '../institutions/institutions.target';
import { userTarget } from '../users/users.target';
import { sessionTarget } from '../sessions/sessions.target';
import { postTarget } from '../posts/posts.target';

export interface Viewer {
  id: string | null;
}

export interface TargetInfo {
  /** Users who own the item: they may comment on it but not rate it. */
  ownerIds: string[];
}

/** The columns of the comment being filtered, handed in by the comments module (whose table it is). */
export interface CommentColumns {
  kind: SQLWrapper;
  itemId: SQLWrapper;
}

export interface Target {
  find(db: Db, id: string, viewer: Viewer): Promise<TargetInfo | null>;
  storeRating?(tx: Db, id: string, summary: { avgRating: number; ratingCount: number }): Promise<void>;
  hiddenComments?(viewerId: string | null, comment: CommentColumns): SQL;
}

/** Platform feedback: a single fixed item with no row; its average is read from the ratings. */
const platformTarget: Target = {
  async find(_db, id) {
    return id === PLATFORM_FEEDBACK_ID ? { ownerIds: [] } : null;
  },
};

export const TARGETS: Partial<Record<SocialKind, Target>> = {
  content: contentTarget,
  user: userTarget,
  institution: institutionTarget,
  platform: platformTarget,
  session: sessionTarget,
  post: postTarget,
};

export function targetOf(kind: SocialKind): Target {
  const target = TARGETS[kind];
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
  const parts = Object.values(TARGETS).flatMap((t) => (t?.hiddenComments ? [t.hiddenComments(viewerId, comment)] : []));
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}
