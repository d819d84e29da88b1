import { Form, Formik, type FormikHelpers } from 'formik';
import { LIMITS, MSG } from '@delv/shared';
import { PasswordField } from '../../../../components/form';
import { fieldErrors } from '../../../../lib/api';
import { apiErrorMessage, useMessagesNow, useT } from '../../../../i18n';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useChangePasswordMutation } from '../../api';
import SignOutEverywhere from './SignOutEverywhere';
import { lazySchema } from '../../../../lib/validation';

interface Values {
  password: string;
  newPassword: string;
  confirmPassword: string;
}
type Status = { kind: 'success' | 'error'; message: string } | undefined;

const empty: Values = { password: '', newPassword: '', confirmPassword: '' };

/** Save stays disabled until the new password is long enough and typed the same twice (spec 000 §5). */
export function canSavePassword(v: Values): boolean {
  return v.newPassword.length >= LIMITS.PASSWORD_MIN && v.newPassword === v.confirmPassword;
}

/** The Reset Password tab. This device stays signed in; the server signs every other device out.
 * Below the form: 'Sign out everywhere'. */
export default function PasswordTab() {
  const t = useT('users');
  const tm = useMessagesNow();
  const [changePassword] = useChangePasswordMutation();

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(undefined);
    try {
      const res = await changePassword({ password: values.password, newPassword: values.newPassword }).unwrap();
      const message = res.message ?? MSG.passwordReset;
      notifySuccess(tm(message));
      helpers.resetForm({ values: empty, status: { kind: 'success', message } satisfies Status });
    } catch (err) {
      const message = apiErrorMessage(err);
      const fields = fieldErrors(err);
      notifyError(tm(message));
      if (Object.keys(fields).length) {
        helpers.setErrors(fields);
        helpers.setTouched(Object.fromEntries(Object.keys(fields).map((k) => [k, true])), false);
      } else {
        helpers.setStatus({ kind: 'error', message } satisfies Status);
      }
    }
  };

  return (
    <>
      <Formik initialValues={empty} validate={lazySchema((s) => s.changePasswordFormSchema)} onSubmit={onSubmit}>
        {({ values, isSubmitting, status }) => {
          const s = status as Status;
          return (
            <Form noValidate className="form-grid users-narrow-form" aria-label={t('password.form')}>
              <PasswordField name="password" label={t('password.current')} autoComplete="current-password" />
              <PasswordField
                name="newPassword"
                label={t('password.new')}
                autoComplete="new-password"
                hint={t('password.newHint', { min: LIMITS.PASSWORD_MIN })}
              />
              <PasswordField name="confirmPassword" label={t('password.confirm')} autoComplete="new-password" />
              {s?.kind === 'success' && (
                <p className="alert alert-success" role="status">
                  {tm(s.message)}
                </p>
              )}
              {s?.kind === 'error' && (
                <p className="alert alert-error" role="alert">
                  {tm(s.message)}
                </p>
              )}
              <div className="users-form-actions">
                <button type="submit" className="btn btn-primary" disabled={isSubmitting || !canSavePassword(values)}>
                  {isSubmitting ? t('saving') : t('password.save')}
                </button>
              </div>
            </Form>
          );
        }}
      </Formik>
      <SignOutEverywhere />
    </>
  );
}
