import { useCallback, useEffect, useRef, useState } from 'react';
import type { Dispatch } from '@reduxjs/toolkit';
import { MSG } from '@delv/shared';
import { useAppDispatch } from './hooks';
import { bearerToken, sessionExpired } from './api';

/*
 * The one way the app sends files. fetch() cannot report upload progress, so this uses
 * XMLHttpRequest; everything else is what lib/api.ts's baseQuery does for other calls: the
 * signed-in person's token from the store, a 401 on a call made with it ends the session, and
 * the server's error envelope becomes a message and field messages.
 */

export interface UploadRequest {
  url: string;
  method: 'POST' | 'PUT';
  formData: FormData;
}

/** A success answer as the API conventions give it (an area's own answer type may add fields). */
export interface UploadAnswer<T> {
  success: true;
  message?: string;
  data: T;
}

export type UploadResult<A> =
  | { ok: true; status: number; answer: A }
  | {
      ok: false;
      /** 0 when no answer came. */
      status: number;
      /** refused: the server answered with an error; network: no answer; cancelled: cancel() or the screen closed. */
      reason: 'refused' | 'network' | 'cancelled';
      message: string;
      /** Field messages of a 400, keyed by field name (formik's setErrors). */
      fields: Record<string, string>;
    };

/** The upload as a thunk: it reads the token and reports an ended session through the store. */
const upload =
  <A>(request: UploadRequest & { signal: AbortSignal; onProgress: (fraction: number) => void }) =>
  async (dispatch: Dispatch, getState: () => unknown): Promise<UploadResult<A>> => {
    const token = bearerToken(getState());
    // Its request code comes with the first file sent; when it cannot come (offline), nothing was sent.
    const sender = await import('./uploadRequest').catch(() => null);
    if (!sender) return { ok: false, status: 0, reason: 'network', message: MSG.networkError, fields: {} };
    const result = await sender.send<A>({ ...request, token });
    if (!result.ok && result.status === 401 && token) dispatch(sessionExpired());
    return result;
  };

/**
 * Uploads for a screen: start() sends one request and resolves with what it came to; `progress`
 * is the share sent (0..1) while one runs and null otherwise; cancel() stops it, and so does
 * closing the screen.
 */
export function useUpload() {
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async <A = UploadAnswer<unknown>>(request: UploadRequest): Promise<UploadResult<A>> => {
      const controller = new AbortController();
      running.current = controller;
      setProgress(0);
      try {
        return await dispatch(upload<A>({ ...request, signal: controller.signal, onProgress: setProgress }));
      } finally {
        if (running.current === controller) running.current = null;
        setProgress(null);
      }
    },
    [dispatch],
  );

  const cancel = useCallback(() => running.current?.abort(), []);

  return { start, cancel, progress, uploading: progress !== null };
}
