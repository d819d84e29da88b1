/**
 * The server's one logger (pino) and its request logger (pino-http): JSON lines, one per request
 * with a request id, at LOG_LEVEL (default info); pretty lines only in development on a terminal.
 *
 * Nothing secret or personal reaches a line, at any level: every value is scrubbed on its way out
 * (scrub below): keys that name secrets (passwords, hashes, tokens, Authorization, cookies, e-mail
 * fields, SQL parameters) lose their values; JWTs, bcrypt hashes, e-mail addresses and long opaque
 * tokens are cut out of any text, URLs included. A database error is logged as its SQLSTATE code
 * and table/constraint only: drizzle's and the drivers' errors carry the statement, its parameters
 * and the row's values (`detail`), which is where hashes and e-mails used to leak.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LEVELS)[number];

/** LOG_LEVEL, or info when unset or unknown. */
export function logLevelOf(value: string | undefined): LogLevel {
  const v = (value ?? '').trim().toLowerCase();
  return (LEVELS as readonly string[]).includes(v) ? (v as LogLevel) : 'info';
}

// ---- scrubbing ---------------------------------------------------------------------------------

/** Keys whose values are never written, whatever they hold. */
const SECRET_KEY =
  /^(password|newpassword|currentpassword|repeatpassword|confirmpassword|passwordhash|password_hash|hash|tokenhash|token_hash|token|tokens|googleusertoken|resettoken|accesstoken|refreshtoken|jwt|secret|jwtsecret|authorization|cookie|set-cookie|x-api-key|apikey|email|e-mail|to|from|params|parameters|detail|query)$/i;

const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g;
const BCRYPT = /\$2[abxy]?\$\d{1,2}\$[./A-Za-z0-9]{20,}/g;
const EMAIL = /[A-Za-z0-9._%+'-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** Long base64url/hex runs: mailed-link tokens, token hashes, keys. UUIDs (ids) are kept. */
const OPAQUE = /[A-Za-z0-9_-]{32,}/g;
const UUID_PREFIX = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

export function scrubText(text: string): string {
  return text
    .replace(JWT, '[jwt]')
    .replace(BCRYPT, '[hash]')
    .replace(EMAIL, '[email]')
    .replace(OPAQUE, (run) => {
      // An id followed by a slug (a storage key) keeps its id.
      const id = UUID_PREFIX.exec(run)?.[0];
      if (!id) return '[token]';
      const rest = run.slice(id.length);
      return id + (rest.length >= 32 ? '[token]' : rest);
    });
}

const MAX_DEPTH = 6;

const isPlain = (value: object) => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null || Array.isArray(value);
};

/**
 * A copy of `value` safe to write: secret keys emptied, secrets cut out of strings. Only plain
 * objects and arrays are walked: instances (an Error, a request, a response) are left to the
 * serializers (serializeError, the request line's), and an Error elsewhere is written as {}.
 */
export function scrub(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || !isPlain(value)) return value;
  if (seen.has(value) || depth >= MAX_DEPTH) return '[…]';
  seen.add(value);
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => scrub(v, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) ? (v === undefined || v === null || v === '' ? v : '[redacted]') : scrub(v, depth + 1, seen);
  }
  return out;
}

interface DbErrorFields {
  code?: unknown;
  table?: unknown;
  constraint?: unknown;
  column?: unknown;
  severity?: unknown;
  routine?: unknown;
}

/** pg's and PGlite's DatabaseError (SQLSTATE in `code`, with a severity), or drizzle's wrapper of one. */
function databaseErrorOf(err: Error): DbErrorFields | null {
  const e = err as Error & DbErrorFields & { cause?: unknown; query?: unknown };
  const cause = e.cause as (Error & DbErrorFields) | undefined;
  if (e.name === 'DrizzleQueryError' || 'query' in e) return cause && typeof cause === 'object' ? cause : {};
  if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && e.severity !== undefined) return e;
  return null;
}

const stackFrames = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 12)
    .map((line) => scrubText(line.trim()));

