import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveredEvent } from '@delv/shared';
import { posts } from '../../db/schema';
import { EventBus } from '../../events/bus';
import type { EventTransport, StreamEvent } from '../../events/transport';
import { createHarness, request } from '../../../test/harness';
import type { UserRow } from '../users/users.service';
import { viewerOf } from '../posts/posts.presenter';
import { homeFeed } from './feed.service';
import { createPublicFeedWindow } from './feed.window';

// An app whose feed keeps its public cards for a minute: within one test nothing expires.
const h = await createHarness({ FEED_CACHE_MS: '60000' });
beforeEach(() => h.reset());
afterEach(() => vi.useRealTimers());

/** Stops the clock (Date only: timers and the database keep real time), or moves it `ms` ahead:
 * a loaded machine cannot make a window look older than the test says. */
function later(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
}

/** A small deterministic random source, so a failure can be replayed. */
function randomSource(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/**
 * Posts (some pulled down), shares to everyone and to people, public and private content, shares
 * of private content and likes, at distinct times within the last two days, in bulk SQL.
 */
async function world(seed: number) {
  const rnd = randomSource(seed);
  const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)];
  const people: UserRow[] = [];
  for (let i = 0; i < 8; i++) people.push(await h.user({ firstname: `P${i}` }));
  const moderator = await h.user({ firstname: 'Mod', roles: ['admin'] });
  // Random times over two days, so posts, shares and content interleave on every page.
  const at = () => `now() - interval '${Math.floor(rnd() * 2 * 24 * 3600)} seconds'`;
  const exec = (q: string) => h.database.db.execute(sql.raw(q));
  const values: string[] = [];
  for (let i = 0; i < 140; i++) values.push(`('${pick(people).id}', 'post ${i}', '${rnd() < 0.15 ? 'rejected' : 'active'}', ${at()})`);
  await exec(`insert into posts (user_id, text, status, created_at) values ${values.join(',')}`);
  const contentRows: string[] = [];
  for (let i = 0; i < 50; i++) contentRows.push(`('${pick(people).id}', 'item ${i}', 'Article', ${rnd() < 0.7}, ${at()})`);
  await exec(`insert into contents (owner_id, title, category, visible, created_at) values ${contentRows.join(',')}`);
  const items = (await h.database.db.execute(sql`select id from contents`)) as unknown as { rows: { id: string }[] };
  const contentIds = items.rows.map((r) => r.id);
  for (let i = 0; i < 60; i++) {
    const sharer = pick(people);
    const toPeople = rnd() < 0.4;
    const created = at();
    const { rows } = (await h.database.db.execute(
      sql.raw(
        `insert into shares (user_id, text, shared_model, content_id, audience, recipient_count, created_at)
       values ('${sharer.id}', 'share ${i}', 'Content', '${pick(contentIds)}', '${toPeople ? 'users' : 'everyone'}', ${toPeople ? 2 : 0}, ${created})
       returning id, created_at`,
      ),
    )) as unknown as { rows: { id: string; created_at: string }[] };
    if (toPeople) {
      const others = people.filter((p) => p.id !== sharer.id);
      for (const to of new Set([pick(others), pick(others)])) {
        await exec(
          `insert into share_recipients (share_id, user_id, created_at) values ('${rows[0].id}', '${to.id}', '${new Date(rows[0].created_at).toISOString()}')`,
        );
      }
    }
  }
  const postIds = ((await h.database.db.execute(sql`select id from posts`)) as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  const likeRows = new Set<string>();
  for (let i = 0; i < 200; i++) {
    likeRows.add(
      rnd() < 0.7 ? `('post', '${pick(postIds)}', '${pick(people).id}')` : `('content', '${pick(contentIds)}', '${pick(people).id}')`,
    );
  }
  await exec(`insert into likes (kind, item_id, user_id) values ${[...likeRows].join(',')} on conflict do nothing`);
  // Some people blocked others (issue 31): each side's pages leave the other's cards out, both ways.
  const blocked = [
    [0, 1],
    [2, 0],
    [3, 4],
    [5, 6],
    [7, 6],
  ].map(([a, b]) => `('${people[a].id}', '${people[b].id}')`);
  await exec(`insert into blocks (blocker_id, blocked_id) values ${blocked.join(',')}`);
  return { viewers: [...people, moderator].map(viewerOf) };
}

