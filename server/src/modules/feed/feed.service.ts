import { sql, type SQL } from 'drizzle-orm';
import type { FeedItem } from '@delv/shared';
import type { Db } from '../../db/client';
import { authorize } from '../../policies/actor';
import { blockedIdsOf, notBlockedWith } from '../blocks';
import { forViewer, hydrate, hydrateWithLikes, type FeedViewer } from '../posts';
import { feedPolicy } from './feed.policy';

/** The public part of the feed as one process keeps it for a moment (feed.window.ts). */
export interface PublicFeedSnapshot {
  /** The newest public cards, newest first, built for nobody (likedByMe and every `can` false). */
  cards: FeedItem[];
  /** True when there are more public cards than the window holds (so it ends early). */
  truncated: boolean;
  loadedAt: number;
}

/** A share is shown only while its item is visible to the viewer (private content stays private; a
 * session a moderator hid only to its organisers, issue 31).
 * A join, not EXISTS: with EXISTS ... OR the planner may hash the whole contents table per query. */
const withShared = sql`left join contents x on x.id = s.content_id left join sessions y on y.id = s.session_id`;
const sharedVisible = (viewerId: string) =>
  sql`(s.content_id is null or x.visible or x.owner_id = ${viewerId})
    and (s.session_id is null or y.hidden_at is null or ${viewerId} in (y.owner_id, y.presenter_id))`;

/** Not by someone the viewer blocked or was blocked by (issue 31); the public window is built for nobody. */
const notBlocked = (viewer: FeedViewer, column: string): SQL => (viewer.actor ? notBlockedWith(viewer.id, sql.raw(column)) : sql`true`);

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
export async function homeFeed(
  db: Db,
  viewer: FeedViewer,
  skip: number,
  limit: number,
  window: PublicFeedSnapshot | null = null,
): Promise<{ data: FeedItem[]; hasMore: boolean }> {
  authorize(viewer.actor !== null && feedPolicy.read(viewer.actor));
  // One row more than asked tells whether there is a next page.
  const items =
    (window && (await fromWindow(db, window, viewer, new Set(await blockedIdsOf(db, viewer.id)), skip, limit + 1))) ||
    (await directPage(db, viewer, skip, limit + 1));
  return { data: items.slice(0, limit), hasMore: items.length > limit };
}

/** The whole page from the database: the six branches below, hydrated in one statement. */
function directPage(db: Db, viewer: FeedViewer, skip: number, take: number): Promise<FeedItem[]> {
  // Not a named statement: its plan depends on the LIMIT, which a generic plan cannot see.
  return hydrate(db, feedPageSql(viewer, skip, take), viewer);
}

/** Newest first, as the SQL orders them (created_at desc, id desc): negative when `a` comes first. */
const newestFirst = (a: FeedItem, b: FeedItem) =>
  a.createdAt === b.createdAt ? (a._id < b._id ? 1 : a._id > b._id ? -1 : 0) : a.createdAt < b.createdAt ? 1 : -1;
const keyOf = (item: FeedItem) => `${item.type}:${item._id}`;

/**
 * The page from the cached public cards (feed.window.ts) and the viewer's own part, read fresh in
 * one statement with their likes. The same cards in the same order as directPage()
 * (feed.window.test.ts compares them), or null when the page reaches past the end of the window.
 */
async function fromWindow(
  db: Db,
  window: PublicFeedSnapshot,
  viewer: FeedViewer,
  blocked: ReadonlySet<string>,
  skip: number,
  take: number,
): Promise<FeedItem[] | null> {
  const n = skip + take;
  const { cards, truncated } = window;
  if (truncated && n > cards.length) return null;
  const last = truncated ? cards[cards.length - 1] : null;
  // Other people's cards: the viewer's own come fresh from the database instead (just deleted or
  // edited); the cards of people the viewer blocked or was blocked by are left out (issue 31).
  const others: FeedItem[] = [];
  for (const card of cards) if (card.author._id !== viewer.id && !blocked.has(card.author._id)) others.push(card);
  // Only own cards dated inside the window can land in it; and only the first n public cards can
  // land on the page (own cards push them down, never up): their likes come in the same statement.
  const since = last ? new Date(last.createdAt) : null;
  const { cards: own, liked } = await hydrateWithLikes(
    db,
    viewer.moderator ? 'feed_viewer_part_moderator' : 'feed_viewer_part',
    viewerPartSql(viewer, n, since),
    viewer,
    others.slice(0, n).map((c) => c.target),
  );
  const ownKeys = new Set(own.map(keyOf));
  const fromOthers = ownKeys.size ? others.filter((c) => !ownKeys.has(keyOf(c))) : others;

  // Merge the two newest-first lists up to the page's end. Past the window's last card public cards
  // may be missing, so a page that needs anything beyond it is read from the database instead.
  const merged: FeedItem[] = [];
  for (let i = 0, j = 0; merged.length < n;) {
    const a = fromOthers[i];
    const b = own[j];
    if (!a && (last || !b)) break;
    const next = b && (!a || newestFirst(b, a) < 0) ? own[j++] : fromOthers[i++];
    if (last && newestFirst(next, last) > 0) return null;
    merged.push(next);
  }
  if (last && merged.length < n) return null;

  return merged.slice(skip, n).map((c) => {
    if (ownKeys.has(keyOf(c))) return c;
    // Cached cards were built for nobody: mark what this viewer liked and may do.
    return forViewer(c, viewer, liked.has(`${c.target.kind}:${c.target.id}`));
  });
}

