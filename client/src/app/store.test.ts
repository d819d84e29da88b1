import { describe, expect, it } from 'vitest';
import { loggedIn, loggedOut } from '../lib/session';
import { makeUser } from '../test/render';
import { readStoredSession, store } from './store';

describe('the persisted session', () => {
  it('when someone signs in or out, then the session is in storage at once (a reload or new tab right after sees it)', () => {
    store.dispatch(loggedIn({ token: 'token-123', user: makeUser() }));
    expect(localStorage.getItem('persist:session')).toContain('token-123');
    expect(readStoredSession()).toMatchObject({ token: 'token-123', loggedIn: true, user: { firstname: 'Amina' } });
    store.dispatch(loggedOut());
    expect(localStorage.getItem('persist:session')).not.toContain('token-123');
    expect(readStoredSession()).toBeUndefined();
  });

  it('reads a session that redux-persist stored before (people stay signed in), and a broken value as signed out', () => {
    const user = makeUser();
    localStorage.setItem(
      'persist:session',
      JSON.stringify({ token: '"old-token"', user: JSON.stringify(user), loggedIn: 'true', _persist: '{"version":1,"rehydrated":true}' }),
    );
    expect(readStoredSession()).toEqual({ token: 'old-token', user, loggedIn: true });
    localStorage.setItem('persist:session', '{not json');
    expect(readStoredSession()).toBeUndefined();
    localStorage.removeItem('persist:session');
  });
});
