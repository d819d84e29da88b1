import type { ClaimStatus, DomainEvent } from '@delv/shared';
import type { claims } from '../../db/schema';

type ClaimRow = typeof claims.$inferSelect;

/**
 * To the claimant, and to the reviewer who decided (their desk follows the payout). A payout's
 * own steps (a failure, a retry) change nothing the claimant sees: `deskOnly` leaves them out.
 */
export const claimChanged = (r: ClaimRow, actorId: string | null, deskOnly = false): DomainEvent<'claim.changed'> => ({
  type: 'claim.changed',
  actorId,
  audience: [...(deskOnly ? [] : [r.userId]), ...(r.decidedBy && r.decidedBy !== r.userId ? [r.decidedBy] : [])],
  data: { claimId: r.id, userId: r.userId, status: r.status as ClaimStatus },
});

/** What the audit log keeps of a claim: its state and money, never the payee's number. */
const auditView = (r: ClaimRow) => ({
  status: r.status,
  amount: r.amount,
  redeemableAs: r.redeemableAs,
  payoutStatus: r.payoutStatus,
  reference: r.reference,
});

/** A staff action on a claim (a decision, a payout sent, checked or settled), for the audit log (issue 31). */
export const claimAudited = (
  action: string,
  before: ClaimRow,
  after: ClaimRow,
  actorId: string | null,
  reason = '',
): DomainEvent<'staff.acted'> => ({
  type: 'staff.acted',
  actorId,
  audience: [],
  data: { action, targetKind: 'claim', targetId: after.id, reason, before: auditView(before), after: auditView(after) },
});
