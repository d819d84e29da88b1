import { isClaimReviewer, kindOf, type Actor } from '../../policies/actor';

/** Who may redeem and who reviews (spec 001 §6: claim reviewers and admins). */
export const claimPolicy = {
  /** People redeem their own points; an institution account earns none to redeem. */
  redeem: (actor: Actor) => kindOf(actor) !== 'institution',
  review: (actor: Actor) => isClaimReviewer(actor),
};
