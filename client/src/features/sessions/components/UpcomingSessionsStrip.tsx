import { Link } from 'react-router-dom';
import EmptyState from '../../../components/EmptyState';
import { useAppSelector } from '../../../lib/hooks';
import { selectIsLoggedIn } from '../../../lib/session';
import { useListUpcomingSessionsQuery } from '../api';
import SessionCard from './SessionCard';
import '../sessions.css';
import { useT } from '../../../i18n';

const STRIP_SIZE = 4;

/**
 * The landing page's upcoming events (spec 000 §2.7): the next four sessions, from the public
 * list. Nothing is shown while loading (the page is useful without it) or when it fails.
 */
export default function UpcomingSessionsStrip() {
  const t = useT('sessions');
  const signedIn = useAppSelector(selectIsLoggedIn);
  const { data, isError } = useListUpcomingSessionsQuery({ skip: 0, limit: STRIP_SIZE, sort: 'soonest' });
  if (isError || !data) return null;
  return (
    <section className="container sessions-strip" aria-labelledby="upcoming-strip-title">
      <div className="sessions-top">
        <h2 id="upcoming-strip-title">{t('strip.title')}</h2>
        {data.count > 0 && signedIn && <Link to="/session/all">{t('strip.viewAll')}</Link>}
      </div>
      {data.count === 0 ? (
        <EmptyState title={t('strip.noneTitle')} text={t('strip.noneText')} />
      ) : (
        <ul className="sessions-grid">
          {data.data.map((s) => (
            <SessionCard key={s._id} session={s} />
          ))}
        </ul>
      )}
    </section>
  );
}
