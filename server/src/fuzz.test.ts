/**
 * Bad input on every API route, generated from the app's route table (test/routeTable.ts): no token,
 * a bad token, malformed and deeply nested JSON, reserved keys, each field of the route's schema
 * with each wrong type, NUL and broken surrogates, 1 MB strings, huge and negative numbers,
 * unknown and malformed ids in the path, and for uploads wrong file types and oversize files.
 * Every answer must be a 4xx (or a 2xx) in the API's envelope, never a 5xx (except the documented
 * 501 of Google sign-in without GOOGLE_CLIENT_ID), and the server must answer after each batch.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { INPUT_LIMITS } from '@delv/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyObjectSchema, ValidationError } from 'yup';
import { captureLog } from './lib/log';
import { findUserById, type UserRow } from './modules/users/users.service';
import { createHarness } from '../test/harness';
import { routeTable, type RouteInfo } from '../test/routeTable';

const h = await createHarness();

/** 501 is documented only here: Google sign-in on a server without GOOGLE_CLIENT_ID. */
const DOCUMENTED_501 = new Set(['POST /api/auth/google-login']);
/** Requests in flight at once: enough to overlap, few enough for a 2-core machine. */
const BATCH = 8;

interface Probe {
  route: RouteInfo;
  what: string;
  path: string;
  init: RequestInit;
}

interface Finding {
  probe: string;
  status: number;
  body: string;
}

