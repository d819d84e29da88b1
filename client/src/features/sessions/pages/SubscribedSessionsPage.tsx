import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PAGING } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import Pager from '../../../components/Pager';
import Spinner from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api';
import { useListUpcomingSessionsQuery } from '../api';
import SessionCard from '../components/SessionCard';
import '../sessions.css';

/** /sessions/subscribed (spec 001 §2): my upcoming registrations, newest first, 1-2-4 columns. */
export default function SubscribedSessionsPage() {
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
        ← Back
      </Link>
      <h1>Subscribed Sessions ({shown?.count ?? 0})</h1>
      {!shown && isFetching && <Spinner label="Loading your sessions" />}
      {!shown && !isFetching && (
        <EmptyState
          title="Your sessions could not be loaded"
          text={errorMessage(error)}
          action={
            <button type="button" className="btn btn-primary" onClick={() => refetch()}>
              Try again
            </button>
          }
        />
      )}
      {shown && shown.count === 0 && (
        <EmptyState
          title="No Upcoming sessions"
          text="Sessions you register for will appear here."
          action={
            <Link to="/session/all" className="btn btn-primary">
              Find a session
            </Link>
          }
        />
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
            label="Subscribed session pages"
          />
        </>
      )}
    </div>
  );
}
