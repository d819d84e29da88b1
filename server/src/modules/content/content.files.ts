import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type/node';
import { CONTENT_FILE_TYPES, CONTENT_MSG, CONTENT_TYPE_MESSAGE, LIMITS, MSG, type ContentCategory, type StoredFile } from '@delv/shared';
import { HttpError, payloadTooLarge, unsupportedMediaType } from '../../lib/errors';
import { sniffImage } from '../../lib/files';
import type { StoredFileJson } from '../../db/schema';
import { withImageSize } from '../../lib/images';
import { log } from '../../lib/log';
import { deleteQuietly, privateKeyOf, publicKeyOf, type Storage } from '../../lib/storage';

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

/** `content/<unique id>-<cleaned title or file name>/<cleaned file name>.<real extension>`, under
 * `private/` for a private item (lib/storage.ts PRIVATE_PREFIX). */
export function keysFor(title: string, file: CheckedFile | null, thumb: CheckedFile | null, visible: boolean) {
  const base = (f: CheckedFile) => cleanName(path.parse(f.upload.originalname || '').name) || 'file';
  const folder = `content/${randomUUID()}-${cleanName(title) || (file ? base(file) : '') || 'item'}`;
  const place = (key: string) => (visible ? key : privateKeyOf(key));
  return {
    file: file ? place(`${folder}/${base(file)}.${file.ext}`) : null,
    thumb: thumb ? place(`${folder}/thumb-${base(thumb)}.${thumb.ext}`) : null,
  };
}

export interface PlacedFiles {
  contentFile: StoredFileJson | null;
  thumbnail: StoredFileJson | null;
  /** Puts the objects back where they were (when the row could not be updated). */
  undo(): Promise<void>;
}

/**
 * Moves an item's objects (an image's WebP widths too) to where its visibility wants them: under
 * `private/` when private, out of it when public. The old addresses stop answering: a file shared
 * while public is not downloadable once the item is private. All or nothing: on a failed move the
 * moved ones go back.
 */
export async function placeFiles(
  storage: Storage,
  files: { contentFile: StoredFileJson | null; thumbnail: StoredFileJson | null },
  visible: boolean,
): Promise<PlacedFiles> {
  const moved: [string, string][] = [];
  const undo = async () => {
    for (const [from, to] of moved.reverse())
      await storage.move(to, from).catch((err: unknown) => log.error({ err, key: to }, 'moving a file back failed'));
  };
  const moveTo = async (key: string): Promise<string> => {
    const want = visible ? publicKeyOf(key) : privateKeyOf(key);
    if (want === key) return key;
    await storage.move(key, want);
    moved.push([key, want]);
    return want;
  };
  const place = async (file: StoredFileJson | null): Promise<StoredFileJson | null> => {
    if (!file) return null;
    const key = await moveTo(file.key);
    if (key === file.key) return file;
    const variants =
      file.variants &&
      (await Promise.all(
        file.variants.map(async (v) => {
          const to = await moveTo(v.key);
          return { ...v, key: to, publicUrl: storage.publicUrl(to) };
        }),
      ));
    return { ...file, key, publicUrl: storage.publicUrl(key), ...(variants ? { variants } : {}) };
  };
  try {
    return { contentFile: await place(files.contentFile), thumbnail: await place(files.thumbnail), undo };
  } catch (err) {
    log.error({ err }, 'moving a file for a visibility change failed');
    await undo();
    throw storageFailed();
  }
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
      log.error({ err, key }, 'storing an upload failed');
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
