import type { NextFunction, Request, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { tooManyRequests } from '../lib/errors';

/** A per-IP limiter (optionally per IP + e-mail); max 0 turns it off. */
export function limiter(opts: { windowMs: number; max: number; byEmail?: boolean }) {
  if (opts.max <= 0) return (_req: Request, _res: Response, next: NextFunction) => next();
  return rateLimit({
    windowMs: opts.windowMs,
    limit: opts.max,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: (req) => {
      const ip = ipKeyGenerator(req.ip ?? 'unknown');
      const email = opts.byEmail && typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : '';
      return email ? `${ip}|${email}` : ip;
    },
    handler: (_req, _res, next) => next(tooManyRequests()),
  });
}
