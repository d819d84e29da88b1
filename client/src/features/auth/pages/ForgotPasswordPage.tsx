import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Form, Formik } from 'formik';
import { MSG } from '@delv/shared';
import { TextField } from '../../../components/form';
import { apiErrorMessage, useMessages, useT, type MessageInput } from '../../../i18n';
import { fieldErrors } from '../../../lib/api';
import { useForgotPasswordMutation } from '../api';
import { lazySchema } from '../../../lib/validation';

export default function ForgotPasswordPage() {
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const t = useT('auth');
  const tm = useMessages();
  // Messages are kept as the server or schema gave them and translated when shown.
  const [sent, setSent] = useState<MessageInput>(null);
  const [problem, setProblem] = useState<MessageInput>(null);

  return (
    <div className="container">
      <div className="auth-page">
        <div className="card">
          <h1>{t('forgot.title')}</h1>
          {sent ? (
            <div role="status">
              {/* The server answers the same whether or not the account exists, so nobody can probe for accounts. */}
              <p className="alert alert-success">{tm(sent)}</p>
              <p className="muted">{t('forgot.linkOnce')}</p>
              <Link to="/login" className="btn btn-primary">
                {t('backToSignIn')}
              </Link>
            </div>
          ) : (
            <>
              <p className="muted">{t('forgot.intro')}</p>
              {problem && (
                <p className="alert alert-error" role="alert">
                  {tm(problem)}
                </p>
              )}
              <Formik
                initialValues={{ email: '' }}
                validate={lazySchema((s) => s.forgotPasswordSchema)}
                onSubmit={async (values, { setErrors }) => {
                  setProblem(null);
                  try {
                    const res = await forgotPassword({ email: values.email.trim().toLowerCase() }).unwrap();
                    setSent(res.message ?? MSG.resetMailSent);
                  } catch (err) {
                    const fields = fieldErrors(err);
                    setErrors(fields);
                    if (Object.keys(fields).length === 0) setProblem(apiErrorMessage(err));
                  }
                }}
              >
                <Form noValidate>
                  <TextField name="email" label={t('fields.email')} type="email" autoComplete="email" />
                  <button type="submit" className="btn btn-primary btn-block" disabled={isLoading} aria-busy={isLoading}>
                    {t(isLoading ? 'forgot.submitting' : 'forgot.submit')}
                  </button>
                </Form>
              </Formik>
              <p className="center" style={{ marginTop: '1rem' }}>
                <Link to="/login">{t('backToSignIn')}</Link>
              </p>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
