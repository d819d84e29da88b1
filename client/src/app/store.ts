import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { api } from '../lib/api';
import type { AppState } from '../lib/hooks';
import { clearOfflineData } from '../lib/offline';
import { clearOutbox } from '../lib/outbox';
import sessionReducer, { expired, loggedIn, loggedOut } from '../lib/session';

const rootReducer = combineReducers({
  session: persistReducer({ key: 'session', storage, version: 1 }, sessionReducer),
  [api.reducerPath]: api.reducer,
});

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

/**
 * redux-persist writes on a later tick; a reload or a link opened in a new tab right after
 * signing in (or out) would otherwise see the old session. Set once the app's persistor exists.
 */
// eslint-disable-next-line prefer-const -- assigned below, once the persistor (which needs the store) exists
let writeSessionNow: (() => void) | undefined;
const persistSessionChanges: Middleware = () => (next) => (action) => {
  const result = next(action);
  if (loggedIn.match(action) || loggedOut.match(action) || expired.match(action)) {
    writeSessionNow?.();
  }
  return result;
};

/** Builds a store; tests pass a preloaded session. */
export function makeStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as ReturnType<typeof rootReducer> | undefined,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(
        api.middleware,
        resetCacheOnLeave,
        persistSessionChanges,
      ),
  });
  setupListeners(store.dispatch);
  return store;
}

export const store = makeStore();
export const persistor = persistStore(store);
writeSessionNow = () => void persistor.flush();

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
// Screens read the store through lib/hooks.ts's AppState (they never import app/): the store must keep that shape.
export const _keepsAppState: (state: RootState) => AppState = (state) => state;
