import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Form, Formik } from 'formik';
import { CATEGORY_LABELS, COUNTRIES, MSG, USER_CATEGORIES, signupFormSchema, signupSchema } from '@delv/shared';
import { PasswordField, SelectField, TextField } from '../../../components/form';
import { errorMessage, fieldErrors } from '../../../lib/api';
import { useSignupMutation } from '../api';
import AccountCreated from '../components/AccountCreated';
import GoogleSignIn from '../components/GoogleSignIn';
import { useGoogleSignIn } from '../useGoogleSignIn';

interface SignupValues {
  firstname: string;
  lastname: string;
  email: string;
  country: string;
  usercategory: string;
  password: string;
  repeatPassword: string;
}

const initialValues: SignupValues = { firstname: '', lastname: '', email: '', country: '', usercategory: '', password: '', repeatPassword: '' };
const countryOptions = COUNTRIES.map((c) => ({ value: c, label: c }));
const categoryOptions = USER_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] ?? c }));

export default function SignupIndividualPage() {
  const [signup, { isLoading }] = useSignupMutation();
  // An invitation link brings the invited address along (/signup?email=...).
  const invitedEmail = new URLSearchParams(useLocation().search).get('email') ?? '';
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  const google = useGoogleSignIn();

  if (sentTo) return <AccountCreated email={sentTo} />;

  return (
    <div className="container">
      <div className="auth-page auth-page-wide">
        <div className="card">
          <p><Link to="/signup">‹ Go back</Link></p>
          <h1>Sign Up</h1>
          <p className="muted">Rethink, Ignite your Career</p>
          {problem && (
            <div className="alert alert-error" role="alert">
              {problem} {/already exists/i.test(problem) && <Link to="/login">Sign in</Link>}
            </div>
          )}
          <GoogleSignIn onCredential={google.onCredential} text="signup_with" />
          <Formik<SignupValues>
            initialValues={{ ...initialValues, email: invitedEmail }}
            validationSchema={signupFormSchema}
            onSubmit={async (values, { setErrors }) => {
              setProblem('');
              try {
                // The schema's cast trims, lower-cases the e-mail and makes the category a list:
                // exactly what the server's copy of the same schema expects.
                const body = signupSchema.cast(values, { stripUnknown: true });
                await signup(body).unwrap();
                setSentTo(body.email);
              } catch (err) {
                const fields = fieldErrors(err);
                setErrors(fields);
                // A taken e-mail (409) or a failure without field detail is said at the top.
                if (Object.keys(fields).length === 0) setProblem(errorMessage(err));
              }
            }}
          >
            <Form noValidate className="form-grid form-grid-2">
              <TextField name="firstname" label="First Name" autoComplete="given-name" />
              <TextField name="lastname" label="Last Name" autoComplete="family-name" />
              <div className="span-2"><TextField name="email" label="Email" type="email" autoComplete="email" /></div>
              <SelectField name="country" label="Country" options={countryOptions} placeholder="Select your country" />
              <SelectField name="usercategory" label="Category" options={categoryOptions} placeholder="Select a category" />
              <PasswordField name="password" label="Password" autoComplete="new-password" hint={MSG.passwordMin} />
              <PasswordField name="repeatPassword" label="Repeat password" autoComplete="new-password" />
              <div className="span-2">
                <button type="submit" className="btn btn-primary btn-block" disabled={isLoading} aria-busy={isLoading}>
                  {isLoading ? 'Registering…' : 'Register'}
                </button>
              </div>
            </Form>
          </Formik>
          <p className="center" style={{ marginTop: '1rem' }}>
            Already a member <Link to="/login">Sign In</Link>
          </p>
        </div>
      </div>
    </div>
  );
}
