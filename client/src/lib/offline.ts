import { useSyncExternalStore } from 'react';

/** The caches the service worker fills with a person's data (vite.config.ts): emptied on sign-out. */
const PRIVATE_CACHES = ['delv-api', 'delv-images'];

/*
 * Whether the network answers. The browser's word (navigator.onLine) is not enough: a phone on
 * Wi-Fi or mobile data that carries nothing ("lie-fi", common on busy networks) says online. So a
 * request that fails for want of network (reportNetworkFailure) makes us ask the API's health
 * check, which no cache answers; while it fails we count as offline and ask again after 5 s,
 * 10 s ... 60 s, and at once when the browser says it is back online.
 */
const PROBE_FIRST_MS = 5_000;
const PROBE_MAX_MS = 60_000;
let unreachable = false;
let probing = false;
let probeDelayMs = PROBE_FIRST_MS;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
const connectivityListeners = new Set<() => void>();

function setUnreachable(next: boolean) {
  if (unreachable === next) return;
  unreachable = next;
  connectivityListeners.forEach((l) => l());
}

async function probe(): Promise<void> {
  if (probing) return;
  probing = true;
  clearTimeout(probeTimer);
  let answered = false;
  try {
    // Any answer, even an error status, means the network carries requests.
    await fetch('/api/health', { cache: 'no-store' });
    answered = true;
  } catch {
    answered = false;
  }
  probing = false;
  if (answered) {
    probeDelayMs = PROBE_FIRST_MS;
    setUnreachable(false);
    return;
  }
  setUnreachable(true);
  probeTimer = setTimeout(() => void probe(), probeDelayMs);
  probeDelayMs = Math.min(PROBE_MAX_MS, probeDelayMs * 2);
}

/** A request failed without an answer: find out whether the network is there. */
export function reportNetworkFailure(): void {
  void probe();
}

/** True unless the browser knows it has no network or the last check found none. */
export function isOnline(): boolean {
  return navigator.onLine && !unreachable;
}

/** Calls `listener` whenever isOnline() may have changed; returns the unsubscribe. */
export function onConnectivityChange(listener: () => void): () => void {
  const onBrowserOnline = () => {
    if (unreachable) void probe();
    listener();
  };
  connectivityListeners.add(listener);
  window.addEventListener('online', onBrowserOnline);
  window.addEventListener('offline', listener);
  return () => {
    connectivityListeners.delete(listener);
    window.removeEventListener('online', onBrowserOnline);
    window.removeEventListener('offline', listener);
  };
}

/** False while offline (see isOnline). */
export function useOnline(): boolean {
  return useSyncExternalStore(onConnectivityChange, isOnline, () => true);
}

/** Tests: forget what the last check found. */
export function resetConnectivity(): void {
  clearTimeout(probeTimer);
  probing = false;
  probeDelayMs = PROBE_FIRST_MS;
  unreachable = false;
}

/** Sign-out on a shared phone: nothing of this person stays readable offline. */
export async function clearOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(PRIVATE_CACHES.map((name) => caches.delete(name).catch(() => false)));
}

/**
 * Registers the service worker (built by vite-plugin-pwa as /sw.js) after the page has loaded, so it
 * never competes with the first paint; by the browser's own API, not workbox-window (3 KiB less on
 * every cold visit, issue 36). The code this page already downloaded, from before the worker
 * controlled it, is handed to the worker's cache from the browser's HTTP cache (no download), so
 * the screen just used works offline too. A new version's worker takes over at once (skipWaiting,
 * clientsClaim): a page that an older worker controlled reloads into the new version, as
 * vite-plugin-pwa's autoUpdate does, so it never asks for code the server no longer has.
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  // Data saver too (issue 36): a first visit with data saver must leave the app readable offline
  // later. What the worker precaches is the page's own code, already in the HTTP cache (hashed,
  // immutable), so it costs the worker's small script and little else.
  const register = () => {
    const updating = navigator.serviceWorker.controller !== null;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (updating) return window.location.reload();
      const loaded = performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((u) => new URL(u).pathname.startsWith('/assets/'));
      for (const url of loaded) void fetch(url).catch(() => undefined);
    });
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
