import { defineArea } from '../../platform/area';
import { phonesJobs, schedulePhones } from './phones.jobs';
import { phonesPolicy } from './phones.policy';
import { phonesRoutes } from './phones.routes';
import { queueSms } from './phones.sms';

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
  beforeCommit: {
    // A young learner asked her guardian by SMS (issue 32): the link goes through the outbox.
    'youth.guardianSms': (tx, event) =>
      queueSms(tx, [{ userId: null, phone: event.data.phone, kind: 'consent', body: event.data.body, timeZone: event.data.timeZone }]).then(
        () => undefined,
      ),
  },
  router: phonesRoutes,
  jobs: phonesJobs,
  schedules: schedulePhones,
});

/** Its public service: what other areas may call (their manifests name this area in `uses`). */
export { holdersOfPhones, isVerifiedPhoneOf } from './phones.service';
