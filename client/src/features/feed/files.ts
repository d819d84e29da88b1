import { FEED_MSG, LIMITS, POST_FILE_ACCEPT } from '@delv/shared';
import { formatFileSize } from '../../lib/format';

/** The three kinds of post attachment (spec 000 §5): image, PDF, MP4 video. */
export type MediaKind = keyof typeof POST_FILE_ACCEPT;

export const MEDIA_LABEL: Record<MediaKind, string> = { image: 'Photo', pdf: 'PDF', video: 'Video' };

const ACCEPTED: Record<MediaKind, string[]> = {
  image: POST_FILE_ACCEPT.image.split(','),
  pdf: POST_FILE_ACCEPT.pdf.split(','),
  video: POST_FILE_ACCEPT.video.split(','),
};

/**
 * Why a file cannot be attached as `kind`, or null. Checked before anything is sent, so nobody
 * waits for 20 MB to travel only to hear it was too big (the server checks again, from the bytes).
 * A file whose type the browser does not know is left to the server.
 */
export function attachmentProblem(kind: MediaKind, file: File): string | null {
  if (file.size > LIMITS.POST_FILE_BYTES) return FEED_MSG.postFileTooLarge;
  if (file.size === 0) return 'This file is empty. Choose another file.';
  if (file.type && !ACCEPTED[kind].includes(file.type)) return FEED_MSG.postFileType;
  return null;
}

export const megabytes = formatFileSize;
