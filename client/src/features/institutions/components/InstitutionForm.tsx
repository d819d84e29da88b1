import { useId, useState, type ReactNode } from 'react';
import { Form, Formik } from 'formik';
import {
  INSTITUTION_COUNTRIES,
  INSTITUTION_INDUSTRIES,
  LIMITS,
  MSG,
  type Institution,
  type InstitutionCreateInput,
  type InstitutionUpdateInput,
} from '@delv/shared';
import { SelectField, TextAreaField, TextField } from '../../../components/form';
import TagInput from '../../../components/TagInputOnUse';
import { apiErrorMessage, useMessagesNow, useT, useValueLabels, type MessageInput } from '../../../i18n';
import { fieldErrors } from '../../../lib/api';
import { lazySchema, loadSchemas } from '../../../lib/validation';

type Values = {
  institutionName: string;
  institutionType: string;
  country: string;
  city: string;
  area: string;
  postalcode: string;
  website: string;
  specialities: string[];
  bio: string;
  linkFacebook: string;
  linkTwitter: string;
  linkLinkedin: string;
  contactEmail: string;
};

const valuesOf = (i: Institution | null): Values => ({
  institutionName: i?.institutionName ?? '',
  institutionType: i?.institutionType ?? '',
  country: i?.country ?? '',
  city: i?.city ?? '',
  area: i?.area ?? '',
  postalcode: i?.postalcode ?? '',
  website: i?.website ?? '',
  specialities: i?.specialities ?? [],
  bio: i?.bio ?? '',
  linkFacebook: i?.linkFacebook ?? '',
  linkTwitter: i?.linkTwitter ?? '',
  linkLinkedin: i?.linkLinkedin ?? '',
  contactEmail: i?.contactEmail ?? '',
});

export type InstitutionFormResult =
  | { mode: 'create'; body: InstitutionCreateInput; picture: File | null }
  | { mode: 'update'; body: InstitutionUpdateInput; picture: File | null };

/**
 * The institution profile form: 'About you' at /onboarding/institute (create) and the Edit Profile
 * modal (update) (spec 001 §5). The shared schema checks it here and again on the server; the
 * picture (one image, 5,000,000 bytes at most) is sent after the profile, by institution id.
 */
export default function InstitutionForm({
  institution,
  submitLabel,
  busyLabel,
  onSubmit,
  actions,
}: {
  /** null: a new profile (create); otherwise the profile to update. */
  institution: Institution | null;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (result: InstitutionFormResult) => Promise<void>;
  /** Extra buttons beside submit (Cancel in the modal). */
  actions?: ReactNode;
}) {
  const t = useT('institutions');
  // The institution messages it shows (a schema error, the server's answer) come with the schema on the first check.
  const tm = useMessagesNow();
  const labels = useValueLabels();
  const ids = useId();
  const creating = institution === null;
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [problem, setProblem] = useState<MessageInput>(null);

  return (
    <Formik<Values>
      initialValues={valuesOf(institution)}
      // The update schema has every field of both forms (the create payload calls the type 'industry').
      validate={lazySchema((s) => s.institutionUpdateSchema, { messages: ['INSTITUTION_MSG'] })}
      onSubmit={async (values, { setErrors }) => {
        setProblem(null);
        if (picture && picture.size > LIMITS.IMAGE_BYTES) {
          setPictureError(MSG.imageTooLarge);
          return;
        }
        try {
          const { institutionCreateSchema, institutionUpdateSchema } = await loadSchemas();
          if (creating) {
            const body = institutionCreateSchema.cast({ ...values, industry: values.institutionType }, { stripUnknown: true });
            await onSubmit({ mode: 'create', body, picture });
          } else {
            await onSubmit({ mode: 'update', body: institutionUpdateSchema.cast(values, { stripUnknown: true }), picture });
          }
        } catch (err) {
          const fields = fieldErrors(err);
          if (fields.industry) fields.institutionType = fields.industry;
          setErrors(fields);
          if (fields.profilePicture) setPictureError(fields.profilePicture);
          if (!Object.keys(fields).length) setProblem(apiErrorMessage(err));
        }
      }}
    >
      {({ values, errors, touched, isSubmitting, setFieldValue, setFieldTouched }) => (
        <Form noValidate className="form-grid form-grid-2 inst-form">
          {problem && (
            <p className="alert alert-error span-2" role="alert">
              {tm(problem)}
            </p>
          )}
          <div className="span-2">
            <TextField name="institutionName" label={t('form.name')} autoComplete="organization" />
          </div>
          <SelectField
            name="institutionType"
            label={t('form.type')}
            options={INSTITUTION_INDUSTRIES.map((c) => ({ value: c, label: labels.industry(c) }))}
            placeholder={t('form.selectType')}
          />
          <SelectField
            name="country"
            label={t('form.country')}
            options={INSTITUTION_COUNTRIES.map((c) => ({ value: c, label: labels.country(c) }))}
            placeholder={t('form.selectCountry')}
          />
          <TextField name="city" label={t('form.city')} autoComplete="address-level2" />
          <TextField name="website" label={t('form.website')} type="url" placeholder={t('form.urlPlaceholder')} autoComplete="url" />
          <TextField name="area" label={t('form.area')} />
          <TextField name="postalcode" label={t('form.postalcode')} autoComplete="postal-code" />
          <div className="span-2">
            <TagInput
              label={t('form.specialities')}
              value={values.specialities}
              onChange={(tags) => setFieldValue('specialities', tags)}
              onBlur={() => setFieldTouched('specialities', true, false)}
              error={touched.specialities && typeof errors.specialities === 'string' ? errors.specialities : undefined}
              hint={t('form.specialitiesHint', { max: LIMITS.TAGS_ADVISED })}
            />
          </div>
          <div className="span-2">
            <TextAreaField name="bio" label={t('form.bio')} rows={4} />
          </div>
          {!creating && (
            <>
              <TextField name="linkFacebook" label={t('form.facebook')} type="url" placeholder={t('form.urlPlaceholder')} />
              <TextField name="linkTwitter" label={t('form.twitter')} type="url" placeholder={t('form.urlPlaceholder')} />
              <TextField name="linkLinkedin" label={t('form.linkedin')} type="url" placeholder={t('form.urlPlaceholder')} />
              <TextField name="contactEmail" label={t('form.contactEmail')} type="email" hint={t('form.contactEmailHint')} />
            </>
          )}
          <div className="field span-2">
            <label htmlFor={`${ids}-picture`}>{t('form.picture')}</label>
            <input
              id={`${ids}-picture`}
              type="file"
              accept="image/jpeg,image/png,image/gif,image/webp"
              aria-describedby={`${ids}-picture-hint${pictureError ? ` ${ids}-picture-error` : ''}`}
              onChange={(e) => {
                setPicture(e.target.files?.[0] ?? null);
                setPictureError(null);
              }}
            />
            <p className="field-hint" id={`${ids}-picture-hint`}>
              {t('form.pictureHint')}
            </p>
            {pictureError && (
              <p className="field-error" id={`${ids}-picture-error`} role="alert">
                {tm(pictureError)}
              </p>
            )}
          </div>
          <div className="span-2 inst-form-actions">
            {actions}
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {isSubmitting ? busyLabel : submitLabel}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
