import { Link } from 'react-router-dom';
import type { Session } from '@delv/shared';
import Picture from '../../../components/Picture';
import { durationLabel, formatDay, formatTime, priceLabel } from '../format';
import { useT } from '../../../i18n';

/** Where a card leads: people already in (registered or presenting) go to the session itself. */
export function sessionLink(session: Pick<Session, '_id' | 'registeredByMe' | 'isPresenter'>, prefer?: 'detail' | 'join'): string {
  if (prefer === 'detail' || session.registeredByMe || session.isPresenter) return `/session/${session._id}`;
  return `/joinsession/${session._id}`;
}

// Cards fill a phone's width and sit three or four across on wide screens.
const SESSION_CARD_SIZES = '(min-width: 757px) 360px, calc(100vw - 32px)';

/**
 * A session card (spec 001 §2 "Subscribed sessions"): banner or a drawn placeholder (no image
 * download), date, FREE or Ugx price, title, presenter, organiser or TBD.
 */
export default function SessionCard({ session, to }: { session: Session; to?: string }) {
  const t = useT('sessions');
  const href = to ?? sessionLink(session);
  return (
    <li className="card sessions-card">
      <Link to={href} className="sessions-card-link">
        {session.thumbnailFile?.publicUrl ? (
          <Picture
            image={session.thumbnailFile}
            className="sessions-thumb"
            alt=""
            sizes={SESSION_CARD_SIZES}
            width={320}
            height={180}
            maxDensity={1.5}
          />
        ) : (
          <span className="sessions-thumb sessions-thumb-empty" aria-hidden="true">
            {session.sessionTitle.charAt(0).toUpperCase()}
          </span>
        )}
        <span className="sessions-card-body">
          <span className="sessions-card-meta">
            <time dateTime={session.startsAt}>
              {formatDay(session.startsAt)} · {formatTime(session.startsAt)}
            </time>
            <span className={session.price >= 1 ? 'badge' : 'badge sessions-free'}>{priceLabel(session.price)}</span>
          </span>
          <span className="sessions-card-title">{session.sessionTitle}</span>
          <span className="sessions-card-line">{session.presenter.name}</span>
          <span className="sessions-card-line muted">
            {session.organiser || t('tbd')} · {durationLabel(session.durationMinutes)}
          </span>
          {session.cancelled && <span className="badge sessions-cancelled">{t('cancelled')}</span>}
          {!session.cancelled && session.registeredByMe && <span className="badge">{t('registered')}</span>}
        </span>
      </Link>
    </li>
  );
}
