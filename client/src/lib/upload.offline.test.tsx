import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@delv/shared';
import { makeStore } from '../app/store';
import { fakeUploads } from '../test/fakeUpload';

// The request half of an upload comes with the first file sent (lib/uploadRequest.ts): here its download fails, as offline.
vi.mock('./uploadRequest', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('the upload helper, when its request code cannot be downloaded', () => {
  it('then the upload ends as a network failure, nothing is sent, and the screen is not left uploading', async () => {
    const uploads = fakeUploads();
    const { useUpload } = await import('./upload');
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const hook = renderHook(() => useUpload(), { wrapper });
    let finished!: Promise<unknown>;
    act(() => {
      finished = hook.result.current.start({ url: '/api/contents/', method: 'POST', formData: new FormData() });
    });
    expect(await act(() => finished)).toEqual({ ok: false, status: 0, reason: 'network', message: MSG.networkError, fields: {} });
    expect(uploads.sent).toHaveLength(0);
    expect(hook.result.current).toMatchObject({ progress: null, uploading: false });
  });
});
