import { useEffect, useState } from 'react';
import HiddenNotice from '../../../components/HiddenNotice';
import { Link, useParams } from 'react-router-dom';
import type { Session } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import Spinner from '../../../components/Spinner';
import { useAppSelector } from '../../../lib/hooks';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { selectIsLoggedIn } from '../../../lib/session';
import { useCancelSessionMutation, useGetSessionAttendeesQuery, useGetSessionQuery } from '../api';
import { AddToCalendarLink, MeetingLink, ShareSessionButton } from '../components/SessionActions';
import { durationLabel, formatDay, formatTime, hasEnded, isLive, priceLabel, relativeTime, zoneName } from '../format';
import '../sessions.css';
import Picture from '../../../components/Picture';
import { useDocumentTitle } from '../../../lib/documentTitle';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import QueryView from '../../../components/QueryView';
import type { ReportComponent } from '../../../components/slots';

/** Re-renders every minute so 'Starts in 5 minutes' stays true while the page is open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(t);
  }, []);
  return now;
}

function Attendees({ sessionId }: { sessionId: string }) {
  const t = useT('sessions');
  const tm = useMessages('SESSION_MSG');
  const { data, isFetching, error } = useGetSessionAttendeesQuery({ id: sessionId, limit: 100 });
  if (!data && isFetching) return <Spinner label={t('detail.loadingAttendees')} />;
  if (!data) return <p className="muted">{tm(apiErrorMessage(error))}</p>;
  if (data.count === 0) return <p className="muted">{t('detail.nobody')}</p>;
  return (
    <>
      <p className="muted">
        {t('detail.registeredCount', { count: data.count, partial: data.count > data.data.length ? 'yes' : 'no', shown: data.data.length })}
      </p>
      <ul className="sessions-attendees">
        {data.data.map((a) => (
          <li key={a._id}>
            <span>{a.userId ? `${a.firstname} ${a.lastname}` : t('detail.guest', { name: `${a.firstname} ${a.lastname}` })}</span>
            <a href={`mailto:${a.email}`}>{a.email}</a>
          </li>
        ))}
      </ul>
    </>
  );
}

function OwnerTools({ session }: { session: Session }) {
  const t = useT('sessions');
  const tm = useMessages('SESSION_MSG');
  const [cancel, { isLoading }] = useCancelSessionMutation();
  const [confirming, setConfirming] = useState(false);
  const onCancel = async () => {
    try {
      const res = await cancel(session._id).unwrap();
      notifySuccess(res.message ? tm(res.message) : t('detail.cancelledToast'));
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
    setConfirming(false);
  };
  return (
    <section className="card sessions-section" aria-label={t('detail.attendees')}>
      <h2>{t('detail.attendees')}</h2>
      <Attendees sessionId={session._id} />
      {session.can.cancel && !session.cancelled && !session.isPast && (
        <div className="row" style={{ marginTop: '0.75rem' }}>
          {confirming ? (
            <>
              <span>{t('detail.confirmCancel')}</span>
              <button type="button" className="btn btn-danger" onClick={onCancel} disabled={isLoading}>
                {t('detail.yesCancel')}
              </button>
              <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)}>
                {t('detail.keep')}
              </button>
            </>
          ) : (
            <button type="button" className="btn btn-outline" onClick={() => setConfirming(true)}>
              {t('detail.cancel')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

function Detail({ session, Report }: { session: Session; Report?: ReportComponent }) {
  const t = useT('sessions');
  const now = useNow();
  const ended = hasEnded(session, now);
  const live = isLive(session, now);
  const zone = zoneName(session.startsAt);
  return (
    <div className="sessions-detail">
      <article>
        {session.thumbnailFile?.publicUrl ? (
          <Picture
            image={session.thumbnailFile}
            className="sessions-hero"
            alt=""
            sizes="(min-width: 1120px) 1088px, calc(100vw - 32px)"
            width={1280}
            height={720}
            maxDensity={1.5}
            eager
          />
        ) : (
          <div className="sessions-hero sessions-thumb-empty" aria-hidden="true">
            {session.sessionTitle.charAt(0).toUpperCase()}
          </div>
        )}
        <h1 className="sessions-title">{session.sessionTitle}</h1>
        <HiddenNotice hidden={session.hiddenByModerator} />
        {session.cancelled ? (
          <p className="sessions-notice sessions-notice-warn">{t('detail.wasCancelled')}</p>
        ) : ended ? (
          <p className="sessions-notice">{t('detail.ended')}</p>
        ) : live ? (
          <p className="sessions-starts">{t('detail.now')}</p>
        ) : (
          <p className="sessions-starts">{t('detail.starts', { when: relativeTime(session.startsAt, now) })}</p>
        )}
        <p className="sessions-description">{session.description}</p>
        {session.tags.length > 0 && (
          <ul className="sessions-tags" aria-label={t('detail.tags')}>
            {session.tags.map((t) => (
              <li key={t} className="badge">
                {t}
              </li>
            ))}
          </ul>
        )}
      </article>
      <aside className="card">
        <dl className="sessions-facts">
          <div>
            <dt>{t('fact.price')}</dt>
            <dd>
              <strong>{priceLabel(session.price)}</strong>
            </dd>
          </div>
          <div>
            <dt>{t('fact.date')}</dt>
            <dd>{formatDay(session.startsAt)}</dd>
          </div>
          <div>
            <dt>{t('fact.starts')}</dt>
            <dd>
              {formatTime(session.startsAt)} {zone}
            </dd>
          </div>
          <div>
            <dt>{t('fact.ends')}</dt>
            <dd>
              {formatTime(session.endsAt)} {zone}
              {formatDay(session.endsAt) !== formatDay(session.startsAt) ? `, ${formatDay(session.endsAt)}` : ''}
            </dd>
          </div>
          <div>
            <dt>{t('fact.duration')}</dt>
            <dd>{durationLabel(session.durationMinutes)}</dd>
          </div>
          <div>
            <dt>{t('fact.speaker')}</dt>
            <dd>
              <Link to={`/mentors/more/${session.presenter._id}`}>{session.presenter.name}</Link>
            </dd>
          </div>
          <div>
            <dt>{t('fact.organizer')}</dt>
            <dd>{session.organiser || t('tbd')}</dd>
          </div>
          <div>
            <dt>{t('fact.attendees')}</dt>
            <dd>{session.attendeeCount}</dd>
          </div>
          <div>
            <dt>{t('fact.link')}</dt>
            <dd>
              {session.sessionAddressLink ? (
                <a href={session.sessionAddressLink} target="_blank" rel="noopener noreferrer">
                  {session.sessionAddressLink}
                </a>
              ) : session.hasAddressLink ? (
                <span className="muted">{t('detail.afterRegister')}</span>
              ) : (
                <span className="muted">{t('detail.notAvailable')}</span>
              )}
            </dd>
          </div>
        </dl>
        <div className="sessions-actions">
          <MeetingLink session={session} />
          {!session.cancelled && <AddToCalendarLink sessionId={session._id} />}
          <ShareSessionButton sessionId={session._id} />
          {Report && !session.can.edit && <Report kind="session" id={session._id} />}
        </div>
      </aside>
    </div>
  );
}

/**
 * /session/:sessionID (spec 001 §2): public; anyone may read a session. `Report`: the moderation
 * feature's button, handed in by the page in app/ (shown to signed-in people but the organiser).
 */
