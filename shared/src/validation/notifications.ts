import * as yup from 'yup';
import { NOTIFICATION_EMAIL_MODES, NOTIFICATION_KINDS, NOTIFICATION_MSG, NOTIFICATION_PAGE } from '../constants/notifications';
import { limitOf, skipParam, text } from './common';

/** GET /api/notifications?skip&limit (20 a page by default). */
export const notificationListSchema = yup.object({ skip: skipParam(), limit: limitOf(NOTIFICATION_PAGE) });
export type NotificationListQuery = yup.InferType<typeof notificationListSchema>;

/** PUT /api/notifications/preferences: the kinds to change (the others keep their choice). */
export const notificationPreferencesSchema = yup.object({
  preferences: yup
    .array(
      yup.object({
        kind: text()
          .required(NOTIFICATION_MSG.kindInvalid)
          .oneOf([...NOTIFICATION_KINDS], NOTIFICATION_MSG.kindInvalid),
        inApp: yup.boolean().required().strict(),
        email: text()
          .required(NOTIFICATION_MSG.emailModeInvalid)
          .oneOf([...NOTIFICATION_EMAIL_MODES], NOTIFICATION_MSG.emailModeInvalid),
      }),
    )
    .required()
    .max(NOTIFICATION_KINDS.length),
});
export type NotificationPreferencesInput = yup.InferType<typeof notificationPreferencesSchema>;

/** POST /api/notifications/unsubscribe?token=…: the token in every notice e-mail (no sign-in). */
export const unsubscribeQuerySchema = yup.object({
  token: text().required(NOTIFICATION_MSG.unsubscribeInvalid).max(300, NOTIFICATION_MSG.unsubscribeInvalid),
});
export type UnsubscribeQuery = yup.InferType<typeof unsubscribeQuerySchema>;
