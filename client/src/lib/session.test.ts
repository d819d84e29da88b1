import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/render';
import reducer, { expired, loggedIn, loggedOut, selectIsAdmin, selectIsLoggedIn, selectRole, userUpdated } from './session';

const empty = reducer(undefined, { type: '@@init' });

describe('session slice', () => {
  it('when a person signs in, then token and user are stored and loggedIn is set', () => {
    const user = makeUser();
    const s = reducer(empty, loggedIn({ token: 't1', user }));
    expect(s).toEqual({ token: 't1', user, loggedIn: true });
    expect(selectIsLoggedIn({ session: s })).toBe(true);
    expect(selectRole({ session: s })).toBe('learner');
  });

  it('when they log out or the token expires, then everything is cleared', () => {
    const s = reducer(empty, loggedIn({ token: 't1', user: makeUser() }));
    expect(reducer(s, loggedOut())).toEqual(empty);
    expect(reducer(s, expired())).toEqual(empty);
    expect(selectIsLoggedIn({ session: empty })).toBe(false);
    expect(selectRole({ session: empty })).toBeNull();
  });

  it('when the profile changes, then the user is replaced and the token kept', () => {
    const s = reducer(empty, loggedIn({ token: 't1', user: makeUser() }));
    const next = reducer(s, userUpdated(makeUser({ firstname: 'Ama' })));
    expect(next.user?.firstname).toBe('Ama');
    expect(next.token).toBe('t1');
  });

  it('when an answer without age and consent updates the user (interests, a photo), then the ones from sign-in are kept', () => {
    const youth = { minor: true, needsConsent: true, needsBirthDate: false, consentAsked: false };
    const s = reducer(empty, loggedIn({ token: 't1', user: makeUser({ youth }) }));
    expect(reducer(s, userUpdated(makeUser({ firstname: 'Ama' }))).user?.youth).toEqual(youth);
    const fresh = { ...youth, needsConsent: false };
    expect(reducer(s, userUpdated(makeUser({ youth: fresh }))).user?.youth).toEqual(fresh);
  });

  it('when the first category is institution or the roles include admin, then the selectors say so', () => {
    const inst = reducer(empty, loggedIn({ token: 't', user: makeUser({ usercategory: ['institution'] }) }));
    expect(selectRole({ session: inst })).toBe('institution');
    const admin = reducer(empty, loggedIn({ token: 't', user: makeUser({ roles: ['admin'] }) }));
    expect(selectIsAdmin({ session: admin })).toBe(true);
    expect(selectIsAdmin({ session: inst })).toBe(false);
  });
});
