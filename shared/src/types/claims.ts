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
