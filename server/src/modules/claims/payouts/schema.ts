import * as yup from 'yup';
import { text } from '@delv/shared';

/** POST /claim/send_payout. */
export const sendPayoutSchema = yup.object({ claimId: text().required('claimId is required') });
export type SendPayoutInput = yup.InferType<typeof sendPayoutSchema>;
