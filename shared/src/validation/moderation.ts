import * as yup from 'yup';
import {
  AUDIT_PAGE,
  BLOCKS_PAGE,
  MODERATION_ACTIONS,
  MODERATION_MSG,
  MODERATION_PAGE,
  REPORT_KINDS,
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  SANCTION_HOURS,
} from '../constants/moderation';
import { bool, num, text, wholeNumber } from './common';
import { SYSTEM_ROLES } from '../constants/categories';

/** POST /api/moderation/reports */
export const reportSchema = yup.object({
  kind: text()
    .required(MODERATION_MSG.kindInvalid)
    .oneOf([...REPORT_KINDS], MODERATION_MSG.kindInvalid),
  id: text().required(MODERATION_MSG.thingNotFound).max(200, MODERATION_MSG.thingNotFound),
  reason: text()
    .required(MODERATION_MSG.reasonInvalid)
    .oneOf([...REPORT_REASONS], MODERATION_MSG.reasonInvalid),
  text: text()
    .trim()
    .max(REPORT_TEXT_MAX, MODERATION_MSG.textTooLong)
    .when('reason', { is: 'other', then: (s) => s.required(MODERATION_MSG.otherNeedsText) }),
});
export type ReportInput = yup.InferType<typeof reportSchema>;

/** GET /api/moderation/queue?skip=0 */
export const moderationQueueSchema = yup.object({
  skip: wholeNumber('skip must be a whole number', 0, 100_000).default(0),
  limit: wholeNumber('limit must be a whole number', 1, MODERATION_PAGE).default(MODERATION_PAGE),
});
export type ModerationQueueQuery = yup.InferType<typeof moderationQueueSchema>;

/** /api/moderation/cases/:kind/:id/... */
export const moderationCaseSchema = yup.object({
  kind: text()
    .required(MODERATION_MSG.kindInvalid)
    .oneOf([...REPORT_KINDS], MODERATION_MSG.kindInvalid),
  id: text().required(MODERATION_MSG.thingNotFound).max(200, MODERATION_MSG.thingNotFound),
});
export type ModerationCaseParams = yup.InferType<typeof moderationCaseSchema>;

/** POST /api/moderation/cases/:kind/:id/act: dismiss needs no time nor reason; sanctions need both. */
export const moderationActSchema = yup.object({
  action: text()
    .required(MODERATION_MSG.actionInvalid)
    .oneOf([...MODERATION_ACTIONS], MODERATION_MSG.actionInvalid),
  hours: num(MODERATION_MSG.hoursInvalid)
    .oneOf([...SANCTION_HOURS], MODERATION_MSG.hoursInvalid)
    .when('action', { is: (a: string) => ['silence', 'suspend'].includes(a), then: (s) => s.required(MODERATION_MSG.hoursInvalid) }),
  reason: text()
    .trim()
    .max(REPORT_TEXT_MAX, MODERATION_MSG.textTooLong)
    .when('action', { is: (a: string) => a !== 'dismiss', then: (s) => s.required(MODERATION_MSG.reasonRequired) }),
});
export type ModerationActInput = yup.InferType<typeof moderationActSchema>;

/** POST /api/moderation/dismiss: several groups at once. */
export const moderationBulkDismissSchema = yup.object({
  cases: yup
    .array(moderationCaseSchema.required())
    .required(MODERATION_MSG.idsInvalid)
    .min(1, MODERATION_MSG.idsInvalid)
    .max(100, MODERATION_MSG.idsInvalid),
});
export type ModerationBulkDismissInput = yup.InferType<typeof moderationBulkDismissSchema>;

const day = () =>
  text().test('day', MODERATION_MSG.dateInvalid, (v) => v === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))));

/** GET /api/moderation/audit?action=&actorId=&targetKind=&from=&to=&before= (and /audit.csv) */
export const auditQuerySchema = yup.object({
  action: text().max(60),
  actorId: text().max(60),
  targetKind: text().max(60),
  targetId: text().max(200),
  from: day(),
  to: day(),
  /** The last row's id of the page before (newest first). */
  before: wholeNumber('before must be a whole number', 1),
  limit: wholeNumber('limit must be a whole number', 1, AUDIT_PAGE).default(AUDIT_PAGE),
});
export type AuditQuery = yup.InferType<typeof auditQuerySchema>;

/** GET /api/moderation/people?q= (admins: find a person by name or e-mail) */
export const peopleSearchSchema = yup.object({
  q: text().required(MODERATION_MSG.searchTooShort).min(2, MODERATION_MSG.searchTooShort).max(100, MODERATION_MSG.searchTooShort),
});
export type PeopleSearchQuery = yup.InferType<typeof peopleSearchSchema>;

/** POST /api/moderation/roles: grant or revoke one system role */
export const roleChangeSchema = yup.object({
  userId: text().required(MODERATION_MSG.userNotFound).max(60, MODERATION_MSG.userNotFound),
  role: text()
    .required(MODERATION_MSG.roleInvalid)
    .oneOf([...SYSTEM_ROLES], MODERATION_MSG.roleInvalid),
  grant: bool(MODERATION_MSG.roleInvalid).required(MODERATION_MSG.roleInvalid),
});
export type RoleChangeInput = yup.InferType<typeof roleChangeSchema>;

/** POST /api/blocks: the person to block. */
export const blockSchema = yup.object({
  userId: text().required(MODERATION_MSG.userNotFound).max(200, MODERATION_MSG.userNotFound),
});
export type BlockInput = yup.InferType<typeof blockSchema>;

/** GET /api/blocks?skip=0: the people I blocked, newest first. */
export const blockListSchema = yup.object({
  skip: wholeNumber('skip must be a whole number', 0, 100_000).default(0),
  limit: wholeNumber('limit must be a whole number', 1, BLOCKS_PAGE).default(BLOCKS_PAGE),
});
export type BlockListQuery = yup.InferType<typeof blockListSchema>;

/** POST /api/moderation/people/:id/notes: a staff note on a person. */
export const staffNoteSchema = yup.object({
  text: text().trim().required(MODERATION_MSG.noteRequired).max(REPORT_TEXT_MAX, MODERATION_MSG.textTooLong),
});
export type StaffNoteInput = yup.InferType<typeof staffNoteSchema>;
