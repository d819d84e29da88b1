import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import { MSG } from '@delv/shared';
import { badRequest, payloadTooLarge } from '../lib/errors';
import { described } from './describe';

/** One file in field `field`, written to a temp file (never memory); the caller must clean it up. */
export function singleFileUpload(field: string, maxBytes: number, tooLargeMessage: string) {
  const handler = multer({
    storage: multer.diskStorage({
      destination: os.tmpdir(),
      filename: (_req, _file, cb) => cb(null, `delv-upload-${randomUUID()}`),
    }),
    limits: { fileSize: maxBytes, files: 1, fields: 20, parts: 25 },
  }).single(field);

  return described(
    (req: Request, res: Response, next: NextFunction) => {
      handler(req, res, (err: unknown) => {
        if (!err) {
          // The temp file goes once the answer is sent, whatever happened in between.
          if (req.file) res.on('close', () => void rm(req.file!.path, { force: true }));
          return next();
        }
        if (err instanceof multer.MulterError) {
          if (err.code === 'LIMIT_FILE_SIZE') return next(payloadTooLarge(tooLargeMessage));
          if (err.code === 'LIMIT_FILE_COUNT') return next(badRequest(MSG.oneFileOnly, { [field]: MSG.oneFileOnly }));
          if (err.code === 'LIMIT_UNEXPECTED_FILE') {
            // A second file in the same field is "one file only"; another field name means no file for us.
            const message = err.field === field ? MSG.oneFileOnly : MSG.fileRequired;
            return next(badRequest(message, { [field]: message }));
          }
          return next(badRequest(err.message));
        }
        // busboy: truncated or malformed multipart body.
        if (err instanceof Error && /multipart|boundary|Unexpected end of form/i.test(err.message)) {
          return next(badRequest(MSG.fileRequired, { [field]: MSG.fileRequired }));
        }
        next(err);
      });
    },
    { uploads: [{ name: field, maxBytes }] },
  );
}
