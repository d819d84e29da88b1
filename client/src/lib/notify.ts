import { UI } from '@delv/shared';

/*
 * Toasts (spec 000 §8: success bottom-right, errors bottom-left, 5 s). react-toastify and its CSS
 * are fetched on first use or once the page is idle, not with the first page: they are not
 * needed to show anything, and every kilobyte costs our users data. Toasts raised before the
 * container is on screen are queued by react-toastify and shown when it mounts.
 */

/** `id` collapses repeats of the same notice (a page mounted twice must not toast twice). */
type NotifyOptions = { id?: string };

type Toastify = typeof import('react-toastify');
let toastify: Promise<Toastify> | null = null;
const hostListeners = new Set<() => void>();
let hostWanted = false;

/** Loads react-toastify and asks the ToastHost to mount its container. */
export function loadToasts(): Promise<Toastify> {
  toastify ??= import('react-toastify');
  if (!hostWanted) {
    hostWanted = true;
    hostListeners.forEach((l) => l());
  }
  return toastify;
}

/** For ToastHost: whether the container is wanted yet, and a way to hear when it is. */
export const toastHostSignal = {
  wanted: () => hostWanted,
  subscribe(listener: () => void) {
    hostListeners.add(listener);
    return () => {
      hostListeners.delete(listener);
    };
  },
};

export function notifySuccess(msg: string, { id }: NotifyOptions = {}): void {
  void loadToasts().then(({ toast }) => toast.success(msg, { position: 'bottom-right', autoClose: UI.TOAST_MS, toastId: id }));
}

export function notifyError(msg: string, { id }: NotifyOptions = {}): void {
  void loadToasts().then(({ toast }) => toast.error(msg, { position: 'bottom-left', autoClose: UI.TOAST_MS, toastId: id }));
}
