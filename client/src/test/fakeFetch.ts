import { vi } from 'vitest';

/*
 * A small fake server at the fetch level (no extra dependency). RTK Query builds a Request from
 * a relative URL and passes jsdom's AbortSignal, which Node's Request rejects; the stub resolves
 * the URL against the page and drops the signal. vitest's restoreMocks undoes the fetch spy.
 */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: any;
  headers: Headers;
}
type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
export type FakeReply = Reply | Promise<Reply>;

export function installFakeFetch(handler: (req: FakeRequest) => FakeReply) {
  const NodeRequest = (globalThis.Request as typeof Request & { __node?: typeof Request }).__node ?? globalThis.Request;
  class PageRequest extends NodeRequest {
    static __node = NodeRequest;
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      const url = typeof input === 'string' && input.startsWith('/') ? new URL(input, window.location.origin).href : input;
      const { signal: _signal, ...rest } = init ?? {};
      super(url, rest);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  const calls: FakeRequest[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof NodeRequest ? input : new PageRequest(input, init);
    const url = new URL(req.url);
    const text = await req.text();
    let body: unknown = text || undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (a form upload): keep the text
    }
    const call: FakeRequest = { method: req.method, path: url.pathname, query: url.searchParams, body, headers: req.headers };
    calls.push(call);
    const reply = await handler(call);
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  return { calls, spy };
}

/**
 * The same fake with a route table keyed 'METHOD /api/path' (no query string). Anything unrouted
 * answers 404, so a forgotten route fails loudly in the test.
 */
export function mockServer(routes: Record<string, Reply | ((call: FakeRequest) => FakeReply)>) {
  const { calls, spy } = installFakeFetch((call) => {
    const route = routes[`${call.method} ${call.path}`];
    if (route === undefined) return apiError(404, 'Not found', 'NOT_FOUND');
    return typeof route === 'function' ? route(call) : route;
  });
  return { calls, spy, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

/** The server's error envelope (DESIGN.md "API conventions"). */
export function apiError(status: number, message: string, code = 'VALIDATION', fields?: Record<string, string>) {
  return { status, body: { success: false, err: message, error: { message, code, ...(fields ? { fields } : {}) } } };
}
