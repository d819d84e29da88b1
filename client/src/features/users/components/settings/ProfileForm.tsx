import { Form, Formik, type FormikHelpers } from 'formik';
import {
  CATEGORY_LABELS,
  COUNTRIES,
  MSG,
  PROFILE_CATEGORIES,
  optionalUrl,
  profileUpdateSchema,
  roleOf,
  type CurrentUser,
  type ProfileUpdateInput,
} from '@delv/shared';
import { SelectField, TextAreaField, TextField } from '../../../../components/form';
import { fieldErrors } from '../../../../lib/api';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useUpdateProfileMutation } from '../../api';
import { isCalendlyLink } from '../ProfileDetails';

export const PROFILE_UPDATE_FAILED = 'Profile update failed, try again.';
export const CALENDLY_HINT = 'A link starting with https://calendly.com/';
const CALENDLY_INVALID = 'Enter your Calendly link, starting with https://calendly.com/';

// The Schedule tab embeds only Calendly pages, so mentors are held to that shape here.
const mentorSchema = profileUpdateSchema.shape({
  calendly: optionalUrl().test('calendly', CALENDLY_INVALID, (v) => !v || isCalendlyLink(v)),
});

/** Form state: selects start empty when the stored value is not one of the choices. */
type Values = Omit<ProfileUpdateInput, 'country' | 'category'> & { country: string; category: string };

const countryOptions = COUNTRIES.map((c) => ({ value: c, label: c }));
const categoryOptions = PROFILE_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] ?? c }));

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
  const [updateProfile] = useUpdateProfileMutation();
  const isMentor = roleOf(user.usercategory) === 'mentor';
  const schema = isMentor ? mentorSchema : profileUpdateSchema;

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    // Send what the server will store: trimmed text, a lower-case e-mail.
    const body = schema.cast(values, { stripUnknown: true }) as ProfileUpdateInput;
    try {
      const res = await updateProfile(body).unwrap();
      notifySuccess(res.message ?? MSG.userUpdateComplete);
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
        notifyError(PROFILE_UPDATE_FAILED);
      }
    }
  };

  return (
    <Formik initialValues={initialValues(user)} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate className="form-grid users-profile-form" aria-label="Profile details">
          <TextField name="firstname" label="First name" autoComplete="given-name" />
          <TextField name="lastname" label="Last name" autoComplete="family-name" />
          <TextField name="email" label="E-mail" type="email" autoComplete="email" />
          <SelectField name="country" label="Country" options={countryOptions} placeholder="Choose your country" />
          <SelectField name="category" label="Category" options={categoryOptions} placeholder="Choose a category" />
          <TextField name="linkedIn" label="LinkedIn" type="url" placeholder="https://www.linkedin.com/in/..." />
          <TextField name="twitter" label="Twitter" type="url" placeholder="https://x.com/..." />
          <TextField name="facebook" label="Facebook" type="url" placeholder="https://facebook.com/..." />
          <TextField name="website" label="Website" type="url" placeholder="https://..." />
          {isMentor && (
            <TextField name="calendly" label="Calendly" type="url" hint={CALENDLY_HINT} placeholder="https://calendly.com/your-name" />
          )}
          <TextAreaField name="about" label="About" />
          <TextAreaField name="bio" label="Bio" />
          <TextField name="qualification" label="Qualification" />
          <TextAreaField name="experience" label="Experience" />
          <TextAreaField name="education" label="Education" />
          <div className="users-form-actions">
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Save changes'}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
