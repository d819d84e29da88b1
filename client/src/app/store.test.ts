import { describe, expect, it } from 'vitest';
import { loggedIn, loggedOut } from '../lib/session';
import { makeUser } from '../test/render';
import { persistor, store } from './store';

describe('the persisted session', () => {
  it('when someone signs in or out, then the session is in storage at once (a reload or new tab right after sees it)', async () => {
    await new Promise<void>((resolve) => {
      if (persistor.getState().bootstrapped) return resolve();
      const stop = persistor.subscribe(() => {
        if (persistor.getState().bootstrapped) {
          stop();
          resolve();
        }
      });
    });
    store.dispatch(loggedIn({ token: 'token-123', user: makeUser() }));
    expect(localStorage.getItem('persist:session')).toContain('token-123');
    store.dispatch(loggedOut());
    expect(localStorage.getItem('persist:session')).not.toContain('token-123');
  });
});