let server: Server;
let base = '';
beforeAll(async () => {
  await h.reset();
  server = h.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const MB = 'x'.repeat(1024 * 1024);
const BIG = 'y'.repeat(50_000);

/** Wrong values for a JSON field, whatever its type. */
const JSON_VALUES: [string, unknown][] = [
  ['true', true],
  ['number', 12345],
  ['negative', -1],
  ['fraction', 1.5],
  ['huge', 1e20],
  ['array', [1, 2]],
  ['object', { a: { b: 1 } }],
  ['null', null],
  ['NUL', 'a\u0000b'],
  ['surrogate', 'a\uD800b'],
  ['50 KB', BIG],
];
/** Wrong values for a query parameter (already URL-encoded). */
const QUERY_VALUES: [string, string][] = [
  ['true', 'true'],
  ['negative', '-1'],
  ['fraction', '1.5'],
  ['huge', '1e20'],
  ['20 digits', '99999999999999999999'],
  ['NUL', 'a%00b'],
  ['surrogate', '%ED%A0%80'],
  ['4 KB', 'q'.repeat(4096)],
];
/** Path parameter values (already URL-encoded) besides the real ids of the fixtures. */
const PARAM_VALUES: [string, string][] = [
  ['unknown uuid', '6f1c1a64-0000-4000-8000-000000000000'],
  ['malformed', 'nope'],
  ['NUL', 'a%00b'],
  ['surrogate', '%ED%A0%80'],
  ['bad escape', '%E0%A4%A'],
  ['2 KB', 'p'.repeat(2048)],
  ['climbing', '..%2F..%2Fetc%2Fpasswd'],
  ['huge', '99999999999999999999'],
];

const nestedJson = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

type Schema = AnyObjectSchema;
const fieldsOf = (schema: Schema | undefined): string[] => (schema ? Object.keys(schema.fields) : []);

/** Values that many fields accept, tried in order until the schema takes them. */
const CANDIDATES: unknown[] = [
  'Fuzz text',
  'fuzz.target@example.com',
  'https://www.youtube.com/watch?v=abc',
  '2031-01-15',
  '10:00',
  'Africa/Kampala',
  'https://calendly.com/fuzz',
  1,
  60,
  0,
  true,
  ['alpha', 'beta', 'gamma'],
];

interface FieldDescription {
  type?: string;
  oneOf?: unknown[];
  innerType?: { oneOf?: unknown[] };
}

/**
 * A body the schema accepts, found from its description (each field's allowed values first, then
 * common shapes), so that one wrong field at a time gets past the others and reaches the service.
 */
async function validExample(schema: Schema): Promise<Record<string, unknown>> {
  const described = schema.describe().fields as Record<string, FieldDescription>;
  const options: Record<string, unknown[]> = {};
  for (const [name, d] of Object.entries(described)) {
    const allowed = (d.oneOf ?? []).filter((v) => v !== undefined && v !== null && v !== '');
    const inner = (d.innerType?.oneOf ?? []).filter((v) => v !== undefined && v !== '');
    options[name] = [...allowed, ...(inner.length ? [inner.slice(0, 3)] : []), ...CANDIDATES];
  }
  const at: Record<string, number> = Object.fromEntries(Object.keys(options).map((k) => [k, 0]));
  const body = () => Object.fromEntries(Object.keys(options).map((k) => [k, options[k][at[k]]]));
  for (let round = 0; round < CANDIDATES.length + 8; round++) {
    try {
      await schema.validate(body(), { abortEarly: false });
      return body();
    } catch (err) {
      const failing = new Set(((err as ValidationError).inner ?? []).map((e) => (e.path ?? '').split(/[.[]/)[0]));
      for (const f of failing) if (f in at) at[f] = Math.min(at[f] + 1, options[f].length - 1);
    }
  }
  return body();
}

function fill(route: RouteInfo, ids: Record<string, string>, override?: [string, string]): string {
  return route.path.replace(/:(\w+)/g, (_m, name: string) => (override && override[0] === name ? override[1] : (ids[name] ?? ids.id)));
}

const json = (body: string, token: string | null, method: string): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body,
});

/** Each (schema, field) gets its wrong values once: seventeen list routes share one query schema. */
const triedFields = new WeakMap<Schema, Set<string>>();
function untried(schema: Schema | undefined): string[] {
  if (!schema) return [];
  const seen = triedFields.get(schema) ?? new Set<string>();
  triedFields.set(schema, seen);
  const fresh = fieldsOf(schema).filter((f) => !seen.has(f));
  for (const f of fresh) seen.add(f);
  return fresh;
}

async function probesFor(route: RouteInfo, ids: Record<string, string>, token: string): Promise<Probe[]> {
  const probes: Probe[] = [];
  const path = fill(route, ids);
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  const auth = { authorization: `Bearer ${token}` };
  const add = (what: string, p: string, init: RequestInit) =>
    probes.push({ route, what, path: p, init: { method: route.method, ...init } });

  add('no token', path, hasBody ? json('{}', null, route.method) : {});
  add('garbage token', path, { headers: { authorization: 'Bearer not.a.token' } });
  add('forged token', path, { headers: { authorization: `Bearer ${token.slice(0, -4)}AAAA` } });
  add('reserved query keys', `${path}?constructor=1&__proto__=x&toString=2`, { headers: auth });
  add('repeated query keys', `${path}?skip=1&skip=2&limit[a]=1`, { headers: auth });
  for (const param of route.params) {
    for (const [name, value] of PARAM_VALUES) add(`:${param} ${name}`, fill(route, ids, [param, value]), { headers: auth });
  }
  for (const field of untried(route.schemas.query)) {
    for (const [name, value] of QUERY_VALUES) add(`?${field} ${name}`, `${path}?${field}=${value}`, { headers: auth });
  }
  if (hasBody) {
    add('malformed JSON', path, json('{"a": 1,', token, route.method));
    add('JSON array', path, json('[1,2,3]', token, route.method));
    add('3,000 levels', path, json(nestedJson(3000), token, route.method));
    add(`${INPUT_LIMITS.MAX_DEPTH + 1} levels`, path, json(nestedJson(INPUT_LIMITS.MAX_DEPTH + 1), token, route.method));
    add('__proto__ key', path, json('{"__proto__": {"admin": true}, "a": 1}', token, route.method));
    add('constructor key', path, json('{"constructor": {"prototype": {"x": 1}}}', token, route.method));
    add('toString key', path, json('{"toString": 1}', token, route.method));
    add('1 MB string', path, json(JSON.stringify({ text: MB }), token, route.method));
    add('wrong content type', path, { headers: { ...auth, 'content-type': 'text/plain' }, body: 'a=1' });
    add('bad charset', path, { headers: { ...auth, 'content-type': 'application/json; charset=koi8-x' }, body: '{}' });
    const schema = route.schemas.body;
    const fields = untried(schema);
    const base = schema && fields.length ? await validExample(schema) : {};
    for (const field of fields) {
      for (const [name, value] of JSON_VALUES)
        add(`.${field} ${name}`, path, json(JSON.stringify({ ...base, [field]: value }), token, route.method));
    }
  }
  for (const upload of route.uploads) {
    const form = (file: Blob, filename: string, extra: Record<string, string> = {}) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(extra)) f.append(k, v);
      f.append(upload.name, file, filename);
      return f;
    };
    add(`${upload.name} not an image`, path, {
      headers: auth,
      body: form(new Blob(['just text, not a picture'], { type: 'image/png' }), 'photo.png'),
    });
    add(`${upload.name} empty`, path, { headers: auth, body: form(new Blob([]), 'empty.pdf') });
    add(`${upload.name} NUL field`, path, {
      headers: auth,
      body: form(new Blob(['x']), 'a.txt', { title: 'a\u0000b', category: 'Video' }),
    });
    add(`${upload.name} reserved field`, path, {
      headers: auth,
      body: form(new Blob(['x']), 'a.txt', { constructor: '1', 'tags[__proto__]': 'x' }),
    });
    add(`${upload.name} unknown file field`, path, {
      headers: auth,
      body: (() => {
        const f = new FormData();
        f.append('surprise', new Blob(['x']), 'x.bin');
        return f;
      })(),
    });
    add(`${upload.name} cut multipart`, path, {
      headers: { ...auth, 'content-type': 'multipart/form-data; boundary=XYZ' },
      body: '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
    });
    // Over the field's limit (bigger limits are checked in their modules' tests: 200 MB is slow to send here).
    if (upload.maxBytes <= 20 * 1024 * 1024) {
      add(`${upload.name} over ${upload.maxBytes} bytes`, path, {
        headers: auth,
        body: form(new Blob([new Uint8Array(upload.maxBytes + 1)]), 'big.png'),
      });
    }
  }
  return probes;
}

