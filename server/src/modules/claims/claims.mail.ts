import type { RedeemableAs } from '@delv/shared';
import type { claims } from '../../db/schema';
import type { Db } from '../../db/client';
import { queueMail } from '../../jobs/queue';
import { mailTexts } from '../../mail/texts';
import { wantMailNow } from '../notifications';
import { findUserById } from '../users';

type ClaimRow = typeof claims.$inferSelect;

/**
 * Tells the claimant (unless they chose a digest or no mail for claims), in their language, that their claim was approved, rejected (with the
 * reviewer's feedback) or paid (with its reference). Queued in the caller's transaction, so it goes
 * out only if the change commits, and is retried by the queue if the mail server fails.
 */
export async function queueClaimMail(db: Db, publicUrl: string, row: ClaimRow, change: 'approved' | 'rejected' | 'paid'): Promise<void> {
  const person = await findUserById(db, row.userId);
  if (!person || !(await wantMailNow(db, [person.id], 'claim')).has(person.id)) return;
  const texts = mailTexts(person.language);
  const facts = { firstname: person.firstname, points: row.amount.toLocaleString('en-US'), redeemableAs: row.redeemableAs as RedeemableAs };
  const words =
    change === 'approved'
      ? texts.claimApproved(facts)
      : change === 'rejected'
        ? texts.claimRejected({ ...facts, feedback: row.feedback })
        : texts.claimPaid({ ...facts, reference: row.reference });
  // My Earned Points opens from the feed.
  await queueMail(db, { to: person.email, ...words, link: `${publicUrl}/feeds`, language: person.language });
}
