import type { Actor } from '../../policies/actor';

/** Who may do what with notices (issue 17). Running a digest at another time is for system
 * admins (requireRole on its route). */
export const notificationPolicy = {
  /** See or mark a notice: only the person it is for (anyone else is told it does not exist). */
  read: (actor: Actor, notice: { recipientId: string }) => notice.recipientId === actor.id,
};
