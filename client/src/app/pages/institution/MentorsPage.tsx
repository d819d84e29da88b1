import { lazy, Suspense, useState } from 'react';
import MentorCards from '../../../features/affiliations/components/MentorCards';
import PendingInvitations from '../../../features/affiliations/components/PendingInvitations';
import { useInstitutionMentorsQuery } from '../../../features/affiliations/api';
import { useT } from '../../../i18n';
import AdminFrame from '../../../features/institutions/components/AdminFrame';
import Count from '../../../components/Count';

const InviteMentorModal = lazy(() => import('../../../features/affiliations/components/InviteMentorModal'));
const CreateMentorModal = lazy(() => import('../../../features/affiliations/components/CreateMentorModal'));

/** /institution/mentors: 'Your Mentors (count)', Invite Mentor, Create Mentor, the cards, pending invitations (spec 001 §2). */
export default function InstitutionMentorsPage() {
  const t = useT('institutions');
  return (
    <AdminFrame title={t('mentors.title')}>
      {(institution) => <Mentors id={institution._id} name={institution.institutionName} />}
    </AdminFrame>
  );
}

function Mentors({ id, name }: { id: string; name: string }) {
  const t = useT('institutions');
  const [open, setOpen] = useState<'invite' | 'create' | null>(null);
  const { data } = useInstitutionMentorsQuery({ id, limit: 9 });
  return (
    <div className="stack">
      <div className="inst-bar">
        <h2 className="inst-section-title">
          {t('mentors.heading')}
          <Count of={data} />
        </h2>
        <span className="inst-header-actions">
          <button type="button" className="btn btn-outline" onClick={() => setOpen('invite')}>
            {t('mentors.invite')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => setOpen('create')}>
            {t('mentors.create')}
          </button>
        </span>
      </div>
      <MentorCards institutionId={id} name={name} manage />
      <PendingInvitations institutionId={id} />
      <Suspense fallback={null}>
        {open === 'invite' && <InviteMentorModal institutionId={id} onClose={() => setOpen(null)} />}
        {open === 'create' && <CreateMentorModal institutionId={id} onClose={() => setOpen(null)} />}
      </Suspense>
    </div>
  );
}
