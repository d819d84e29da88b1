/**
 * Every area's in-transaction reactions (publish.ts beforeCommit), registered once by createApp.
 * An area with reactions adds one line here.
 */
import { registerAffiliationEvents } from '../modules/affiliations/affiliations.events';
import { registerGroupEvents } from '../modules/groups/groups.events';
import { registerContentEvents } from '../modules/content/content.events';
import { registerInstitutionEvents } from '../modules/institutions/institutions.events';
import { registerPostEvents } from '../modules/posts/posts.events';
import { registerRatingEvents } from '../modules/ratings/ratings.events';
import { registerSessionEvents } from '../modules/sessions/sessions.events';
import { registerNotificationEvents } from '../modules/notifications/notifications.events';
import { registerModerationEvents } from '../modules/moderation';
import { registerAuthEvents } from '../modules/auth/auth.events';
import { registerCommentEvents } from '../modules/comments/comments.events';

export function registerAreaEvents(): void {
  registerRatingEvents();
  registerContentEvents();
  registerPostEvents();
  registerInstitutionEvents();
  registerGroupEvents();
  registerNotificationEvents();
  registerAffiliationEvents();
  registerSessionEvents();
  registerModerationEvents();
  registerAuthEvents();
  registerCommentEvents();
}
