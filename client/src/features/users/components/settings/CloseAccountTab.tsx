import { useState } from 'react';
import { Form, Formik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@delv/shared';
import { useAppDispatch } from '../../../../lib/hooks';
import Modal from '../../../../components/Modal';
import { PasswordField } from '../../../../components/form';
import { apiErrorMessage, useMessagesNow, useT } from '../../../../i18n';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { loggedOut } from '../../../../lib/session';
import { useDeleteAccountMutation } from '../../api';
import { lazySchema } from '../../../../lib/validation';

/** The Close account tab: the password, then an explicit second "yes", then the deletion. */
export default function CloseAccountTab() {
  const t = useT('users');
  const tm = useMessagesNow();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const [pendingPassword, setPendingPassword] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    if (pendingPassword === null) return;
    try {
      const res = await deleteAccount({ password: pendingPassword }).unwrap();
      notifySuccess(tm(res.message ?? MSG.accountDeleted));
      // Leave the private page first, so the sign-in guard does not bounce the person to /login.
      navigate('/', { replace: true });
      dispatch(loggedOut());
    } catch (err) {
      const message = apiErrorMessage(err);
      setPendingPassword(null);
      setFailure(message);
      notifyError(tm(message));
    }
  };

  return (
    <div className="users-narrow-form">
      <h2 className="users-section-title">{t('close.title')}</h2>
      <p>{t('close.intro')}</p>
      <ul className="users-list">
        <li>{t('close.profile')}</li>
        <li>{t('close.follows')}</li>
        <li>{t('close.signIn')}</li>
      </ul>
      <p>{t.rich('close.warning', {}, { strong: <strong /> })}</p>
      <Formik
        initialValues={{ password: '' }}
        validate={lazySchema((s) => s.deleteAccountSchema)}
        onSubmit={(values) => {
          setFailure(null);
          setPendingPassword(values.password);
        }}
      >
        <Form noValidate className="form-grid" aria-label={t('close.form')}>
          <PasswordField name="password" label={t('close.password')} autoComplete="current-password" />
          {failure && (
            <p className="alert alert-error" role="alert">
              {tm(failure)}
            </p>
          )}
          <div className="users-form-actions">
            <button type="submit" className="btn btn-danger">
              {t('close.submit')}
            </button>
          </div>
        </Form>
      </Formik>
      <Modal open={pendingPassword !== null} title={t('close.confirmTitle')} onClose={() => !isLoading && setPendingPassword(null)}>
        <p>{t('close.confirmText')}</p>
        <div className="users-form-actions">
          <button type="button" className="btn btn-danger" onClick={confirm} disabled={isLoading}>
            {isLoading ? t('close.deleting') : t('close.confirm')}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => setPendingPassword(null)} disabled={isLoading}>
            {t('cancel')}
          </button>
        </div>
      </Modal>
    </div>
  );
}
