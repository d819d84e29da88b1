/**
 * Uploaded images for phones on costly data (issue 16). An upload is stored as sent and answered at
 * once, with its pixel size read from its header (imageSize: no decoding). After the answer,
 * makeImageVariants() makes WebP copies in a few widths beside it (`<name>-<width>w.webp`), and
 * re-encodes the stored picture itself in its own format without its metadata (a phone photo's
 * EXIF carries the GPS position), at most ORIGINAL_MAX px wide: nobody here needs a 4000 px
 * original, and the address already handed out stays valid. Pages pick a width with srcset.
 *
 * Each area that stores images registers a slot (its table and jsonb column) with
 * registerImageSlot(); a job is { slot, id, key } so it can run later, on a queue, in another
 * process: the row is only updated if it still holds that key, and what was made for a picture
 * that was replaced or deleted meanwhile is removed again.
 */
import { Readable } from 'node:stream';
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import type { ImageRef } from '@delv/shared';
import type { Db } from '../db/client';
import type { StoredFileJson, StoredVariantJson } from '../db/schema';
import { enqueue } from '../jobs/queue';
import { log } from './log';
import { IMAGE_PRESETS, imageKeys, variantKey, type ImagePreset } from './imageKeys';
import type { Storage } from './storage';

/** Decompression bombs: a 20 MB PNG can claim 2 gigapixels. Larger pictures keep their original only. */
const MAX_PIXELS = 64_000_000;

/** The pixel size of an image file, read from its header (cheap); as shown, i.e. after EXIF rotation. */
export async function imageSize(file: string): Promise<{ width: number; height: number } | null> {
  try {
    const meta = await sharp(file, { limitInputPixels: MAX_PIXELS }).metadata();
    const oriented = meta.autoOrient ?? meta;
    if (!oriented.width || !oriented.height) return null;
    return { width: oriented.width, height: oriented.height };
  } catch {
    return null;
  }
}

/** A stored file plus its pixel size when it is an image (the page reserves its space with it). */
export async function withImageSize<T extends { mimeType: string }>(
  stored: T,
  file: string,
): Promise<T & { width?: number; height?: number }> {
  if (!stored.mimeType.startsWith('image/')) return stored;
  const size = await imageSize(file);
  return size ? { ...stored, ...size } : stored;
}

