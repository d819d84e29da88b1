import type { MessageParams, MessageRef } from '../i18n/messageKeys';

/** The response envelope every route uses (DESIGN.md "API conventions"). */
export interface ApiSuccess<T = undefined> {
  success: true;
  /** A shared message's English text: clients find its code with describeMessage (issue 11). */
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
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'NOT_IMPLEMENTED'
  | 'EMAIL_NOT_CONFIRMED'
  /** Silenced or suspended by a moderator (issue 31): the message says until when. */
  | 'SILENCED'
  | 'SUSPENDED'
  /** A minor's account waits for a guardian's consent (issue 32). */
  | 'CONSENT_NEEDED'
  | 'INTERNAL';

export interface ApiErrorBody {
  success: false;
  /** Same text as error.message: the old clients read `err`. */
  err: string;
  error: {
    message: string;
    code: ErrorCode;
    fields?: Record<string, string>;
    /** Codes of the shared messages above, to show them in the person's language (issue 11):
     * 'MSG.loginIncorrect'; 'MSG.tooLong' with messageParams { field: 'First name', max: 80 }. */
    messageKey?: string;
    messageParams?: MessageParams;
    fieldKeys?: Record<string, MessageRef>;
  };
}

export interface StoredFile {
  publicUrl: string;
  key: string;
  mimeType: string;
  size: number;
}
