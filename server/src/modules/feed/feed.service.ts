import { sql, type SQL } from 'drizzle-orm';
import type { FeedItem } from '@delv/shared';
import type { Db } from '../../db/client';
import { hydrate, type FeedViewer } from './feed.query';

/** A share is shown only while its item is visible to the viewer (private content stays private).
 * A join, not EXISTS: with EXISTS ... OR the planner may hash the whole contents table per query. */
const withShared = sql`left join contents x on x.id = s.content_id`;
const sharedVisible = (viewerId: string) => sql`(s.content_id is null or x.visible or x.owner_id = ${viewerId})`;

/**
 * The home feed: posts, shares and newly published content, newest first.
 *
 * Six branches, each an index scan in created_at order that stops after skip+limit+1 rows (a
 * UNION ALL of those, sorted, cut to the page), then ONE hydrate query for the page's cards:
 *   1. active posts                       posts_active_created_idx
 *   2. pulled-down posts: the viewer's own (posts_user_created_idx) or, for moderators, all
 *      (posts_rejected_created_idx)
 *   3. shares to everyone                 shares_everyone_created_idx
 *   4. the viewer's own shares to people  shares_user_created_idx
 *   5. shares sent to the viewer          share_recipients_user_created_idx
 *   6. public content                     contents_latest_idx
 * The branches are disjoint (a share is either to everyone or to people, and the sharer is never
 * a recipient), so nothing shows twice. Skip/limit paging (the spec's SHOW MORE) costs
 * O(skip+limit) rows per branch, whatever the size of the tables.
 */
export async function homeFeed(db: Db, viewer: FeedViewer, skip: number, limit: number): Promise<{ data: FeedItem[]; hasMore: boolean }> {
  // One row more than asked tells whether there is a next page.
  const items = await hydrate(db, feedPageSql(viewer, skip, limit + 1), viewer);
  return { data: items.slice(0, limit), hasMore: items.length > limit };
}

/** The page of (type, id, created_at) rows: `take` rows after `skip` (exported for the benchmark's EXPLAIN). */
export function feedPageSql(viewer: FeedViewer, skip: number, take: number): SQL {
  const n = skip + take;
  const postOrder = sql`order by p.created_at desc nulls last, p.id desc nulls last limit ${n}`;
  const shareOrder = sql`order by s.created_at desc nulls last, s.id desc nulls last limit ${n}`;
  const branches: SQL[] = [
    sql`(select 'post'::text as type, p.id, p.created_at from posts p where p.status = 'active' ${postOrder})`,
    viewer.moderator
      ? sql`(select 'post'::text, p.id, p.created_at from posts p where p.status = 'rejected' ${postOrder})`
      : sql`(select 'post'::text, p.id, p.created_at from posts p where p.user_id = ${viewer.id} and p.status = 'rejected' ${postOrder})`,
    sql`(select 'share'::text, s.id, s.created_at from shares s ${withShared}
         where s.audience = 'everyone' and ${sharedVisible(viewer.id)} ${shareOrder})`,
    sql`(select 'share'::text, s.id, s.created_at from shares s ${withShared}
         where s.user_id = ${viewer.id} and s.audience = 'users' and ${sharedVisible(viewer.id)} ${shareOrder})`,
    sql`(select 'share'::text, r.share_id, r.created_at from share_recipients r join shares s on s.id = r.share_id ${withShared}
         where r.user_id = ${viewer.id} and ${sharedVisible(viewer.id)}
         order by r.created_at desc nulls last, r.share_id desc nulls last limit ${n})`,
    sql`(select 'content'::text, c.id, c.created_at from contents c where c.visible
         order by c.created_at desc nulls last, c.id desc nulls last limit ${n})`,
  ];
  return sql`select * from (${sql.join(branches, sql` union all `)}) u
    order by created_at desc nulls last, id desc limit ${take} offset ${skip}`;
}
