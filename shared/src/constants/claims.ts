// Plain constants, apart from the yup schemas (validation/claims.ts).
import { LIMITS } from './limits';

/** How points are paid out (spec 001 §5 'Redeem form'). */
export const REDEEMABLE_AS = ['Cash', 'Airtime', 'Internet_Data'] as const;
export type RedeemableAs = (typeof REDEEMABLE_AS)[number];
export const CLAIM_STATUSES = ['pending', 'approved', 'rejected', 'paid'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/**
 * An East African mobile number with its country code: Uganda +256, Kenya +254, Tanzania +255 and
 * Rwanda +250 with nine digits after it, Burundi +257 with eight (spaces and dashes allowed).
 */
export const EAST_AFRICAN_MOBILE = /^\+(?:25[0456]\d{9}|257\d{8})$/;
export const normalisePhone = (phone: string) => phone.replace(/[\s-]/g, '');

/** Texts of claims (spec 001 §5, §8). */
export const CLAIM_MSG = {
  institutionRequired: 'Institution is required',
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Enter a mobile number with its country code, like +256 772 123456',
  redeemableInvalid: 'Choose Cash, Airtime or Internet_Data',
  amountInvalid: `Claim at least ${LIMITS.CLAIM_MIN_POINTS} points, in whole points`,
  tooFew: 'Oops.. You can only redeem amount above 2000. Collect More Points',
  notEnough: 'You do not have that many points',
  submitted: 'Success: Your claim has been submitted',
  failed: 'Failed to submit claim',
  updated: 'Claim Successfully updated',
  notFound: 'Claim not found',
  alreadyDecided: 'This claim was already decided',
  notApproved: 'Only an approved claim can be marked paid',
  statusInvalid: 'status must be approved, rejected or paid',
  feedbackRequired: 'Feedback is required',
  postRejected: 'User points have been rejected',
  postNotInClaim: 'This post earned no points for this person',
  onlyReviewers: 'Only claim reviewers can do this',
  payoutReferenceRequired: 'Enter the payout reference',
  payoutSending: 'This claim is being paid through the provider: wait for its answer',
  payoutCannotSend: 'Only an approved claim whose payout failed or was never sent can be sent',
  payoutNoProvider: 'No payout provider is configured for this kind of claim',
  payoutSent: 'The payout is on its way',
  payoutUnknown:
    'The provider received this payout and has not said what became of it: enter its transaction id from the provider’s dashboard, never send it again',
  payoutNotUnknown: 'Only a payout whose fate is unknown needs its transaction id',
  payoutChecking: 'Asking the provider about this transaction',
  phoneNotVerified: 'Claims are paid only to a number you verified: verify it in Settings, Phone numbers',
  capAccount: 'This claim would pass this month’s limit of points for one account',
  capPhone: 'This claim would pass this month’s limit of points for one phone number',
  secondReviewNeeded: 'Approved once: this claim needs a second reviewer’s approval before it is paid',
  secondReviewerSame: 'A different reviewer must give the second approval',
} as const;
