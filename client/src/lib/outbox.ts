import { useSyncExternalStore } from 'react';
import { isOnline, onConnectivityChange, reportNetworkFailure } from './offline';

/**
 * The outbox: things a person wrote (posts, comments, chat messages) that wait while
 * there is no network, survive a reload (localStorage), and are sent one at a time, in the order
 * written, when the network returns. Each carries a client-generated id (`clientId` in the body)
 * that the server stores once per author, so an item sent twice (its answer lost on a bad
 * network) is still published once.
 *
 * An item is a plain HTTP request to the API plus what to refresh afterwards, so any feature can
 * use it without registering anything. A network failure leaves it waiting; an answer refusing it
 * (a 4xx) marks it failed with the server's message, for the person to retry or discard.
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
  /** The signed-in user who wrote it: never sent with someone else's token. */
  ownerId: string;
  /** RTK Query tags to refresh once it is stored. */
  refresh: { type: string; id?: string }[];
  state: OutboxState;
  error?: string;
  createdAt: string;
}

export interface OutboxConfig {
  token(): string | null;
  userId(): string | null;
  /** After an item is stored by the server (refresh what shows it). */
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
  const token = config!.token();
  let res: Response;
  try {
    res = await fetch(`/api${item.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ ...item.body, clientId: item.id }),
    });
  } catch {
    reportNetworkFailure();
    throw new NetworkDown();
  }
  const answer = (await res.json().catch(() => null)) as { error?: { message?: string }; err?: string } | null;
  if (res.status === 429) throw new NetworkDown(Number(res.headers.get('Retry-After')) * 1000 || 0);
  if (res.status >= 500) throw new NetworkDown();
  if (!res.ok) {
    update(item.id, { state: 'failed', error: answer?.error?.message ?? answer?.err ?? `Not sent (${res.status})` });
    return;
  }
  // Listeners first (a chat puts the stored message in its list), then the item leaves the
  // outbox: the message never blinks out between the two.
  for (const listener of sentListeners) listener(item, answer);
  save(items.filter((i) => i.id !== item.id));
  config!.sent(item, answer);
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
    if (!next || !isOnline()) return;
    update(next.id, { state: 'sending', error: undefined });
    try {
      await send(next);
      backoffMs = 0;
    } catch (err) {
      update(next.id, { state: 'waiting' });
      if (isOnline()) {
        backoffMs = Math.min(60_000, backoffMs ? backoffMs * 2 : 2_000);
        clearTimeout(retryTimer);
        retryTimer = setTimeout(() => void flushOutbox(), Math.max(backoffMs, err instanceof NetworkDown ? err.retryAfterMs : 0));
      }
      return;
    }
  }
}

/** Called once at start (main.tsx): how to sign requests and what to do after one is stored.
 * Returns how to stop listening (tests). */
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

/** Queues a request and sends it at once if the network is there. */
export function enqueue(entry: {
  kind: string;
  path: string;
  body: Record<string, unknown>;
  refresh?: OutboxItem['refresh'];
  id?: string;
}): OutboxItem {
  const item: OutboxItem = {
    id: entry.id ?? newClientId(),
    kind: entry.kind,
    path: entry.path,
    body: entry.body,
    refresh: entry.refresh ?? [],
    ownerId: config?.userId() ?? '',
    state: 'waiting',
    createdAt: new Date().toISOString(),
  };
  save([...items, item]);
  void flushOutbox();
  return item;
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
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => items;

/** The items of one kind (this user's), oldest first; re-renders as they change. */
export function useOutbox(kind: string, userId: string | null | undefined): OutboxItem[] {
  const all = useSyncExternalStore(subscribe, snapshot, snapshot);
  return all.filter((i) => i.kind === kind && i.ownerId === userId);
}
