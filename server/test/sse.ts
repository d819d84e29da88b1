import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { afterAll, beforeAll, beforeEach } from 'vitest';
/** A Server-Sent Events client for tests: reads the stream with fetch and parses it as EventSource does. */
export interface SseMessage {
  id: string | null;
  data: string;
  /** performance.now() when it was read. */
  receivedAt: number;
}

export interface SseStream {
  status: number;
  messages: SseMessage[];
  /** The last id the stream set (what a browser would send back as Last-Event-ID). */
  lastEventId: string | null;
  /** Comment lines (heartbeats) received. */
  comments: number;
  /** Bytes received, body only. */
  bytes: number;
  /** Resolves with the first message (from `from` on) that `accept` takes, or rejects after `timeoutMs`. */
  next(accept: (message: SseMessage) => boolean, timeoutMs?: number, from?: number): Promise<SseMessage>;
  /** Resolves once the stream has a place to resume from (the server's ready message set its id). */
  placed(timeoutMs?: number): Promise<void>;
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openStream(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const listeners = new Set<() => void>();
  const stream: SseStream = {
    status: res.status,
    messages: [],
    lastEventId: headers['Last-Event-ID'] ?? null,
    comments: 0,
    bytes: 0,
    ended: Promise.resolve(),
    next(accept, timeoutMs = 5000, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = stream.messages.slice(from).find(accept);
          if (!found) return false;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no such message within ${timeoutMs} ms; got ${JSON.stringify(stream.messages.slice(from))}`));
        }, timeoutMs);
        if (!check()) listeners.add(check);
      });
    },
    placed(timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (stream.lastEventId === null) return false;
          listeners.delete(check);
          clearTimeout(timer);
          resolve();
          return true;
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no event id within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!check()) listeners.add(check);
      });
    },
    close: () => controller.abort(),
  };
  if (!res.body || res.status !== 200) return stream;
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let id: string | null = null;
  let data: string[] = [];
  stream.ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        stream.bytes += value.byteLength;
        buffer += decoder.decode(value, { stream: true });
        let nl: number;
        while ((nl = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, nl);
          buffer = buffer.slice(nl + 1);
          if (line === '') {
            if (id !== null) stream.lastEventId = id;
            // 'live.ready' only places the client in the stream (its id): not an event of the app.
            if (data.length && !data.join('\n').includes('"live.ready"'))
              stream.messages.push({ id, data: data.join('\n'), receivedAt: performance.now() });
            id = null;
            data = [];
            listeners.forEach((l) => l());
          } else if (line.startsWith(':')) {
            stream.comments++;
          } else {
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'id') id = value;
            if (field === 'data') data.push(value);
          }
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return stream;
}

export const eventOf = (m: SseMessage) =>
  JSON.parse(m.data) as { id: string; type: string; actorId: string | null; data: Record<string, unknown> };

/**
 * For a describe block: serves `app` on a port while its tests run and gives `open(authorization)`,
 * which opens a live stream, checks it was accepted and waits for its place in the stream. Streams
 * are closed after each test.
 */
export function liveChannel(app: Express): (authorization: string) => Promise<SseStream> {
  let server: Server;
  let base = '';
  const streams: SseStream[] = [];
  beforeAll(async () => {
    server = app.listen(0);
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise((r) => {
        streams.splice(0).forEach((s) => s.close());
        server.closeAllConnections();
        server.close(r);
      }),
  );
  beforeEach(() => streams.splice(0).forEach((s) => s.close()));
  return async (authorization) => {
    const stream = await openStream(`${base}/api/live`, { Authorization: authorization });
    streams.push(stream);
    if (stream.status !== 200) throw new Error(`the live stream answered ${stream.status}`);
    await stream.placed();
    return stream;
  };
}
