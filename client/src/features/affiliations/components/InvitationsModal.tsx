import { AFFILIATION_MSG } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import Modal from '../../../components/Modal';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import InstitutionAvatar from '../../../components/InstitutionAvatar';
import { useAnswerInvitationMutation, useMyInvitationsQuery } from '../api';

/** '{n} Invitations' (spec 001 §2): institutions inviting me as a mentor, each to accept or reject. */
export default function InvitationsModal({ onClose }: { onClose: () => void }) {
  const t = useT('affiliations');
  const tm = useMessages('AFFILIATION_MSG');
  const { data } = useMyInvitationsQuery();
  const [answer, { isLoading }] = useAnswerInvitationMutation();
  const pending = (data?.data ?? []).filter((i) => i.status === 'pending');
  const act = async (id: string, accept: boolean) => {
    try {
      const res = await answer({ id, accept }).unwrap();
      notifySuccess(tm(res.message));
      if (pending.length <= 1) onClose();
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  return (
    <Modal open title={t('invitations.title', { count: pending.length })} onClose={onClose}>
      {pending.length === 0 ? (
        <EmptyState title={tm(AFFILIATION_MSG.noInvitations)} />
      ) : (
        <ul className="aff-invitations">
          {pending.map((i) => (
            <li key={i._id} className="aff-invitation">
              <InstitutionAvatar institution={i.institution} size={40} />
              <div className="aff-invitation-text">
                <strong>{i.institution.institutionName}</strong>
                <span className="muted">{t('invitations.until', { date: formatDate(i.expiresAt) })}</span>
              </div>
              <div className="aff-actions">
                <button type="button" className="btn btn-primary" disabled={isLoading} onClick={() => act(i._id, true)}>
                  {t('invitations.accept')}
                </button>
                <button type="button" className="btn btn-outline" disabled={isLoading} onClick={() => act(i._id, false)}>
                  {t('invitations.reject')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
