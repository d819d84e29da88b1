/**
 * The live channel's connections in this process. Every committed domain event reaches this hub
 * from the bus (in commit order, whichever process published it) and is written, serialised once,
 * to the connections of the users in its audience ('public': every connection).
 *
 * - Resume: a client that reconnects with Last-Event-ID first gets the events it may see that were
 *   committed after that one, read from the outbox, then the live ones; each exactly once (a
 *   connection remembers the position it has sent up to and skips anything at or before it).
 * - A heartbeat comment line every LIVE_HEARTBEAT_MS keeps idle connections open through proxies.
 * - Coalesced writes: a stream's events are written together, about once per flushMs at most (a
 *   stream not written for flushMs gets them at the end of the event-loop turn, without waiting).
 *   Under load one write (one chunk, one writev, one TCP segment) carries several events instead
 *   of one each: the kernel's work per stream write, not the bytes, is most of a busy room's cost.
 * - Bounded memory: a connection whose unsent bytes pass maxBufferBytes (a client that does not
 *   read) is closed; it reconnects with Last-Event-ID and catches up from the outbox.
 * - A user whose sign-in ends (logout elsewhere, password change) or whose account goes is cut off.
 * - A handful of streams per user (LIVE_MAX_STREAMS): one more closes their oldest, so the tab just
 *   opened works (hidden tabs close theirs on their own) and a flood of streams holds no more.
 */
import type { Response } from 'express';
import { LIVE_READY, LIVE_RESET, type LiveEvent } from '@delv/shared';
import type { EventBus } from '../events/bus';
import { isAfter, type Position } from '../events/publish';
import type { EventTransport, StreamEvent } from '../events/transport';

export interface LiveOptions {
  heartbeatMs: number;
  /** Events reach a stream at most this often, several in one write (0: once per event-loop turn). */
  flushMs?: number;
  /** Streams one user may hold in this process: a new one closes their oldest (5). */
  maxStreamsPerUser?: number;
  /** Unsent bytes a connection may hold before it is closed. */
  maxBufferBytes?: number;
  /** Missed events sent on resume; more than this and the client is told to start afresh. */
  maxResume?: number;
  /** Whether a connected user's sign-in still holds (checked when their account changes). */
  stillSignedIn(userId: string, signInId: string): Promise<boolean>;
}

class Connection {
  /** Events delivered while the connection catches up from the outbox, sent after it. */
  pending: StreamEvent[] | null = [];
  /** Events waiting for the next flush: their SSE text, and their ids (streams with the same ids share one encoding). */
  private queued: string[] = [];
  private queuedIds = '';
  private queuedBytes = 0;
  closed = false;
  /** When its queued events were last written (performance.now()). */
  flushedAt = Number.NEGATIVE_INFINITY;

  constructor(
    readonly userId: string,
    /** The device sign-in it was opened with: the stream ends with it. */
    readonly signInId: string,
    private readonly res: Response,
    /** The last position sent (or known to the client). */
    public sent: Position,
    private readonly maxBufferBytes: number,
  ) {}

  /** Writes raw SSE text; a client that does not read is dropped instead of buffered for ever. */
  write(text: string | Buffer): void {
    if (this.closed) return;
    this.res.write(text);
    if (this.res.writableLength > this.maxBufferBytes) this.close();
  }

  /** Queues an event for the next flush; true when the connection now has something to flush. */
  send(stream: StreamEvent, text: string): boolean {
    if (this.closed || !isAfter(stream.position, this.sent)) return false;
    if (this.pending) {
      this.pending.push(stream);
      return false;
    }
    this.sent = stream.position;
    this.queued.push(text);
    this.queuedIds += `${stream.event.id},`;
    this.queuedBytes += text.length;
    // Queued text counts against the limit too: a client that does not read holds nothing for long.
    if (this.queuedBytes + this.res.writableLength > this.maxBufferBytes) {
      this.take();
      this.close();
      return false;
    }
    return true;
  }

  /** The queued events (ids and text), now no longer queued. */
  take(): { ids: string; texts: string[] } | null {
    if (!this.queued.length) return null;
    const taken = { ids: this.queuedIds, texts: this.queued };
    this.queued = [];
    this.queuedIds = '';
    this.queuedBytes = 0;
    return taken;
  }

  flush(): void {
    const taken = this.take();
    if (taken) this.write(taken.texts.join(''));
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    // What was queued still goes (a shutdown): the client resumes after the last event it read.
    this.res.end(this.take()?.texts.join(''));
  }
}

/** One SSE message: `id` lets the browser send it back as Last-Event-ID. */
export function sseMessage(stream: StreamEvent): string {
  const { id, type, actorId, data, at } = stream.event;
  return `id: ${id}\ndata: ${JSON.stringify({ id, type, actorId, data, at } as LiveEvent)}\n\n`;
}

