import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PAGING } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import Pager from '../../../components/Pager';
import { useListUpcomingSessionsQuery } from '../api';
import SessionCard from '../components/SessionCard';
import '../sessions.css';
import { useMessages, useT } from '../../../i18n';
import Count from '../../../components/Count';
import QueryView from '../../../components/QueryView';

/** /sessions/subscribed (spec 001 §2): my upcoming registrations, newest first, 1-2-4 columns. */
export default function SubscribedSessionsPage() {
  const t = useT('sessions');
  const tm = useMessages('SESSION_MSG');
  const [skip, setSkip] = useState(0);
  const { currentData, data, error, isFetching, refetch } = useListUpcomingSessionsQuery({
    skip,
    limit: PAGING.DEFAULT_LIMIT,
    subscribed: true,
    sort: 'latest',
  });
  const shown = currentData ?? data;
  return (
    <div className="container sessions-page">
      <Link to="/session/all" className="sessions-back">
        {t('back')}
      </Link>
      <h1>
        {t('subs.title')}
        <Count of={shown} />
      </h1>
      <QueryView query={{ data: shown, error, isFetching, refetch }} words={[t('subs.loading'), t('subs.failed')]} messages={tm} />
      {shown && shown.count === 0 && (
        <EmptyState title={t('strip.noneTitle')} text={t('my.learnerEmpty')} link={{ to: '/session/all', label: t('subs.find') }} />
      )}
      {shown && shown.data.length > 0 && (
        <>
          <ul className="sessions-grid sessions-grid-wide" aria-busy={isFetching}>
            {shown.data.map((s) => (
              <SessionCard key={s._id} session={s} to={`/session/${s._id}`} />
            ))}
          </ul>
          <Pager
            skip={skip}
            limit={PAGING.DEFAULT_LIMIT}
            count={shown.count}
            pageLength={shown.data.length}
            onChange={setSkip}
            label={t('subs.pages')}
          />
        </>
      )}
    </div>
  );
}
