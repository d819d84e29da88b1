import { defineArea } from '../../platform/area';
import { requestPolicy } from './requests.policy';
import { requestRoutes } from './requests.routes';

/** Join requests (groups, discussions, institutions) and their decisions. */
export const area = defineArea({
  name: 'requests',
  uses: [],
  tables: ['joinRequests'],
  policy: requestPolicy,
  publishes: ['joinrequest.changed'],
  router: requestRoutes,
});

/** Its public service: what other areas may call (their manifests name this area in `uses`). */
export { fileRequest, pendingFor, setDeciders, settlePendingRequest } from './requests.service';