/** Errors as { type, message, code, stack }; database errors as their code and table/constraint only. */
export function serializeError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { type: typeof err, message: scrubText(String(err)) };
  const db = databaseErrorOf(err);
  if (db) {
    const pick = (v: unknown) => (typeof v === 'string' ? v : undefined);
    return {
      type: 'DatabaseError',
      code: pick(db.code),
      table: pick(db.table),
      constraint: pick(db.constraint),
      column: pick(db.column),
      routine: pick(db.routine),
      // Frames only: the first lines of the stack repeat the message (the statement and parameters).
      stack: stackFrames(err.stack),
    };
  }
  const code = (err as { code?: unknown }).code;
  return {
    type: err.name,
    message: scrubText(err.message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    stack: stackFrames(err.stack),
    ...(err.cause instanceof Error ? { cause: serializeError(err.cause) } : {}),
  };
}

// ---- the logger --------------------------------------------------------------------------------

/** Where lines go: stdout, or (tests) a capture. Swappable because pino fixes its stream at creation. */
let target: DestinationStream = process.stdout;
const output: DestinationStream = { write: (line: string) => target.write(line) };

const pretty = process.env.NODE_ENV !== 'production' && process.stdout.isTTY && process.env.LOG_PRETTY !== '0';

function prettyStream(): DestinationStream | null {
  if (!pretty) return null;
  try {
    // A dev dependency: absent from production installs.
    const make = createRequire(import.meta.url)('pino-pretty') as (o: object) => DestinationStream;
    return make({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', destination: 1, sync: true });
  } catch {
    return null;
  }
}

export const log: Logger = pino(
  {
    level: logLevelOf(process.env.LOG_LEVEL),
    base: { pid: process.pid },
    serializers: { err: serializeError, error: serializeError },
    formatters: {
      // Every object logged goes through scrub(): nothing depends on the caller remembering.
      log: (object) => scrub(object) as Record<string, unknown>,
    },
    hooks: {
      logMethod(args, method) {
        // Message strings (and printf arguments) are scrubbed too.
        method.apply(this, args.map((a) => (typeof a === 'string' ? scrubText(a) : a)) as Parameters<typeof method>);
      },
    },
  },
  prettyStream() ?? output,
);

/** Tests: every line written from now on is kept (as parsed JSON objects) until stop() is called. */
export function captureLog(level: LogLevel = 'trace'): { lines: Record<string, unknown>[]; text: () => string; stop: () => void } {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const before = { target, level: log.level };
  target = {
    write(line: string) {
      raw.push(line);
      try {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        lines.push({ msg: line });
      }
    },
  };
  log.level = level;
  return {
    lines,
    text: () => raw.join(''),
    stop() {
      target = before.target;
      log.level = before.level;
    },
  };
}

// ---- request lines -----------------------------------------------------------------------------

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

const urlOf = (req: IncomingMessage) => (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url;

/** The request's URL with its query values and long path tokens scrubbed (a confirmation link's token is in the path). */
function safeUrl(url: string | undefined): string {
  const raw = url ?? '';
  const q = raw.indexOf('?');
  const path = scrubText(q < 0 ? raw : raw.slice(0, q));
  if (q < 0) return path;
  const names = raw
    .slice(q + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => scrubText(pair.split('=')[0]).slice(0, 40));
  // Values may hold typed text (a search), a key or a token: only the names are kept.
  return `${path}?${names.map((n) => `${n}=…`).join('&')}`;
}

/**
 * One line per request when its answer is sent: method, scrubbed URL, status, time, request id (also
 * sent back as X-Request-Id; a well-formed incoming X-Request-Id from a proxy is reused).
 * 5xx lines are errors, 4xx warnings.
 */
export function requestLogger(): HttpLogger {
  return pinoHttp({
    logger: log,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    // originalUrl: by the answer's time, a router has cut its mount path off req.url.
    customSuccessMessage: (req, res, ms) => `${req.method} ${safeUrl(urlOf(req))} ${res.statusCode} ${Math.round(ms)}ms`,
    customErrorMessage: (req, res) => `${req.method} ${safeUrl(urlOf(req))} ${res.statusCode} failed`,
    serializers: {
      req: (req: { id?: unknown; method?: string; url?: string; originalUrl?: string }) => ({
        id: req.id,
        method: req.method,
        url: safeUrl(req.originalUrl ?? req.url),
      }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      err: serializeError,
    },
    // Ours get the raw values (an Error, not pino's plain copy of it).
    wrapSerializers: false,
    // The request line says all there is; the request id lands on lines logged through req.log.
    quietReqLogger: true,
  });
}
