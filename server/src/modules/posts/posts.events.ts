import { beforeCommit } from '../../events/publish';
import { forgetAuthorPosts } from './posts.service';

/** Posts' reactions to other areas' events. */
export function registerPostEvents(): void {
  beforeCommit('user.deleted', 'posts', (tx, event) => forgetAuthorPosts(tx, event.data.userId));
}
