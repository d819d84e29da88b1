import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Form, Formik } from 'formik';
import { MSG } from '@delv/shared';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { PasswordField } from '../../../components/form';
import { apiErrorMessage, useMessages, useT, type MessageInput } from '../../../i18n';
import { fieldErrors } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useResetPasswordMutation } from '../api';
import { loggedOut } from '../../../lib/session';
import { lazySchema } from '../../../lib/validation';

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((s) => Boolean(s.session.token));
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const t = useT('auth');
  const tm = useMessages();
  const [problem, setProblem] = useState<MessageInput>(null);

  return (
    <div className="container">
      <div className="auth-page">
        <div className="card">
          <h1>{t('reset.title')}</h1>
          {problem && (
            <div className="alert alert-error" role="alert">
              {tm(problem)} <Link to="/forgot-password">{t('reset.askAgain')}</Link>
            </div>
          )}
          <Formik
            initialValues={{ token, newPassword: '', confirmPassword: '' }}
            validate={lazySchema((s) => s.resetPasswordFormSchema)}
            onSubmit={async (values, { setErrors }) => {
              setProblem(null);
              try {
                await resetPassword({ token: values.token, newPassword: values.newPassword }).unwrap();
                // The reset ends every session of the account; do not keep a dead one here.
                if (signedIn) dispatch(loggedOut());
                notifySuccess(tm(MSG.passwordReset));
                navigate('/login', { replace: true });
              } catch (err) {
                const fields = fieldErrors(err);
                const { token: tokenError, ...rest } = fields;
                setErrors(rest);
                if (tokenError || Object.keys(rest).length === 0) setProblem(tokenError ?? apiErrorMessage(err));
              }
            }}
          >
            <Form noValidate>
              <PasswordField name="newPassword" label={t('fields.newPassword')} autoComplete="new-password" hint={tm(MSG.passwordMin)} />
              <PasswordField name="confirmPassword" label={t('fields.confirmNewPassword')} autoComplete="new-password" />
              <button type="submit" className="btn btn-primary btn-block" disabled={isLoading} aria-busy={isLoading}>
                {t(isLoading ? 'reset.submitting' : 'reset.submit')}
              </button>
            </Form>
          </Formik>
        </div>
      </div>
    </div>
  );
}
