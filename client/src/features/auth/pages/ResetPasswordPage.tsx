import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Form, Formik } from 'formik';
import { MSG, resetPasswordFormSchema } from '@delv/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PasswordField } from '../../../components/form';
import { errorMessage, fieldErrors } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useResetPasswordMutation } from '../api';
import { loggedOut } from '../sessionSlice';

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((s) => Boolean(s.session.token));
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [problem, setProblem] = useState('');

  return (
    <div className="container">
      <div className="auth-page">
        <div className="card">
          <h1>Set a new password</h1>
          {problem && (
            <div className="alert alert-error" role="alert">
              {problem} <Link to="/forgot-password">Ask for a new link</Link>
            </div>
          )}
          <Formik
            initialValues={{ token, newPassword: '', confirmPassword: '' }}
            validationSchema={resetPasswordFormSchema}
            onSubmit={async (values, { setErrors }) => {
              setProblem('');
              try {
                await resetPassword({ token: values.token, newPassword: values.newPassword }).unwrap();
                // The reset ends every session of the account; do not keep a dead one here.
                if (signedIn) dispatch(loggedOut());
                notifySuccess(MSG.passwordReset);
                navigate('/login', { replace: true });
              } catch (err) {
                const fields = fieldErrors(err);
                const { token: tokenError, ...rest } = fields;
                setErrors(rest);
                if (tokenError || Object.keys(rest).length === 0) setProblem(tokenError ?? errorMessage(err));
              }
            }}
          >
            <Form noValidate>
              <PasswordField name="newPassword" label="New password" autoComplete="new-password" hint={MSG.passwordMin} />
              <PasswordField name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
              <button type="submit" className="btn btn-primary btn-block" disabled={isLoading} aria-busy={isLoading}>
                {isLoading ? 'Saving…' : 'Reset password'}
              </button>
            </Form>
          </Formik>
        </div>
      </div>
    </div>
  );
}
