/** Points earning rules (spec 000 §2.8 "Earn points when you sign up, and everytime you post, share on
 * social media or invite a friend"; spec 001 §3 Points). The server awards them in the same
 * transaction as the action; a daily cap stops the feed being spammed for points. */
import { LIMITS } from './limits';

export const POINT_ACTIVITIES = ['signup', 'post', 'share', 'invite', 'claim', 'refund', 'reversal'] as const;
export type PointActivity = (typeof POINT_ACTIVITIES)[number];

export interface PointRule {
  activity: PointActivity;
  /** Points per occurrence. */
  points: number;
  /** At most this many awards per user per UTC day; null = no daily cap. */
  dailyCap: number | null;
  /** What the points list shows. */
  label: string;
}

export const POINT_RULES = {
  /** Once, when the account's e-mail is confirmed (or at Google sign-up). */
  SIGN_UP: { activity: 'signup', points: 50, dailyCap: null, label: 'Joined Delv' },
  /** Each post in the feed, at most 5 a day. */
  POST: { activity: 'post', points: 10, dailyCap: 5, label: 'Posted in the feed' },
  /** Each share of content or a session, at most 10 a day. */
  SHARE: { activity: 'share', points: 5, dailyCap: 10, label: 'Shared with the community' },
  /** To the inviter, once per invited friend who signs up and confirms the invited e-mail. */
  INVITE_FRIEND: { activity: 'invite', points: 30, dailyCap: null, label: 'Invited a friend who joined' },
  // Ledger entries of claims (points are the claim's amount, negative for a hold or reversal).
  /** Held by a claim while it waits, and spent when it is approved. */
  CLAIM: { activity: 'claim', points: 0, dailyCap: null, label: 'Redeemed' },
  /** A rejected claim's points, given back. */
  REFUND: { activity: 'refund', points: 0, dailyCap: null, label: 'Claim rejected: points returned' },
  /** A post's points taken back by a reviewer, with a reason. */
  REVERSAL: { activity: 'reversal', points: 0, dailyCap: null, label: 'Points of a post taken back' },
} as const satisfies Record<string, PointRule>;

export type PointRuleName = keyof typeof POINT_RULES;

const BY_ACTIVITY: Record<PointActivity, PointRule> = Object.fromEntries(Object.values(POINT_RULES).map((r) => [r.activity, r])) as Record<
  PointActivity,
  PointRule
>;

/** The rule behind a stored activity. */
export const ruleOf = (activity: PointActivity): PointRule => BY_ACTIVITY[activity];

/** Points needed before a claim can be made (spec 001 §5). */
export const CLAIM_MIN_POINTS = LIMITS.CLAIM_MIN_POINTS;
