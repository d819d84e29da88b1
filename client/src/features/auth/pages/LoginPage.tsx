import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { MSG, isEmail, isLanguage } from '@delv/shared';
import { useAppDispatch } from '../../../lib/hooks';
import { FieldShell, PasswordInput, describedBy, useFieldIds } from '../../../components/Field';
import { apiErrorMessage, setLanguage, translateMessage, useMessages, useT, type MessageInput } from '../../../i18n';
import { errorMessage, fieldErrors } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useConfirmEmailQuery, useLoginMutation } from '../api';
import GoogleSignIn from '../components/GoogleSignIn';
import { postLoginPath } from '../postLogin';
import { loggedIn } from '../../../lib/session';
import { useGoogleSignIn } from '../useGoogleSignIn';

/*
 * The most visited screen, so it is kept small: two fields handled with React state and the
 * shared field pieces (components/Field.tsx) instead of formik and yup, which save about 13 KB
 * gzipped here. Other forms use formik.
 */

interface LoginValues {
  email: string;
  password: string;
}
type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** Only "filled in" and "looks like an e-mail" (spec 000 §5); the server decides the rest. */
function validate(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.email.trim()) errors.email = MSG.emailRequired;
  else if (!isEmail(values.email)) errors.email = MSG.emailInvalid;
  if (!values.password) errors.password = MSG.passwordRequired;
  return errors;
}

/** /confirm/login/:id: confirms the e-mail once and says how it went, above the form. */
function ConfirmationNotice({ token }: { token: string }) {
  const t = useT('auth');
  const tm = useMessages();
  const { isLoading, isSuccess, isError, error } = useConfirmEmailQuery(token);
  const verified = t('login.emailVerified');
  useEffect(() => {
    if (isSuccess) notifySuccess(verified, { id: 'email-verified' });
  }, [isSuccess, verified]);
  if (isLoading)
    return (
      <p className="alert" role="status">
        {t('login.confirming')}
      </p>
    );
  if (isSuccess) {
    return (
      <p className="alert alert-success" role="status">
        {t.rich('login.confirmed', { confirmed: tm(MSG.userConfirmed) }, { strong: <strong /> })}
      </p>
    );
  }
  if (isError)
    return (
      <p className="alert alert-error" role="alert">
        {tm(apiErrorMessage(error))}
      </p>
    );
  return null;
}

export default function LoginPage() {
  const { id: confirmToken } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const t = useT('auth');
  const tm = useMessages();
  const [login, { isLoading }] = useLoginMutation();
  const google = useGoogleSignIn();
  // An invitation link brings the invited address along (/login?email=...).
  const [values, setValues] = useState<LoginValues>(() => ({
    email: new URLSearchParams(location.search).get('email') ?? '',
    password: '',
  }));
  const [touched, setTouched] = useState<Partial<Record<keyof LoginValues, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<LoginErrors>({});
  // Problems other than a wrong password (unconfirmed e-mail, network, rate limit) stay on the page.
  const [problem, setProblem] = useState<MessageInput>(null);

  const errors = { ...validate(values), ...serverErrors };
  const emailIds = useFieldIds('email');
  const passwordIds = useFieldIds('password');
  const emailError = touched.email ? errors.email : undefined;
  const passwordError = touched.password ? errors.password : undefined;

  const change = (name: keyof LoginValues) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: e.target.value }));
    setServerErrors((s) => ({ ...s, [name]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched({ email: true, password: true });
    if (Object.keys(validate(values)).length > 0) return;
    setProblem(null);
    try {
      const res = await login({ email: values.email.trim(), password: values.password }).unwrap();
      // The account's language first, so the welcome and the next page already speak it.
      if (isLanguage(res.user.language)) await setLanguage(res.user.language);
      dispatch(loggedIn({ token: res.token, user: res.user }));
      notifySuccess(translateMessage(MSG.userLoggedIn), { id: 'logged-in' });
      navigate(postLoginPath(location, res.user.usercategory), { replace: true });
    } catch (err) {
      const fields = fieldErrors(err);
      setServerErrors({ email: fields.email, password: fields.password });
      // A wrong e-mail or password is a toast at the bottom left for 5 s (spec 000 §8).
      if (errorMessage(err) === MSG.loginIncorrect) notifyError(tm(MSG.loginIncorrect), { id: 'login-failed' });
      else setProblem(apiErrorMessage(err));
    }
  };

  return (
    <div className="container">
      <div className="auth-page">
        <div className="card">
          <h1>{t('login.title')}</h1>
          <p className="muted">{t('login.intro')}</p>
          {confirmToken && <ConfirmationNotice token={confirmToken} />}
          {problem && (
            <p className="alert alert-error" role="alert">
              {tm(problem)}
            </p>
          )}
          <GoogleSignIn onCredential={google.onCredential} />
          <form noValidate onSubmit={submit}>
            <FieldShell
              label={t('fields.email')}
              inputId={emailIds.inputId}
              hintId={emailIds.hintId}
              error={emailError}
              errorId={emailIds.errorId}
            >
              <input
                id={emailIds.inputId}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                value={values.email}
                onChange={change('email')}
                onBlur={() => setTouched((t) => ({ ...t, email: true }))}
                aria-invalid={emailError ? true : undefined}
                aria-describedby={describedBy([emailError ? emailIds.errorId : false])}
              />
            </FieldShell>
            <FieldShell
              label={t('fields.password')}
              inputId={passwordIds.inputId}
              hintId={passwordIds.hintId}
              error={passwordError}
              errorId={passwordIds.errorId}
            >
              <PasswordInput
                id={passwordIds.inputId}
                name="password"
                label={t('fields.password')}
                value={values.password}
                onChange={change('password')}
                onBlur={() => setTouched((t) => ({ ...t, password: true }))}
                autoComplete="current-password"
                invalid={Boolean(passwordError)}
                ariaDescribedBy={describedBy([passwordError ? passwordIds.errorId : false])}
              />
            </FieldShell>
            <p style={{ textAlign: 'right', marginTop: '-0.25rem' }}>
              <Link to="/forgot-password">{t('login.forgot')}</Link>
            </p>
            <button type="submit" className="btn btn-primary btn-block" disabled={isLoading || google.isLoading} aria-busy={isLoading}>
              {t(isLoading ? 'login.submitting' : 'login.submit')}
            </button>
          </form>
          <p className="center" style={{ marginTop: '1rem' }}>
            {t.rich('login.noAccount', {}, { link: <Link to="/signup" /> })}
          </p>
        </div>
      </div>
    </div>
  );
}
