import { CONTENT_FILE_TYPES, CONTENT_MSG, CONTENT_TYPE_MESSAGE, LIMITS, MSG, type ContentCategory } from '@delv/shared';
import { i18n } from '../../i18n/catalogues';

/*
 * The checks the server makes (it also sniffs the bytes), made before anything is sent, so a
 * person on a slow line does not wait for 200 MB to travel only to be told the type is wrong.
 */

export const THUMB_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/** Why a file cannot be this category's content file, or null. An empty type (the browser did
 * not recognise it) is left to the server, which reads the bytes. */
export function contentFileProblem(category: ContentCategory, file: File): string | null {
  if (file.size > LIMITS.CONTENT_FILE_BYTES) return CONTENT_MSG.contentFileTooLarge;
  if (file.size === 0) return i18n._('content:file.empty');
  if (file.type && !CONTENT_FILE_TYPES[category].includes(file.type)) return CONTENT_TYPE_MESSAGE[category];
  return null;
}

export function thumbnailProblem(file: File): string | null {
  if (file.type && !THUMB_TYPES.includes(file.type)) return MSG.imageOnly;
  if (file.size > LIMITS.IMAGE_BYTES) return MSG.imageTooLarge;
  if (file.size === 0) return i18n._('content:file.emptyPicture');
  return null;
}

/** What the file box says it takes, per category. */
export const fileHint = (category: ContentCategory): string => i18n._('content:file.hint', { kind: category });
