import type { AppDispatch } from '../../../lib/hooks';
import type { InstitutionCreateInput } from '@delv/shared';
import { apiErrorMessage, translateMessage } from '../../../i18n';
import { institutionsApi } from '../api';

/**
 * /onboarding/institute's sending (spec 001 §4): the profile, then its picture by institution id.
 * Loaded on submit, with the institutions api. A refused profile rejects (the form shows the
 * fields); a refused picture does not (the profile exists: it can be tried again from Edit Profile).
 */
export async function createInstitution(
  dispatch: AppDispatch,
  body: InstitutionCreateInput,
  picture: File | null,
): Promise<{ id: string; message: string; pictureFailure: string | null }> {
  const res = await dispatch(institutionsApi.endpoints.createInstitution.initiate(body)).unwrap();
  const id = res.data!._id;
  let pictureFailure: string | null = null;
  if (picture) {
    try {
      await dispatch(institutionsApi.endpoints.uploadInstitutionPicture.initiate({ id, file: picture })).unwrap();
    } catch (err) {
      pictureFailure = translateMessage(apiErrorMessage(err));
    }
  }
  // In the person's language (the institution messages came with the form's first check).
  return { id, message: translateMessage(res.message), pictureFailure };
}
