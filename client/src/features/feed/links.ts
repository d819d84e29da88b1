import type { FeedItem, SharedContent, UserSummary } from '@delv/shared';
import { roleOf } from '@delv/shared';
import { formatDateTime, relativeTime } from '../../lib/format';
import { contentPath } from '../../lib/links';
import { i18n } from '../../i18n/catalogues';

/*
 * Words here come from the feed catalogue in the active language: every component that calls
 * these helpers uses useT('feed'), so the catalogue is loaded and they re-render on a switch.
 */

/** A person's page: mentors have their profile, institutions their public home (spec 000 §2.1). */
export function personPath(user: Pick<UserSummary, '_id' | 'usercategory' | 'institution'>): string {
  const id = encodeURIComponent(user._id);
  const role = roleOf(user.usercategory);
  if (role === 'mentor') return `/mentors/more/${id}`;
  // An institution account's page is its institution's home (by the institution's id, not the account's).
  if (role === 'institution') return user.institution ? `/institution/more/${encodeURIComponent(user.institution._id)}` : '/institutions';
  return `/users/profile/${id}`;
}

/** The name a card shows: an institution account speaks as its institution. */
export const fullName = (u: { firstname: string; lastname: string; institution?: UserSummary['institution'] }) =>
  u.institution?.institutionName || `${u.firstname} ${u.lastname}`.trim() || i18n._('feed:someone');

/** Where a shared content item leads (the feed is for signed-in people). */
export const sharedContentPath = (c: Pick<SharedContent, '_id' | 'category'>): string => contentPath(c, true);

/** The page a card is about, for Send (a link to pass on outside Delv). */
export function itemPath(item: FeedItem): string {
  if (item.type === 'post') return `/post/${encodeURIComponent(item._id)}`;
  if (item.type === 'content') return sharedContentPath(item.content);
  if (item.sharedModel === 'Session') return `/session/${encodeURIComponent(item.shared._id)}`;
  return sharedContentPath(item.shared as SharedContent);
}

/** What the item is ('article', 'session', 'post'): the `kind` select of the catalogue's sentences
 * ('Comments on this {kind, select, ...}'), which give each language its own noun and agreement. */
export type ItemNoun = 'post' | 'session' | 'article' | 'video' | 'image' | 'photo' | 'course' | 'book' | 'resource';

export function itemNoun(item: FeedItem): ItemNoun {
  if (item.type === 'post') return 'post';
  if (item.type === 'share' && item.sharedModel === 'Session') return 'session';
  const category = item.type === 'content' ? item.content.category : (item.shared as SharedContent).category;
  return category === 'OpenLib' ? 'resource' : (category.toLowerCase() as ItemNoun);
}

/** '5 minutes ago', 'yesterday'; 'just now' under a minute (lib/format.ts, in the active language). */
export const timeAgo = (iso: string, now = Date.now()): string => relativeTime(iso, now, i18n._('feed:justNow'));

export const fullDate = (iso: string): string => formatDateTime(iso);
