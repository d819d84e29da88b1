import { createReadStream, createWriteStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { StoredFile } from '@delv/shared';
import type { Config } from '../config';
import { imageKeys } from './imageKeys';
import { log } from './log';

export interface PutOptions {
  contentType: string;
  size: number;
}

/**
 * Objects of private content live under this prefix, every other object outside it. Nothing under
 * it is public: /files refuses it on local disk, and the bucket policy leaves it out on S3 (README).
 * Their owner (or an admin) gets a short-lived signed URL instead (lib/privateFiles.ts).
 */
export const PRIVATE_PREFIX = 'private/';
export const isPrivateKey = (key: string) => key.startsWith(PRIVATE_PREFIX);
/** The key an object has while its item is private / public. */
export const privateKeyOf = (key: string) => (isPrivateKey(key) ? key : PRIVATE_PREFIX + key);
export const publicKeyOf = (key: string) => (isPrivateKey(key) ? key.slice(PRIVATE_PREFIX.length) : key);

/** Where uploaded files live: a local folder or an S3-compatible bucket. */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Streams the body to `key`; never buffers the whole file. */
  put(key: string, body: Readable, opts: PutOptions): Promise<StoredFile>;
  /** Stores a file already on disk (an upload's temp file). */
  putFile(key: string, file: string, opts: { contentType: string }): Promise<StoredFile>;
  /** Writes a small generated file (an image variant), replacing whatever `key` held. */
  replace(key: string, body: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** Moves an object to another key (a visibility change); the old key stops answering. */
  move(from: string, to: string): Promise<void>;
  publicUrl(key: string): string;
  open(key: string): Promise<Readable>;
}

/** Keys are built by the server, but a key must never climb out of the storage root. */
function assertSafeKey(key: string): void {
  if (!key || key.startsWith('/') || key.split('/').some((p) => p === '..' || p === '' || p === '.')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}

export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  constructor(
    readonly root: string,
    private readonly urlPrefix = '/files',
  ) {}

  /** The file of a key (checked: it cannot climb out of the root). */
  pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Readable, opts: PutOptions): Promise<StoredFile> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    try {
      await pipeline(body, createWriteStream(file, { flags: 'wx' }));
    } catch (err) {
      await rm(file, { force: true });
      throw err;
    }
    const { size } = await stat(file);
    return { publicUrl: this.publicUrl(key), key, mimeType: opts.contentType, size };
  }

  async putFile(key: string, file: string, opts: { contentType: string }): Promise<StoredFile> {
    const { size } = await stat(file);
    return this.put(key, createReadStream(file), { contentType: opts.contentType, size });
  }

  async replace(key: string, body: Buffer, _contentType: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Readers never see half a file: write beside it, then rename over it.
    const temp = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(temp, body, { flag: 'wx' });
      await rename(temp, file);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async move(from: string, to: string): Promise<void> {
    const target = this.pathOf(to);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(this.pathOf(from), target);
    // The item's folder goes with its last file.
    await rmdir(path.dirname(this.pathOf(from))).catch(() => undefined);
  }

  publicUrl(key: string): string {
    return `${this.urlPrefix}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  async open(key: string): Promise<Readable> {
    return createReadStream(this.pathOf(key));
  }
}

export interface S3Options {
  bucket: string;
  endpoint: string | null;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  publicUrl: string | null;
}

export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  readonly client: S3Client;

  constructor(private readonly opts: S3Options) {
    this.client = new S3Client({
      region: opts.region,
      ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
      // MinIO, Ceph, s3rver and R2 are addressed by path, not by bucket sub-domain.
      forcePathStyle: Boolean(opts.endpoint),
      ...(opts.accessKeyId && opts.secretAccessKey
        ? { credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } }
        : {}),
      // Default checksums make some S3-compatible servers store aws-chunked framing as the object.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable, opts: PutOptions): Promise<StoredFile> {
    assertSafeKey(key);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.opts.bucket, Key: key, Body: body, ContentType: opts.contentType },
    });
    await upload.done();
    return { publicUrl: this.publicUrl(key), key, mimeType: opts.contentType, size: opts.size };
  }

  /** A file of known length goes up in one streamed PUT: lib-storage's multipart Upload buffers
   * queueSize x 5 MB parts in memory (measured ~90 MB more RSS for a 200 MB file), a PUT from a
   * file stream buffers nothing. Over the single-PUT limit (5 GB) it falls back to multipart. */
  async putFile(key: string, file: string, opts: { contentType: string }): Promise<StoredFile> {
    assertSafeKey(key);
    const { size } = await stat(file);
    if (size > 5 * 1024 ** 3) return this.put(key, createReadStream(file), { contentType: opts.contentType, size });
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.opts.bucket,
        Key: key,
        Body: createReadStream(file),
        ContentLength: size,
        ContentType: opts.contentType,
      }),
    );
    return { publicUrl: this.publicUrl(key), key, mimeType: opts.contentType, size };
  }

  async replace(key: string, body: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.opts.bucket, Key: key, Body: body, ContentLength: body.length, ContentType: contentType }),
    );
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.opts.bucket, Key: key }));
  }

  /** A server-side copy, then the old object goes (S3 has no rename). */
  async move(from: string, to: string): Promise<void> {
    assertSafeKey(from);
    assertSafeKey(to);
    const source = `${this.opts.bucket}/${from.split('/').map(encodeURIComponent).join('/')}`;
    await this.client.send(new CopyObjectCommand({ Bucket: this.opts.bucket, Key: to, CopySource: source }));
    await this.client.send(new DeleteObjectCommand({ Bucket: this.opts.bucket, Key: from }));
  }

  /** The object with its type and length, a byte range of it when `range` (an HTTP Range header) asks. */
  async get(key: string, range?: string) {
    assertSafeKey(key);
    const out = await this.client.send(new GetObjectCommand({ Bucket: this.opts.bucket, Key: key, Range: range }));
    return { body: out.Body as Readable, contentType: out.ContentType, contentLength: out.ContentLength, contentRange: out.ContentRange };
  }

  publicUrl(key: string): string {
    const encoded = key.split('/').map(encodeURIComponent).join('/');
    if (this.opts.publicUrl) return `${this.opts.publicUrl}/${encoded}`;
    if (this.opts.endpoint) return `${this.opts.endpoint.replace(/\/+$/, '')}/${this.opts.bucket}/${encoded}`;
    return `https://${this.opts.bucket}.s3.${this.opts.region}.amazonaws.com/${encoded}`;
  }

  async open(key: string): Promise<Readable> {
    const out = await this.client.send(new GetObjectCommand({ Bucket: this.opts.bucket, Key: key }));
    return out.Body as Readable;
  }
}

export function createStorage(config: Config): Storage {
  if (config.s3.bucket) return new S3Storage({ ...config.s3, bucket: config.s3.bucket });
  return new LocalStorage(path.join(config.dataDir, 'uploads'));
}

/** Best-effort removal: a missing or unreachable old file must not fail the user's request.
 * An image's WebP variants (lib/images.ts) go with it. */
export async function deleteQuietly(storage: Storage, key: string | undefined | null): Promise<void> {
  if (!key) return;
  await Promise.all(
    imageKeys(key).map(async (k) => {
      try {
        await storage.delete(k);
      } catch (err) {
        log.warn({ err, key: k }, 'could not delete a stored file');
      }
    }),
  );
}
