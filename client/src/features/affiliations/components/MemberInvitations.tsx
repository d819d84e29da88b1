import { useState } from 'react';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { useMemberInvitationsQuery, useResendMemberInvitationMutation, useRevokeMemberInvitationMutation } from '../api';
import InvitationActions from './InvitationActions';
import '../affiliations.css';
import '../live';
import Count from '../../../components/Count';
import QueryView from '../../../components/QueryView';

const PAGE = 20;

/** The institution's member invitations: sent, accepted or expired (after 14 days), with resend and revoke. */
export default function MemberInvitations({ institutionId }: { institutionId: string }) {
  const t = useT('affiliations');
  const [limit, setLimit] = useState(PAGE);
  const { data, error, isFetching, refetch } = useMemberInvitationsQuery({ id: institutionId, limit });
  const [resend, resending] = useResendMemberInvitationMutation();
  const [revoke, revoking] = useRevokeMemberInvitationMutation();
  const list = data?.data ?? [];
  const busy = resending.isLoading || revoking.isLoading;
  return (
    <section className="card stack" aria-labelledby="member-invitations">
      <h2 id="member-invitations" className="inst-section-title">
        {t('member.pendingTitle')}
        <Count of={data} />
      </h2>
      <QueryView query={{ data, error, isFetching, refetch }} words={[t('member.loading'), t('failed')]} inline />
      {data && !list.length && <p className="muted">{t('member.none')}</p>}
      <ul className="aff-invitations">
        {list.map((i) => (
          <li key={i._id} className="aff-invitation">
            <div className="aff-invitation-text">
              <strong className="aff-import-who">{i.name || i.email}</strong>
              {i.name && <span className="muted aff-import-who">{i.email}</span>}
              <span>
                <span className={`aff-result aff-status-${i.status}`}>
                  {t(`member.status.${i.status}`, { date: formatDate(i.expiresAt) })}
                </span>{' '}
                <span className="muted">{t(`member.role.${i.role}`)}</span>
              </span>
            </div>
            <InvitationActions
              who={i.email}
              status={i.status}
              busy={busy}
              onResend={() => resend(i._id).unwrap()}
              onRevoke={() => revoke(i._id).unwrap()}
            />
          </li>
        ))}
      </ul>
      {list.length < (data?.count ?? 0) && (
        <button type="button" className="btn btn-outline" disabled={isFetching} onClick={() => setLimit((n) => n + PAGE)}>
          {t('member.more')}
        </button>
      )}
    </section>
  );
}
