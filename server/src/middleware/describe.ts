import type { AnyObjectSchema } from 'yup';

/**
 * What a middleware tells about the route it guards, for tools that read the route table
 * (test/routeTable.ts: the fuzz test, a policy matrix). It changes nothing at run time.
 */
export interface MiddlewareInfo {
  /** authenticate: a valid token is required; optionalAuth: a token is read when present. */
  auth?: 'required' | 'optional';
  /** validate(): the shared schema and where it reads. */
  input?: { where: 'body' | 'query' | 'params'; schema: AnyObjectSchema };
  /** Upload middleware: the file fields it takes and their size limits. */
  uploads?: { name: string; maxBytes: number }[];
}

const INFO = Symbol.for('delv.middlewareInfo');

/** Attaches `info` to a middleware function and returns it. */
export function described<F extends object>(fn: F, info: MiddlewareInfo): F {
  Object.defineProperty(fn, INFO, { value: info, enumerable: false });
  return fn;
}

export const infoOf = (fn: unknown): MiddlewareInfo | undefined =>
  fn && (typeof fn === 'function' || typeof fn === 'object') ? (fn as { [INFO]?: MiddlewareInfo })[INFO] : undefined;
