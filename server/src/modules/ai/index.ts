import { defineArea } from '../../platform/area';
import { aiRoutes } from './ai.routes';

/** Ask AI: questions passed to the configured model (AI_API_URL). */
export const area = defineArea({
  name: 'ai',
  uses: [],
  tables: [],
  policy: {},
  publishes: [],
  router: aiRoutes,
});