/** What a page needs to show a stored image (never its storage key). */
export function toImageRef(file: StoredFileJson | null | undefined): ImageRef | null {
  if (!file) return null;
  return {
    publicUrl: file.publicUrl,
    width: file.width ?? null,
    height: file.height ?? null,
    variants: (file.variants ?? []).map((v) => ({ url: v.publicUrl, width: v.width, height: v.height, size: v.size })),
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface Made {
  file: Pick<StoredFileJson, 'size' | 'width' | 'height' | 'variants'>;
  keys: string[];
}

/** Makes the variants of `key` and re-encodes it without metadata (see the top of this file). */
async function encode(storage: Storage, key: string, presetName: ImagePreset): Promise<Made> {
  const preset = IMAGE_PRESETS[presetName];
  const input = await readAll(await storage.open(key));
  const meta = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
  const animated = (meta.pages ?? 1) > 1;
  const keys: string[] = [];
  const variants: StoredVariantJson[] = [];
  let width: number;
  let height: number;
  let size = input.length;

  if (animated) {
    // An animated GIF/WebP keeps its frames; the original stays as it is (GIF carries no position).
    width = meta.width!;
    height = meta.pageHeight ?? meta.height!;
    for (const w of preset.widths.filter((x) => x < width)) {
      const out = await sharp(input, { animated: true, limitInputPixels: MAX_PIXELS })
        .resize({ width: w })
        .webp({ quality: preset.quality })
        .toBuffer({ resolveWithObject: true });
      const vkey = variantKey(key, w);
      await storage.replace(vkey, out.data, 'image/webp');
      keys.push(vkey);
      variants.push({
        key: vkey,
        publicUrl: storage.publicUrl(vkey),
        width: out.info.width,
        height: out.info.pageHeight ?? out.info.height,
        size: out.data.length,
      });
    }
    return { file: { size, width, height, variants }, keys };
  }

  // Decoded once, upright, at most originalMax wide (a JPEG decodes at 1/2, 1/4, 1/8 directly).
  const master = await sharp(input, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize({ width: preset.originalMax, height: preset.originalMax, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: master.info.width, height: master.info.height, channels: master.info.channels } };
  width = master.info.width;
  height = master.info.height;

  for (const w of preset.widths.filter((x) => x < width)) {
    const out = await sharp(master.data, raw).resize({ width: w }).webp({ quality: preset.quality }).toBuffer({ resolveWithObject: true });
    const vkey = variantKey(key, w);
    await storage.replace(vkey, out.data, 'image/webp');
    keys.push(vkey);
    variants.push({ key: vkey, publicUrl: storage.publicUrl(vkey), width: out.info.width, height: out.info.height, size: out.data.length });
  }

  // The picture itself, same format and address, without EXIF/XMP/IPTC (sharp writes none unless asked).
  const format = meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp' ? meta.format : null;
  if (format) {
    const encoder = sharp(master.data, raw);
    const out = await (
      format === 'jpeg'
        ? encoder.jpeg({ quality: 82, mozjpeg: true })
        : format === 'png'
          ? encoder.png({ compressionLevel: 9 })
          : encoder.webp({ quality: 80 })
    ).toBuffer();
    await storage.replace(key, out, meta.format === 'jpeg' ? 'image/jpeg' : `image/${format}`);
    size = out.length;
  }
  return { file: { size, width, height, variants }, keys };
}

/** One area's stored images: a jsonb column of StoredFileJson in a table with a uuid `id`. */
export interface ImageSlot {
  preset: ImagePreset;
  table: PgTable;
  id: PgColumn;
  column: PgColumn;
  /** Extra condition on the rows whose images this slot holds (e.g. only image content). */
  where?: SQL;
}

export interface ImageJob {
  slot: string;
  /** The row's id. */
  id: string;
  /** The storage key the row held when the job was made. */
  key: string;
}

const slots = new Map<string, ImageSlot>();

/** Called once by each area that stores images, at load (its service module). */
export function registerImageSlot(name: string, slot: ImageSlot): void {
  slots.set(name, slot);
}

function slotOf(name: string): ImageSlot {
  const slot = slots.get(name);
  if (!slot) throw new Error(`no image slot "${name}"`);
  return slot;
}

export type ImageJobResult = 'made' | 'gone' | 'failed';

/**
 * The job: makes the variants of one stored image and records them on its row. 'gone' when the
 * row no longer holds the key (what was made is removed again); 'failed' when the file cannot be
 * read as an image (the row gets `variants: []` so it is not tried again, and pages show the file).
 */
export async function makeImageVariants(deps: { db: Db; storage: Storage }, job: ImageJob): Promise<ImageJobResult> {
  const slot = slotOf(job.slot);
  const current = async () => {
    const rows = await deps.db
      .select({ file: slot.column })
      .from(slot.table)
      .where(and(eq(slot.id, job.id), sql`${slot.column}->>'key' = ${job.key}`))
      .limit(1);
    return (rows[0]?.file as StoredFileJson | null | undefined) ?? null;
  };
  const before = await current();
  if (!before) return 'gone';
  let made: Made;
  let result: ImageJobResult = 'made';
  try {
    made = await encode(deps.storage, job.key, slot.preset);
  } catch (err) {
    log.warn({ key: job.key, err: (err as Error).message }, 'image variants failed');
    made = { file: { size: before.size, variants: [] }, keys: [] };
    result = 'failed';
  }
  // Only if the row still holds this picture: `jsonb ||` keeps the other fields (publicUrl, mimeType).
  const updated = await deps.db.execute(sql`
    update ${slot.table} set ${sql.identifier(slot.column.name)} = ${slot.column} || ${JSON.stringify(made.file)}::jsonb
    where ${slot.id} = ${job.id} and ${slot.column}->>'key' = ${job.key} returning 1 as ok`);
  const rows = (updated as { rows?: unknown[] }).rows ?? (updated as unknown as unknown[]);
  if (rows.length === 0) {
    // Replaced or deleted while we worked: whoever did that removed the key; remove what we added.
    await Promise.all(imageKeys(job.key).map((k) => deps.storage.delete(k).catch(() => undefined)));
    return 'gone';
  }
  return result;
}

declare module '../jobs/queue' {
  interface JobPayloads {
    /** The WebP widths of a stored picture, and the picture itself without its metadata. */
    'images.variants': ImageJob;
  }
}

/**
 * Queues the variants of a newly stored picture (jobs/queue.ts 'images.variants'): in the
 * transaction of the change that stored it when there is one, so the job exists only if the row
 * does; the upload's answer does not wait for it.
 */
export async function scheduleImageVariants(db: Db, job: ImageJob): Promise<void> {
  await enqueue(db, 'images.variants', job, { key: `images.variants:${job.slot}:${job.id}:${job.key}` });
}

/** The jobs for every stored image without variants, slot by slot (the one-off backfill). */
export async function pendingImageJobs(db: Db, limit = 500): Promise<ImageJob[]> {
  const jobs: ImageJob[] = [];
  for (const [name, slot] of slots) {
    if (jobs.length >= limit) break;
    const rows = await db
      .select({ id: slot.id, key: sql<string>`${slot.column}->>'key'` })
      .from(slot.table)
      .where(
        and(isNotNull(slot.column), sql`${slot.column}->>'mimeType' like 'image/%'`, sql`${slot.column}->'variants' is null`, slot.where),
      )
      .limit(limit - jobs.length);
    jobs.push(...rows.map((r) => ({ slot: name, id: String(r.id), key: r.key })));
  }
  return jobs;
}

/** Makes the variants of every stored image that has none yet; returns what happened, counted. */
export async function backfillImageVariants(deps: { db: Db; storage: Storage }, onProgress?: (done: number) => void) {
  const counts: Record<ImageJobResult, number> = { made: 0, gone: 0, failed: 0 };
  for (;;) {
    const jobs = await pendingImageJobs(deps.db);
    if (!jobs.length) return counts;
    for (const job of jobs) {
      counts[await makeImageVariants(deps, job)]++;
      onProgress?.(counts.made + counts.gone + counts.failed);
    }
  }
}
