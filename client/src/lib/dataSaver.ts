import { useSyncExternalStore } from 'react';

/**
 * Data saver: on when the browser asks for it (Save-Data / navigator.connection.saveData, e.g.
 * Chrome's Lite mode on Android) or when the person turns on 'Data saver' in their account settings.
 * The setting is kept on this device only (localStorage): a phone on costly data and a laptop on
 * Wi-Fi of the same person want different things. While on: images load at their smallest width
 * (feed photos only when tapped), videos and embeds wait for a tap, and nothing is fetched ahead.
 */
const KEY = 'delv.dataSaver';
const listeners = new Set<() => void>();

interface NetworkInformation extends EventTarget {
  saveData?: boolean;
}

const connection = (): NetworkInformation | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: NetworkInformation }).connection;

/** The browser's own data saver: navigator.connection.saveData, or the Save-Data header it sent
 * for this page, which the server marks on <html data-save-data="on"> (browsers without
 * navigator.connection, a data-saving proxy). */
export function browserSavesData(): boolean {
  if (typeof document !== 'undefined' && document.documentElement.dataset.saveData === 'on') return true;
  return Boolean(connection()?.saveData);
}

/** The 'Data saver' setting of this device. */
export function dataSaverSetting(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function setDataSaverSetting(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // storage blocked: the setting lasts for this page only
  }
  listeners.forEach((l) => l());
}

export function isDataSaverOn(): boolean {
  return browserSavesData() || dataSaverSetting();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  connection()?.addEventListener?.('change', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    connection()?.removeEventListener?.('change', listener);
  };
}

/** True while data saver is on (either way); re-renders when it changes. */
export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, isDataSaverOn, () => false);
}
