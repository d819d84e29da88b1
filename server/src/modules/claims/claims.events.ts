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
