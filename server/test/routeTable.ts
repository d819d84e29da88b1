/**
 * Every route of a built Express app, read from its router stack (not a hand list): for tests that
 * must cover all of them (the fuzz test, a policy matrix). What the middleware of a route says of
 * itself (middleware/describe.ts) comes along: sign-in, the shared schemas it validates, uploads.
 */
import type { Express } from 'express';
import type { AnyObjectSchema } from 'yup';
import { infoOf, type MiddlewareInfo } from '../src/middleware/describe';

export interface RouteInfo {
  /** Upper case: GET, POST, PUT, DELETE, PATCH. */
  method: string;
  /** Express path with its parameters, e.g. `/api/contents/content/:id`. */
  path: string;
  /** Names of the path parameters, in order. */
  params: string[];
  /** 'required' (authenticate), 'optional' (optionalAuth) or 'none'. */
  auth: 'required' | 'optional' | 'none';
  /** Shared schemas the route validates, by where they read. */
  schemas: Partial<Record<'body' | 'query' | 'params', AnyObjectSchema>>;
  /** File fields of an upload route and their size limits. */
  uploads: { name: string; maxBytes: number }[];
  /** The handlers' names (anonymous ones as '<anonymous>'), for messages. */
  handlers: string[];
}

interface Layer {
  rawPath?: string | RegExp | (string | RegExp)[];
  handle: { stack?: Layer[]; name?: string } & object;
  route?: { path: string | string[]; methods: Record<string, boolean>; stack: Layer[] };
}

const join = (base: string, path: string) => `${base}/${path}`.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');

const paramsOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);

function describeRoute(method: string, path: string, stack: Layer[], mounted: MiddlewareInfo[]): RouteInfo {
  const infos = [...mounted, ...stack.map((l) => infoOf(l.handle)).filter((i): i is MiddlewareInfo => Boolean(i))];
  const auth = infos.some((i) => i.auth === 'required') ? 'required' : infos.some((i) => i.auth === 'optional') ? 'optional' : 'none';
  const schemas: RouteInfo['schemas'] = {};
  for (const i of infos) if (i.input) schemas[i.input.where] ??= i.input.schema;
  return {
    method,
    path,
    params: paramsOf(path),
    auth,
    schemas,
    uploads: infos.flatMap((i) => i.uploads ?? []),
    handlers: stack.map((l) => l.handle.name || '<anonymous>'),
  };
}

function walk(stack: Layer[], base: string, mounted: MiddlewareInfo[], out: RouteInfo[]) {
  // Middleware mounted with use() before a route also guards it (e.g. a router-wide authenticate).
  const before = [...mounted];
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const p of paths) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') out.push(describeRoute(method.toUpperCase(), join(base, p), layer.route.stack, before));
        }
      }
    } else if (Array.isArray(layer.handle.stack)) {
      const raw = layer.rawPath;
      const prefix = typeof raw === 'string' && raw !== '/' ? raw : '';
      walk(layer.handle.stack, join(base, prefix), before, out);
    } else {
      const info = infoOf(layer.handle);
      const raw = layer.rawPath;
      // Only path-wide middleware (use() without a path) guards every later route.
      if (info && (raw === undefined || raw === '/')) before.push(info);
    }
  }
}

/** The routes of `app` whose path starts with `prefix` (default: the API), in matching order, without repeats. */
export function routeTable(app: Express, prefix = '/api'): RouteInfo[] {
  const router = (app as unknown as { router: { stack: Layer[] } }).router;
  const out: RouteInfo[] = [];
  walk(router.stack, '', [], out);
  const seen = new Set<string>();
  return out.filter((r) => {
    const key = `${r.method} ${r.path}`;
    if (!r.path.startsWith(prefix) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
