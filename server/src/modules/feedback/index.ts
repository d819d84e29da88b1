import { defineArea } from '../../platform/area';
import { feedbackPolicy } from './feedback.policy';
import { platformTarget } from './feedback.target';
import { feedbackRoutes } from './feedback.routes';

/** Feedback about the platform itself: its comments and its rating. */
export const area = defineArea({
  name: 'feedback',
  uses: ['comments', 'ratings'],
  tables: [],
  policy: feedbackPolicy,
  publishes: [],
  targets: { platform: platformTarget },
  router: feedbackRoutes,
});
