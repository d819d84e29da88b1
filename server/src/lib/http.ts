import type { Request, Response } from 'express';

/** The success envelope (DESIGN.md "API conventions"). */
export function ok(res: Response, body: { message?: string; data?: unknown; count?: number; [k: string]: unknown } = {}, status = 200) {
  res.status(status).json({ success: true, ...body });
}

/** What validate() stored for the query string / params (Express 5's req.query is read-only). */
export function validQuery<T>(res: Response): T {
  return res.locals.query as T;
}

export function validParams<T>(res: Response): T {
  return res.locals.params as T;
}

/** The signed-in user, set by authenticate(). */
export function currentUser(req: Request) {
  if (!req.user) throw new Error('currentUser() used on a route without authenticate()');
  return req.user;
}
