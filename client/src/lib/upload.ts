/**
 * Uploads a form with progress. fetch() cannot report upload progress, so this uses
 * XMLHttpRequest. Non-2xx answers resolve (the caller shows the server's message); only network
 * failures and aborts reject.
 */
export function uploadWithProgress({ url, method = 'PUT', formData, token, onProgress, signal }: {
  url: string;
  method?: string;
  formData: FormData;
  token?: string | null;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const abortError = () => {
      const err = new Error('Upload cancelled');
      err.name = 'AbortError';
      return err;
    };
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.min(1, e.loaded / e.total));
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      let body: any = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = { success: false, err: xhr.responseText };
      }
      if (xhr.status >= 200 && xhr.status < 300) onProgress?.(1);
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => {
      done();
      reject(new Error('Network error: the upload could not reach the server'));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    xhr.send(formData);
  });
}
