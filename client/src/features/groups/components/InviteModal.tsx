import { useId, useState, type FormEvent } from 'react';
import { FEED_MSG, GROUP_MSG, MSG, isEmail, type Invitation } from '@delv/shared';
import Modal from '../../../components/Modal';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useInviteToGroupMutation, useRevokeInvitationMutation } from '../api';
import FormActions from '../../../components/FormActions';
import type { GroupDialogProps } from './GroupParts';

/**
 * The members panel's invite modal: an e-mail with a link that brings the person into the group
 * (for 14 days). Once sent, it says until when and can be revoked at once (a wrong address).
 */
export default function InviteModal({ groupId, groupName, open, onClose }: GroupDialogProps) {
  const t = useT('groups');
  const tm = useMessages('FEED_MSG', 'GROUP_MSG');
  const ids = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [invite, { isLoading }] = useInviteToGroupMutation();
  const [revoke, revoking] = useRevokeInvitationMutation();
  const [sent, setSent] = useState<Invitation | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const address = email.trim();
    if (!address) return setError(MSG.emailRequired);
    if (!isEmail(address)) return setError(MSG.emailInvalid);
    try {
      const answer = await invite({ email: address, groupId }).unwrap();
      notifySuccess(tm(FEED_MSG.invitationSent));
      setEmail('');
      setError('');
      setSent(answer.data ?? null);
    } catch (err) {
      setError(apiErrorMessage(err));
    }
  };

  const withdraw = async () => {
    if (!sent) return;
    try {
      await revoke(sent._id).unwrap();
      notifySuccess(tm(GROUP_MSG.invitationRevoked));
      setSent(null);
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };

  const close = () => {
    setSent(null);
    onClose();
  };

  if (sent)
    return (
      <Modal open={open} title={t('invite.title', { name: groupName })} onClose={close}>
        <p role="status">{t('invite.sent', { email: sent.email, date: formatDate(sent.expiresAt) })}</p>
        <div className="group-modal-actions">
          <button type="button" className="btn btn-outline" onClick={withdraw} disabled={revoking.isLoading}>
            {t('invite.revoke')}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => setSent(null)}>
            {t('invite.another')}
          </button>
          <button type="button" className="btn btn-primary" onClick={close}>
            {t('invite.done')}
          </button>
        </div>
      </Modal>
    );

  return (
    <Modal open={open} title={t('invite.title', { name: groupName })} onClose={close}>
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
        <FormActions className="group-modal-actions" onCancel={close} disabled={isLoading} labels={[t('cancel'), t('invite.submit')]} />
      </form>
    </Modal>
  );
}
