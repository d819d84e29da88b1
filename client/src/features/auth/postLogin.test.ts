import { describe, expect, it } from 'vitest';
import { forgetGroupInvitation, rememberGroupInvitation } from '../../lib/groupInvitation';
import { postLoginPath } from './postLogin';

const at = (pathname: string, search = '', state?: unknown) => ({ pathname, search, state });

describe('where sign-in leads', () => {
  it('when arriving from the confirmation link, then to interest onboarding', () => {
    expect(postLoginPath(at('/confirm/login/abc'), ['student'])).toBe('/onboardingInterests');
  });
  it('when an article is in the query, then to that article', () => {
    expect(postLoginPath(at('/login', '?article=42'), ['student'])).toBe('/article/read/42');
  });
  it('when arriving by a group invitation, or with one remembered before signing up, then to the group, which lets them in', () => {
    expect(postLoginPath(at('/invitation/login/g7'), ['student'])).toBe('/ChatRoom/g7?invitation=1');
    rememberGroupInvitation('g8');
    try {
      expect(postLoginPath(at('/confirm/login/abc'), ['student'])).toBe('/ChatRoom/g8?invitation=1');
    } finally {
      forgetGroupInvitation();
    }
    expect(postLoginPath(at('/confirm/login/abc'), ['student'])).toBe('/onboardingInterests');
  });
  it('when a page sent the guest to sign in, then back to that page', () => {
    expect(postLoginPath(at('/login', '', { from: '/videos?x=1' }), ['student'])).toBe('/videos?x=1');
  });
  it('when the remembered page is a sign-in page, logout or another site, then it is ignored', () => {
    expect(postLoginPath(at('/login', '', { from: '/logout' }), ['student'])).toBe('/feeds');
    expect(postLoginPath(at('/login', '', { from: '//evil.example' }), ['student'])).toBe('/feeds');
  });
  it('otherwise institutions go to /institution/feeds and everyone else to /feeds', () => {
    expect(postLoginPath(at('/login'), ['institution'])).toBe('/institution/feeds');
    expect(postLoginPath(at('/login'), ['mentor'])).toBe('/feeds');
  });
});
