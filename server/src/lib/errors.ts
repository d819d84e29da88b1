import { MSG, describeMessage, type ErrorCode, type MessageRef } from '@delv/shared';

/** An error that maps straight to an HTTP answer with the API's error envelope. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, 'VALIDATION', message, fields);
export const unauthorized = (message: string = MSG.notSignedIn) => new HttpError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message: string = MSG.forbidden, code: ErrorCode = 'FORBIDDEN') => new HttpError(403, code, message);
export const notFound = (message: string = MSG.notFound) => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);
export const payloadTooLarge = (message: string) => new HttpError(413, 'PAYLOAD_TOO_LARGE', message);
export const unsupportedMediaType = (message: string) => new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
export const tooManyRequests = () => new HttpError(429, 'RATE_LIMITED', MSG.tooManyRequests);
export const notImplemented = (message: string) => new HttpError(501, 'NOT_IMPLEMENTED', message);

/**
 * The error envelope. Beside the English texts it names each shared message by its code
 * (`messageKey`, `messageParams`, `fieldKeys`), so a client shows it in the person's language
 * (issue 11); texts that are not shared messages simply have no code.
 */
export function errorBody(err: HttpError) {
  const described = describeMessage(err.message);
  let fieldKeys: Record<string, MessageRef> | undefined;
  for (const [field, text] of Object.entries(err.fields ?? {})) {
    const ref = describeMessage(text);
    if (ref) (fieldKeys ??= {})[field] = ref;
  }
  return {
    success: false as const,
    err: err.message,
    error: {
      message: err.message,
      code: err.code,
      ...(err.fields ? { fields: err.fields } : {}),
      ...(described ? { messageKey: described.key, ...(described.params ? { messageParams: described.params } : {}) } : {}),
      ...(fieldKeys ? { fieldKeys } : {}),
    },
  };
}

/** PostgreSQL unique_violation, whichever driver raised it. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const inner = e?.code ? e : e?.cause;
  return inner?.code === '23505' && (!constraint || inner.constraint === constraint);
}
