import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** One upload the app sent through XMLHttpRequest (lib/upload.ts), driven by the test. */
export interface FakeUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  formData: FormData;
  aborted: boolean;
  /** The browser reports `fraction` of the body sent. */
  progress(fraction: number): void;
  /** The server answers: JSON, or a string as it is. */
  respond(status: number, body: unknown): void;
  /** The connection fails before any answer. */
  fail(): void;
}

/**
 * Replaces XMLHttpRequest with a fake whose requests the test sees and answers (jsdom's would
 * try the network). `sent` lists them in order; next() waits for the next one not yet taken.
 */
export function fakeUploads() {
  const sent: FakeUpload[] = [];
  let taken = 0;
  const waiting: Array<() => void> = [];

  class FakeXhr {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private request = { method: '', url: '', headers: {} as Record<string, string> };
    private sent: FakeUpload | null = null;
    private done = false;

    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }

    send(body: FormData) {
      const finish = (then: () => void) => {
        if (this.done) throw new Error('this upload has already ended');
        this.done = true;
        act(then);
      };
      const upload: FakeUpload = {
        ...this.request,
        formData: body,
        aborted: false,
        progress: (fraction) =>
          act(() => this.upload.onprogress?.({ lengthComputable: true, loaded: Math.round(fraction * 1000), total: 1000 })),
        respond: (status, answer) =>
          finish(() => {
            this.status = status;
            this.responseText = typeof answer === 'string' ? answer : JSON.stringify(answer);
            this.onload?.();
          }),
        fail: () => finish(() => this.onerror?.()),
      };
      this.sent = upload;
      sent.push(upload);
      waiting.shift()?.();
    }

    abort() {
      if (this.done || !this.sent) return;
      this.done = true;
      this.sent.aborted = true;
      this.onabort?.();
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    sent,
    async next(): Promise<FakeUpload> {
      if (taken >= sent.length) await new Promise<void>((resolve) => waiting.push(resolve));
      return sent[taken++];
    },
  };
}
