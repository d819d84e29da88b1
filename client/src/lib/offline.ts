import { useSyncExternalStore } from 'react';
import { isDataSaverOn } from './dataSaver';

/** True from the second page load on this device (remembered in localStorage). */
function visitedBefore(): boolean {
  try {
    const seen = window.localStorage.getItem('delv.visited') === '1';
    window.localStorage.setItem('delv.visited', '1');
    return seen;
  } catch {
    return true;
  }
}

/** The caches the service worker fills with a person's data (vite.config.ts): emptied on sign-out. */
const PRIVATE_CACHES = ['delv-api', 'delv-images'];

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** False while the browser knows it has no network. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

/** Sign-out on a shared phone: nothing of this person stays readable offline. */
export async function clearOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(PRIVATE_CACHES.map((name) => caches.delete(name).catch(() => false)));
}

/**
 * Registers the service worker (built by vite-plugin-pwa) after the page has loaded, so it never
 * competes with the first paint. The code this page already downloaded, from before the worker
 * controlled it, is handed to the worker's cache from the browser's HTTP cache (no download), so
 * the screen just used works offline too.
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  // Data saver: the first visit pays for the page only; the worker (and what it keeps) comes from
  // the second visit on, when most of what it stores is already in the browser's cache.
  if (isDataSaverOn() && !navigator.serviceWorker.controller && !visitedBefore()) return;
  const register = async () => {
    const { registerSW } = await import('virtual:pwa-register');
    registerSW({ immediate: true });
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      const loaded = performance.getEntriesByType('resource').map((e) => e.name).filter((u) => new URL(u).pathname.startsWith('/assets/'));
      for (const url of loaded) void fetch(url).catch(() => undefined);
    });
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
