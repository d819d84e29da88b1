import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Session } from '@delv/shared';
import { useListUpcomingSessionsQuery } from '../api';
import { formatDateTime } from '../../../lib/format';
import { useT } from '../../../i18n';
import '../sessions.css';

/** Words of the title of the session the banner promotes (a search term, not a shown text). */
const PROMOTED_WORDS = 'career guidance';

/** The soonest upcoming session the banner is about, if one is on the calendar. */
export function promotedSession(sessions: Session[]): Session | null {
  return sessions.find((s) => !s.cancelled && !s.isPast && s.sessionTitle.toLowerCase().includes(PROMOTED_WORDS)) ?? null;
}

/**
 * The promo card 'Career Guidance after 12th science session' with Join Session (spec 001 §2, own
 * profile and an institution's About page). The old button did nothing; this one opens the real
 * session when one is coming up (the page to register, or the session itself for people already
 * in), and the list of upcoming sessions otherwise. `institution` limits it to that institution's
 * sessions.
 */
export default function PromoSessionBanner({ institution }: { institution?: string }) {
  const t = useT('sessions');
  const titleId = useId();
  const { data } = useListUpcomingSessionsQuery({ sort: 'soonest', institution });
  const session = promotedSession(data?.data ?? []);
  const to = !session
    ? '/session/all'
    : session.registeredByMe || session.isPresenter
      ? `/session/${session._id}`
      : `/joinsession/${session._id}`;
  return (
    <section className="users-promo" aria-labelledby={titleId}>
      <div className="users-promo-text">
        <p className="users-promo-kicker">{t('promo.kicker')}</p>
        <h2 id={titleId} className="users-promo-title">
          {session?.sessionTitle ?? t('promo.title')}
        </h2>
        {session && <p className="users-promo-when">{formatDateTime(session.startsAt)}</p>}
      </div>
      <Link to={to} className="btn users-promo-join">
        {t('promo.join')}
      </Link>
    </section>
  );
}
