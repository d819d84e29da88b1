import type { Dispatch } from '@reduxjs/toolkit';
import { SESSION_MSG, type Session } from '@delv/shared';
import type { UploadAnswer, UploadRequest, UploadResult } from '../../../lib/upload';
import { sessionsChanged } from '../api';
import { translateMessage } from '../../../i18n';
import type { SessionFormValues } from './CreateSessionForm';

export type CreateOutcome =
  /** `message`: the answer's, in the person's language. */
  | { ok: true; session: Session; message: string }
  | { ok: false; cancelled: true }
  | { ok: false; cancelled: false; status: number; message: string; fields: Record<string, string> };

/**
 * Sends a new session (spec 001 §5) with its banner in one multipart request: loaded when the
 * create form is submitted, with the session messages it may show (the answer's words).
 */
export async function createSession(
  values: SessionFormValues,
  {
    banner,
    forInstitution,
    zone,
    start,
    dispatch,
  }: {
    banner: File | null;
    forInstitution: boolean;
    zone: string;
    start: <A>(request: UploadRequest) => Promise<UploadResult<A>>;
    dispatch: Dispatch;
  },
): Promise<CreateOutcome> {
  const form = new FormData();
  const plain: Record<string, string> = {
    sessionTitle: values.sessionTitle.trim(),
    description: values.description.trim(),
    organiser: values.organiser.trim(),
    presenter: values.presenter.trim(),
    // formik gives a number input's value as a number
    price: String(values.price ?? '').trim(),
    sessionDate: values.sessionDate,
    startTime: values.startTime,
    durationMinutes: values.durationMinutes,
    timeZone: zone,
    sessionAddressLink: values.sessionAddressLink.trim(),
    tags: values.tags.join(','),
  };
  if (forInstitution) plain.presenterId = values.presenterId;
  for (const [k, v] of Object.entries(plain)) form.append(k, v);
  if (banner) form.append('photo', banner);

  const result = await start<UploadAnswer<Session>>({ url: '/api/sessions', method: 'POST', formData: form });
  if (result.ok) {
    dispatch(sessionsChanged());
    return { ok: true, session: result.answer.data, message: translateMessage(result.answer.message ?? SESSION_MSG.created) };
  }
  if (result.reason === 'cancelled') return { ok: false, cancelled: true };
  return { ok: false, cancelled: false, status: result.status, message: result.message, fields: result.fields };
}
