import { defineArea } from '../../platform/area';
import { forgetRater } from './ratings.service';
import { ratingPolicy } from './ratings.policy';
import { ratingRoutes } from './ratings.routes';

/** Ratings of anything that can be rated, and the averages kept on the rated rows. */
export const area = defineArea({
  name: 'ratings',
  uses: [],
  tables: ['ratings'],
  policy: ratingPolicy,
  publishes: ['rating.changed'],
  beforeCommit: {
    'user.deleted': (tx, event) => forgetRater(tx, event.data.userId),
  },
  router: ratingRoutes,
});
