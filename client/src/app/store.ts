import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../lib/api';
import type { AppState } from '../lib/hooks';
import { clearOfflineData } from '../lib/offline';
import { clearOutbox } from '../lib/outbox';
import sessionReducer, { expired, loggedIn, loggedOut, type SessionState } from '../lib/session';

const rootReducer = combineReducers({
  session: sessionReducer,
  [api.reducerPath]: api.reducer,
});

/*
 * The session is the one part of the store kept on the device. It is read synchronously before the
 * first render (no gate, no extra tick before the first paint) and written the moment it changes,
 * so a reload or a link opened in a new tab right after signing in (or out) sees it. The stored
 * shape is redux-persist's, which kept it before (issue 36 dropped the library from the start-up
 * code): people stay signed in across the change.
 */
const SESSION_KEY = 'persist:session';

export function readStoredSession(): SessionState | undefined {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Record<string, string>;
    const field = (key: string): unknown => (typeof stored[key] === 'string' ? JSON.parse(stored[key]) : undefined);
    const token = field('token');
    if (typeof token !== 'string') return undefined;
    return { token, user: (field('user') ?? null) as SessionState['user'], loggedIn: field('loggedIn') === true };
  } catch {
    return undefined; // storage blocked or a broken value: signed out
  }
}

function storeSession(session: SessionState): void {
  try {
    const fields = { token: session.token, user: session.user, loggedIn: session.loggedIn, _persist: { version: 1, rehydrated: true } };
    localStorage.setItem(SESSION_KEY, JSON.stringify(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, JSON.stringify(v)]))));
  } catch {
    // storage blocked (private mode): the session lasts for this page only
  }
}

// Leaving a session must not leave another person's cached data behind on a shared phone.
const resetCacheOnLeave: Middleware = (storeApi) => (next) => (action) => {
  const result = next(action);
  // Answers say what their viewer may do (`can`): someone signing in asks again as themselves.
  if (loggedIn.match(action)) storeApi.dispatch(api.util.resetApiState());
  if (loggedOut.match(action) || expired.match(action)) {
    storeApi.dispatch(api.util.resetApiState());
    // Nor in the offline copies and the outbox (lib/offline.ts, lib/outbox.ts).
    void clearOfflineData();
    clearOutbox();
  }
  return result;
};

/** Builds a store; tests pass a preloaded session. */
export function makeStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as ReturnType<typeof rootReducer> | undefined,
    middleware: (getDefault) => getDefault().concat(api.middleware, resetCacheOnLeave),
  });
  setupListeners(store.dispatch);
  return store;
}

/** The app's store: its session comes from the device and goes back there on every change. */
export const store = makeStore({ session: readStoredSession() });
let kept = store.getState().session;
store.subscribe(() => {
  const session = store.getState().session;
  if (session === kept) return;
  kept = session;
  storeSession(session);
});

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
// Screens read the store through lib/hooks.ts's AppState (they never import app/): the store must keep that shape.
export const _keepsAppState: (state: RootState) => AppState = (state) => state;
