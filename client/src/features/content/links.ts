import type { ContentCategory } from '@delv/shared';
import { formatDate, formatFileSize } from '../../lib/format';
import { i18n } from '../../i18n/catalogues';

export { contentPath } from '../../lib/links';

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
