/**
 * Phones and SMS (issue 33): what the platform needs of this area. Its router (my numbers and
 * their codes, SMS kinds, Africa's Talking's inbound callback, the admins' SMS figures); its jobs
 * (sending the SMS outbox, SMS session reminders) and the schedule every process asks for at start;
 * the tables it owns are in db/schema/phones.ts (phones, sms_preferences, sms_messages, sms_days,
 * sms_inbound). Other areas ask phones.service (isVerifiedPhoneOf, holdersOfPhones).
 */
export { phonesRoutes } from './phones.routes';
export { phonesJobs, schedulePhones } from './phones.jobs';
export { phonesPolicy } from './phones.policy';
