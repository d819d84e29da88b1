import { useCallback, useEffect, useRef, useState } from 'react';
import { MSG } from '@delv/shared';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { uploadWithProgress } from '../../lib/upload';
import { expired, selectToken } from '../auth/sessionSlice';

export type UploadPhase =
  | { phase: 'idle' }
  | { phase: 'uploading'; progress: number }
  | { phase: 'error'; message: string; fields?: Record<string, string> };

export interface UploadOutcome<T> { ok: true; data: T; message?: string }

/**
 * One multipart request with progress and Cancel (lib/upload.ts XHR). Resolves with the answer's
 * data on success and null otherwise; the failure (the server's message, or 'Network error!') is
 * in `state`. Closing the screen mid-upload stops the upload.
 */
export function useUploadTask<T>() {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const abortRef = useRef<AbortController | null>(null);
  const [state, setState] = useState<UploadPhase>({ phase: 'idle' });

  useEffect(() => () => abortRef.current?.abort(), []);

  const run = useCallback(async (url: string, method: 'POST' | 'PUT', formData: FormData): Promise<UploadOutcome<T> | null> => {
    const controller = new AbortController();
    abortRef.current = controller;
    setState({ phase: 'uploading', progress: 0 });
    try {
      const { status, body } = await uploadWithProgress({
        url, method, formData, token, signal: controller.signal,
        onProgress: (fraction) => setState({ phase: 'uploading', progress: fraction }),
      });
      if (status >= 200 && status < 300 && body?.success) {
        setState({ phase: 'idle' });
        return { ok: true, data: body.data as T, message: body.message };
      }
      if (status === 401) dispatch(expired());
      setState({ phase: 'error', message: body?.error?.message ?? body?.err ?? MSG.serverError, fields: body?.error?.fields });
      return null;
    } catch (err) {
      const cancelled = (err as Error).name === 'AbortError';
      setState(cancelled ? { phase: 'error', message: 'Upload cancelled. Nothing was saved.' } : { phase: 'error', message: MSG.networkError });
      return null;
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  }, [dispatch, token]);

  const cancel = useCallback(() => abortRef.current?.abort(), []);
  const reset = useCallback(() => setState({ phase: 'idle' }), []);

  return { state, run, cancel, reset, uploading: state.phase === 'uploading' };
}
