import { eq, sql } from 'drizzle-orm';
import { UUID_RE } from '@delv/shared';
import { posts } from '../../db/schema';
import type { Target } from '../../platform/targets';

/** A post's first words, as the bell names it. */
export function excerptOf(text: string, words = 8): string {
  const all = text.trim().split(/\s+/);
  return all.length > words ? `${all.slice(0, words).join(' ')}…` : all.join(' ');
}

/** Posts as a target of comments and likes (platform/targets.ts). Posts are for
 * members: guests see none; a pulled-down post exists only for its author and moderators. */
export const postTarget: Target = {
  async find(db, id, viewer) {
    if (!viewer.id || !UUID_RE.test(id)) return null;
    const [row] = await db
      .select({
        userId: posts.userId,
        status: posts.status,
        text: posts.text,
        moderator: sql<boolean>`exists(select 1 from users u where u.id = ${viewer.id} and u.roles && array['admin', 'claimReviewer', 'moderator']::text[])`,
      })
      .from(posts)
      .where(eq(posts.id, id))
      .limit(1);
    if (!row) return null;
    if (row.status !== 'active' && row.userId !== viewer.id && !row.moderator) return null;
    return { ownerIds: [row.userId], subject: { kind: 'post', id, title: excerptOf(row.text), link: `/post/${id}` } };
  },
  // The all-comments list (GET /comment/) is public: post comments stay in the members' feed.
  hiddenComments: (viewerId, item) =>
    viewerId
      ? sql`(${item.kind} = 'post' and exists (
          select 1 from posts hp
          where hp.id = (case when ${item.itemId} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then ${item.itemId}::uuid end)
            and hp.status <> 'active' and hp.user_id <> ${viewerId}::uuid))`
      : sql`(${item.kind} = 'post')`,
};
