import { beforeCommit } from '../../events/publish';
import { audit } from './moderation.service';

/**
 * Other areas' staff actions (roles, claims, payouts, pull-downs) reach the audit log as a
 * 'staff.acted' event: written here in the action's own transaction, so the log never misses a
 * committed action and never holds a rolled-back one, and no area imports moderation for it.
 */
export function registerModerationEvents(): void {
  beforeCommit('staff.acted', 'moderation', (tx, event) => audit(tx, { actorId: event.actorId, ...event.data }));
}
