import { beforeCommit } from '../../events/publish';
import { forgetAuthorPosts, moderatePost } from './posts.service';

/** Posts' reactions to other areas' events. */
export function registerPostEvents(): void {
  beforeCommit('user.deleted', 'posts', (tx, event) => forgetAuthorPosts(tx, event.data.userId));
  beforeCommit('moderation.hidden', 'posts', async (tx, event) => {
    if (event.data.kind === 'post') await moderatePost(tx, event.data.id, event.data.hidden, event.actorId);
  });
}
