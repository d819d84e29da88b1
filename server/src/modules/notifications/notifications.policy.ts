import { isAdmin, type Actor } from '../../policies/actor';

/** Who may do what with notices (issue 17). */
export const notificationPolicy = {
  /** Run a digest at another time (browser tests move the clock): system admins. */
  runDigest: (actor: Actor) => isAdmin(actor),
  /** See or mark a notice: only the person it is for (anyone else is told it does not exist). */
  read: (actor: Actor, notice: { recipientId: string }) => notice.recipientId === actor.id,
};
