import type { ContentCategory, ContentItem } from '@delv/shared';
import { formatDate, formatFileSize } from '../../lib/format';
import { i18n } from '../../i18n/catalogues';

/*
 * Where a content card leads (spec 000 §2.1 "Link shapes from content cards", §2.11):
 * /{category lowercase}/{read|watch|open|course/review|link}/{id}. Articles go to the reader for
 * signed-in people and to the overview (with its sign-up call to action) for guests.
 */
export function contentPath(item: Pick<ContentItem, '_id' | 'category'>, signedIn: boolean): string {
  const id = encodeURIComponent(item._id);
  switch (item.category) {
    case 'Article':
      return signedIn ? `/article/read/${id}` : `/article/overview/${id}`;
    case 'Video':
      return `/video/watch/${id}`;
    case 'Course':
      return `/course/review/${id}`;
    case 'Book':
      return `/book/open/${id}`;
    case 'OpenLib':
      return `/openlib/link/${id}`;
    default:
      return `/image/${id}`;
  }
}

/** The word for a category in sentences ('Review this article'). */
/** 'video', 'open library resource': the category as a noun in a sentence, in the active language. */
export const categoryNoun = (category: ContentCategory): string => i18n._('content:noun', { kind: category });

/** Labels for the category select. */
export const categoryLabel = (category: ContentCategory): string => i18n._('content:kind.label', { kind: category });

/** The browse list of a category, for the Back link when there is no history. */
export const CATEGORY_LIST: Partial<Record<ContentCategory, string>> = {
  Video: '/videos',
  Article: '/articles',
  Course: '/courses',
};

/** A short date in the reader's language ('3 Mar 2026'). */
export const shortDate = (iso: string): string => formatDate(iso);

/** '1 view', '1.2k views'. */
export function viewsText(views: number): string {
  const n = Number.isFinite(views) ? views : 0;
  const shown = n >= 1000 ? `${(n / 1000).toFixed(n >= 10_000 ? 0 : 1)}k` : String(n);
  return i18n._('content:views', { shown, n });
}

export const megabytes = formatFileSize;
