import { useSyncExternalStore } from 'react';
import { isOnline, onConnectivityChange } from './offline';

/**
 * The outbox: things a person wrote (posts, comments, chat messages) that wait while there is no
 * network, survive a reload (localStorage), and are sent one at a time, in the order written, when
 * the network returns. It is the transport of the RTK Query mutations that must survive offline: an
 * endpoint names its place, `query: (b) => ({ url, method: 'POST', body, outbox: { kind, refresh } })`,
 * and lib/api.ts hands the call here; the outbox sends it through the API's own transport (the same
 * headers, sign-in and errors as every call), never a fetch of its own. Each item carries a
 * client-generated id (`clientId` in the body) that the server stores once per author, so an item
 * sent twice (its answer lost on a bad network) is still published once.
 *
 * The call resolves with the server's answer when the item goes out at once; with QUEUED when it
 * waits (no network, a server error, a write limit's Retry-After); with the server's refusal (a
 * 4xx), the item dropped. Until then the item is the caller's: its place lists only what has to wait,
 * unless the endpoint lists its items at once (`listedAtOnce`: the chat shows a message as it is
 * sent, and a refusal with Retry and Discard). An item refused later, after waiting, is marked failed.
 */
export type OutboxState = 'waiting' | 'sending' | 'failed';

export interface OutboxItem {
  /** Also sent as the body's clientId. */
  id: string;
  /** Which list shows it ('post', 'comment:<item id>', 'chat:<room>'...). */
  kind: string;
  /** POST to /api + path, JSON. */
  path: string;
  body: Record<string, unknown>;
  /** The signed-in user who wrote it: never sent with someone else's sign-in. */
  ownerId: string;
  /** RTK Query tags to refresh once it is stored. */
  refresh: { type: string; id?: string }[];
  /** Its place lists it while it is first tried, and a refusal stays listed (failed): the chat. */
  listedAtOnce?: boolean;
  state: OutboxState;
  error?: string;
  createdAt: string;
}

/** What the API's transport answered (an RTK Query base query's result). */
export type SendResult =
  | { data: unknown; error?: undefined; meta?: { response?: Response } }
  | { error: { status: unknown; data?: unknown; error?: string }; data?: undefined; meta?: { response?: Response } };

/** The answer an outbox call gives its caller (lib/api.ts returns it as the mutation's result). */
export type Delivery =
  { data: unknown; error?: undefined } | { error: { status: number | 'CUSTOM_ERROR'; data?: unknown; error?: string }; data?: undefined };

/** The error of a call that waits in the outbox (no network yet): the caller says it is queued. */
export const QUEUED = 'QUEUED';
export const isQueued = (error: unknown) => (error as { error?: unknown } | null)?.error === QUEUED;

export interface OutboxConfig {
  /** Sends one request through the API's transport (lib/api.ts apiTransport). */
  send(request: { url: string; method: 'POST'; body: Record<string, unknown> }): Promise<SendResult>;
  userId(): string | null;
  /** After an item that had waited is stored by the server (refresh what shows it). */
  sent(item: OutboxItem, answer: unknown): void;
}

const KEY = 'delv.outbox';
const listeners = new Set<() => void>();
let items: OutboxItem[] = load();
let config: OutboxConfig | null = null;
let flushing: Promise<void> | null = null;
let flushAgain = false;
/** After a network failure while the browser says it is online (the 'online' event comes before
 * the connection carries requests; a flaky link), the next try comes later: 2 s, 4 s ... 60 s. */
let backoffMs = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** The callers still waiting for their item's first try. */
const firstTries = new Map<string, (delivery: Delivery) => void>();

function load(): OutboxItem[] {
  try {
    const saved = JSON.parse(window.localStorage.getItem(KEY) ?? '[]') as OutboxItem[];
    // A send cut short by a reload is just waiting again.
    return saved.map((i) => (i.state === 'sending' ? { ...i, state: 'waiting' } : i));
  } catch {
    return [];
  }
}

function save(next: OutboxItem[]) {
  items = next;
  try {
    window.localStorage.setItem(KEY, JSON.stringify(items));
  } catch {
    // storage full or blocked: the items last as long as the page
  }
  listeners.forEach((l) => l());
}

const update = (id: string, change: Partial<OutboxItem>) => save(items.map((i) => (i.id === id ? { ...i, ...change } : i)));

/** Tells a caller how its item's first try went (once). */
function settle(id: string, delivery: Delivery) {
  firstTries.get(id)?.(delivery);
  firstTries.delete(id);
}
const queued = (): Delivery => ({ error: { status: 'CUSTOM_ERROR', error: QUEUED } });

/** A new id for something to send (crypto.randomUUID needs https; LAN installs run on http). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

class NetworkDown extends Error {
  /** A write limit's Retry-After (429): not before then. */
  constructor(readonly retryAfterMs = 0) {
    super();
  }
}

