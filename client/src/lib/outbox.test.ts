import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, type FakeRequest } from '../test/fakeFetch';

/** The module keeps its list in memory and localStorage: each test (and each 'reload') loads it
 * afresh; what an earlier copy listened to is stopped, as a reload would. */
const stops: (() => void)[] = [];
async function loadOutbox() {
  stops.splice(0).forEach((stop) => stop());
  vi.resetModules();
  const outbox = await import('./outbox');
  const start = outbox.startOutbox;
  return { ...outbox, startOutbox: (config: Parameters<typeof start>[0]) => stops.push(start(config)) };
}

const setOnline = (online: boolean) => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

describe('outbox', () => {
  beforeEach(() => {
    window.localStorage.clear();
    setOnline(true);
  });
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    setOnline(true);
  });

  it('when offline, items wait (kept across a reload) and go out in order, once, with their clientId, when the network returns', async () => {
    const calls: FakeRequest[] = [];
    installFakeFetch((req) => {
      calls.push(req);
      return { status: 201, body: { success: true } };
    });
    setOnline(false);
    let outbox = await loadOutbox();
    const sent = vi.fn();
    outbox.startOutbox({ token: () => 'tok', userId: () => 'u1', sent });
    const first = outbox.enqueue({ kind: 'post', path: '/post', body: { postText: 'one' } });
    outbox.enqueue({ kind: 'post', path: '/post', body: { postText: 'two' } });
    expect(calls).toHaveLength(0);

    // A reload while offline: the items are still there, waiting.
    outbox = await loadOutbox();
    outbox.startOutbox({ token: () => 'tok', userId: () => 'u1', sent });
    const { result } = await import('@testing-library/react').then(({ renderHook }) => renderHook(() => outbox.useOutbox('post', 'u1')));
    expect(result.current.map((i) => [i.body.postText, i.state])).toEqual([
      ['one', 'waiting'],
      ['two', 'waiting'],
    ]);

    setOnline(true);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((c) => c.body.postText)).toEqual(['one', 'two']);
    expect(calls[0].body.clientId).toBe(first.id);
    expect(calls[0].headers.get('Authorization')).toBe('Bearer tok');
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(2));
    expect(JSON.parse(window.localStorage.getItem('delv.outbox')!)).toEqual([]);
  });

  it('when the server refuses an item, then it is marked failed with the message, and Retry sends it again', async () => {
    let refuse = true;
    installFakeFetch(() =>
      refuse ? { status: 400, body: { success: false, error: { message: 'Post text is required' } } } : { status: 201, body: {} },
    );
    const outbox = await loadOutbox();
    outbox.startOutbox({ token: () => 'tok', userId: () => 'u1', sent: () => undefined });
    const item = outbox.enqueue({ kind: 'comment:p1', path: '/comment', body: { commentText: '' } });
    await vi.waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('delv.outbox')!)[0]).toMatchObject({ state: 'failed', error: 'Post text is required' }),
    );
    refuse = false;
    outbox.retryItem(item.id);
    await vi.waitFor(() => expect(JSON.parse(window.localStorage.getItem('delv.outbox')!)).toEqual([]));
  });

  it('when a write limit answers 429, then the item waits (not failed) and goes again only after its Retry-After', async () => {
    const calls: number[] = [];
    installFakeFetch(() => {
      calls.push(Date.now());
      return calls.length === 1
        ? { status: 429, headers: { 'Retry-After': '3' }, body: { success: false, error: { message: 'Too many', code: 'RATE_LIMITED' } } }
        : { status: 201, body: {} };
    });
    const outbox = await loadOutbox();
    outbox.startOutbox({ token: () => 'tok', userId: () => 'u1', sent: () => undefined });
    outbox.enqueue({ kind: 'chat:c1', path: '/chat/submitchat', body: { content: 'hello' } });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(JSON.parse(window.localStorage.getItem('delv.outbox')!)[0]).toMatchObject({ state: 'waiting' });
    await vi.waitFor(() => expect(calls).toHaveLength(2), { timeout: 5000 });
    expect(calls[1] - calls[0]).toBeGreaterThanOrEqual(2900);
    await vi.waitFor(() => expect(JSON.parse(window.localStorage.getItem('delv.outbox')!)).toEqual([]));
  });

  it("never sends one person's items with another person's session, and sign-out clears them", async () => {
    const calls: FakeRequest[] = [];
    installFakeFetch((req) => {
      calls.push(req);
      return { status: 201, body: {} };
    });
    setOnline(false);
    const outbox = await loadOutbox();
    let me = 'u1';
    outbox.startOutbox({ token: () => `tok-${me}`, userId: () => me, sent: () => undefined });
    outbox.enqueue({ kind: 'post', path: '/post', body: { postText: 'by u1' } });
    me = 'u2';
    setOnline(true);
    await outbox.flushOutbox();
    expect(calls).toHaveLength(0);
    outbox.clearOutbox();
    expect(JSON.parse(window.localStorage.getItem('delv.outbox')!)).toEqual([]);
  });
});
