import { execFileSync } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';

/** IPv4 (20) + TCP with timestamps (32) per segment, as on loopback; a mobile link adds its own framing. */
export const TCP_IP_HEADER = 52;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Subscriber {
  status: number;
  /** When each event of the watched type was read (performance.now()), with its data. */
  events: { receivedAt: number; data: string }[];
  close(): void;
}

/**
 * A live-channel subscriber as light as a client can be (node:http, no web streams): the
 * benchmarks measure the server, and hundreds of fetch() streams in one process would spend more
 * CPU reading than the server writing. It keeps the events whose data names `type`.
 */
export function subscribe(base: string, authorization: string, type: string): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${base}/api/live`,
      { headers: { Authorization: authorization, Accept: 'text/event-stream' }, agent: false },
      (res) => {
        const sub: Subscriber = { status: res.statusCode ?? 0, events: [], close: () => req.destroy() };
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const receivedAt = performance.now();
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const message = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = /^data: (.*)$/m.exec(message)?.[1];
            if (data?.includes(`"${type}"`)) sub.events.push({ receivedAt, data });
          }
        });
        res.on('error', () => undefined);
        resolve(sub);
      },
    );
    req.on('error', (err) => ((err as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(err)));
  });
}

/** The kernel's counters of one TCP connection, by its local port. */
function socketCounters(localPort: number) {
  const out = execFileSync('ss', ['-tinH', 'src', `127.0.0.1:${localPort}`], { encoding: 'utf8' });
  const num = (name: string) => Number(new RegExp(`${name}:(\\d+)`).exec(out)?.[1] ?? 0);
  return { bytesReceived: num('bytes_received'), bytesSent: num('bytes_sent'), segsIn: num('segs_in'), segsOut: num('segs_out') };
}

/** One stream read on a raw socket, so every byte and segment of it is counted. */
export async function idleConnection(base: string, authorization: string, seconds: number) {
  const { hostname, port } = new URL(base);
  const socket = net.connect(Number(port), hostname);
  await new Promise((r) => socket.once('connect', r));
  let text = '';
  socket.on('data', (d) => (text += d.toString('utf8')));
  socket.write(`GET /api/live HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: ${authorization}\r\nAccept: text/event-stream\r\n\r\n`);
  for (let i = 0; !text.includes('live.ready'); i++) {
    if (i > 250 || (text && !text.startsWith('HTTP/1.1 200'))) throw new Error(`the idle stream did not open: ${text.slice(0, 200)}`);
    await sleep(20);
  }
  await sleep(200);
  const startBytes = socket.bytesRead;
  const start = socketCounters(socket.localPort!);
  const t0 = Date.now();
  await sleep(seconds * 1000);
  const elapsed = (Date.now() - t0) / 1000;
  const end = socketCounters(socket.localPort!);
  const bytes = socket.bytesRead - startBytes;
  const heartbeats = (text.match(/\r\n:\n\n\r\n/g) ?? []).length;
  socket.destroy();
  const segs = end.segsIn - start.segsIn + (end.segsOut - start.segsOut);
  const wire = end.bytesReceived - start.bytesReceived + (end.bytesSent - start.bytesSent) + segs * TCP_IP_HEADER;
  return { elapsed, bytes, heartbeats, segs, wire, perHour: (v: number) => (v * 3600) / elapsed };
}
