/**
 * Finished home-feed pages (serialised and compressed) kept per process and served again while
 * nothing they show is known to have changed:
 * - the public window they were built on is the same generation (feed.window.ts: other people's
 *   cards and their counts, checked every FEED_CACHE_MS);
 * - nothing of the viewer's changed (lib/changes.ts: their posts, shares, content, likes, profile,
 *   shares sent to them, likes and comments on their own posts, content and sessions, and for
 *   moderators any post pulled down or put back), in any process;
 * - the page is younger than FEED_PAGE_MS (1 minute), which bounds what is not tracked: the counts
 *   and edits of other people's items the viewer shared, on cards older than the window.
 * A viewer who reloads or comes back to the feed then costs no database round trip at all. On a
 * busy platform the window changes every FEED_CACHE_MS, so a page is rebuilt at most that often.
 */
import { KeptByChanges, type ChangeTracker } from '../../lib/changes';
import { prepareJson, type PreparedJson } from '../../lib/http';
import type { Db } from '../../db/client';
import type { FeedViewer } from './feed.query';
import { homeFeed } from './feed.service';
import type { PublicFeedWindow } from './feed.window';

/** Pages kept per process: a first page is ~18 KB of JSON and ~3 KB per encoding, so ~50 MB at most. */
const MAX_PAGES = 2_000;

export type FeedPages = (viewer: FeedViewer, skip: number, limit: number) => Promise<PreparedJson>;

export function createFeedPages(db: Db, window: PublicFeedWindow | null, changes: ChangeTracker | undefined, maxAgeMs: number): FeedPages {
  const kept = window && changes && maxAgeMs > 0 ? new KeptByChanges<{ generation: number; page: PreparedJson }>(changes, maxAgeMs, MAX_PAGES) : null;

  return async (viewer, skip, limit) => {
    const snapshot = window ? await window.current() : null;
    const build = async () => prepareJson(await homeFeed(db, viewer, skip, limit, snapshot));
    if (!kept || !snapshot) return build();

    const id = `${viewer.id}:${skip}:${limit}`;
    const hit = kept.get(id);
    if (hit?.generation === snapshot.generation) return hit.page;
    const keys = viewer.moderator ? [viewer.id, 'moderators'] : [viewer.id];
    return (await kept.load(id, keys, async () => ({ generation: snapshot.generation, page: await build() }))).page;
  };
}
