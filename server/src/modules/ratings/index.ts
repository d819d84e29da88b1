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

/** Its public service: what other areas may call (their manifests name this area in `uses`). */
export { ratingPolicy } from './ratings.policy';
export { applyRating, assertMayRate, forgetItemRatings, ratingSummary } from './ratings.service';
