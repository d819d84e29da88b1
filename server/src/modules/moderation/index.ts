/**
 * Trust and safety (issue 31): what the platform needs of this area and what other areas may use.
 * Its router; its in-transaction reaction ('staff.acted' -> the audit log, events/areas.ts); the
 * tables it owns are in db/schema/moderation.ts (reports, moderation_cases, sanctions, audit_log).
 * It reads the reported things' tables to snapshot them (moderation.things.ts) and writes none.
 */
export { moderationRoutes } from './moderation.routes';
export { registerModerationEvents } from './moderation.events';
export { moderationPolicy, isQueueModerator } from './moderation.policy';
export { audit, standingOf, untilText, GOOD_STANDING, type AuditInput } from './moderation.service';
