import type { Claim, ClaimReview, ClaimRisk } from '@delv/shared';

/**
 * A claim as the reviewers' desk gets it: with its provider payout and what the reviewer may do
 * next (server: modules/claims/claims.service.ts DeskClaim).
 */
export interface DeskClaim extends Claim {
  payout: {
    /**
     * null: never sent through a provider (paid by hand, or not yet); unknown: the provider received
     * it and has not said what became of it (only its transaction id settles it).
     */
    status: 'sending' | 'paid' | 'failed' | 'unknown' | null;
    provider: 'africastalking' | 'momo' | null;
    reason: string;
    attempts: number;
    updatedAt: string | null;
  };
  /** approve: false for the reviewer who gave a claim's first approval (a second, different one must). */
  can: { approve: boolean; markPaid: boolean; sendPayout: boolean; checkPayout: boolean };
  review: ClaimReview;
  /** Signs of abuse (issue 33). */
  risk?: ClaimRisk;
}
