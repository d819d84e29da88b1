import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { LIVE_RESET, MSG } from '@delv/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EventBus } from '../events/bus';
import type { EventTransport } from '../events/transport';
import { createHarness, expectError, request } from '../../test/harness';
import { eventOf, openStream, type SseStream } from '../../test/sse';
import { until } from '../../test/until';
import { liveHubOf } from '../app';
import { LiveHub } from './hub';

const h = await createHarness({ LIVE_HEARTBEAT_MS: '1000' });
beforeEach(() => h.reset());

let server: Server;
let base: string;
beforeAll(async () => {
  server = h.app.listen(0);
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise((r) => {
      server.closeAllConnections();
      server.close(r);
    }),
);

const streams: SseStream[] = [];
const live = async (headers: Record<string, string>, query = '') => {
  const s = await openStream(`${base}/api/live${query}`, headers);
  streams.push(s);
  return s;
};
beforeEach(() => streams.splice(0).forEach((s) => s.close()));

const follow = (who: { id: string }, userId: string) =>
  request(h.app).post('/api/user/follow').set('Authorization', h.bearer(who)).send({ userId }).expect(200);
const post = (who: { id: string }, postText: string) =>
  request(h.app).post('/api/post').set('Authorization', h.bearer(who)).send({ postText }).expect(201);

describe('GET /api/live', () => {
  it('when a guest or a bad token connects, then 401', async () => {
    expect((await live({})).status).toBe(401);
    expect((await live({ Authorization: 'Bearer nope' })).status).toBe(401);
    expect((await live({}, '?ticket=nope')).status).toBe(401);
  });

  it('when one person opens more streams than LIVE_MAX_STREAMS (5), then their oldest close and they never hold more; another person keeps theirs (issue 26)', async () => {
    const [ann, bob] = [await h.user(), await h.user()];
    const bobLive = await live({ Authorization: h.bearer(bob) });
    const first = await Promise.all(Array.from({ length: 5 }, () => live({ Authorization: h.bearer(ann) })));
    // Connected: the server wrote its first line.
    const ready = (s: SseStream) => until(() => s.bytes > 0, 'the stream opened');
    await Promise.all(first.map(ready));
    const before = liveHubOf(h.app).size;
    const more = await Promise.all(Array.from({ length: 3 }, () => live({ Authorization: h.bearer(ann) })));
    await Promise.all(more.map(ready));
    // The three oldest were ended by the server; the newest five and Bob's stay.
    expect(liveHubOf(h.app).size).toBe(before);
    await Promise.all(first.slice(0, 3).map((s) => s.ended));
    await post(bob, 'still here');
    for (const s of [...first.slice(3), ...more, bobLive]) await s.next((m) => eventOf(m).type === 'post.created');
  });

  it("when a user connects, then they receive the events they may see and never another user's private ones", async () => {
    const [ann, bob, cat] = [await h.user(), await h.user(), await h.user()];
    const annLive = await live({ Authorization: h.bearer(ann) });
    const bobLive = await live({ Authorization: h.bearer(bob) });
    expect(annLive.status).toBe(200);
    await follow(ann, cat.id); // private to Ann and Cat
    await post(cat, 'hello'); // public
    const annPost = await annLive.next((m) => eventOf(m).type === 'post.created');
    const bobPost = await bobLive.next((m) => eventOf(m).type === 'post.created');
    expect(eventOf(annPost).data).toMatchObject({ authorId: cat.id });
    expect(annPost.id).toBe(bobPost.id);
    expect(annLive.messages.map((m) => eventOf(m).type)).toEqual(['follow.changed', 'post.created']);
    expect(bobLive.messages.map((m) => eventOf(m).type)).toEqual(['post.created']);
  });

  it("when someone comments on or likes my post, then I hear of it live (with ids, not the comment's text)", async () => {
    const [me, fan] = [await h.user(), await h.user()];
    const mine = (await post(me, 'mine')).body.data._id as string;
    const stream = await live({ Authorization: h.bearer(me) });
    await request(h.app)
      .post('/api/comment')
      .set('Authorization', h.bearer(fan))
      .send({ commentAbout: 'post', idOfCommentedAbout: mine, commentText: 'secret words' })
      .expect(201);
    await request(h.app)
      .post('/api/like')
      .set('Authorization', h.bearer(fan))
      .send({ likedAbout: 'post', idOfLikedAbout: mine })
      .expect(200);
    const liked = eventOf(await stream.next((m) => eventOf(m).type === 'like.changed'));
    expect(liked).toMatchObject({ actorId: fan.id, data: { target: { kind: 'post', id: mine }, liked: true, likes: 1 } });
    const commented = await stream.next((m) => eventOf(m).type === 'comment.created');
    expect(commented.data).not.toContain('secret words');
  });

  it('when a ticket is used, then it opens one stream; a second use, or a ticket of a signed-out user, is refused', async () => {
    const me = await h.user();
    expectError(await request(h.app).post('/api/live/ticket'), 401, MSG.notSignedIn);
    const { ticket } = (await request(h.app).post('/api/live/ticket').set('Authorization', h.bearer(me)).expect(201)).body.data;
    expect((await live({}, `?ticket=${ticket}`)).status).toBe(200);
    expect((await live({}, `?ticket=${ticket}`)).status).toBe(401);
    const next = (await request(h.app).post('/api/live/ticket').set('Authorization', h.bearer(me)).expect(201)).body.data.ticket;
    await request(h.app).get('/api/auth/logout').set('Authorization', h.bearer(me)).expect(200);
    expect((await live({}, `?ticket=${next}`)).status).toBe(401);
  });

  it('when a client reconnects with Last-Event-ID, then it gets exactly the events it missed, then live ones', async () => {
    const [me, other] = [await h.user(), await h.user()];
    const first = await live({ Authorization: h.bearer(me) });
    await follow(other, me.id);
    await first.next((m) => eventOf(m).type === 'follow.changed');
    first.close();
    const lastId = first.lastEventId!;
    // Missed: one of mine, one private to someone else, one public.
    await follow(other, me.id); // unfollow: for me
    await follow(other, (await h.user()).id); // not for me
    await post(other, 'while away'); // public
    const again = await live({ Authorization: h.bearer(me), 'Last-Event-ID': lastId });
    await again.next((m) => eventOf(m).type === 'post.created');
    expect(again.messages.map((m) => [eventOf(m).type, eventOf(m).data.following ?? null])).toEqual([
      ['follow.changed', false],
      ['post.created', null],
    ]);
    await post(other, 'now');
    await again.next((m) => eventOf(m).type === 'post.created', 5000, 2);
    expect(again.messages).toHaveLength(3);
    expect(new Set(again.messages.map((m) => m.id)).size).toBe(3);
  });

  it('when a client connected before anything happened drops, then on reconnect it still gets what it missed', async () => {
    const [me, other] = [await h.user(), await h.user()];
    await post(other, 'before');
    const first = await live({ Authorization: h.bearer(me) });
    // The stream's ready message sets the id to resume from.
    await first.placed();
    first.close();
    expect(first.lastEventId).toMatch(/^\d+$/);
    await post(other, 'missed');
    const again = await live({ Authorization: h.bearer(me), 'Last-Event-ID': first.lastEventId! });
    expect(eventOf(await again.next(() => true)).type).toBe('post.created');
  });

  it('when a ticket client reconnects with ?lastEventId= (EventSource cannot set the header), then it resumes the same way', async () => {
    const [me, other] = [await h.user(), await h.user()];
    await post(other, 'before');
    const first = await live({ Authorization: h.bearer(me) });
    // The stream's ready message sets the id to resume from.
    await first.placed();
    first.close();
    await post(other, 'missed');
    const { ticket } = (await request(h.app).post('/api/live/ticket').set('Authorization', h.bearer(me)).expect(201)).body.data;
    const again = await live({}, `?ticket=${ticket}&lastEventId=${first.lastEventId}`);
    expect(eventOf(await again.next(() => true)).type).toBe('post.created');
    expectError(
      await request(h.app).get('/api/live?lastEventId=abc').set('Authorization', h.bearer(me)),
      400,
      'lastEventId is an event id',
    );
  });

  it('when the missed events are no longer kept, then the client is told to start afresh', async () => {
    const me = await h.user();
    const stream = await live({ Authorization: h.bearer(me), 'Last-Event-ID': '999999999' });
    expect(JSON.parse((await stream.next(() => true)).data)).toEqual({ type: LIVE_RESET });
  });

  it('when nothing happens, then a heartbeat comment comes within LIVE_HEARTBEAT_MS', async () => {
    const stream = await live({ Authorization: h.bearer(await h.user()) });
    const until = Date.now() + 3000;
    while (stream.comments === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(stream.comments).toBeGreaterThan(0);
  });

  it('when the user signs out elsewhere, then their stream ends', async () => {
    const me = await h.user();
    const stream = await live({ Authorization: h.bearer(me) });
    await request(h.app).get('/api/auth/logout').set('Authorization', h.bearer(me)).expect(200);
    await expect(Promise.race([stream.ended.then(() => 'ended'), new Promise((r) => setTimeout(() => r('open'), 3000))])).resolves.toBe(
      'ended',
    );
  });
});

/** A hub on a transport the test feeds by hand. */
async function handFedHub(opts: Omit<ConstructorParameters<typeof LiveHub>[2], 'stillSignedIn'>) {
  const transport = { current: () => ({ tx: 0, id: 0 }), start: async () => undefined } as unknown as EventTransport;
  const bus = new EventBus(transport);
  let delivered!: (events: Parameters<Parameters<EventTransport['start']>[0]>[0]) => void;
  (transport as { start: EventTransport['start'] }).start = async (d) => void (delivered = d);
  await bus.start();
  const hub = new LiveHub(bus, transport, { ...opts, stillSignedIn: async () => true });
  const publicEvent = (i: number) => ({
    event: {
      id: String(i),
      type: 'post.created' as const,
      actorId: null,
      audience: 'public' as const,
      data: { postId: `${i}`.padEnd(100, 'x'), authorId: 'a' },
      at: '',
    },
    position: { tx: i, id: i },
  });
  return {
    hub,
    deliver: (...ids: number[]) => delivered(ids.map(publicEvent)),
    deliverTo: (audience: string[], id: number) => delivered([{ ...publicEvent(id), event: { ...publicEvent(id).event, audience } }]),
  };
}

/** A response the hub writes to: `write` and `end` see what it sends; `unsent` says how much is still buffered. */
function fakeResponse({
  write,
  end = () => undefined,
  unsent = () => 0,
}: {
  write: (chunk: string) => void;
  end?: (chunk?: string) => void;
  unsent?: () => number;
}) {
  const res = {
    status: () => res,
    set: () => res,
    flushHeaders: () => undefined,
    once: () => res,
    socket: null,
    write: (chunk: string | Buffer) => write(String(chunk)),
    get writableLength() {
      return unsent();
    },
    end,
  };
  return res as never;
}

/** A response that records what the hub writes to it, the last text of end() included. */
const recordingResponse = (out: string[]) =>
  fakeResponse({ write: (chunk) => void out.push(chunk), end: (chunk) => void (chunk && out.push(chunk)) });

describe('writes to a live connection', () => {
  it('when events come faster than LIVE_FLUSH_MS, then a stream gets them together in one write, in order, none lost', async () => {
    const { hub, deliver } = await handFedHub({ heartbeatMs: 60_000, flushMs: 100 });
    const writes: string[] = [];
    await hub.connect({ id: 'u1', signInId: 's1' }, recordingResponse(writes), null);
    const opened = writes.length;
    const eventsIn = (w: string) => [...w.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
    // After a quiet spell the first event goes at the end of the turn, alone.
    deliver(1);
    expect(writes).toHaveLength(opened);
    await until(() => writes.length > opened, 'the first event written');
    expect(eventsIn(writes[opened])).toEqual([1]);
    // Three more in separate deliveries within the window: one write carries them.
    deliver(2);
    deliver(3);
    await new Promise((r) => setImmediate(r));
    deliver(4);
    await until(() => writes.length > opened + 1, 'the next events written');
    expect(writes.slice(opened + 1).map(eventsIn)).toEqual([[2, 3, 4]]);
    // Ending the stream sends what was still queued.
    deliver(5);
    hub.closeAll();
    expect(writes.slice(opened + 2).map(eventsIn)).toEqual([[5]]);
  });
});

describe('a quiet live stream', () => {
  it("when another stream was just written, then a quiet one's event still goes at once (each stream has its own window)", async () => {
    const { hub, deliverTo } = await handFedHub({ heartbeatMs: 60_000, flushMs: 60_000 });
    const writes = { u1: [] as string[], u2: [] as string[] };
    await hub.connect({ id: 'u1', signInId: 's1' }, recordingResponse(writes.u1), null);
    await hub.connect({ id: 'u2', signInId: 's2' }, recordingResponse(writes.u2), null);
    const [one, two] = [writes.u1.length, writes.u2.length];
    deliverTo(['u1'], 1);
    await until(() => writes.u1.length > one, "u1's event written");
    // Within u1's window (a minute here): u2 has had nothing yet, so its event is not held back.
    deliverTo(['u2'], 2);
    await until(() => writes.u2.length > two, "u2's event written");
    expect(writes.u2.slice(two).join('')).toContain('id: 2\n');
    hub.closeAll();
  });
});

describe('a live connection whose client does not read', () => {
  it('when its unsent bytes pass the limit, then it is closed instead of buffered', async () => {
    const { hub, deliver } = await handFedHub({ heartbeatMs: 60_000, maxBufferBytes: 10_000 });
    let unsent = 0;
    let ended = false;
    const res = fakeResponse({
      write: (chunk) => void (unsent += chunk.length),
      end: () => void (ended = true),
      unsent: () => unsent,
    });
    await hub.connect({ id: 'u1', signInId: 's1' }, res, null);
    for (let i = 1; i <= 200 && !ended; i++) deliver(i);
    expect(ended).toBe(true);
    expect(unsent).toBeLessThan(11_000);
    hub.closeAll();
  });
});
