import { useState } from 'react';
import { Form, Formik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { MSG, deleteAccountSchema } from '@delv/shared';
import { useAppDispatch } from '../../../../app/hooks';
import Modal from '../../../../components/Modal';
import { PasswordField } from '../../../../components/form';
import { errorMessage } from '../../../../lib/api';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { loggedOut } from '../../../auth';
import { useDeleteAccountMutation } from '../../api';

/** The Close account tab: the password, then an explicit second "yes", then the deletion. */
export default function CloseAccountTab() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const [pendingPassword, setPendingPassword] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    if (pendingPassword === null) return;
    try {
      const res = await deleteAccount({ password: pendingPassword }).unwrap();
      notifySuccess(res.message ?? MSG.accountDeleted);
      // Leave the private page first, so the sign-in guard does not bounce the person to /login.
      navigate('/', { replace: true });
      dispatch(loggedOut());
    } catch (err) {
      const message = errorMessage(err);
      setPendingPassword(null);
      setFailure(message);
      notifyError(message);
    }
  };

  return (
    <div className="users-narrow-form">
      <h2 className="users-section-title">Close your account</h2>
      <p>Closing your account permanently deletes:</p>
      <ul className="users-list">
        <li>your profile: name, e-mail address, photo, about, interests and links;</li>
        <li>the list of people you follow and who follow you;</li>
        <li>your sign-in, on every device.</li>
      </ul>
      <p>
        <strong>This cannot be undone.</strong> To continue, enter your password.
      </p>
      <Formik
        initialValues={{ password: '' }}
        validationSchema={deleteAccountSchema}
        onSubmit={(values) => {
          setFailure(null);
          setPendingPassword(values.password);
        }}
      >
        <Form noValidate className="form-grid" aria-label="Close account">
          <PasswordField name="password" label="Password" autoComplete="current-password" />
          {failure && (
            <p className="alert alert-error" role="alert">
              {failure}
            </p>
          )}
          <div className="users-form-actions">
            <button type="submit" className="btn btn-danger">
              Delete my account
            </button>
          </div>
        </Form>
      </Formik>
      <Modal open={pendingPassword !== null} title="Delete your account?" onClose={() => !isLoading && setPendingPassword(null)}>
        <p>Your account and profile will be deleted for good. You will be signed out.</p>
        <div className="users-form-actions">
          <button type="button" className="btn btn-danger" onClick={confirm} disabled={isLoading}>
            {isLoading ? 'Deleting…' : 'Yes, delete my account'}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => setPendingPassword(null)} disabled={isLoading}>
            Cancel
          </button>
        </div>
      </Modal>
    </div>
  );
}
