/**
 * Private content's objects (keys under storage's PRIVATE_PREFIX) are never public: not through
 * /files on local disk, not through the bucket on S3. Whoever may see the item (its owner, an
 * admin) gets, in the item's answer, a short-lived signed URL `/files/private/...?expires=&signature=`
 * that this process serves, from disk or streamed from the bucket, with `Cache-Control: private`.
 * A signature is an HMAC of the key and the expiry under the server's secret: it cannot be made
 * for another key or a later time, and it stops working when the item goes public again (the key
 * changes) or when it expires.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { MSG, type ImageRef } from '@delv/shared';
import type { StoredFileJson } from '../db/schema';
import { notFound } from './errors';
import { toImageRef } from './images';
import { LocalStorage, S3Storage, isPrivateKey, type Storage } from './storage';

/** A signed URL lasts till the end of the next hour (one to two hours): answers kept for a while
 * (search, feed pages, the browser's cache) carry the same URL, and it still works when shown. */
const HOUR_MS = 3_600_000;
const expiryFor = (now: number) => (Math.floor(now / HOUR_MS) + 2) * HOUR_MS;

let signingSecret: string | null = null;

/** createApp() hands the server's secret over once. */
export function useFileSigningSecret(secret: string): void {
  signingSecret = secret;
}

const signatureOf = (secret: string, key: string, expires: number) =>
  createHmac('sha256', secret).update(`delv-file:${key}\n${expires}`).digest('base64url');

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** The address a viewer allowed to see a private object is given (relative to the site). */
export function privateFileUrl(key: string, now = Date.now()): string {
  if (!signingSecret) throw new Error('useFileSigningSecret() was not called');
  const expires = expiryFor(now);
  return `/files/${encodeKey(key)}?expires=${expires}&signature=${signatureOf(signingSecret, key, expires)}`;
}

/**
 * What an answer shows for a stored image: its widths (lib/images.ts), or for a private object its
 * signed URL alone (only its owner sees it, so no widths are offered; their keys stay private too).
 */
export function imageRefOf(file: StoredFileJson | null | undefined): ImageRef | null {
  if (!file) return null;
  if (!isPrivateKey(file.key)) return toImageRef(file);
  return { publicUrl: privateFileUrl(file.key), width: file.width ?? null, height: file.height ?? null, variants: [] };
}

function validSignature(key: string, expires: string, signature: string): boolean {
  if (!signingSecret || !/^\d{1,15}$/.test(expires) || Number(expires) < Date.now()) return false;
  const want = Buffer.from(signatureOf(signingSecret, key, Number(expires)));
  const got = Buffer.from(signature);
  return got.length === want.length && timingSafeEqual(got, want);
}

/** GET /files/private/...: the object of a valid signature, with ranges (video seeking); 404 otherwise. */
export function servePrivateFiles(storageOf: () => Storage) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next(notFound(MSG.notFound));
    let key: string;
    try {
      key = `private${req.path}`.split('/').map(decodeURIComponent).join('/');
    } catch {
      return next(notFound(MSG.notFound));
    }
    const { expires, signature } = req.query;
    if (typeof expires !== 'string' || typeof signature !== 'string' || !validSignature(key, expires, signature)) {
      return next(notFound(MSG.notFound));
    }
    const maxAge = Math.max(0, Math.floor((Number(expires) - Date.now()) / 1000));
    res.setHeader('Cache-Control', `private, max-age=${maxAge}`);
    const storage = storageOf();
    if (storage instanceof LocalStorage) {
      res.sendFile(storage.pathOf(key), { dotfiles: 'deny', cacheControl: false }, (err) => {
        if (err && !res.headersSent) next(notFound(MSG.notFound));
      });
      return;
    }
    if (!(storage instanceof S3Storage)) return next(notFound(MSG.notFound));
    const range = typeof req.headers.range === 'string' ? req.headers.range : undefined;
    let object: Awaited<ReturnType<S3Storage['get']>>;
    try {
      object = await storage.get(key, range);
    } catch {
      return next(notFound(MSG.notFound));
    }
    res.status(object.contentRange ? 206 : 200);
    res.setHeader('Accept-Ranges', 'bytes');
    if (object.contentType) res.setHeader('Content-Type', object.contentType);
    if (object.contentLength !== undefined) res.setHeader('Content-Length', String(object.contentLength));
    if (object.contentRange) res.setHeader('Content-Range', object.contentRange);
    if (req.method === 'HEAD') {
      object.body.destroy();
      res.end();
      return;
    }
    object.body.on('error', () => res.destroy());
    object.body.pipe(res);
  };
}
