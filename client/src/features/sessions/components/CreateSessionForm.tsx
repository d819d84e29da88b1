import { lazy, Suspense, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { LIMITS, MSG, SESSION_DURATIONS, roleOf, type CurrentUser, type Session } from '@delv/shared';
import TagInput from '../../../components/TagInputOnUse';
import { SelectField, TextAreaField, TextField } from '../../../components/form';
import { useAppDispatch } from '../../../lib/hooks';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpload } from '../../../lib/upload';
import { durationLabel } from '../format';
import { useMessagesNow, useT } from '../../../i18n';
import { lazySchema } from '../../../lib/validation';

// Institutions only: the affiliated mentors to choose the presenter from (with the sessions api).
const PresenterPicker = lazy(() => import('./PresenterPicker'));

/** Spec 001 §8: what the person sees when creating fails for a reason other than a field. */
/** The English alert (tests); the screen shows the catalogue's words. */
export const CREATE_FAILED_ALERT = 'Session creation failed, try again.';
const BANNER_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export interface SessionFormValues {
  sessionTitle: string;
  description: string;
  sessionDate: string;
  startTime: string;
  durationMinutes: string;
  organiser: string;
  presenter: string;
  presenterId: string;
  price: string | number;
  sessionAddressLink: string;
  tags: string[];
}

/** The zone the times are typed in: the creator's own (stored with the session). */
function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Africa/Kampala';
  } catch {
    return 'Africa/Kampala';
  }
}

function bannerProblem(file: File): string | null {
  if (!BANNER_TYPES.includes(file.type)) return MSG.imageOnly;
  if (file.size > LIMITS.IMAGE_BYTES) return MSG.imageTooLarge;
  return null;
}

/** Spec 001 §5: Create stays disabled until these are filled. */
export function requiredFilled(v: SessionFormValues, forInstitution: boolean): boolean {
  const must = [
    v.sessionTitle,
    v.description,
    v.sessionDate,
    v.startTime,
    v.durationMinutes,
    v.organiser,
    v.price,
    forInstitution ? v.presenterId : v.presenter,
  ];
  return must.every((x) => String(x ?? '').trim() !== '');
}

function TagsField() {
  const t = useT('sessions');
  const tm = useMessagesNow();
  const { values, setFieldValue, errors } = useFormikContext<SessionFormValues>();
  const err = errors.tags;
  return (
    <TagInput
      label={t('form.tags')}
      value={values.tags}
      onChange={(tags) => setFieldValue('tags', tags)}
      error={typeof err === 'string' ? tm(err) : undefined}
    />
  );
}

/**
 * The create-session form (spec 001 §5), shared by /session/create and the Create Session modal.
 * The banner goes up with the fields in one multipart request (lib/upload.ts), for a progress bar.
 */
