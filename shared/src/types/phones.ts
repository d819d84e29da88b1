import type { SmsKind } from '../constants/phones';

/** One of my phone numbers (GET /api/phones). */
export interface Phone {
  _id: string;
  /** E.164. */
  number: string;
  verified: boolean;
  verifiedAt: string | null;
  /** When another code may be asked for (null: now). */
  resendAt: string | null;
  /** The code sent last expires then (null: none waiting). */
  codeExpiresAt: string | null;
  /** The number replied STOP: no SMS reminders go to it. */
  smsStopped: boolean;
  createdAt: string;
}

export interface SmsPreference {
  kind: SmsKind;
  sms: boolean;
}

/** The admin's SMS figures (GET /api/sms/status). */
export interface SmsStatus {
  /** UTC day. */
  day: string;
  sent: number;
  budget: number;
  queued: number;
  provider: 'africastalking' | 'files';
}
