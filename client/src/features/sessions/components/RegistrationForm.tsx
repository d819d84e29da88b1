import { Form, Formik } from 'formik';
import { MSG, type RegistrationFormInput } from '@delv/shared';
import { TextField } from '../../../components/form';
import FormActions from '../../../components/FormActions';
import { useT } from '../../../i18n';
import { lazySchema, loadSchemas } from '../../../lib/validation';

/**
 * /joinsession's second step, the registration form (spec 001 §5 "Registration form"): loaded when
 * the person chooses Register, so the page's first view (the session and its Register button) comes
 * without formik. `onDone` gets the values as the server stores them (trimmed).
 */
export default function RegistrationForm({
  person,
  signedIn,
  onBack,
  onDone,
}: {
  person: RegistrationFormInput;
  signedIn: boolean;
  onBack: () => void;
  onDone: (person: RegistrationFormInput) => void;
}) {
  const t = useT('sessions');
  return (
    // Validated on mount, Next disabled until valid.
    <Formik
      initialValues={person}
      validate={lazySchema((s) => s.registrationFormSchema)}
      validateOnMount
      // The schema arrives with the first check: until then a blank form counts as invalid,
      // so Next is never enabled for a moment before it (shown only once a field is touched).
      initialErrors={person.firstname && person.lastname && person.email ? undefined : { email: MSG.emailRequired }}
      onSubmit={async (values) => {
        // Trimmed as the server stores it (as typed if the schemas could not be fetched).
        const schemas = await loadSchemas().catch(() => null);
        onDone((schemas?.registrationFormSchema.cast(values) ?? values) as RegistrationFormInput);
      }}
    >
      {({ isValid }) => (
        <Form noValidate aria-label={t('join.form')}>
          <fieldset disabled={signedIn} style={{ border: 0, padding: 0, margin: 0 }}>
            <TextField name="firstname" label={t('join.firstName')} autoComplete="given-name" />
            <TextField name="lastname" label={t('join.lastName')} autoComplete="family-name" />
            <TextField name="email" label={t('join.email')} type="email" autoComplete="email" />
          </fieldset>
          <FormActions className="sessions-step-actions" onCancel={onBack} disabled={!isValid} labels={[t('join.back'), t('join.next')]} />
        </Form>
      )}
    </Formik>
  );
}
