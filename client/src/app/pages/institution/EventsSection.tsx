import type { Institution } from '@delv/shared';
import { useT } from '../../../i18n';
import SessionList from '../../../features/sessions/components/SessionList';

/** Upcoming sessions (to /joinsession/{id}) and past ones, 3 then 2 more each. */
export default function EventsSection({ institution }: { institution: Institution }) {
  const t = useT('institutions');
  return (
    <div className="stack">
      <h2 className="inst-section-title">{t('events.upcoming')}</h2>
      <SessionList
        args={{ institution: institution._id, sort: 'soonest' }}
        label={t('events.upcoming')}
        emptyTitle={t('events.noUpcoming')}
        linkTo={(s) => `/joinsession/${s._id}`}
      />
      <h2 className="inst-section-title">{t('events.past')}</h2>
      <SessionList
        source="any"
        args={{ institution: institution._id, when: 'past' }}
        label={t('events.past')}
        emptyTitle={t('events.noPast')}
      />
    </div>
  );
}
