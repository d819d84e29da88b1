/**
 * Insights (issue 34): what the platform needs of this area. Its router; the activity recorder
 * (app.ts mounts it before every router: it notes who made a signed-in request today); its job
 * and the schedule every process asks for at start; the tables it owns are in db/schema/insights.ts
 * (activity_days, insight_figures, insight_runs).
 */
export { insightsRoutes } from './insights.routes';
export { activityRecorder } from './insights.activity';
export { insightsJobs, scheduleInsights } from './insights.jobs';
export { insightsPolicy } from './insights.policy';