export class LiveHub {
  private readonly all = new Set<Connection>();
  private readonly byUser = new Map<string, Set<Connection>>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly maxBufferBytes: number;
  private readonly maxResume: number;
  private readonly flushMs: number;
  /** Connections with queued events: written at the end of this turn, or when their window ends. */
  private readonly soon = new Set<Connection>();
  private readonly later = new Set<Connection>();
  private immediate: NodeJS.Immediate | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    bus: EventBus,
    private readonly transport: EventTransport,
    private readonly opts: LiveOptions,
  ) {
    this.maxBufferBytes = opts.maxBufferBytes ?? 256 * 1024;
    this.maxResume = opts.maxResume ?? 1000;
    this.flushMs = opts.flushMs ?? 0;
    bus.subscribe('*', (_event, stream) => this.fanOut(stream));
    bus.subscribe(['user.changed', 'user.deleted'], (event) => void this.recheck(event.data.userId, event.type === 'user.deleted'));
    this.heartbeat = setInterval(() => this.all.forEach((c) => c.write(':\n\n')), opts.heartbeatMs);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.all.size;
  }

  /** Streams to `res` until the client goes; `lastEventId` (validated digits) resumes after that event. */
  async connect(user: { id: string; signInId: string }, res: Response, lastEventId: string | null): Promise<void> {
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: no proxy may buffer or compress the stream.
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    res.flushHeaders();
    res.socket?.setNoDelay(true);

    const upTo = this.transport.current();
    const conn = new Connection(user.id, user.signInId, res, upTo, this.maxBufferBytes);
    this.add(conn);
    res.once('close', () => this.remove(conn));
    // How long the browser waits before reconnecting (it adds Last-Event-ID itself).
    conn.write('retry: 3000\n\n');

    const missed = lastEventId ? await this.transport.since(lastEventId, upTo, user.id, this.maxResume).catch(() => null) : null;
    if (missed) {
      // Everything committed after the client's last event up to what this process has delivered
      // (later ones arrive live meanwhile and wait in `pending`).
      for (const stream of missed.events) conn.write(sseMessage(stream));
      // A client coming from a process further along has seen more than this one delivered.
      if (isAfter(missed.from, upTo)) conn.sent = missed.from;
    } else {
      // Too much missed, or pruned: the client reloads what it shows.
      if (lastEventId) conn.write(`data: ${JSON.stringify({ type: LIVE_RESET })}\n\n`);
      // Its place in the stream, even if nothing is sent to it before it drops.
      conn.write(`${upTo.id > 0 ? `id: ${upTo.id}\n` : ''}data: ${JSON.stringify({ type: LIVE_READY })}\n\n`);
    }
    const waiting = conn.pending ?? [];
    conn.pending = null;
    for (const stream of waiting) conn.send(stream, sseMessage(stream));
    conn.flush();
  }

  /** Ends every stream (shutdown): clients reconnect to another process. */
  closeAll(): void {
    clearInterval(this.heartbeat);
    if (this.immediate) clearImmediate(this.immediate);
    if (this.timer) clearTimeout(this.timer);
    this.immediate = this.timer = null;
    this.soon.clear();
    this.later.clear();
    for (const conn of [...this.all]) conn.close();
  }

  private add(conn: Connection) {
    this.all.add(conn);
    let mine = this.byUser.get(conn.userId);
    if (!mine) this.byUser.set(conn.userId, (mine = new Set()));
    mine.add(conn);
    // A Set keeps insertion order: the first is the oldest.
    const max = this.opts.maxStreamsPerUser ?? 5;
    for (const old of mine) {
      if (mine.size <= max) break;
      old.close();
      this.remove(old);
    }
  }

  private remove(conn: Connection) {
    conn.closed = true;
    this.all.delete(conn);
    this.soon.delete(conn);
    this.later.delete(conn);
    const mine = this.byUser.get(conn.userId);
    mine?.delete(conn);
    if (mine?.size === 0) this.byUser.delete(conn.userId);
  }

  private fanOut(stream: StreamEvent) {
    const { audience } = stream.event;
    const targets = audience === 'public' ? this.all : audience.flatMap((id) => [...(this.byUser.get(id) ?? [])]);
    let text: string | null = null;
    const now = performance.now();
    for (const conn of targets) {
      if (!conn.send(stream, (text ??= sseMessage(stream)))) continue;
      // A stream not written for flushMs gets this turn's events at once; a busy one waits its window.
      (now - conn.flushedAt >= this.flushMs ? this.soon : this.later).add(conn);
    }
    if (this.soon.size && !this.immediate) this.immediate = setImmediate(this.flushSoon);
    if (this.later.size && !this.timer) this.timer = setTimeout(this.flushLater, this.flushMs);
  }

  private readonly flushSoon = () => {
    this.immediate = null;
    this.flush(this.soon);
  };

  private readonly flushLater = () => {
    this.timer = null;
    this.flush(this.later);
  };

  private flush(waiting: Set<Connection>) {
    const conns = [...waiting];
    waiting.clear();
    const now = performance.now();
    // Streams given the same events (a room's members) write one buffer, encoded once.
    const encoded = new Map<string, Buffer>();
    for (const conn of conns) {
      const taken = conn.take();
      if (!taken) continue;
      let bytes = encoded.get(taken.ids);
      if (!bytes) encoded.set(taken.ids, (bytes = Buffer.from(taken.texts.join(''))));
      conn.flushedAt = now;
      conn.write(bytes);
    }
  }

  private async recheck(userId: string, deleted: boolean) {
    const mine = [...(this.byUser.get(userId) ?? [])];
    for (const conn of mine) {
      if (deleted || !(await this.opts.stillSignedIn(userId, conn.signInId))) conn.close();
    }
  }
}
