import * as yup from 'yup';
import { PHONE_CODE, PHONE_MSG, SMS_KINDS, toE164 } from '../constants/phones';
import { bool, text } from './common';

/** POST /phones: a number to add (E.164 after normalising); a code is sent to it. */
export const addPhoneSchema = yup.object({
  number: text()
    .required(PHONE_MSG.numberRequired)
    .max(40, PHONE_MSG.numberInvalid)
    .transform((v: unknown) => (typeof v === 'string' ? (toE164(v) ?? v) : v))
    .test('e164', PHONE_MSG.numberInvalid, (v) => typeof v === 'string' && toE164(v) === v),
});
export type AddPhoneInput = yup.InferType<typeof addPhoneSchema>;

/** POST /phones/:id/verify: the six-digit code from the SMS. */
export const verifyPhoneSchema = yup.object({
  code: text()
    .required(PHONE_MSG.codeRequired)
    .matches(new RegExp(`^\\d{${PHONE_CODE.digits}}$`), PHONE_MSG.codeInvalid),
});
export type VerifyPhoneInput = yup.InferType<typeof verifyPhoneSchema>;

/** PUT /phones/sms-preferences: SMS on or off per kind. */
export const smsPreferencesSchema = yup.object({
  preferences: yup
    .array(
      yup.object({
        kind: text()
          .required(PHONE_MSG.kindInvalid)
          .oneOf([...SMS_KINDS], PHONE_MSG.kindInvalid),
        sms: bool(PHONE_MSG.kindInvalid).required(PHONE_MSG.kindInvalid),
      }),
    )
    .required(PHONE_MSG.kindInvalid)
    .max(SMS_KINDS.length, PHONE_MSG.kindInvalid),
});
export type SmsPreferencesInput = yup.InferType<typeof smsPreferencesSchema>;

/**
 * POST /sms/inbound: Africa's Talking's incoming-message callback (form fields from, to, text,
 * date, id, linkId).
 */
export const smsInboundSchema = yup.object({
  from: text().required(PHONE_MSG.inboundInvalid).max(40, PHONE_MSG.inboundInvalid),
  to: text().max(40, PHONE_MSG.inboundInvalid).default(''),
  text: text().max(1600, PHONE_MSG.inboundInvalid).default(''),
  date: text().max(60, PHONE_MSG.inboundInvalid).default(''),
  id: text().required(PHONE_MSG.inboundInvalid).max(120, PHONE_MSG.inboundInvalid),
  linkId: text().max(120, PHONE_MSG.inboundInvalid).default(''),
});
export type SmsInboundInput = yup.InferType<typeof smsInboundSchema>;
