import { api } from './api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_TIMING, onLiveEvent, startLive } from './live';

/** Stands in for the browser's EventSource: the test opens, fails and feeds each stream. */
class FakeEventSource {
  static made: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((m: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  close() {
    this.closed = true;
  }
  emit(id: string, data: unknown) {
    this.onmessage?.({ lastEventId: id, data: JSON.stringify(data) } as MessageEvent<string>);
  }
  get query() {
    return new URL(this.url, 'http://x').searchParams;
  }
}

let tickets = 0;
let ticketStatus = 201;
const fetchImpl = vi.fn(async () => {
  tickets++;
  return new Response(JSON.stringify({ success: true, data: { ticket: `t${tickets}` } }), { status: ticketStatus });
});

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (v: DocumentVisibilityState) => {
  visibility = v;
  document.dispatchEvent(new Event('visibilitychange'));
};

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0.5); // no jitter: delays are exactly 1 s, 2 s, 4 s...
  FakeEventSource.made = [];
  tickets = 0;
  ticketStatus = 201;
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => vi.useRealTimers());

function start(extra: Partial<Parameters<typeof startLive>[0]> = {}) {
  const dispatch = vi.fn();
  const onExpired = vi.fn();
  const stop = startLive({
    token: 'jwt',
    me: 'me',
    dispatch,
    onExpired,
    EventSourceImpl: FakeEventSource as unknown as typeof EventSource,
    fetchImpl: fetchImpl as unknown as typeof fetch,
    ...extra,
  });
  return { dispatch, onExpired, stop };
}

describe('the live channel client', () => {
  it('opens one stream with a single-use ticket (never the token in the URL) and hands events to their subscribers', async () => {
    const seen: unknown[] = [];
    const off = onLiveEvent('like.changed', (event, ctx) => seen.push([event.type, event.data.likes, ctx.me]));
    const { stop } = start();
    await flush();
    expect(fetchImpl).toHaveBeenCalledWith('/api/live/ticket', { method: 'POST', headers: { Authorization: 'Bearer jwt' } });
    expect(FakeEventSource.made).toHaveLength(1);
    expect(FakeEventSource.made[0].url).toBe('/api/live?ticket=t1');
    expect(FakeEventSource.made[0].url).not.toContain('jwt');
    FakeEventSource.made[0].emit('7', { id: '7', type: 'like.changed', actorId: 'u2', data: { likes: 3 }, at: '' });
    FakeEventSource.made[0].emit('8', { id: '8', type: 'post.created', actorId: 'u2', data: {}, at: '' });
    expect(seen).toEqual([['like.changed', 3, 'me']]);
    off();
    stop();
    expect(FakeEventSource.made[0].closed).toBe(true);
  });

  it('when the stream drops, then it reconnects after a growing delay with a new ticket, from the last event received', async () => {
    const { stop } = start();
    await flush();
    const first = FakeEventSource.made[0];
    first.onopen?.();
    first.emit('41', { type: 'live.ready' });
    first.emit('42', { id: '42', type: 'post.created', actorId: 'u2', data: {}, at: '' });
    first.onerror?.();
    expect(first.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(LIVE_TIMING.retryMs - 1);
    expect(FakeEventSource.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.made).toHaveLength(2);
    expect(Object.fromEntries(FakeEventSource.made[1].query)).toEqual({ ticket: 't2', lastEventId: '42' });
    // It fails again at once: the next wait is twice as long.
    FakeEventSource.made[1].onerror?.();
    await vi.advanceTimersByTimeAsync(2 * LIVE_TIMING.retryMs - 1);
    expect(FakeEventSource.made).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.made).toHaveLength(3);
    stop();
  });

  it('when the tab stays hidden, then the stream closes; shown again, it catches up at once', async () => {
    const { stop } = start();
    await flush();
    FakeEventSource.made[0].emit('5', { id: '5', type: 'post.created', actorId: 'u2', data: {}, at: '' });
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(LIVE_TIMING.hiddenCloseMs - 1);
    expect(FakeEventSource.made[0].closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.made[0].closed).toBe(true);
    // Nothing opens while hidden, however long.
    await vi.advanceTimersByTimeAsync(10 * LIVE_TIMING.retryMaxMs);
    expect(FakeEventSource.made).toHaveLength(1);
    setVisibility('visible');
    await flush();
    expect(FakeEventSource.made).toHaveLength(2);
    expect(FakeEventSource.made[1].query.get('lastEventId')).toBe('5');
    stop();
  });

  it('when a tab is hidden only briefly, then its stream stays open', async () => {
    const { stop } = start();
    await flush();
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(5000);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(LIVE_TIMING.hiddenCloseMs);
    expect(FakeEventSource.made).toHaveLength(1);
    expect(FakeEventSource.made[0].closed).toBe(false);
    stop();
  });

  it('when the server says too much was missed, then every cached answer is refetched', async () => {
    const { dispatch, stop } = start();
    await flush();
    FakeEventSource.made[0].emit('', { type: 'live.reset' });
    expect(dispatch).toHaveBeenCalledWith(api.util.resetApiState());
    stop();
  });

  it('when the sign-in has ended (the ticket is refused), then the session ends and nothing reconnects', async () => {
    ticketStatus = 401;
    const { onExpired, stop } = start();
    await flush();
    expect(onExpired).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.made).toHaveLength(0);
    stop();
  });
});
