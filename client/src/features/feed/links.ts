import type { FeedItem, SharedContent, UserSummary } from '@delv/shared';
import { roleOf } from '@delv/shared';

/** A person's page: mentors have their profile, institutions their public home (spec 000 §2.1). */
export function personPath(user: Pick<UserSummary, '_id' | 'usercategory'>): string {
  const id = encodeURIComponent(user._id);
  const role = roleOf(user.usercategory);
  if (role === 'mentor') return `/mentors/more/${id}`;
  if (role === 'institution') return `/institution/more/${id}`;
  return `/users/profile/${id}`;
}

export const fullName = (u: { firstname: string; lastname: string }) => `${u.firstname} ${u.lastname}`.trim() || 'A Delv user';

/** Where a content card leads (the content contract's link shapes; the feed is for signed-in people). */
export function sharedContentPath(c: Pick<SharedContent, '_id' | 'category'>): string {
  const id = encodeURIComponent(c._id);
  switch (c.category) {
    case 'Article': return `/article/read/${id}`;
    case 'Video': return `/video/watch/${id}`;
    case 'Course': return `/course/review/${id}`;
    case 'Book': return `/book/open/${id}`;
    case 'OpenLib': return `/openlib/link/${id}`;
    default: return `/image/${id}`;
  }
}

/** The page a card is about, for Send (a link to pass on outside Delv). */
export function itemPath(item: FeedItem): string {
  if (item.type === 'post') return `/post/${encodeURIComponent(item._id)}`;
  if (item.type === 'content') return sharedContentPath(item.content);
  if (item.sharedModel === 'Session') return `/session/${encodeURIComponent(item.shared._id)}`;
  return sharedContentPath(item.shared as SharedContent);
}

/** What the item is called in sentences ('article', 'session', 'post'). */
export function itemNoun(item: FeedItem): string {
  if (item.type === 'post') return 'post';
  if (item.type === 'share' && item.sharedModel === 'Session') return 'session';
  const category = item.type === 'content' ? item.content.category : (item.shared as SharedContent).category;
  return category === 'OpenLib' ? 'resource' : category.toLowerCase();
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600], ['month', 30 * 24 * 3600], ['week', 7 * 24 * 3600], ['day', 24 * 3600], ['hour', 3600], ['minute', 60],
];

/** '5 minutes ago', 'yesterday'; 'just now' under a minute. */
export function timeAgo(iso: string, now = Date.now()): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const seconds = Math.round((t - now) / 1000);
  const rtf = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

export function fullDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