export default function SessionDetailPage({ Report }: { Report?: ReportComponent }) {
  const t = useT('sessions');
  const tm = useMessages('SESSION_MSG');
  const { sessionID = '' } = useParams();
  const signedIn = useAppSelector(selectIsLoggedIn);
  const { currentData: session, error, isFetching, refetch } = useGetSessionQuery(sessionID, { skip: !sessionID });
  useDocumentTitle(session?.sessionTitle);

  let body;
  if (!session) {
    body = (
      <QueryView
        query={{ data: session, error, isFetching, refetch }}
        words={[t('detail.loading'), t('detail.failed')]}
        messages={tm}
        missing={
          <EmptyState
            title={t('detail.notFound')}
            text={t('detail.removed')}
            action={
              <Link to={signedIn ? '/session/all' : '/'} className="btn btn-primary">
                {t('detail.others')}
              </Link>
            }
          />
        }
      />
    );
  } else {
    body = (
      <>
        <Detail session={session} Report={signedIn ? Report : undefined} />
        {session.can.seeAttendees && <OwnerTools session={session} />}
      </>
    );
  }

  return (
    <div className="container sessions-page">
      <Link to={signedIn ? '/sessions/subscribed' : '/'} className="sessions-back">
        {t('back')}
      </Link>
      {body}
    </div>
  );
}
