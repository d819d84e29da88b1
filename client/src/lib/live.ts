/**
 * The live channel (GET /api/live, Server-Sent Events): one stream per tab while someone is signed
 * in, opened by useLiveChannel() in the layout. Features subscribe to the event types they care
 * about and patch or invalidate their RTK Query cache:
 *
 *   onLiveEvent('comment.created', (event, { dispatch, me }) => dispatch(api.util.invalidateTags([...])));
 *
 * The stream is opened with a single-use ticket (EventSource cannot send the sign-in token, and the
 * token must never travel in a URL). When it drops, it is opened again after a growing delay (1 s,
 * 2 s, 4 s ... 30 s) from the last event received, so nothing is missed or repeated. A tab hidden
 * for a while closes its stream (no traffic, no battery for a tab nobody looks at) and catches up
 * when shown again.
 */
import { useEffect } from 'react';
import { LIVE_READY, LIVE_RESET, type DomainEventType, type LiveEvent } from '@delv/shared';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api } from './api';
import { reportNetworkFailure } from './offline';

// any: handlers dispatch RTK thunks typed against the app's state, which lib/ must not import.
type AnyDispatch = ThunkDispatch<any, unknown, UnknownAction>;

export interface LiveContext {
  dispatch: AnyDispatch;
  /** The signed-in user's id: events they caused in this tab are usually patched already. */
  me: string | null;
}

type Handler = (event: LiveEvent, ctx: LiveContext) => void;
const handlers = new Map<string, Set<Handler>>();

/** Calls `handler` for every live event of these types; returns the unsubscribe. */
export function onLiveEvent<T extends DomainEventType>(
  types: T | T[],
  handler: (event: LiveEvent<T>, ctx: LiveContext) => void,
): () => void {
  const list = Array.isArray(types) ? types : [types];
  for (const type of list) {
    let set = handlers.get(type);
    if (!set) handlers.set(type, (set = new Set()));
    set.add(handler as Handler);
  }
  return () => list.forEach((type) => handlers.get(type)?.delete(handler as Handler));
}

export function deliverLiveEvent(event: LiveEvent | { type: typeof LIVE_RESET | typeof LIVE_READY }, ctx: LiveContext) {
  if (event.type === LIVE_READY) return;
  if (event.type === LIVE_RESET) {
    // Missed too much to patch: drop every cached answer (each feature owns its tags, so there is
    // no list here); the screens on show fetch theirs again.
    ctx.dispatch(api.util.resetApiState());
    return;
  }
  for (const handler of handlers.get(event.type) ?? []) {
    try {
      handler(event as LiveEvent, ctx);
    } catch (err) {
      console.error(`live: a handler of ${event.type} failed`, err);
    }
  }
}

export const LIVE_TIMING = {
  /** First reconnect delay; doubled after each failure. */
  retryMs: 1000,
  retryMaxMs: 30_000,
  /** A hidden tab keeps its stream this long (switching tabs briefly does not reconnect). */
  hiddenCloseMs: 60_000,
};

export interface LiveOptions {
  token: string;
  me: string | null;
  dispatch: AnyDispatch;
  /** The sign-in ended (a 401 for the ticket). */
  onExpired(): void;
  EventSourceImpl?: typeof EventSource;
  fetchImpl?: typeof fetch;
  doc?: Document;
}

/** Opens the tab's stream and keeps it open; returns the stop. */
export function startLive(opts: LiveOptions): () => void {
  const { EventSourceImpl = window.EventSource, fetchImpl = window.fetch.bind(window), doc = document } = opts;
  const ctx: LiveContext = { dispatch: opts.dispatch, me: opts.me };
  let source: EventSource | null = null;
  let lastEventId = '';
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let hiddenTimer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let opening = false;

  const hidden = () => doc.visibilityState === 'hidden';
  const close = () => {
    source?.close();
    source = null;
  };

  const scheduleRetry = () => {
    if (stopped || retry) return;
    const delay = Math.min(LIVE_TIMING.retryMaxMs, LIVE_TIMING.retryMs * 2 ** failures) * (0.8 + 0.4 * Math.random());
    failures++;
    retry = setTimeout(() => {
      retry = null;
      void open();
    }, delay);
  };

  async function open() {
    if (stopped || source || opening || hidden()) return;
    opening = true;
    try {
      let res: Response;
      try {
        res = await fetchImpl('/api/live/ticket', { method: 'POST', headers: { Authorization: `Bearer ${opts.token}` } });
      } catch (err) {
        reportNetworkFailure();
        throw err;
      }
      if (res.status === 401) {
        opts.onExpired();
        return;
      }
      if (!res.ok) throw new Error(`ticket ${res.status}`);
      const { data } = (await res.json()) as { data: { ticket: string } };
      if (stopped || hidden()) return;
      const query = new URLSearchParams({ ticket: data.ticket, ...(lastEventId ? { lastEventId } : {}) });
      const es = new EventSourceImpl(`/api/live?${query}`);
      source = es;
      es.onopen = () => {
        failures = 0;
      };
      es.onmessage = (message: MessageEvent<string>) => {
        if (message.lastEventId) lastEventId = message.lastEventId;
        try {
          deliverLiveEvent(JSON.parse(message.data), ctx);
        } catch {
          // not ours
        }
      };
      // The browser would retry with the ticket it already used: reconnect ourselves with a new one.
      es.onerror = () => {
        if (source !== es) return;
        close();
        scheduleRetry();
      };
    } catch {
      scheduleRetry();
    } finally {
      opening = false;
    }
  }

  const onVisibility = () => {
    if (hidden()) {
      hiddenTimer ??= setTimeout(() => {
        hiddenTimer = null;
        close();
      }, LIVE_TIMING.hiddenCloseMs);
      return;
    }
    if (hiddenTimer) clearTimeout(hiddenTimer);
    hiddenTimer = null;
    // Back in view: catch up at once.
    if (!source) {
      if (retry) clearTimeout(retry);
      retry = null;
      failures = 0;
      void open();
    }
  };
  doc.addEventListener('visibilitychange', onVisibility);
  void open();

  return () => {
    stopped = true;
    doc.removeEventListener('visibilitychange', onVisibility);
    if (retry) clearTimeout(retry);
    if (hiddenTimer) clearTimeout(hiddenTimer);
    close();
  };
}

interface SessionState {
  session: { token: string | null; user: { _id: string } | null };
}

/** Mounted once by the layout: the tab's stream while someone is signed in. */
export function useLiveChannel(): void {
  const dispatch = useDispatch<AnyDispatch>();
  const token = useSelector((s: SessionState) => s.session.token);
  const me = useSelector((s: SessionState) => s.session.user?._id ?? null);
  useEffect(() => {
    if (!token || typeof window.EventSource === 'undefined') return;
    return startLive({ token, me, dispatch, onExpired: () => dispatch({ type: 'session/expired' }) });
  }, [token, me, dispatch]);
}