async function send(item: OutboxItem): Promise<void> {
  const result = await config!.send({ url: item.path, method: 'POST', body: { ...item.body, clientId: item.id } });
  if (result.error) {
    const { status, data } = result.error;
    if (status === 429) throw new NetworkDown(Number(result.meta?.response?.headers.get('Retry-After')) * 1000 || 0);
    if (typeof status !== 'number' || status >= 500) throw new NetworkDown();
    if (firstTries.has(item.id) && !item.listedAtOnce) {
      save(items.filter((i) => i.id !== item.id));
      settle(item.id, { error: { status, data } });
      return;
    }
    const body = data as { error?: { message?: string }; err?: string } | undefined;
    update(item.id, { state: 'failed', error: body?.error?.message ?? body?.err ?? `Not sent (${status})` });
    settle(item.id, { error: { status, data } });
    return;
  }
  // Listeners first (a chat puts the stored message in its list), then the item leaves the
  // outbox: the message never blinks out between the two.
  for (const listener of sentListeners) listener(item, result.data);
  save(items.filter((i) => i.id !== item.id));
  // The caller of a first try refreshes through its mutation; what waited refreshes here.
  if (firstTries.has(item.id)) settle(item.id, { data: result.data });
  else config!.sent(item, result.data);
}

const sentListeners = new Set<(item: OutboxItem, answer: unknown) => void>();

/** Calls `listener` with each item the server stored and its answer; returns the unsubscribe. */
export function onOutboxSent(listener: (item: OutboxItem, answer: unknown) => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

/** Sends what waits, oldest first, until the list is empty or the network fails again. */
export function flushOutbox(): Promise<void> {
  if (!config) return Promise.resolve();
  if (flushing) {
    // Something was added (or the network came back) while a pass runs: one more pass after it.
    flushAgain = true;
    return flushing;
  }
  flushing = sendWaiting().finally(() => {
    flushing = null;
    if (flushAgain) {
      flushAgain = false;
      void flushOutbox();
    }
  });
  return flushing;
}

async function sendWaiting(): Promise<void> {
  for (;;) {
    const me = config!.userId();
    const next = items.find((i) => i.state === 'waiting' && i.ownerId === me);
    if (!next || !isOnline()) {
      // What did not get its turn waits: its caller hears so now.
      for (const id of [...firstTries.keys()]) settle(id, queued());
      return;
    }
    update(next.id, { state: 'sending', error: undefined });
    try {
      await send(next);
      backoffMs = 0;
    } catch (err) {
      update(next.id, { state: 'waiting' });
      for (const id of [...firstTries.keys()]) settle(id, queued());
      if (isOnline()) {
        backoffMs = Math.min(60_000, backoffMs ? backoffMs * 2 : 2_000);
        clearTimeout(retryTimer);
        retryTimer = setTimeout(() => void flushOutbox(), Math.max(backoffMs, err instanceof NetworkDown ? err.retryAfterMs : 0));
      }
      return;
    }
  }
}

/** Called once at start (main.tsx): the API's transport, who is signed in, and what to do after a
 * waiting item is stored. Returns how to stop listening (tests). */
export function startOutbox(next: OutboxConfig): () => void {
  config = next;
  const stopListening = onConnectivityChange(() => {
    if (!isOnline()) return;
    backoffMs = 0;
    void flushOutbox();
  });
  void flushOutbox();
  return () => {
    stopListening();
    clearTimeout(retryTimer);
    config = null;
  };
}

/**
 * Queues a request and sends it at once if the network is there (after what this person wrote
 * before it). Resolves when its first try is over: the answer, QUEUED, or the refusal.
 */
export function deliver(entry: {
  kind: string;
  path: string;
  body: Record<string, unknown>;
  refresh?: OutboxItem['refresh'];
  listedAtOnce?: boolean;
  id?: string;
}): Promise<Delivery> {
  const item: OutboxItem = {
    id: entry.id ?? newClientId(),
    kind: entry.kind,
    path: entry.path.startsWith('/') ? entry.path : `/${entry.path}`,
    body: entry.body,
    refresh: entry.refresh ?? [],
    listedAtOnce: entry.listedAtOnce,
    ownerId: config?.userId() ?? '',
    state: 'waiting',
    createdAt: new Date().toISOString(),
  };
  const delivery = new Promise<Delivery>((resolve) => firstTries.set(item.id, resolve));
  save([...items, item]);
  if (config) void flushOutbox();
  else settle(item.id, queued());
  return delivery;
}

export function retryItem(id: string): void {
  update(id, { state: 'waiting', error: undefined });
  void flushOutbox();
}

export function discardItem(id: string): void {
  save(items.filter((i) => i.id !== id));
}

/** Sign-out: what one person wrote is never sent as, or shown to, the next person on this phone. */
export function clearOutbox(): void {
  save([]);
  for (const id of [...firstTries.keys()]) settle(id, queued());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => items;

/** The items of one kind (this user's) that its place lists, oldest first; re-renders as they change. */
export function useOutbox(kind: string, userId: string | null | undefined): OutboxItem[] {
  const all = useSyncExternalStore(subscribe, snapshot, snapshot);
  return all.filter((i) => i.kind === kind && i.ownerId === userId && (i.listedAtOnce || !firstTries.has(i.id)));
}
