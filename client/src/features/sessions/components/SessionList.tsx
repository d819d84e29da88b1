import { useState } from 'react';
import { PAGING, type Session } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import { useListMySessionsQuery, useListSessionsQuery, useListUpcomingSessionsQuery, type SessionListArgs } from '../api';
import SessionCard from './SessionCard';
import '../sessions.css';
import { useMessages, useT } from '../../../i18n';
import QueryView from '../../../components/QueryView';

/**
 * A session grid that grows: `first` cards, then `more` per press (spec 001 §9: 3 then 2). The
 * server returns exactly what is shown, and the previous cards stay on screen while more load.
 */
export default function SessionList({
  source = 'all',
  args,
  first = 3,
  more = 2,
  emptyTitle,
  emptyText,
  linkTo,
  label,
  wide = false,
}: {
  /** all = /sessions/all (upcoming), mine = /sessions/mentor, any = /sessions/ */
  source?: 'all' | 'mine' | 'any';
  args: Omit<SessionListArgs, 'skip' | 'limit'>;
  first?: number;
  more?: number;
  emptyTitle?: string;
  emptyText?: string;
  linkTo?: (s: Session) => string;
  label: string;
  /** Up to 4 columns on wide screens (spec 001 §9). */
  wide?: boolean;
}) {
  const t = useT('sessions');
  const tm = useMessages('SESSION_MSG');
  const [shown, setShown] = useState(first);
  const limit = Math.min(shown, PAGING.MAX_LIMIT);
  const query = { ...args, skip: 0, limit };
  const all = useListUpcomingSessionsQuery(query, { skip: source !== 'all' });
  const mine = useListMySessionsQuery(query, { skip: source !== 'mine' });
  const any = useListSessionsQuery(query, { skip: source !== 'any' });
  const { data, error, isFetching, refetch } = source === 'all' ? all : source === 'mine' ? mine : any;

  if (!data) return <QueryView query={{ data, error, isFetching, refetch }} words={[t('list.loading'), t('list.failed')]} messages={tm} />;
  if (data.count === 0) return <EmptyState title={emptyTitle ?? t('list.noUpcoming')} text={emptyText} />;
  const sessions = data.data;
  const hasMore = sessions.length < data.count && limit < PAGING.MAX_LIMIT;
  return (
    <section aria-label={label} aria-busy={isFetching}>
      <ul className={wide ? 'sessions-grid sessions-grid-wide' : 'sessions-grid'}>
        {sessions.map((s) => (
          <SessionCard key={s._id} session={s} to={linkTo?.(s)} />
        ))}
      </ul>
      <div className="sessions-more">
        {hasMore ? (
          <button type="button" className="btn btn-outline" disabled={isFetching} onClick={() => setShown((n) => n + more)}>
            {isFetching ? t('list.loadingMore') : t('list.showMore')}
          </button>
        ) : (
          <p className="muted">{t('list.noMore')}</p>
        )}
      </div>
    </section>
  );
}
