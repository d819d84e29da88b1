import { lazy, Suspense, useState } from 'react';
import { useT } from '../../../i18n';
import AdminFrame from '../../../features/institutions/components/AdminFrame';
import EventsSection from './EventsSection';

const CreateSessionModal = lazy(() => import('../../../features/sessions/components/CreateSessionModal'));

/** /institution/events: 'Sessions (n)', Create Session, upcoming and past (spec 001 §2, §9: 3 then 2 more). */
export default function InstitutionEventsPage() {
  const t = useT('institutions');
  const [creating, setCreating] = useState(false);
  return (
    <AdminFrame title={t('events.title')}>
      {(institution) => (
        <div className="stack">
          <div className="inst-bar">
            <p className="muted">{t('events.sub', { name: institution.institutionName })}</p>
            <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
              {t('events.create')}
            </button>
          </div>
          <EventsSection institution={institution} />
          {creating && (
            <Suspense fallback={null}>
              <CreateSessionModal open onClose={() => setCreating(false)} />
            </Suspense>
          )}
        </div>
      )}
    </AdminFrame>
  );
}
