import { lazy, Suspense, useState } from 'react';
import Spinner from '../../../components/Spinner';
import { useT } from '../../../i18n';
import AdminFrame from '../../../features/institutions/components/AdminFrame';
import { MembersSection } from '../../../features/institutions/components/Sections';

// The invitation forms load when opened: most visits only look at the members.
// The invitations sent sit under the members: their list loads after the first paint.
const MemberInvitations = lazy(() => import('../../../features/affiliations/components/MemberInvitations'));
const InviteMemberModal = lazy(() => import('../../../features/affiliations/components/InviteMemberModal'));
const ImportMembersModal = lazy(() => import('../../../features/affiliations/components/ImportMembersModal'));

/**
 * /institution/members: 'Institution Members (count)', cards linking to /users/profile/{id} (spec
 * 001 §2); Invite Member by e-mail, a CSV import, and the invitations sent with their status.
 */
export default function InstitutionMembersPage() {
  const t = useT('institutions');
  const ta = useT('affiliations');
  const [open, setOpen] = useState<'invite' | 'import' | null>(null);
  const close = () => setOpen(null);
  return (
    <AdminFrame title={t('members.title')}>
      {(institution) => (
        <div className="stack">
          <div className="inst-bar">
            <h2 className="inst-section-title">{t('members.heading', { count: institution.memberCount })}</h2>
            <div className="aff-actions">
              <button type="button" className="btn btn-outline" onClick={() => setOpen('import')}>
                {ta('member.importButton')}
              </button>
              <button type="button" className="btn btn-primary" onClick={() => setOpen('invite')}>
                {t('members.invite')}
              </button>
            </div>
          </div>
          <MembersSection institution={institution} />
          <Suspense fallback={<Spinner />}>
            <MemberInvitations institutionId={institution._id} />
          </Suspense>
          <Suspense fallback={null}>
            {open === 'invite' && <InviteMemberModal institutionId={institution._id} onClose={close} />}
            {open === 'import' && <ImportMembersModal institutionId={institution._id} onClose={close} />}
          </Suspense>
        </div>
      )}
    </AdminFrame>
  );
}
