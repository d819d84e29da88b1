import { FEED_MSG, LIMITS, POST_FILE_ACCEPT } from '@delv/shared';
import { i18n } from '../../i18n/catalogues';
import { formatFileSize } from '../../lib/format';

/** The three kinds of post attachment (spec 000 §5): image, PDF, MP4 video. */
export type MediaKind = keyof typeof POST_FILE_ACCEPT;

/** 'Photo', 'PDF', 'Video' in the active language (the feed catalogue, loaded by every screen with a posting box). */
export const mediaLabel = (kind: MediaKind): string => i18n._('feed:composer.media', { kind });

const ACCEPTED: Record<MediaKind, string[]> = {
  image: POST_FILE_ACCEPT.image.split(','),
  pdf: POST_FILE_ACCEPT.pdf.split(','),
  video: POST_FILE_ACCEPT.video.split(','),
};

/**
 * Why a file cannot be attached as `kind` (a shared message in English, to show with `tm`, or the
 * feed's own words in the active language), or null. Checked before anything is sent, so nobody
 * waits for 20 MB to travel only to hear it was too big (the server checks again, from the bytes).
 * A file whose type the browser does not know is left to the server.
 */
export function attachmentProblem(kind: MediaKind, file: File): string | null {
  if (file.size > LIMITS.POST_FILE_BYTES) return FEED_MSG.postFileTooLarge;
  if (file.size === 0) return i18n._('feed:composer.fileEmpty');
  if (file.type && !ACCEPTED[kind].includes(file.type)) return FEED_MSG.postFileType;
  return null;
}

export const megabytes = formatFileSize;
