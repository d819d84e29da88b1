import { eq, sql } from 'drizzle-orm';
import { UUID_RE } from '@delv/shared';
import { contents } from '../../db/schema';
import type { Target } from '../../platform/targets';

/** Where each category's item opens in the app. */
const PATHS: Record<string, string> = {
  Article: 'article/read',
  Video: 'video/watch',
  Course: 'course/review',
  Book: 'book/open',
  OpenLib: 'openlib/link',
};

/** Content as a target of comments, ratings and likes (platform/targets.ts). */
export const contentTarget: Target = {
  async find(db, id, viewer) {
    if (!UUID_RE.test(id)) return null;
    const [row] = await db
      .select({ ownerId: contents.ownerId, visible: contents.visible, title: contents.title, category: contents.category })
      .from(contents)
      .where(eq(contents.id, id))
      .limit(1);
    if (!row || (!row.visible && row.ownerId !== viewer.id)) return null;
    return {
      ownerIds: [row.ownerId],
      subject: { kind: 'content', id, title: row.title, link: `/${PATHS[row.category] ?? 'image'}/${id}` },
    };
  },
  async storeRating(tx, id, { avgRating, ratingCount }) {
    await tx.update(contents).set({ avgRating, ratingCount }).where(eq(contents.id, id));
  },
  // The CASE keeps the uuid cast away from other kinds' ids ('delv-platform').
  hiddenComments: (viewerId, item) => sql`(${item.kind} = 'content' and exists (
    select 1 from contents ct
    where ct.id = (case when ${item.itemId} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then ${item.itemId}::uuid end)
      and not ct.visible and ct.owner_id is distinct from ${viewerId}::uuid))`,
};
