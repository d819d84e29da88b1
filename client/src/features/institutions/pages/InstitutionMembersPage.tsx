import { lazy, Suspense, useState } from 'react';
import { useT } from '../../../i18n';
import AdminFrame from '../components/AdminFrame';
import { MembersSection } from '../components/Sections';

// Until member invitations with a CSV import arrive (issue 14), Invite Member sends the platform's
// e-mail invitation, the same as the feed's 'Invite a friend'.
const InviteFriendModal = lazy(() => import('../../feed/components/InviteFriendModal'));

/** /institution/members: 'Institution Members (count)', cards linking to /users/profile/{id} (spec 001 §2). */
export default function InstitutionMembersPage() {
  const t = useT('institutions');
  const [inviting, setInviting] = useState(false);
  return (
    <AdminFrame title={t('members.title')}>
      {(institution) => (
        <div className="stack">
          <div className="inst-bar">
            <h2 className="inst-section-title">{t('members.heading', { count: institution.memberCount })}</h2>
            <button type="button" className="btn btn-outline" onClick={() => setInviting(true)}>
              {t('members.invite')}
            </button>
          </div>
          <MembersSection institution={institution} />
          {inviting && (
            <Suspense fallback={null}>
              <InviteFriendModal open onClose={() => setInviting(false)} />
            </Suspense>
          )}
        </div>
      )}
    </AdminFrame>
  );
}
