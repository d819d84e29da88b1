import { beforeCommit } from '../../events/publish';
import { forgetRater } from './ratings.service';

/** Ratings' reactions to other areas' events. */
export function registerRatingEvents(): void {
  beforeCommit('user.deleted', 'ratings', (tx, event) => forgetRater(tx, event.data.userId));
}
