/** The response envelope every route uses (DESIGN.md "API conventions"). */
export interface ApiSuccess<T = undefined> {
  success: true;
  message?: string;
  data?: T;
  count?: number;
}

export interface ApiList<T> {
  success: true;
  data: T[];
  /** Total matching rows, not the page length. */
  count: number;
}

export type ErrorCode =
  | 'VALIDATION' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE' | 'RATE_LIMITED' | 'NOT_IMPLEMENTED' | 'EMAIL_NOT_CONFIRMED' | 'INTERNAL';

export interface ApiErrorBody {
  success: false;
  /** Same text as error.message: the old clients read `err`. */
  err: string;
  error: { message: string; code: ErrorCode; fields?: Record<string, string> };
}

export interface StoredFile {
  publicUrl: string;
  key: string;
  mimeType: string;
  size: number;
}
