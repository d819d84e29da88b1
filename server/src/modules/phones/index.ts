import { defineArea } from '../../platform/area';
import { phonesJobs, schedulePhones } from './phones.jobs';
import { phonesPolicy } from './phones.policy';
import { phonesRoutes } from './phones.routes';

/**
 * Phones and SMS (issue 33): numbers verified by a six-digit SMS code, the SMS kinds people want,
 * Africa's Talking's inbound callback (STOP), the admins' SMS figures; the SMS outbox with its
 * daily budget and the SMS session reminders.
 */
export const area = defineArea({
  name: 'phones',
  uses: ['sessions', 'users'],
  tables: ['phones', 'smsPreferences', 'smsMessages', 'smsDays', 'smsInbound'],
  policy: phonesPolicy,
  publishes: [],
  router: phonesRoutes,
  jobs: phonesJobs,
  schedules: schedulePhones,
});

/** Its public service: what other areas may call (their manifests name this area in `uses`). */
export { holdersOfPhones, isVerifiedPhoneOf } from './phones.service';
