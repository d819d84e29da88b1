import { defineArea } from '../../platform/area';
import { claimJobs } from './claims.jobs';
import { claimPolicy } from './claims.policy';
import { claimRoutes } from './claims.routes';

/** Redeeming points: claims, their review and their payouts. */
export const area = defineArea({
  name: 'claims',
  uses: ['notifications', 'phones', 'points', 'users'],
  tables: ['claims'],
  policy: claimPolicy,
  publishes: ['claim.changed'],
  router: claimRoutes,
  jobs: claimJobs,
});

/** Its public service: what other areas may call (their manifests name this area in `uses`). */
export { claimFigures } from './claims.service';
