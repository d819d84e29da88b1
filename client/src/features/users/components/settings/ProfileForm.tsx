import { Form, Formik, type FormikHelpers } from 'formik';
import {
  COUNTRIES,
  MSG,
  PROFILE_CATEGORIES,
  SCHEDULING_LINK_PREFIX,
  roleOf,
  type CurrentUser,
  type ProfileUpdateInput,
} from '@delv/shared';
import { SelectField, TextAreaField, TextField } from '../../../../components/form';
import { fieldErrors } from '../../../../lib/api';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useMessagesNow, useT, useValueLabels, type Translate } from '../../../../i18n';
import { useUpdateProfileMutation } from '../../api';
import { isCalendlyLink } from '../ProfileDetails';
import { lazySchema, loadSchemas, type Schemas } from '../../../../lib/validation';

// The Schedule tab embeds only Calendly pages, so mentors are held to that shape here (the
// message in the person's language: the schema is made again when the language changes).
const mentorSchema = (s: Schemas, t: Translate<'users'>) =>
  s.profileUpdateSchema.shape({
    calendly: s
      .optionalUrl()
      .test('calendly', t('form.calendlyInvalid', { prefix: SCHEDULING_LINK_PREFIX }), (v) => !v || isCalendlyLink(v)),
  });

/** Form state: selects start empty when the stored value is not one of the choices. */
type Values = Omit<ProfileUpdateInput, 'country' | 'category'> & { country: string; category: string };

function initialValues(user: CurrentUser): Values {
  const last = user.usercategory[user.usercategory.length - 1] ?? '';
  return {
    firstname: user.firstname ?? '',
    lastname: user.lastname ?? '',
    email: user.email ?? '',
    country: (COUNTRIES as readonly string[]).includes(user.country) ? user.country : '',
    // The displayed title is the last category entry (spec 000 §3).
    category: (PROFILE_CATEGORIES as readonly string[]).includes(last) ? last : '',
    linkedIn: user.linkedIn ?? '',
    twitter: user.twitter ?? '',
    facebook: user.facebook ?? '',
    website: user.website ?? '',
    calendly: user.calendly ?? '',
    about: user.about ?? '',
    bio: user.bio ?? '',
    qualification: user.qualification ?? '',
    experience: user.experience ?? '',
    education: user.education ?? '',
  };
}

/** The Profile tab of account settings (spec 000 §5 "Account profile form", 001 §5). */
export default function ProfileForm({ user }: { user: CurrentUser }) {
  const t = useT('users');
  const tm = useMessagesNow();
  const labels = useValueLabels();
  const [updateProfile] = useUpdateProfileMutation();
  const isMentor = roleOf(user.usercategory) === 'mentor';
  const schemaOf = (s: Schemas) => (isMentor ? mentorSchema(s, t) : s.profileUpdateSchema);
  const countryOptions = COUNTRIES.map((c) => ({ value: c, label: labels.country(c) }));
  const categoryOptions = PROFILE_CATEGORIES.map((c) => ({ value: c, label: labels.category(c) }));

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    // Send what the server will store: trimmed text, a lower-case e-mail.
    try {
      const body = schemaOf(await loadSchemas()).cast(values, { stripUnknown: true }) as ProfileUpdateInput;
      const res = await updateProfile(body).unwrap();
      notifySuccess(tm(res.message ?? MSG.userUpdateComplete));
      helpers.resetForm({ values: initialValues(res.data ?? user) });
    } catch (err) {
      const fields = fieldErrors(err);
      const status = (err as { status?: unknown }).status;
      if (Object.keys(fields).length) {
        helpers.setErrors(fields);
        helpers.setTouched(Object.fromEntries(Object.keys(fields).map((k) => [k, true])), false);
      } else if (status === 409) {
        // The new e-mail belongs to another account: say so next to the field.
        const body = (err as { data?: { error?: { message?: string } } }).data;
        helpers.setFieldError('email', body?.error?.message ?? MSG.emailTaken);
        helpers.setFieldTouched('email', true, false);
      } else {
        notifyError(t('form.failed'));
      }
    }
  };

  return (
    <Formik initialValues={initialValues(user)} validate={lazySchema(schemaOf)} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate className="form-grid users-profile-form" aria-label={t('form.label')}>
          <TextField name="firstname" label={t('field.firstName')} autoComplete="given-name" />
          <TextField name="lastname" label={t('field.lastName')} autoComplete="family-name" />
          <TextField name="email" label={t('field.email')} type="email" autoComplete="email" />
          <SelectField name="country" label={t('field.country')} options={countryOptions} placeholder={t('form.chooseCountry')} />
          <SelectField name="category" label={t('field.category')} options={categoryOptions} placeholder={t('form.chooseCategory')} />
          <TextField name="linkedIn" label={t('field.linkedIn')} type="url" placeholder={t('form.linkedInPlaceholder')} />
          <TextField name="twitter" label={t('field.twitter')} type="url" placeholder={t('form.twitterPlaceholder')} />
          <TextField name="facebook" label={t('field.facebook')} type="url" placeholder={t('form.facebookPlaceholder')} />
          <TextField name="website" label={t('field.website')} type="url" placeholder={t('form.websitePlaceholder')} />
          {isMentor && (
            <TextField
              name="calendly"
              label={t('field.calendly')}
              type="url"
              hint={t('form.calendlyHint', { prefix: SCHEDULING_LINK_PREFIX })}
              placeholder={t('form.calendlyPlaceholder')}
            />
          )}
          <TextAreaField name="about" label={t('field.about')} />
          <TextAreaField name="bio" label={t('field.bio')} />
          <TextField name="qualification" label={t('field.qualification')} />
          <TextAreaField name="experience" label={t('field.experience')} />
          <TextAreaField name="education" label={t('field.education')} />
          <div className="users-form-actions">
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {isSubmitting ? t('saving') : t('form.save')}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
