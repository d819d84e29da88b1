import * as yup from 'yup';
import { CLAIM_MSG, CLAIM_STATUSES, EAST_AFRICAN_MOBILE, REDEEMABLE_AS, normalisePhone } from '../constants/claims';
import { LIMITS } from '../constants/limits';
import { limitOf, skipParam, text, wholeNumber } from './common';

/** POST /claim/ (spec 001 §5 'Redeem form'). The token says whose points; `userId` is ignored. */
export const claimSchema = yup.object({
  institution: text().required(CLAIM_MSG.institutionRequired).max(120, CLAIM_MSG.institutionRequired),
  phone: text()
    .required(CLAIM_MSG.phoneRequired)
    .transform((v: unknown) => (typeof v === 'string' ? normalisePhone(v) : v))
    .matches(EAST_AFRICAN_MOBILE, CLAIM_MSG.phoneInvalid),
  redeemableAs: text()
    .required(CLAIM_MSG.redeemableInvalid)
    .oneOf([...REDEEMABLE_AS], CLAIM_MSG.redeemableInvalid),
  amount: wholeNumber(CLAIM_MSG.amountInvalid, LIMITS.CLAIM_MIN_POINTS).required(CLAIM_MSG.amountInvalid),
  /** The device's own random id (kept by the app on the device): only its HMAC is stored, to count claims per device. */
  device: text().max(64).default(''),
});
export type ClaimInput = yup.InferType<typeof claimSchema>;

/** POST /claim/update_status: a reviewer approves, rejects (with feedback) or marks paid (with a reference). */
export const claimStatusSchema = yup.object({
  claimId: text().required('claimId is required'),
  status: text().required(CLAIM_MSG.statusInvalid).oneOf(['approved', 'rejected', 'paid'], CLAIM_MSG.statusInvalid),
  feedback: text().max(500).default(''),
  reference: text().max(120).default(''),
});
export type ClaimStatusInput = yup.InferType<typeof claimStatusSchema>;

/** GET /claim/: the reviewers' desk, by status. */
export const claimListQuerySchema = yup.object({
  status: text()
    .oneOf(['all', ...CLAIM_STATUSES], 'status must be all, pending, approved, rejected or paid')
    .default('pending'),
  skip: skipParam(),
  limit: limitOf(30),
});
export type ClaimListQuery = yup.InferType<typeof claimListQuerySchema>;

/** POST /points/reject_post: a reviewer takes back the points one post earned, with a reason. */
export const rejectPostSchema = yup.object({
  feedback: text().required(CLAIM_MSG.feedbackRequired).max(500, CLAIM_MSG.feedbackRequired),
  postId: text().required('postId is required'),
  claimId: text().default(''),
  userId: text().required('userId is required'),
});
export type RejectPostInput = yup.InferType<typeof rejectPostSchema>;

/** POST /claim/send_payout: an approved claim through its provider (first, or after a failure). */
export const sendPayoutSchema = yup.object({ claimId: text().required('claimId is required') });
export type SendPayoutInput = yup.InferType<typeof sendPayoutSchema>;

/**
 * POST /claim/check_payout: the provider's transaction id of a payout whose fate is unknown, found
 * by a reviewer in the provider's dashboard; the server asks the provider for its state.
 */
export const checkPayoutSchema = yup.object({
  claimId: text().required('claimId is required'),
  providerRef: text().required(CLAIM_MSG.payoutReferenceRequired).max(120, CLAIM_MSG.payoutReferenceRequired),
});
export type CheckPayoutInput = yup.InferType<typeof checkPayoutSchema>;
