import { isAdmin, isModerator, type Actor } from '../../policies/actor';

/** Who may do what with posts (spec 000 §4: moderators pull posts down). */
export const postPolicy = {
  /** Active posts are for everyone signed in; pulled-down ones (rejected, all) for moderators. */
  list: (actor: Actor, status: 'active' | 'rejected' | 'all') => status === 'active' || isModerator(actor),
  /** One post: an active one, or a pulled-down one to its author and moderators (to anyone else it does not exist). */
  read: (actor: Actor, post: { userId: string; status: string }) =>
    post.status === 'active' || post.userId === actor.id || isModerator(actor),
  pullDown: (actor: Actor) => isModerator(actor),
  /** Authors delete their posts; admins may too. */
  delete: (actor: Actor, post: { userId: string }) => post.userId === actor.id || isAdmin(actor),
};
