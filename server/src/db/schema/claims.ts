import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('claims_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'paid')`),
    check('claims_amount_check', sql`${t.amount} > 0`),
    index('claims_status_created_idx').on(t.status, t.createdAt),
    index('claims_user_created_idx').on(t.userId, t.createdAt),
  ],
);