export default function CreateSessionForm({
  user,
  onCreated,
  onCancel,
}: {
  user: CurrentUser;
  onCreated: (session: Session) => void;
  onCancel?: () => void;
}) {
  const t = useT('sessions');
  const tm = useMessagesNow();
  const durationOptions = SESSION_DURATIONS.map((m) => ({ value: String(m), label: durationLabel(m) }));
  const dispatch = useAppDispatch();
  const { start: startUpload, cancel: cancelUpload, progress } = useUpload();
  const forInstitution = roleOf(user.usercategory) === 'institution';
  const fileId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [banner, setBanner] = useState<File | null>(null);
  const [bannerError, setBannerError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const zone = browserZone();

  useEffect(() => {
    if (!banner || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return undefined;
    }
    const url = URL.createObjectURL(banner);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [banner]);

  const onBanner = (e: ChangeEvent<HTMLInputElement>) => {
    const files = e.target.files;
    if (!files || files.length === 0) {
      setBanner(null);
      setBannerError(null);
      return;
    }
    if (files.length > 1) {
      setBanner(null);
      setBannerError(MSG.oneFileOnly);
      return;
    }
    const problem = bannerProblem(files[0]);
    setBannerError(problem);
    setBanner(problem ? null : files[0]);
  };

  const initial: SessionFormValues = {
    sessionTitle: '',
    description: '',
    sessionDate: '',
    startTime: '',
    durationMinutes: '',
    organiser: forInstitution ? '' : `${user.firstname} ${user.lastname}`.trim(),
    presenter: forInstitution ? '' : `${user.firstname} ${user.lastname}`.trim(),
    presenterId: '',
    price: '0',
    sessionAddressLink: '',
    tags: [],
  };

  const onSubmit = async (values: SessionFormValues, helpers: FormikHelpers<SessionFormValues>) => {
    setFailure(null);
    // The sending code (and the session messages its answer may show) loads on the first Create.
    const outcome = await import('./createSession')
      .then(({ createSession }) => createSession(values, { banner, forInstitution, zone, start: startUpload, dispatch }))
      .catch(() => ({
        ok: false as const,
        cancelled: false as const,
        status: 0,
        message: MSG.networkError,
        fields: {} as Record<string, string>,
      }));
    if (outcome.ok) {
      notifySuccess(outcome.message);
      onCreated(outcome.session);
      return;
    }
    // Stopped by the person: the form stays as it was, without an alarm.
    if (outcome.cancelled) return;
    const { fields } = outcome;
    if (Object.keys(fields).length) {
      helpers.setErrors(fields);
      helpers.setTouched(Object.fromEntries(Object.keys(fields).map((k) => [k, true])), false);
      if (fields.photo) setBannerError(fields.photo);
    }
    if (outcome.status === 413 || outcome.status === 415) setBannerError(outcome.message);
    setFailure(outcome.message);
    notifyError(t('form.failed'));
  };

  const percent = progress === null ? 0 : Math.round(progress * 100);

  return (
    <Formik
      initialValues={initial}
      validate={lazySchema((s) => s.sessionSchemaFor(forInstitution), { messages: ['SESSION_MSG'] })}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, values }) => (
        <Form noValidate className="sessions-form" aria-label={t('form.label')}>
          <div className="sessions-span">
            <TextField name="sessionTitle" label={t('form.name')} />
          </div>
          <div className="sessions-span">
            <TextAreaField name="description" label={t('form.description')} rows={4} />
          </div>
          <TextField name="sessionDate" label={t('form.date')} type="date" />
          <TextField name="startTime" label={t('form.time')} type="time" hint={t('form.zone', { zone })} />
          <SelectField name="durationMinutes" label={t('form.duration')} options={durationOptions} placeholder={t('form.chooseDuration')} />
          <TextField name="price" label={t('form.price')} type="number" hint={t('form.priceHint')} />
          <TextField name="organiser" label={t('form.organizer')} />
          {forInstitution ? (
            <Suspense
              fallback={<SelectField name="presenterId" label={t('form.speaker')} options={[]} placeholder={t('form.loadingMentors')} />}
            >
              <PresenterPicker institutionId={user.institutionId ?? ''} />
            </Suspense>
          ) : (
            <TextField name="presenter" label={t('form.speaker')} />
          )}
          <div className="sessions-span">
            <TextField
              name="sessionAddressLink"
              label={t('form.link')}
              type="url"
              placeholder={t('form.linkPlaceholder')}
              hint={t('form.linkHint')}
            />
          </div>
          <div className="sessions-span">
            <TagsField />
          </div>
          <div className="field sessions-span">
            <label htmlFor={fileId}>{t('form.banner')}</label>
            <input
              ref={fileRef}
              id={fileId}
              type="file"
              accept="image/*"
              onChange={onBanner}
              disabled={isSubmitting}
              aria-describedby={`${fileId}-hint`}
            />
            <p id={`${fileId}-hint`} className="field-hint">
              {t('form.bannerHint')}
            </p>
            {bannerError && (
              <p className="field-error" role="alert">
                {tm(bannerError)}
              </p>
            )}
            {preview && <img src={preview} alt={t('form.preview')} className="sessions-banner-preview" />}
          </div>
          {isSubmitting && (
            <div className="sessions-progress">
              <label htmlFor={`${fileId}-progress`}>{banner ? t('form.uploading', { percent }) : t('form.creating')}</label>
              <progress id={`${fileId}-progress`} max={100} value={percent}>
                {percent}%
              </progress>
            </div>
          )}
          {failure && (
            <p className="alert alert-error sessions-span" role="alert">
              {tm(failure)}
            </p>
          )}
          <div className="sessions-form-actions">
            <button type="submit" className="btn btn-primary" disabled={isSubmitting || !requiredFilled(values, forInstitution)}>
              {isSubmitting ? t('form.creating') : t('form.create')}
            </button>
            {isSubmitting ? (
              <button type="button" className="btn btn-outline" onClick={cancelUpload}>
                {t('form.stop')}
              </button>
            ) : (
              onCancel && (
                <button type="button" className="btn btn-outline" onClick={onCancel}>
                  {t('form.cancel')}
                </button>
              )
            )}
          </div>
        </Form>
      )}
    </Formik>
  );
}