describe('the home feed from the cached public window', () => {
  it('when pages are read through the window, then they equal the pages read straight from the database, for every viewer', async () => {
    const { viewers } = await world(7);
    // A window far smaller than the feed (so pages run past it) and one larger than the feed.
    for (const size of [25, 1000]) {
      const window = createPublicFeedWindow(h.database.db, 60_000, { size });
      for (const viewer of viewers) {
        // Every page to the end, in pages of 30 (the app's) and of 7 (which cross the window's end).
        for (const limit of [30, 7]) {
          for (let skip = 0, more = true; more; skip += limit) {
            const direct = await homeFeed(h.database.db, viewer, skip, limit);
            const cached = await homeFeed(h.database.db, viewer, skip, limit, await window.current());
            expect(cached, `size ${size}, viewer ${viewer.id}, skip ${skip}, limit ${limit}`).toEqual(direct);
            more = direct.hasMore;
          }
        }
      }
    }
    // About 1,500 feed reads: 30 s on a quiet machine, more on a busy one.
  }, 120_000);

  it("when the window is older than its time, then the next read after twice that time has other people's new posts", async () => {
    const [author, reader] = [await h.user(), await h.user()];
    later(0);
    const window = createPublicFeedWindow(h.database.db, 40, { size: 100 });
    const viewer = viewerOf(reader);
    expect((await homeFeed(h.database.db, viewer, 0, 30, await window.current())).data).toEqual([]);
    await h.database.db.execute(sql`insert into posts (user_id, text) values (${author.id}, 'fresh')`);
    // Within its time the window still answers from memory.
    expect((await homeFeed(h.database.db, viewer, 0, 30, await window.current())).data).toEqual([]);
    // Twice its time later (the clock moved, not slept).
    later(100);
    expect((await homeFeed(h.database.db, viewer, 0, 30, await window.current())).data.map((i) => i.type === 'post' && i.postText)).toEqual(
      ['fresh'],
    );
  });

  it('when no event about cards came, then the window is kept past its time; the first such event has it rebuilt', async () => {
    const [author, reader] = [await h.user(), await h.user()];
    // A bus that hears only what the test hands it.
    let deliver!: (events: StreamEvent[]) => void;
    const manual = { start: async (d: typeof deliver) => void (deliver = d) } as unknown as EventTransport;
    const events = new EventBus(manual);
    await events.start();
    later(0);
    const window = createPublicFeedWindow(h.database.db, 40, { size: 100, events });
    const viewer = viewerOf(reader);
    const texts = async () =>
      (await homeFeed(h.database.db, viewer, 0, 30, await window.current())).data.map((i) => i.type === 'post' && i.postText);
    expect(await texts()).toEqual([]);
    const [post] = await h.database.db.insert(posts).values({ userId: author.id, text: 'fresh' }).returning({ id: posts.id });
    // Past its time (the clock moved, not slept).
    later(100);
    expect(await texts()).toEqual([]);
    const event = {
      id: '1',
      at: new Date().toISOString(),
      type: 'post.created',
      actorId: author.id,
      audience: 'public',
      data: { postId: post.id, authorId: author.id },
    };
    deliver([{ event: event as DeliveredEvent, position: { tx: 1, id: 1 } }]);
    expect(await texts()).toEqual(['fresh']);
  });
});

describe('GET /api/home/feed with the window on', () => {
  it('when a user posts, deletes or is sent a share, then their own feed shows it at once while others see the window', async () => {
    const [me, other] = [await h.user({ firstname: 'Me' }), await h.user({ firstname: 'Other' })];
    const feed = async (user: UserRow) =>
      (
        (await request(h.app).get('/api/home/feed/').set('Authorization', h.bearer(user)).expect(200)).body.data as {
          _id: string;
          type: string;
        }[]
      ).map((i) => i._id);
    const otherPost = (
      await request(h.app).post('/api/post').set('Authorization', h.bearer(other)).send({ postText: 'before' }).expect(201)
    ).body.data._id;
    expect(await feed(me)).toEqual([otherPost]);

    // The window now holds 'before' for a minute: my own post shows at once, on top.
    const mine = (await request(h.app).post('/api/post').set('Authorization', h.bearer(me)).send({ postText: 'mine' }).expect(201)).body
      .data._id;
    expect(await feed(me)).toEqual([mine, otherPost]);
    // Another person's new post waits for the window (up to FEED_CACHE_MS); theirs shows to them at once.
    const later = (await request(h.app).post('/api/post').set('Authorization', h.bearer(other)).send({ postText: 'later' }).expect(201))
      .body.data._id;
    expect(await feed(me)).toEqual([mine, otherPost]);
    expect(await feed(other)).toEqual([later, otherPost]);
    // The window still holds 'before', but its author deleted it: gone from their feed at once.
    await request(h.app).delete(`/api/post/${otherPost}`).set('Authorization', h.bearer(other)).expect(200);
    expect(await feed(other)).toEqual([later]);
    await request(h.app).delete(`/api/post/${mine}`).set('Authorization', h.bearer(me)).expect(200);
    expect(await feed(me)).toEqual([otherPost]);
  });
});
