import { MSG, type ApiErrorBody } from '@delv/shared';
import type { UploadRequest, UploadResult } from './upload';

/*
 * The request half of lib/upload.ts, loaded when a file is first sent (not with every screen that
 * could send one): XMLHttpRequest, because fetch() cannot report upload progress.
 */

const CANCELLED = 'Upload cancelled.';

/** What a finished request came to. A body that is not JSON (a proxy's page) shows no raw HTML. */
function resultOf<A>(status: number, text: string): UploadResult<A> {
  let body: (Partial<ApiErrorBody> & { success?: boolean }) | null = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (status >= 200 && status < 300 && body?.success) return { ok: true, status, answer: body as A };
  const message = body?.error?.message ?? body?.err ?? (status === 413 ? MSG.bodyTooLarge : MSG.serverError);
  return { ok: false, status, reason: 'refused', message, fields: body?.error?.fields ?? {} };
}

const failure = (reason: 'network' | 'cancelled'): UploadResult<never> => ({
  ok: false,
  status: 0,
  reason,
  message: reason === 'cancelled' ? CANCELLED : MSG.networkError,
  fields: {},
});

/** Sends one multipart request; never rejects (every end is an UploadResult). */
export function send<A>(
  request: UploadRequest & { token: string | null; signal: AbortSignal; onProgress: (fraction: number) => void },
): Promise<UploadResult<A>> {
  return new Promise((resolve) => {
    if (request.signal.aborted) {
      resolve(failure('cancelled'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    if (request.token) xhr.setRequestHeader('Authorization', `Bearer ${request.token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) request.onProgress(Math.min(1, e.loaded / e.total));
    };
    const abort = () => xhr.abort();
    request.signal.addEventListener('abort', abort, { once: true });
    const settle = (result: UploadResult<A>) => {
      request.signal.removeEventListener('abort', abort);
      resolve(result);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) request.onProgress(1);
      settle(resultOf<A>(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => settle(failure('network'));
    xhr.onabort = () => settle(failure('cancelled'));
    xhr.send(request.formData);
  });
}
