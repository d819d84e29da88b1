import { useState } from 'react';
import { lazyPage } from '../../../lib/lazyPage';
import { Link, useLocation } from 'react-router-dom';
import { Form, Formik } from 'formik';
import { COUNTRIES, LEARNER_CATEGORIES, MSG, USER_CATEGORIES } from '@delv/shared';
import { PasswordField, SelectField, TextField } from '../../../components/form';
import { apiErrorMessage, getLanguage, useMessages, useT, useValueLabels, type MessageInput } from '../../../i18n';
import { errorMessage, fieldErrors } from '../../../lib/api';
import { useSignupMutation } from '../api';
import GoogleSignIn from '../components/GoogleSignIn';
import { lazySchema, loadSchemas } from '../../../lib/validation';
import { useGoogleSignIn } from '../useGoogleSignIn';

// What shows once the account is made: loaded then, not with the form.
const AccountCreated = lazyPage(() => import('../components/AccountCreated'));

interface SignupValues {
  firstname: string;
  lastname: string;
  email: string;
  country: string;
  usercategory: string;
  birthDate: string;
  password: string;
  repeatPassword: string;
}

const initialValues: SignupValues = {
  firstname: '',
  lastname: '',
  email: '',
  country: '',
  usercategory: '',
  birthDate: '',
  password: '',
  repeatPassword: '',
};

export default function SignupIndividualPage() {
  const [signup, { isLoading }] = useSignupMutation();
  // An invitation link brings the invited address along (/signup?email=...).
  const invitedEmail = new URLSearchParams(useLocation().search).get('email') ?? '';
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<MessageInput>(null);
  const [emailTaken, setEmailTaken] = useState(false);
  const google = useGoogleSignIn();
  const t = useT('auth');
  const tm = useMessages();
  const labels = useValueLabels();
  const countryOptions = COUNTRIES.map((c) => ({ value: c, label: labels.country(c) }));
  const categoryOptions = USER_CATEGORIES.map((c) => ({ value: c, label: labels.category(c) }));

  if (sentTo) return <AccountCreated email={sentTo} />;

  return (
    <div className="container">
      <div className="auth-page auth-page-wide">
        <div className="card">
          <p>
            <Link to="/signup">{t('signup.back')}</Link>
          </p>
          <h1>{t('signup.title')}</h1>
          <p className="muted">{t('signup.tagline')}</p>
          {problem && (
            <div className="alert alert-error" role="alert">
              {tm(problem)} {emailTaken && <Link to="/login">{t('signup.signIn')}</Link>}
            </div>
          )}
          <GoogleSignIn onCredential={google.onCredential} text="signup_with" />
          <Formik<SignupValues>
            initialValues={{ ...initialValues, email: invitedEmail }}
            validate={lazySchema((s) => s.signupFormSchema)}
            onSubmit={async (values, { setErrors }) => {
              setProblem(null);
              setEmailTaken(false);
              try {
                // The schema's cast trims, lower-cases the e-mail and makes the category a list:
                // exactly what the server's copy of the same schema expects.
                // The page's language goes with it: the confirmation e-mail and the account use it.
                const { birthDate, ...rest } = values;
                const learner = LEARNER_CATEGORIES.includes(values.usercategory);
                const body = (await loadSchemas()).signupSchema.cast(
                  { ...rest, ...(learner && birthDate ? { birthDate } : {}), language: getLanguage() },
                  { stripUnknown: true },
                );
                await signup(body).unwrap();
                setSentTo(body.email);
              } catch (err) {
                const fields = fieldErrors(err);
                setErrors(fields);
                // A taken e-mail (409) or a failure without field detail is said at the top.
                if (Object.keys(fields).length === 0) setProblem(apiErrorMessage(err));
                setEmailTaken(errorMessage(err) === MSG.emailTaken);
              }
            }}
          >
            {({ values }) => (
              <Form noValidate className="form-grid form-grid-2">
                <TextField name="firstname" label={t('fields.firstName')} autoComplete="given-name" />
                <TextField name="lastname" label={t('fields.lastName')} autoComplete="family-name" />
                <div className="span-2">
                  <TextField name="email" label={t('fields.email')} type="email" autoComplete="email" />
                </div>
                <SelectField name="country" label={t('fields.country')} options={countryOptions} placeholder={t('fields.selectCountry')} />
                <SelectField
                  name="usercategory"
                  label={t('fields.category')}
                  options={categoryOptions}
                  placeholder={t('fields.selectCategory')}
                />
                {/* Learners give it (issue 32): under 18, a parent or guardian agrees before the account is used. */}
                {LEARNER_CATEGORIES.includes(values.usercategory) && (
                  <div className="span-2">
                    <TextField
                      name="birthDate"
                      label={t('fields.birthDate')}
                      type="date"
                      autoComplete="bday"
                      hint={t('fields.birthDateHint')}
                    />
                  </div>
                )}
                <PasswordField name="password" label={t('fields.password')} autoComplete="new-password" hint={tm(MSG.passwordMin)} />
                <PasswordField name="repeatPassword" label={t('fields.repeatPassword')} autoComplete="new-password" />
                <div className="span-2">
                  <button type="submit" className="btn btn-primary btn-block" disabled={isLoading} aria-busy={isLoading}>
                    {t(isLoading ? 'signup.submitting' : 'signup.submit')}
                  </button>
                </div>
              </Form>
            )}
          </Formik>
          <p className="center" style={{ marginTop: '1rem' }}>
            {t.rich('signup.member', {}, { link: <Link to="/login" /> })}
          </p>
        </div>
      </div>
    </div>
  );
}
