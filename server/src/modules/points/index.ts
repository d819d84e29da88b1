import { defineArea } from '../../platform/area';
import { pointsPolicy } from './points.policy';
import { pointsRoutes } from './points.routes';

/** Points earned and spent. */
export const area = defineArea({
  name: 'points',
  uses: ['users'],
  tables: ['points'],
  policy: pointsPolicy,
  publishes: [],
  router: pointsRoutes,
});

/** Its public service: what other areas may call (their manifests name this area in `uses`). */
export {
  award,
  countPointsEarned,
  earningsBefore,
  holdForClaim,
  lockBalance,
  refundClaim,
  reversePost,
  revoke,
  totalOf,
} from './points.service';
