import { useId, useState, type FormEvent } from 'react';
import { FEED_MSG, MSG, isEmail } from '@delv/shared';
import Modal from '../../../components/Modal';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { notifySuccess } from '../../../lib/notify';
import { useInviteToGroupMutation } from '../api';

/** The members panel's invite modal: an e-mail with a link that brings the person into the group. */
export default function InviteModal({
  groupId,
  groupName,
  open,
  onClose,
}: {
  groupId: string;
  groupName: string;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT('groups');
  const tm = useMessages('FEED_MSG', 'GROUP_MSG');
  const ids = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [invite, { isLoading }] = useInviteToGroupMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const address = email.trim();
    if (!address) return setError(MSG.emailRequired);
    if (!isEmail(address)) return setError(MSG.emailInvalid);
    try {
      await invite({ email: address, groupId }).unwrap();
      notifySuccess(tm(FEED_MSG.invitationSent));
      setEmail('');
      setError('');
      onClose();
    } catch (err) {
      setError(apiErrorMessage(err));
    }
  };

  return (
    <Modal open={open} title={t('invite.title', { name: groupName })} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p className="muted">{t('invite.text')}</p>
        <div className="field">
          <label htmlFor={`${ids}-email`}>{t('invite.email')}</label>
          <input
            id={`${ids}-email`}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${ids}-error` : undefined}
            autoFocus
          />
          {error && (
            <p className="field-error" id={`${ids}-error`} role="alert">
              {tm(error)}
            </p>
          )}
        </div>
        <div className="group-modal-actions">
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={isLoading}>
            {t('invite.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
