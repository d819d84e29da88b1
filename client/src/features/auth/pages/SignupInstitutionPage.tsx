import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Form, Formik } from 'formik';
import { INSTITUTION_COUNTRIES, INSTITUTION_INDUSTRIES, MSG, institutionSignupFormSchema, institutionSignupSchema } from '@delv/shared';
import { PasswordField, SelectField, TextAreaField, TextField } from '../../../components/form';
import TagInput from '../../../components/TagInput';
import { errorMessage, fieldErrors } from '../../../lib/api';
import { useSignupInstitutionMutation } from '../api';
import AccountCreated from '../components/AccountCreated';

type InstitutionValues = Record<Exclude<keyof typeof institutionSignupFormSchema.fields, 'specialities' | 'language'>, string> & { specialities: string[] };

const initialValues: InstitutionValues = {
  institutionName: '', institutionType: '', country: '', city: '', area: '', postalcode: '', website: '',
  specialities: [], bio: '', firstname: '', lastname: '', email: '', password: '', confirmPassword: '',
};
const industryOptions = INSTITUTION_INDUSTRIES.map((c) => ({ value: c, label: c }));
const countryOptions = INSTITUTION_COUNTRIES.map((c) => ({ value: c, label: c }));

export default function SignupInstitutionPage() {
  const [signupInstitution, { isLoading }] = useSignupInstitutionMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState('');

  if (sentTo) return <AccountCreated email={sentTo} />;

  return (
    <div className="container">
      <div className="auth-page auth-page-wide">
        <div className="card">
          <p><Link to="/signup">‹ Go back</Link></p>
          <h1>Register Institution</h1>
          {problem && <p className="alert alert-error" role="alert">{problem}</p>}
          <Formik<InstitutionValues>
            initialValues={initialValues}
            validationSchema={institutionSignupFormSchema}
            onSubmit={async ({ confirmPassword: _unused, ...values }, { setErrors }) => {
              setProblem('');
              try {
                const body = institutionSignupSchema.cast(values, { stripUnknown: true });
                await signupInstitution(body).unwrap();
                setSentTo(body.email);
              } catch (err) {
                const fields = fieldErrors(err);
                setErrors(fields);
                if (Object.keys(fields).length === 0) setProblem(errorMessage(err));
              }
            }}
          >
            {({ values, errors, touched, setFieldValue, setFieldTouched }) => {
              const mismatch = values.confirmPassword !== '' && values.password !== values.confirmPassword;
              const schemaSaysMismatch = touched.confirmPassword && errors.confirmPassword === MSG.institutionPasswordsDontMatch;
              return (
                <Form noValidate>
                  <fieldset className="form-grid form-grid-2" style={{ border: 0, padding: 0, margin: 0 }}>
                    <legend className="span-2" style={{ fontWeight: 700, marginBottom: '0.5rem' }}>Institution</legend>
                    <div className="span-2"><TextField name="institutionName" label="Institution name" autoComplete="organization" /></div>
                    <SelectField name="institutionType" label="Category" options={industryOptions} placeholder="Select a category" />
                    <SelectField name="country" label="Country" options={countryOptions} placeholder="Select a country" />
                    <TextField name="city" label="City" autoComplete="address-level2" />
                    <TextField name="area" label="Area code" />
                    <TextField name="postalcode" label="Postal code" autoComplete="postal-code" />
                    <TextField name="website" label="Website" type="url" placeholder="https://" autoComplete="url" />
                    <div className="span-2">
                      <TagInput
                        label="Specialities"
                        value={values.specialities}
                        onChange={(tags) => setFieldValue('specialities', tags)}
                        onBlur={() => setFieldTouched('specialities', true, false)}
                        error={touched.specialities && typeof errors.specialities === 'string' ? errors.specialities : undefined}
                        hint="Press Enter, comma or Tab to add each one. Keep below 10."
                      />
                    </div>
                    <div className="span-2">
                      <TextAreaField name="bio" label="Bio" rows={4} />
                      <p className="field-hint">You can add your institution's picture (at least 400×400 px) from its profile after you sign in.</p>
                    </div>
                  </fieldset>
                  <fieldset className="form-grid form-grid-2" style={{ border: 0, padding: 0, margin: '1rem 0 0' }}>
                    <legend className="span-2" style={{ fontWeight: 700, marginBottom: '0.5rem' }}>Administrator</legend>
                    <TextField name="firstname" label="First Name" autoComplete="given-name" />
                    <TextField name="lastname" label="Last Name" autoComplete="family-name" />
                    <div className="span-2"><TextField name="email" label="Email" type="email" autoComplete="email" /></div>
                    <PasswordField name="password" label="Password" autoComplete="new-password" hint={MSG.passwordMin} />
                    <div>
                      <PasswordField name="confirmPassword" label="Confirm password" autoComplete="new-password" />
                      {mismatch && !schemaSaysMismatch && <p className="field-error" role="alert">{MSG.institutionPasswordsDontMatch}</p>}
                    </div>
                  </fieldset>
                  <button
                    type="submit"
                    className="btn btn-primary btn-block"
                    disabled={isLoading || values.password !== values.confirmPassword}
                    aria-busy={isLoading}
                  >
                    {isLoading ? 'Creating account…' : 'Create Account'}
                  </button>
                </Form>
              );
            }}
          </Formik>
          <p className="center" style={{ marginTop: '1rem' }}>
            Already a member <Link to="/login">Sign In</Link>
          </p>
        </div>
      </div>
    </div>
  );
}
