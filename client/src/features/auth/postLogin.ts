import { matchPath } from 'react-router-dom';
import { roleOf } from '@delv/shared';
import { invitedGroupPath, pendingGroupInvitation } from '../../lib/groupInvitation';

/** Pages a signed-in person should never be sent back to after signing in. */
const NOT_A_DESTINATION = /^\/(login|signup|logout|confirm\/login|invitation\/login|forgot-password|reset-password)(\/|$|\?)/i;

/**
 * Where a person goes once signed in (spec 000 §4 "Sign-in success"): a group invitation (its
 * sign-in link, or one remembered before sign-up) to its chat room, which lets them in; a
 * confirmation link to interest onboarding; ?article=ID to that article; a page
 * that sent them to sign in back to that page; otherwise their home feed. The sign-in page and
 * the guest-only guard both use this, so whichever acts first sends the person to the same place.
 */
export function postLoginPath(
  { pathname, search, state }: { pathname: string; search: string; state?: unknown },
  usercategory: readonly string[] | undefined,
): string {
  const group = matchPath('/invitation/login/:groupID', pathname)?.params.groupID ?? pendingGroupInvitation();
  if (group) return invitedGroupPath(group);
  if (matchPath('/confirm/login/:id', pathname)) return '/onboardingInterests';
  const article = new URLSearchParams(search).get('article');
  if (article) return `/article/read/${encodeURIComponent(article)}`;
  const from = (state as { from?: unknown } | null | undefined)?.from;
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !NOT_A_DESTINATION.test(from)) return from;
  return roleOf(usercategory) === 'institution' ? '/institution/feeds' : '/feeds';
}
