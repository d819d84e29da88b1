import { isClaimReviewer, isSelf, type Actor } from '../../policies/actor';

/** Who may see what of points: your own history; claim reviewers and admins anyone's. */
export const pointsPolicy = {
  read: (actor: Actor, userId: string) => isSelf(actor, userId) || isClaimReviewer(actor),
};