const isEnvelope = (body: unknown): boolean => {
  const b = body as { success?: unknown; err?: unknown; error?: { message?: unknown; code?: unknown } };
  return b?.success === false && typeof b.err === 'string' && b.error?.message === b.err && typeof b.error?.code === 'string';
};

/** Answers by class (2 = 2xx...), to see how deep the probes got. */
const statuses: Record<number, number> = {};

async function send(probe: Probe): Promise<Finding | null> {
  const label = `${probe.route.method} ${probe.route.path} [${probe.what}]`;
  let res: Response;
  try {
    res = await fetch(base + probe.path, { ...probe.init, signal: AbortSignal.timeout(20_000) });
  } catch (err) {
    return { probe: label, status: 0, body: `no answer: ${(err as Error).message}` };
  }
  // A live stream (GET /api/live) that opened stays open: its status and type are the answer.
  if (res.ok && (res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    await res.body?.cancel();
    statuses[2] = (statuses[2] ?? 0) + 1;
    return null;
  }
  const text = await res.text();
  const key = `${probe.route.method} ${probe.route.path}`;
  if (res.status >= 500 && !(res.status === 501 && DOCUMENTED_501.has(key)))
    return { probe: label, status: res.status, body: text.slice(0, 300) };
  const isJson = (res.headers.get('content-type') ?? '').includes('application/json');
  if (res.status >= 400) {
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    if (!isJson || !isEnvelope(body)) return { probe: label, status: res.status, body: `not the error envelope: ${text.slice(0, 300)}` };
  } else if (isJson && (JSON.parse(text) as { success?: unknown }).success === false) {
    return { probe: label, status: res.status, body: `a 2xx saying it failed: ${text.slice(0, 300)}` };
  }
  statuses[Math.floor(res.status / 100)] = (statuses[Math.floor(res.status / 100)] ?? 0) + 1;
  return null;
}

describe('bad input on every route', () => {
  it(
    'when every route gets every kind of bad input, then no answer is a 5xx, errors keep the envelope, and the server stays up',
    { timeout: 240_000 },
    async () => {
      const routes = routeTable(h.app);
      expect(routes.length).toBeGreaterThanOrEqual(80);

      // Something real behind the ids: the owner's content item, post, comment and session.
      let owner: UserRow = await h.user({ usercategory: ['mentor'] });
      const ownerAuth = () => ({ authorization: h.bearer(owner) });
      const post = async (path: string, body: unknown) => {
        const res = await fetch(base + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...ownerAuth() },
          body: JSON.stringify(body),
        });
        expect(res.status, `${path}: ${await res.clone().text()}`).toBeLessThan(300);
        return ((await res.json()) as { data: { _id: string } }).data;
      };
      const content = await post('/api/contents', {
        title: 'Fuzz target',
        category: 'Video',
        sourceLink: 'https://www.youtube.com/watch?v=abc',
      });
      const feedPost = await post('/api/post', { postText: 'A post to aim at' });
      const comment = await post('/api/comment', { commentAbout: 'content', idOfCommentedAbout: content._id, commentText: 'Nice' });
      const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      const session = await post('/api/sessions', {
        sessionTitle: 'Fuzz session',
        description: 'd',
        organiser: 'o',
        presenter: 'p',
        price: 0,
        sessionDate: day,
        startTime: '10:00',
        durationMinutes: 60,
      });
      const ids: Record<string, string> = { id: content._id, userId: owner.id, itemID: content._id, kind: 'content' };
      const idsFor = (route: RouteInfo): Record<string, string> => {
        if (route.path.includes('/sessions') || route.path.includes('/mentors'))
          return { ...ids, id: route.path.includes('/mentors') ? owner.id : session._id };
        if (route.path.includes('/post')) return { ...ids, id: feedPost._id };
        if (route.path.includes('/comment/:id')) return { ...ids, id: comment._id };
        if (route.path.startsWith('/api/user/')) return { ...ids, id: owner.id };
        return ids;
      };

      const findings: Finding[] = [];
      const log = captureLog('error');
      let requests = 0;
      try {
        for (const route of routes) {
          // A route may end the owner's sign-in (logout, sign out everywhere): each starts with a fresh token.
          owner = (await findUserById(h.database.db, owner.id)) ?? owner;
          const probes = await probesFor(route, idsFor(route), h.tokenFor(owner));
          for (let i = 0; i < probes.length; i += BATCH) {
            const batch = probes.slice(i, i + BATCH);
            requests += batch.length;
            for (const finding of await Promise.all(batch.map(send))) if (finding) findings.push(finding);
            const health = await fetch(`${base}/api/health`);
            expect(health.status, `the server stopped answering after ${route.method} ${route.path}`).toBe(200);
          }
        }
      } finally {
        log.stop();
      }
      const fiveHundreds = findings.filter((f) => f.status >= 500 || f.status === 0).length;
      console.log(
        `fuzz (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ${routes.length} routes, ${requests} requests, ${fiveHundreds} answers of 5xx, ${findings.length} findings; ${Object.entries(
          statuses,
        )
          .map(([c, n]) => `${n} of ${c}xx`)
          .join(', ')}`,
      );
      const errors = log.lines.filter((l) => Number(l.level) >= 50).slice(0, 5);
      expect(
        findings,
        `${findings
          .slice(0, 40)
          .map((f) => `${f.status} ${f.probe}: ${f.body}`)
          .join('\n')}\nlogged: ${JSON.stringify(errors, null, 1).slice(0, 3000)}`,
      ).toEqual([]);
    },
  );
});
