import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@delv/shared';
import { makeStore } from '../app/store';
import { makeUser } from '../test/render';
import { fakeUploads } from '../test/fakeUpload';
import { useUpload, type UploadResult } from './upload';

let uploads: ReturnType<typeof fakeUploads>;
beforeEach(() => {
  uploads = fakeUploads();
});

/** useUpload on a real store, signed in as someone with 'test-token' unless `signedIn` is false. */
function renderUpload(signedIn = true) {
  const store = makeStore(signedIn ? { session: { token: 'test-token', user: makeUser(), loggedIn: true } as never } : undefined);
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const hook = renderHook(() => useUpload(), { wrapper });
  /** Starts an upload of one small form; the returned function waits for what it comes to. */
  const start = () => {
    const form = new FormData();
    form.append('title', 'Guide');
    let finished!: Promise<UploadResult<{ success: true; data: { _id: string } }>>;
    act(() => {
      finished = hook.result.current.start({ url: '/api/contents/', method: 'POST', formData: form });
    });
    return () => act(() => finished);
  };
  return { store, hook, start };
}

describe('the upload helper', () => {
  it("sends the form with the signed-in person's token, reports progress, then resolves with the answer", async () => {
    const { hook, start } = renderUpload();
    const finished = start();
    const sent = await uploads.next();
    expect(sent).toMatchObject({ method: 'POST', url: '/api/contents/', headers: { Authorization: 'Bearer test-token' } });
    expect(sent.formData.get('title')).toBe('Guide');
    expect(hook.result.current).toMatchObject({ progress: 0, uploading: true });
    sent.progress(0.25);
    expect(hook.result.current.progress).toBe(0.25);
    sent.respond(201, { success: true, message: 'Upload Complete', data: { _id: 'c1' } });
    expect(await finished()).toEqual({ ok: true, status: 201, answer: { success: true, message: 'Upload Complete', data: { _id: 'c1' } } });
    expect(hook.result.current).toMatchObject({ progress: null, uploading: false });
  });

  it("turns the server's error envelope into its message and field messages", async () => {
    const { start } = renderUpload();
    const finished = start();
    (await uploads.next()).respond(400, {
      success: false,
      err: 'Title is required',
      error: { message: 'Title is required', code: 'VALIDATION', fields: { title: 'Title is required' } },
    });
    expect(await finished()).toEqual({
      ok: false,
      status: 400,
      reason: 'refused',
      message: 'Title is required',
      fields: { title: 'Title is required' },
    });
  });

  it("when an answer is not JSON (a proxy's page), then it shows a message of ours, not the page", async () => {
    const { start } = renderUpload();
    const tooLarge = start();
    (await uploads.next()).respond(413, '<html><body>413 Request Entity Too Large</body></html>');
    expect(await tooLarge()).toMatchObject({ ok: false, status: 413, message: MSG.bodyTooLarge });
    const broken = start();
    (await uploads.next()).respond(502, '<html>Bad Gateway</html>');
    expect(await broken()).toMatchObject({ ok: false, status: 502, message: MSG.serverError });
  });

  it('when a signed-in upload gets 401, then the session ends, as for every other API call', async () => {
    const { store, start } = renderUpload();
    const finished = start();
    (await uploads.next()).respond(401, {
      success: false,
      err: MSG.notSignedIn,
      error: { message: MSG.notSignedIn, code: 'UNAUTHENTICATED' },
    });
    expect(await finished()).toMatchObject({ ok: false, status: 401, reason: 'refused' });
    expect(store.getState().session).toMatchObject({ token: null, loggedIn: false });
  });

  it('when nobody is signed in, then it sends no Authorization header', async () => {
    const { start } = renderUpload(false);
    const finished = start();
    const sent = await uploads.next();
    expect(sent.headers).toEqual({});
    sent.respond(401, { success: false, err: MSG.notSignedIn, error: { message: MSG.notSignedIn, code: 'UNAUTHENTICATED' } });
    expect(await finished()).toMatchObject({ ok: false, status: 401 });
  });

  it("when the connection fails, then 'Network error!'", async () => {
    const { start } = renderUpload();
    const finished = start();
    (await uploads.next()).fail();
    expect(await finished()).toEqual({ ok: false, status: 0, reason: 'network', message: MSG.networkError, fields: {} });
  });

  it('cancel() stops the upload, and so does closing the screen', async () => {
    const { hook, start } = renderUpload();
    const cancelled = start();
    const first = await uploads.next();
    act(() => hook.result.current.cancel());
    expect(first.aborted).toBe(true);
    expect(await cancelled()).toMatchObject({ ok: false, reason: 'cancelled' });
    expect(hook.result.current.uploading).toBe(false);

    const closed = start();
    const second = await uploads.next();
    hook.unmount();
    expect(second.aborted).toBe(true);
    expect(await closed()).toMatchObject({ ok: false, reason: 'cancelled' });
  });
});
