import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Form, Formik } from 'formik';
import { MSG, forgotPasswordSchema } from '@delv/shared';
import { TextField } from '../../../components/form';
import { errorMessage, fieldErrors } from '../../../lib/api';
import { useForgotPasswordMutation } from '../api';

export default function ForgotPasswordPage() {
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState('');

  return (
    <div className="container">
      <div className="auth-page">
        <div className="card">
          <h1>Forgot your password?</h1>
          {sent ? (
            <div role="status">
              {/* The server answers the same whether or not the account exists, so nobody can probe for accounts. */}
              <p className="alert alert-success">{sent}</p>
              <p className="muted">The link works once and expires after an hour.</p>
              <Link to="/login" className="btn btn-primary">Back to Sign In</Link>
            </div>
          ) : (
            <>
              <p className="muted">Enter the e-mail address of your account and we will send you a link to set a new password.</p>
              {problem && <p className="alert alert-error" role="alert">{problem}</p>}
              <Formik
                initialValues={{ email: '' }}
                validationSchema={forgotPasswordSchema}
                onSubmit={async (values, { setErrors }) => {
                  setProblem('');
                  try {
                    const res = await forgotPassword({ email: values.email.trim().toLowerCase() }).unwrap();
                    setSent(res.message ?? MSG.resetMailSent);
                  } catch (err) {
                    const fields = fieldErrors(err);
                    setErrors(fields);
                    if (Object.keys(fields).length === 0) setProblem(errorMessage(err));
                  }
                }}
              >
                <Form noValidate>
                  <TextField name="email" label="Email" type="email" autoComplete="email" />
                  <button type="submit" className="btn btn-primary btn-block" disabled={isLoading} aria-busy={isLoading}>
                    {isLoading ? 'Sending…' : 'Send reset link'}
                  </button>
                </Form>
              </Formik>
              <p className="center" style={{ marginTop: '1rem' }}><Link to="/login">Back to Sign In</Link></p>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
