import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, type FakeRequest } from '../test/fakeFetch';
import { makeUser } from '../test/render';

/** The outbox keeps its list in memory and localStorage: each test (and each 'reload') loads the
 * app's modules afresh, with a store signed in as `me`, and starts the outbox as main.tsx does
 * (the API's transport); what an earlier copy listened to is stopped, as a reload would. */
const stops: (() => void)[] = [];
async function loadApp(me = 'u1') {
  stops.splice(0).forEach((stop) => stop());
  vi.resetModules();
  const outbox = await import('./outbox');
  const { api, apiTransport } = await import('./api');
  const { makeStore } = await import('../app/store');
  const store = makeStore({ session: { token: `tok-${me}`, user: makeUser({ _id: me }), loggedIn: true } as never });
  const sent = vi.fn();
  const start = () =>
    stops.push(
      outbox.startOutbox({
        send: apiTransport(store),
        userId: () => store.getState().session.user?._id ?? null,
        sent: (item, answer) => {
          sent(item, answer);
          store.dispatch(api.util.invalidateTags(item.refresh as never));
        },
      }),
    );
  return { ...outbox, api, store, sent, start };
}

const setOnline = (online: boolean) => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};
const stored = () => JSON.parse(window.localStorage.getItem('delv.outbox')!);

describe('outbox', () => {
  beforeEach(() => {
    window.localStorage.clear();
    setOnline(true);
  });
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    setOnline(true);
  });

  it('when offline, items wait (kept across a reload) and go out in order, once, with their clientId and the session, when the network returns', async () => {
    const calls: FakeRequest[] = [];
    installFakeFetch((req) => {
      calls.push(req);
      return { status: 201, body: { success: true } };
    });
    setOnline(false);
    let app = await loadApp();
    app.start();
    const first = app.deliver({ kind: 'post', path: '/post', body: { postText: 'one' } });
    void app.deliver({ kind: 'post', path: '/post', body: { postText: 'two' } });
    // The caller hears at once that it waits.
    expect(app.isQueued((await first).error)).toBe(true);
    expect(calls).toHaveLength(0);
    const firstId = stored()[0].id;

    // A reload while offline: the items are still there, waiting.
    app = await loadApp();
    app.start();
    const { result } = await import('@testing-library/react').then(({ renderHook }) => renderHook(() => app.useOutbox('post', 'u1')));
    expect(result.current.map((i) => [i.body.postText, i.state])).toEqual([
      ['one', 'waiting'],
      ['two', 'waiting'],
    ]);

    setOnline(true);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((c) => c.body.postText)).toEqual(['one', 'two']);
    expect(calls[0].body.clientId).toBe(firstId);
    // Signed by the API's transport, from the store's session: the outbox builds no header itself.
    expect(calls[0].headers.get('Authorization')).toBe('Bearer tok-u1');
    await vi.waitFor(() => expect(app.sent).toHaveBeenCalledTimes(2));
    expect(stored()).toEqual([]);
  });

  it('when online, the call resolves with the answer; a refusal goes back to the caller, not kept', async () => {
    installFakeFetch((req) =>
      req.body.postText
        ? { status: 201, body: { success: true, data: { _id: 'p1' } } }
        : { status: 400, body: { success: false, error: { message: 'Post text is required' } } },
    );
    const app = await loadApp();
    app.start();
    expect(await app.deliver({ kind: 'post', path: '/post', body: { postText: 'hello' } })).toEqual({
      data: { success: true, data: { _id: 'p1' } },
    });
    const refused = await app.deliver({ kind: 'post', path: '/post', body: { postText: '' } });
    expect(refused).toMatchObject({ error: { status: 400, data: { error: { message: 'Post text is required' } } } });
    expect(stored()).toEqual([]);
    // The caller refreshed through its mutation: nothing is refreshed twice.
    expect(app.sent).not.toHaveBeenCalled();
  });

  it("while a post's first try is on its way its place lists nothing (the caller shows it), but a chat lists its message at once", async () => {
    let answer: ((reply: { status: number; body: unknown }) => void) | null = null;
    installFakeFetch(() => new Promise((resolve) => (answer = resolve)));
    const reply = async () => {
      await vi.waitFor(() => expect(answer).not.toBeNull());
      answer!({ status: 201, body: { success: true } });
      answer = null;
    };
    const app = await loadApp();
    app.start();
    const { renderHook } = await import('@testing-library/react');
    const posts = renderHook(() => app.useOutbox('post', 'u1'));
    const chat = renderHook(() => app.useOutbox('chat:c1', 'u1'));
    const post = app.deliver({ kind: 'post', path: '/post', body: { postText: 'hello' } });
    await vi.waitFor(() => expect(answer).not.toBeNull());
    expect(stored()[0]).toMatchObject({ state: 'sending' });
    expect(posts.result.current).toEqual([]);
    await reply();
    await post;
    void app.deliver({ kind: 'chat:c1', path: '/chat/submitchat', body: { content: 'hi' }, listedAtOnce: true });
    await vi.waitFor(() => expect(chat.result.current.map((i) => i.body.content)).toEqual(['hi']));
    await reply();
    await vi.waitFor(() => expect(stored()).toEqual([]));
  });

  it('when the server refuses an item that keeps refusals, then it is marked failed with the message, and Retry sends it again', async () => {
    let refuse = true;
    installFakeFetch(() =>
      refuse ? { status: 400, body: { success: false, error: { message: 'Post text is required' } } } : { status: 201, body: {} },
    );
    const app = await loadApp();
    app.start();
    await app.deliver({ kind: 'chat:c1', path: '/chat/submitchat', body: { content: '' }, listedAtOnce: true });
    expect(stored()[0]).toMatchObject({ state: 'failed', error: 'Post text is required' });
    refuse = false;
    app.retryItem(stored()[0].id);
    await vi.waitFor(() => expect(stored()).toEqual([]));
  });

  it('when a write limit answers 429, then the item waits (not failed) and goes again only after its Retry-After', async () => {
    const calls: number[] = [];
    installFakeFetch(() => {
      calls.push(Date.now());
      return calls.length === 1
        ? { status: 429, headers: { 'Retry-After': '3' }, body: { success: false, error: { message: 'Too many', code: 'RATE_LIMITED' } } }
        : { status: 201, body: {} };
    });
    const app = await loadApp();
    app.start();
    const first = await app.deliver({ kind: 'chat:c1', path: '/chat/submitchat', body: { content: 'hello' } });
    expect(app.isQueued(first.error)).toBe(true);
    expect(stored()[0]).toMatchObject({ state: 'waiting' });
    await vi.waitFor(() => expect(calls).toHaveLength(2), { timeout: 5000 });
    expect(calls[1] - calls[0]).toBeGreaterThanOrEqual(2900);
    await vi.waitFor(() => expect(stored()).toEqual([]));
  });

  it("never sends one person's items with another person's session, and sign-out clears them", async () => {
    const calls: FakeRequest[] = [];
    installFakeFetch((req) => {
      calls.push(req);
      return { status: 201, body: {} };
    });
    setOnline(false);
    let app = await loadApp('u1');
    app.start();
    void app.deliver({ kind: 'post', path: '/post', body: { postText: 'by u1' } });
    // Someone else signs in on this phone (a reload with their session).
    app = await loadApp('u2');
    app.start();
    setOnline(true);
    await app.flushOutbox();
    expect(calls).toHaveLength(0);
    app.clearOutbox();
    expect(stored()).toEqual([]);
  });
});
