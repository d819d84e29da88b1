import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import { MSG } from '@delv/shared';
import { badRequest, payloadTooLarge } from '../lib/errors';
import { described } from './describe';

export interface FileField {
  name: string;
  maxBytes: number;
  tooLargeMessage: string;
}

/** Streams each part to its own temp file and stops a field at ITS limit: a 200 MB limit for the
 * content file must not let a 200 MB "thumbnail" reach the disk before being refused. */
class LimitedDiskStorage implements multer.StorageEngine {
  constructor(private readonly fields: Map<string, FileField>) {}

  _handleFile(_req: Request, file: Express.Multer.File, cb: (error?: unknown, info?: Partial<Express.Multer.File>) => void): void {
    const field = this.fields.get(file.fieldname)!;
    const dest = path.join(os.tmpdir(), `delv-upload-${randomUUID()}`);
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > field.maxBytes) done(payloadTooLarge(field.tooLargeMessage));
        else done(null, chunk);
      },
    });
    pipeline(file.stream, counter, createWriteStream(dest)).then(
      () => cb(null, { path: dest, size, destination: path.dirname(dest), filename: path.basename(dest) }),
      (err: unknown) => void rm(dest, { force: true }).finally(() => cb(err)),
    );
  }

  _removeFile(_req: Request, file: Express.Multer.File, cb: (error: Error | null) => void): void {
    rm(file.path, { force: true }).then(() => cb(null), cb);
  }
}

/** Several named file fields, each at most one file with its own size limit, plus text fields.
 * Files land in temp files (never memory); they are removed once the answer is sent. Non-multipart
 * requests (JSON) pass through untouched. */
export function filesUpload(fields: FileField[]) {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const handler = multer({
    storage: new LimitedDiskStorage(byName),
    limits: {
      fileSize: Math.max(...fields.map((f) => f.maxBytes)),
      files: fields.length,
      fields: 40,
      parts: 40 + fields.length,
      fieldSize: 64 * 1024,
    },
  }).fields(fields.map((f) => ({ name: f.name, maxCount: 1 })));

  return described(
    (req: Request, res: Response, next: NextFunction) => {
      res.on('close', () => {
        // After a refused upload multer can leave a placeholder without a path in req.files.
        for (const list of Object.values((req.files as Record<string, Express.Multer.File[]> | undefined) ?? {})) {
          for (const f of list) if (typeof f.path === 'string') rm(f.path, { force: true }).catch(() => undefined);
        }
      });
      handler(req, res, (err: unknown) => {
        if (!err) return next();
        if (err instanceof multer.MulterError) {
          const field = err.field ?? '';
          if (err.code === 'LIMIT_FILE_SIZE') return next(payloadTooLarge(byName.get(field)?.tooLargeMessage ?? MSG.bodyTooLarge));
          if (err.code === 'LIMIT_FILE_COUNT' || (err.code === 'LIMIT_UNEXPECTED_FILE' && byName.has(field))) {
            return next(badRequest(MSG.oneFileOnly, { [field]: MSG.oneFileOnly }));
          }
          if (err.code === 'LIMIT_UNEXPECTED_FILE') {
            const message = `Unexpected file field "${field}"`;
            return next(badRequest(message, { [field]: message }));
          }
          return next(badRequest(err.message));
        }
        if (err instanceof Error && /multipart|boundary|Unexpected end of form/i.test(err.message)) {
          return next(badRequest(MSG.fileRequired));
        }
        next(err);
      });
    },
    { uploads: fields.map((f) => ({ name: f.name, maxBytes: f.maxBytes })) },
  );
}

/** The one file of a field after filesUpload(), if any. */
export function fileOf(req: Request, name: string): Express.Multer.File | undefined {
  return (req.files as Record<string, Express.Multer.File[]> | undefined)?.[name]?.[0];
}
