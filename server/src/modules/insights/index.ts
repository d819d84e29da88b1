import { defineArea } from '../../platform/area';
import { activityRecorder } from './insights.activity';
import { insightsJobs, scheduleInsights } from './insights.jobs';
import { insightsPolicy } from './insights.policy';
import { insightsRoutes } from './insights.routes';

/**
 * Insights (issue 34): the institution's and the platform's dashboards, rolled up hourly from the
 * figures the other areas' services count, and who was active each day (its API middleware notes
 * who made a signed-in request).
 */
export const area = defineArea({
  name: 'insights',
  uses: ['affiliations', 'claims', 'comments', 'content', 'institutions', 'points', 'posts', 'sessions', 'users'],
  tables: ['activityDays', 'insightFigures', 'insightRuns'],
  policy: insightsPolicy,
  publishes: [],
  apiMiddleware: (deps) => activityRecorder(deps.db),
  router: insightsRoutes,
  jobs: insightsJobs,
  schedules: scheduleInsights,
});
