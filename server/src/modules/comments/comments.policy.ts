import { isAdmin, type Actor } from '../../policies/actor';

/** Who may do what with comments and reviews. */
export const commentPolicy = {
  /** Authors delete their comments and reviews; admins may too. */
  delete: (actor: Actor | null, comment: { userId: string }) => Boolean(actor) && (comment.userId === actor!.id || isAdmin(actor)),
};
