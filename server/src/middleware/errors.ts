import type { NextFunction, Request, Response } from 'express';
import { MSG } from '@delv/shared';
import { HttpError, badRequest, errorBody, notFound, payloadTooLarge } from '../lib/errors';
import { log } from '../lib/log';

/** Unknown /api/* paths answer JSON, not the SPA. */
export function apiNotFound(_req: Request, _res: Response, next: NextFunction) {
  next(notFound(MSG.notFound));
}

export function errorHandler(err: unknown, req: Request, res: Response, next: NextFunction) {
  if (res.headersSent) return next(err);
  let http: HttpError;
  const e = err as { type?: string; status?: number };
  if (err instanceof HttpError) http = err;
  else if (e?.type === 'entity.parse.failed') http = badRequest(MSG.malformedJson);
  else if (e?.type === 'entity.too.large') http = payloadTooLarge(MSG.bodyTooLarge);
  else if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported')
    http = new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', e instanceof Error ? e.message : 'Unsupported encoding');
  else if (e?.status === 404) http = notFound(MSG.notFound);
  else if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
    // Other client errors raised by Express internals (aborted request, bad range...).
    http = new HttpError(e.status, 'VALIDATION', e instanceof Error ? e.message : 'Bad request');
  } else {
    // With the request's id (pino-http's req.log), reduced to what is safe to log (lib/log.ts).
    (req.log ?? log).error({ err }, `${req.method} ${req.path} failed`);
    http = new HttpError(500, 'INTERNAL', MSG.serverError);
  }
  res.status(http.status).json(errorBody(http));
}
