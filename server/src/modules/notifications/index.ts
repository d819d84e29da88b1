import { defineArea } from '../../platform/area';
import { noticeJobsQueued, subscribeNotices } from './notifications.events';
import { notificationJobs, scheduleNotificationJobs } from './notifications.jobs';
import { notificationPolicy } from './notifications.policy';
import { notificationRoutes } from './notifications.routes';
import { forgetNotices, moderationNotices } from './notifications.service';

/** The bell: notices made from events, their e-mails and digests, preferences, unsubscribing. */
export const area = defineArea({
  name: 'notifications',
  uses: ['users'],
  tables: ['notifications', 'notificationActors', 'notificationPreferences', 'notificationSources'],
  policy: notificationPolicy,
  publishes: ['notification.changed'],
  beforeCommit: {
    'user.deleted': (tx, event) => forgetNotices(tx, event.data.userId),
    // Trust and safety's notices, in the decision's transaction (issue 31).
    'moderation.decided': (tx, event) => moderationNotices(tx, event),
    'moderation.sanctioned': (tx, event) => moderationNotices(tx, event),
  },
  // This process turns the events it is handed into notice jobs (one job per event across processes).
  start: (deps) => subscribeNotices(deps.events, deps.db),
  router: notificationRoutes,
  jobs: notificationJobs,
  schedules: scheduleNotificationJobs,
  drain: noticeJobsQueued,
});

/** Its public service: what other areas may call (their manifests name this area in `uses`). */
export { chatNoticeJob, noticeChatMessage, notify, readChatNotice, wantMailNow } from './notifications.service';
export { runDigest } from './notifications.jobs';
