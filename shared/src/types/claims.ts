import type { ClaimStatus, RedeemableAs } from '../constants/claims';
import type { ImageRef } from './images';

export interface Claim {
  _id: string;
  userId: string;
  claimant: { _id: string; firstname: string; lastname: string; profilePicture: ImageRef | null; joinedAt: string } | null;
  amount: number;
  institution: string;
  /** Shown to the claimant and reviewers only. */
  phone: string;
  redeemableAs: RedeemableAs;
  status: ClaimStatus;
  feedback: string;
  /** Who decided, and when. */
  statusBy: string | null;
  decidedAt: string | null;
  reference: string;
  createdAt: string;
  /** The claimant's balance now (reviewers: what is left besides this claim). */
  balance?: number;
  /** Claims the claimant made before this one. */
  claimsBefore?: number;
}

/**
 * Signs of abuse of a claim, for the reviewers' desk (issue 33). `flags` names the signals past
 * their line: sharedPhone (its number is or was in other accounts), newAccount (under 7 days),
 * burst (points of the last day well above the person's usual), sharedDevice / sharedAddress
 * (claims of other accounts from the same device or address in 30 days), rejectedBefore.
 */
export interface ClaimRisk {
  /** Other accounts that have the claim's number in their list or claimed to it. */
  phoneAccounts: number;
  accountAgeDays: number;
  /** Points earned in the 24 hours before the claim, and a usual day's (the 30 days before those). */
  pointsLastDay: number;
  pointsUsualDay: number;
  /** Claims in the 30 days before this one from the same device / address, and the accounts they came from (this one included). */
  deviceClaims: number;
  deviceAccounts: number;
  addressClaims: number;
  addressAccounts: number;
  /** The claimant's claims that were rejected. */
  rejectedBefore: number;
  flags: ClaimRiskFlag[];
}
export type ClaimRiskFlag = 'sharedPhone' | 'newAccount' | 'burst' | 'sharedDevice' | 'sharedAddress' | 'rejectedBefore';

/** A claim over the second-review line needs two approvals by different reviewers before it is paid. */
export interface ClaimReview {
  approvals: number;
  needed: number;
  /** The first approver (the desk does not let them give the second). */
  firstApprovedBy: string | null;
}