/**
 * What only this viewer sees or must see fresh, each branch newest first and cut at `take` rows
 * (and at `since`, the window's oldest card, when the window does not hold the whole feed):
 *   1. their own posts, active or pulled down          posts_user_created_idx
 *   2. moderators: every pulled-down post               posts_rejected_created_idx
 *   3. their own shares, to everyone or to people       shares_user_created_idx
 *   4. shares sent to them                              share_recipients_user_created_idx
 *   5. their own published content                      contents_owner_idx
 *   6. others' shares to everyone of their unpublished content (only the owner may see those)
 * UNION, not UNION ALL: a moderator's own pulled-down post comes from branches 1 and 2.
 */
export function viewerPartSql(viewer: FeedViewer, take: number, since: Date | null): SQL {
  const after = (column: string) => sql`${sql.raw(column)} >= coalesce(${since?.toISOString() ?? null}::timestamptz, '-infinity')`;
  const postOrder = sql`order by p.created_at desc nulls last, p.id desc nulls last limit ${take}`;
  const shareOrder = sql`order by s.created_at desc nulls last, s.id desc nulls last limit ${take}`;
  const branches: SQL[] = [
    sql`(select 'post'::text as type, p.id, p.created_at from posts p where p.user_id = ${viewer.id} and ${after('p.created_at')} ${postOrder})`,
    sql`(select 'share'::text, s.id, s.created_at from shares s ${withShared}
         where s.user_id = ${viewer.id} and ${sharedVisible(viewer.id)} and ${after('s.created_at')} ${shareOrder})`,
    sql`(select 'share'::text, r.share_id, r.created_at from share_recipients r join shares s on s.id = r.share_id ${withShared}
         where r.user_id = ${viewer.id} and ${sharedVisible(viewer.id)} and ${notBlocked(viewer, 's.user_id')} and ${after('r.created_at')}
         order by r.created_at desc nulls last, r.share_id desc nulls last limit ${take})`,
    sql`(select 'content'::text, c.id, c.created_at from contents c where c.owner_id = ${viewer.id} and c.visible and ${after('c.created_at')}
         order by c.created_at desc nulls last, c.id desc nulls last limit ${take})`,
    sql`(select 'share'::text, s.id, s.created_at from shares s join contents x on x.id = s.content_id
         where x.owner_id = ${viewer.id} and not x.visible and s.audience = 'everyone' and ${notBlocked(viewer, 's.user_id')}
           and ${after('s.created_at')} ${shareOrder})`,
  ];
  if (viewer.moderator) {
    branches.push(
      sql`(select 'post'::text, p.id, p.created_at from posts p where p.status = 'rejected' and ${after('p.created_at')} ${postOrder})`,
    );
  }
  return sql`select * from (${sql.join(branches, sql` union `)}) u
    order by created_at desc nulls last, id desc limit ${take}`;
}

/** The page of (type, id, created_at) rows: `take` rows after `skip` (exported for the benchmark's EXPLAIN). */
export function feedPageSql(viewer: FeedViewer, skip: number, take: number): SQL {
  const n = skip + take;
  const nb = (column: string) => notBlocked(viewer, column);
  const postOrder = sql`order by p.created_at desc nulls last, p.id desc nulls last limit ${n}`;
  const shareOrder = sql`order by s.created_at desc nulls last, s.id desc nulls last limit ${n}`;
  const branches: SQL[] = [
    sql`(select 'post'::text as type, p.id, p.created_at from posts p where p.status = 'active' and ${nb('p.user_id')} ${postOrder})`,
    viewer.moderator
      ? sql`(select 'post'::text, p.id, p.created_at from posts p where p.status = 'rejected' ${postOrder})`
      : sql`(select 'post'::text, p.id, p.created_at from posts p where p.user_id = ${viewer.id} and p.status = 'rejected' ${postOrder})`,
    sql`(select 'share'::text, s.id, s.created_at from shares s ${withShared}
         where s.audience = 'everyone' and ${sharedVisible(viewer.id)} and ${nb('s.user_id')} ${shareOrder})`,
    sql`(select 'share'::text, s.id, s.created_at from shares s ${withShared}
         where s.user_id = ${viewer.id} and s.audience = 'users' and ${sharedVisible(viewer.id)} ${shareOrder})`,
    sql`(select 'share'::text, r.share_id, r.created_at from share_recipients r join shares s on s.id = r.share_id ${withShared}
         where r.user_id = ${viewer.id} and ${sharedVisible(viewer.id)} and ${nb('s.user_id')}
         order by r.created_at desc nulls last, r.share_id desc nulls last limit ${n})`,
    sql`(select 'content'::text, c.id, c.created_at from contents c where c.visible and ${nb('c.owner_id')}
         order by c.created_at desc nulls last, c.id desc nulls last limit ${n})`,
  ];
  return sql`select * from (${sql.join(branches, sql` union all `)}) u
    order by created_at desc nulls last, id desc limit ${take} offset ${skip}`;
}
