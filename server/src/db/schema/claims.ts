import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Claims: points redeemed for cash, airtime or data (spec 001 §3 'Claim'). The points are held by
 * a 'claim' entry in the points ledger when the claim is made, given back by a 'refund' entry when
 * it is rejected: a user's balance is always the sum of their entries.
 */
export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    institution: text('institution').notNull(),
    phone: text('phone').notNull(),
    redeemableAs: text('redeemable_as').notNull(),
    status: text('status').notNull().default('pending'),
    feedback: text('feedback').notNull().default(''),
    /** The reviewer who decided (statusBy), and when. */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The payout's reference (a mobile-money transaction id, a receipt number). */
    reference: text('reference').notNull().default(''),
    /** Who recorded the payment (a reviewer, or null when a provider's payout settled it), and when. */
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The provider payout of an approved claim (modules/claims/payouts): null when none was sent
     * (the manual path), else sending -> paid | failed | unknown (received by the provider, its fate
     * not known: a reviewer's transaction id makes it sending again). `payoutKey` is the idempotency
     * key of the current attempt (Africa's Talking Idempotency-Key, MTN MoMo X-Reference-Id), stored
     * before anything is sent; a new one is made only after the provider answered that attempt FAILED.
     */
    payoutStatus: text('payout_status'),
    payoutProvider: text('payout_provider'),
    payoutKey: uuid('payout_key'),
    /** The provider's own id of the attempt (Africa's Talking transactionId), once it answered. */
    payoutProviderRef: text('payout_provider_ref'),
    /** Why the last attempt failed, or why the last try did not get an answer (shown on the desk). */
    payoutReason: text('payout_reason').notNull().default(''),
    payoutAttempts: integer('payout_attempts').notNull().default(0),
    payoutUpdatedAt: timestamp('payout_updated_at', { withTimezone: true }),
    /**
     * Risk (issue 33): HMACs of the claimant's device id and IP address when they claimed (never
     * the raw values), so the desk can count claims from one device or address.
     */
    deviceHash: text('device_hash'),
    ipHash: text('ip_hash'),
    /** A claim over CLAIM_SECOND_REVIEW_POINTS: the first reviewer's approval, waiting for a second, different one. */
    firstApprovedBy: uuid('first_approved_by').references(() => users.id, { onDelete: 'set null' }),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('claims_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'paid')`),
    check('claims_amount_check', sql`${t.amount} > 0`),
    check('claims_payout_status_check', sql`${t.payoutStatus} in ('sending', 'paid', 'failed', 'unknown')`),
    uniqueIndex('claims_payout_key_idx').on(t.payoutKey),
    index('claims_status_created_idx').on(t.status, t.createdAt),
    index('claims_user_created_idx').on(t.userId, t.createdAt),
    index('claims_phone_created_idx').on(t.phone, t.createdAt),
    index('claims_device_idx').on(t.deviceHash),
    index('claims_ip_idx').on(t.ipHash),
  ],
);
