import Avatar from '../../../components/Avatar';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { usePendingInvitationsQuery, useResendInvitationMutation, useRevokeInvitationMutation } from '../api';
import InvitationActions from './InvitationActions';

/** The institution's mentor invitations: sent, accepted or expired (after 14 days), with resend and revoke. */
export default function PendingInvitations({ institutionId }: { institutionId: string }) {
  const t = useT('affiliations');
  const { data } = usePendingInvitationsQuery(institutionId);
  const [resend, resending] = useResendInvitationMutation();
  const [revoke, revoking] = useRevokeInvitationMutation();
  const shown = (data?.data ?? []).filter((i) => i.status !== 'revoked');
  if (!shown.length) return null;
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
              <InvitationActions
                who={who}
                status={i.status}
                busy={busy}
                onResend={() => resend(i._id).unwrap()}
                onRevoke={() => revoke(i._id).unwrap()}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
