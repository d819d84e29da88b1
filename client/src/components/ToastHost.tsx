import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import { isDataSaverOn } from '../lib/dataSaver';
import { loadToasts, toastHostSignal } from '../lib/notify';

const Toasts = lazy(() => import('./Toasts'));

/**
 * Mounts the toast container on the first notice, or a few seconds after start-up when the
 * network is quiet (not in data saver mode), so the first notice is usually instant without slowing
 * the first page.
 */
export default function ToastHost() {
  const wanted = useSyncExternalStore(toastHostSignal.subscribe, toastHostSignal.wanted, () => false);
  useEffect(() => {
    // Fetching ahead is what data saver rules out: then the first notice loads it.
    if (isDataSaverOn()) return;
    const timer = window.setTimeout(() => {
      void loadToasts();
    }, 4000);
    return () => window.clearTimeout(timer);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
