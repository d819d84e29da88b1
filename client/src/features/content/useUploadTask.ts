import { useCallback, useState } from 'react';
import { useUpload, type UploadAnswer } from '../../lib/upload';

export type UploadPhase =
  { phase: 'idle' } | { phase: 'uploading'; progress: number } | { phase: 'error'; message: string; fields?: Record<string, string> };

export interface UploadOutcome<T> {
  ok: true;
  data: T;
  message?: string;
}

/**
 * The content modals' upload (lib/upload.ts) as one state: idle, uploading with its progress, or
 * the failure (the server's message and field messages, 'Network error!', or the cancel). Resolves
 * with the answer's data on success and null otherwise. Closing the screen stops the upload.
 */
export function useUploadTask<T>() {
  const { start, cancel, progress } = useUpload();
  const [failure, setFailure] = useState<{ message: string; fields?: Record<string, string> } | null>(null);

  const run = useCallback(
    async (url: string, method: 'POST' | 'PUT', formData: FormData): Promise<UploadOutcome<T> | null> => {
      setFailure(null);
      const result = await start<UploadAnswer<T>>({ url, method, formData });
      if (result.ok) return { ok: true, data: result.answer.data, message: result.answer.message };
      const cancelled = result.reason === 'cancelled';
      setFailure(cancelled ? { message: 'Upload cancelled. Nothing was saved.' } : { message: result.message, fields: result.fields });
      return null;
    },
    [start],
  );

  const reset = useCallback(() => setFailure(null), []);

  const state: UploadPhase =
    progress !== null ? { phase: 'uploading', progress } : failure ? { phase: 'error', ...failure } : { phase: 'idle' };
  return { state, run, cancel, reset, uploading: progress !== null };
}
