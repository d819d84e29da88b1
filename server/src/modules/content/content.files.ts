import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type/node';
import {
  CONTENT_FILE_TYPES, CONTENT_MSG, CONTENT_TYPE_MESSAGE, LIMITS, MSG, type ContentCategory, type StoredFile,
} from '@delv/shared';
import { HttpError, payloadTooLarge, unsupportedMediaType } from '../../lib/errors';
import { sniffImage } from '../../lib/files';
import { withImageSize } from '../../lib/images';
import { deleteQuietly, type Storage } from '../../lib/storage';

/** Letters and digits only, dashes between words, at most `max` characters. */
export function cleanName(input: string, max = 60): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '')
    .toLowerCase();
}

export interface Upload {
  path: string;
  size: number;
  originalname: string;
}

export interface CheckedFile {
  upload: Upload;
  mime: string;
  ext: string;
}

/** The content file's real type (from its first bytes) must suit the category. */
export async function checkContentFile(upload: Upload, category: ContentCategory): Promise<CheckedFile> {
  if (upload.size > LIMITS.CONTENT_FILE_BYTES) throw payloadTooLarge(CONTENT_MSG.contentFileTooLarge);
  const type = await fileTypeFromFile(upload.path);
  if (!type || !CONTENT_FILE_TYPES[category].includes(type.mime)) throw unsupportedMediaType(CONTENT_TYPE_MESSAGE[category]);
  return { upload, mime: type.mime, ext: type.ext };
}

export async function checkThumbnail(upload: Upload): Promise<CheckedFile> {
  if (upload.size > LIMITS.IMAGE_BYTES) throw payloadTooLarge(MSG.imageTooLarge);
  const type = await sniffImage(upload.path);
  if (!type) throw unsupportedMediaType(MSG.imageOnly);
  return { upload, mime: type.mime, ext: type.ext };
}

/** `content/<unique id>-<cleaned title or file name>/<cleaned file name>.<real extension>` */
export function keysFor(title: string, file: CheckedFile | null, thumb: CheckedFile | null) {
  const base = (f: CheckedFile) => cleanName(path.parse(f.upload.originalname || '').name) || 'file';
  const folder = `content/${randomUUID()}-${cleanName(title) || (file ? base(file) : '') || 'item'}`;
  return {
    file: file ? `${folder}/${base(file)}.${file.ext}` : null,
    thumb: thumb ? `${folder}/thumb-${base(thumb)}.${thumb.ext}` : null,
  };
}

export const storageFailed = () => new HttpError(502, 'INTERNAL', CONTENT_MSG.storageFailed);

/** Streams checked uploads to storage. All or nothing: if one put fails, the ones already stored
 * are deleted and the caller gets a 502 with a message the user can act on. `then` runs after the
 * puts (the database write); if it fails the stored objects are removed too. */
export async function storeAll<T>(
  storage: Storage,
  items: { key: string | null; file: CheckedFile | null }[],
  then: (stored: (StoredFile | null)[]) => Promise<T>,
): Promise<T> {
  const stored: (StoredFile | null)[] = [];
  const cleanup = () => Promise.all(stored.map((s) => deleteQuietly(storage, s?.key)));
  for (const { key, file } of items) {
    if (!key || !file) {
      stored.push(null);
      continue;
    }
    try {
      stored.push(await withImageSize(await storage.putFile(key, file.upload.path, { contentType: file.mime }), file.upload.path));
    } catch (err) {
      console.error(`storing ${key} failed:`, (err as Error).message);
      // A half-written object may exist under this key too.
      await deleteQuietly(storage, key);
      await cleanup();
      throw storageFailed();
    }
  }
  try {
    return await then(stored);
  } catch (err) {
    await cleanup();
    throw err;
  }
}
