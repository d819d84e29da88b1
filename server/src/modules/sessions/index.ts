import { sessions } from '../../db/schema';
import { defineArea } from '../../platform/area';
import { sessionTarget } from './sessions.target';
import { scheduleBellReminders, sessionJobs } from './sessions.jobs';
import { sessionPolicy } from './sessions.policy';
import { sessionRoutes } from './sessions.routes';
import { forgetAttendee, hideForModeration } from './sessions.service';

/** Live sessions: scheduling, registration, reminders, calendars. */
export const area = defineArea({
  name: 'sessions',
  uses: ['affiliations', 'institutions', 'notifications', 'users'],
  tables: ['sessions', 'sessionRegistrations'],
  policy: sessionPolicy,
  publishes: ['session.changed', 'registration.created'],
  beforeCommit: {
    // attendee_count stays equal to the registrations that remain (issue 26 #6).
    'user.deleted': (tx, event) => forgetAttendee(tx, event.data.userId),
    // A reported session hidden or removed in review, or shown again (issue 31).
    'moderation.hidden': async (tx, event) => {
      if (event.data.kind === 'session') await hideForModeration(tx, event.data.id, event.data.hidden !== null);
    },
  },
  targets: { session: sessionTarget },
  router: sessionRoutes,
  jobs: ({ config }) => sessionJobs({ publicUrl: config.publicUrl }),
  schedules: scheduleBellReminders,
  images: { sessionBanner: { preset: 'photo', table: sessions, id: sessions.id, column: sessions.thumbnail } },
});

/** Its public service: what other areas may call (their manifests name this area in `uses`). */
export {
  heldSessions,
  institutionSessionsBetween,
  presenterStats,
  registrationFigures,
  registrationsAfter,
  sessionTitles,
} from './sessions.service';
export { sessionsStartingBetween } from './sessions.jobs';
