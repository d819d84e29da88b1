import { defineArea } from '../../platform/area';
import { aiPolicy } from './ai.policy';
import { aiRoutes } from './ai.routes';

/** Ask AI: questions passed to the configured model (AI_API_URL). */
export const area = defineArea({
  name: 'ai',
  uses: [],
  tables: [],
  policy: aiPolicy,
  publishes: [],
  router: aiRoutes,
});
