import Avatar from '../../../components/Avatar';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePendingInvitationsQuery, useResendInvitationMutation, useRevokeInvitationMutation } from '../api';

/** The institution's mentor invitations: sent, accepted or expired (after 14 days), with resend and revoke. */
export default function PendingInvitations({ institutionId }: { institutionId: string }) {
  const t = useT('affiliations');
  const tm = useMessages('AFFILIATION_MSG');
  const { data } = usePendingInvitationsQuery(institutionId);
  const [resend, resending] = useResendInvitationMutation();
  const [revoke, revoking] = useRevokeInvitationMutation();
  const shown = (data?.data ?? []).filter((i) => i.status !== 'revoked');
  if (!shown.length) return null;
  const act = async (run: () => Promise<{ message?: string }>) => {
    try {
      notifySuccess(tm((await run()).message));
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  const busy = resending.isLoading || revoking.isLoading;
  return (
    <section className="card" aria-labelledby="aff-pending">
      <h2 id="aff-pending" className="inst-section-title">
        {t('pending.title')}
      </h2>
      <ul className="aff-invitations">
        {shown.map((i) => {
          const who = `${i.mentor.firstname} ${i.mentor.lastname}`.trim();
          return (
            <li key={i._id} className="aff-invitation">
              <Avatar user={i.mentor} size={36} />
              <div className="aff-invitation-text">
                <strong>{who}</strong>
                <span className="muted">{t(`pending.status.${i.status}`, { date: formatDate(i.expiresAt) })}</span>
              </div>
              {(i.status === 'pending' || i.status === 'expired') && (
                <div className="aff-actions">
                  <button
                    type="button"
                    className="btn btn-outline"
                    disabled={busy}
                    onClick={() => act(() => resend(i._id).unwrap())}
                    aria-label={t('pending.resendLabel', { name: who })}
                  >
                    {t('pending.resend')}
                  </button>
                  {i.status === 'pending' && (
                    <button
                      type="button"
                      className="btn btn-outline"
                      disabled={busy}
                      onClick={() => act(() => revoke(i._id).unwrap())}
                      aria-label={t('pending.revokeLabel', { name: who })}
                    >
                      {t('pending.revoke')}
                    </button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
