/**
 * The public part of the home feed, held in memory for a moment (FEED_CACHE_MS, 1 s by default).
 *
 * Every signed-in user's first pages share most of their cards: other people's active posts,
 * shares to everyone and newly published content. Building those cards (author, content, like and
 * comment counts) is most of a feed request's database work, so each API process keeps the newest
 * FEED_WINDOW public cards and rebuilds them at most once per FEED_CACHE_MS. A request then only
 * reads what is the viewer's own (see feed.service.ts): their own posts, shares and content (always
 * fresh, so what they just posted, deleted or unpublished shows at once), shares sent to them,
 * pulled-down posts for moderators, and which of the page's cards they liked.
 *
 * Its one invalidation rule: an event about anything a card shows (posts, shares, likes, comments,
 * content, authors' profiles) marks it changed; a changed window is rebuilt once it is older than
 * FEED_CACHE_MS (answering with the old one meanwhile), an unchanged one after QUIET_MAX_MS. So
 * other people's new cards and counts may be up to FEED_CACHE_MS old (the live channel tells
 * clients about them; the client moves a count itself when its user likes or comments).
 */
import type { Db } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { log } from '../../lib/log';
import { feedPageSql, type PublicFeedSnapshot } from './feed.service';
import { PUBLIC_VIEWER as PUBLIC, hydrate } from '../posts';

/** Cards cached: the first ten pages of 30 and room for a viewer's own cards that are left out. */
export const FEED_WINDOW = 400;

/** How long a window is trusted while no event came (a bound on changes made outside the services). */
const QUIET_MAX_MS = 60_000;

export interface PublicFeedWindow {
  current(): Promise<PublicFeedSnapshot>;
}

/** What a feed card shows. */
const CARD_EVENTS = [
  'post.created',
  'post.changed',
  'share.created',
  'like.changed',
  'comment.created',
  'comment.deleted',
  'content.changed',
  'session.changed',
  'moderation.hidden',
  'user.changed',
  'user.deleted',
] as const;

/** Without `events`, the window is simply rebuilt every `ttlMs`. */
export function createPublicFeedWindow(db: Db, ttlMs: number, opts: { size?: number; events?: EventBus } = {}): PublicFeedWindow {
  const size = opts.size ?? FEED_WINDOW;
  let snapshot: PublicFeedSnapshot | null = null;
  let loading: Promise<PublicFeedSnapshot> | null = null;

  /** Events about cards so far, and how many had come when the current snapshot's read began. */
  let changes = 0;
  let mark = -1;
  opts.events?.subscribe([...CARD_EVENTS], () => void changes++);

  async function load(): Promise<{ fresh: PublicFeedSnapshot; startedAt: number }> {
    const loadedAt = Date.now();
    const startedAt = changes;
    // Planned with its parameters each time (not a named statement): a generic plan cannot see the
    // small LIMIT and sorts whole tables. Once per FEED_CACHE_MS, its planning time does not matter.
    const read = await hydrate(db, feedPageSql(PUBLIC, 0, size + 1), PUBLIC);
    const cards = read.slice(0, size);
    const truncated = read.length > size;
    return { fresh: { cards, truncated, loadedAt }, startedAt };
  }

  function reload(): Promise<PublicFeedSnapshot> {
    // One rebuild at a time per process, however many requests find the window old.
    loading ??= load()
      .then(({ fresh, startedAt }) => {
        mark = startedAt;
        return (snapshot = fresh);
      })
      .finally(() => (loading = null));
    return loading;
  }

  return {
    current() {
      if (snapshot && opts.events && mark === changes && Date.now() - snapshot.loadedAt < QUIET_MAX_MS) return Promise.resolve(snapshot);
      const age = snapshot ? Date.now() - snapshot.loadedAt : Infinity;
      if (age < ttlMs) return Promise.resolve(snapshot!);
      // Just past its time: answer with it while the next one loads, so no request waits on the rebuild.
      if (age < 2 * ttlMs) {
        reload().catch((err: unknown) => log.error({ err }, 'feed window reload failed'));
        return Promise.resolve(snapshot!);
      }
      return reload();
    },
  };
}
