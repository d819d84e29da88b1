import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Session } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import Spinner from '../../../components/Spinner';
import { useAppSelector } from '../../../app/hooks';
import { errorMessage } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { selectCurrentUser, selectIsLoggedIn } from '../../auth';
import { useCancelSessionMutation, useGetSessionAttendeesQuery, useGetSessionQuery } from '../api';
import { AddToCalendarLink, MeetingLink, ShareSessionButton, isPresenterOf } from '../components/SessionActions';
import { durationLabel, formatDay, formatTime, hasEnded, isLive, priceLabel, relativeTime, zoneName } from '../format';
import '../sessions.css';
import Picture from '../../../components/Picture';
import { useDocumentTitle } from '../../../app/titles';

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
  const { data, isFetching, error } = useGetSessionAttendeesQuery({ id: sessionId, limit: 100 });
  if (!data && isFetching) return <Spinner label="Loading attendees" />;
  if (!data) return <p className="muted">{errorMessage(error)}</p>;
  if (data.count === 0) return <p className="muted">Nobody has registered yet.</p>;
  return (
    <>
      <p className="muted">
        {data.count} registered{data.count > data.data.length ? ` (first ${data.data.length} shown)` : ''}
      </p>
      <ul className="sessions-attendees">
        {data.data.map((a) => (
          <li key={a._id}>
            <span>
              {a.firstname} {a.lastname}
              {a.userId ? '' : ' (guest)'}
            </span>
            <a href={`mailto:${a.email}`}>{a.email}</a>
          </li>
        ))}
      </ul>
    </>
  );
}

function OwnerTools({ session }: { session: Session }) {
  const [cancel, { isLoading }] = useCancelSessionMutation();
  const [confirming, setConfirming] = useState(false);
  const onCancel = async () => {
    try {
      const res = await cancel(session._id).unwrap();
      notifySuccess(res.message ?? 'Session cancelled');
    } catch (err) {
      notifyError(errorMessage(err));
    }
    setConfirming(false);
  };
  return (
    <section className="card sessions-section" aria-label="Attendees">
      <h2>Attendees</h2>
      <Attendees sessionId={session._id} />
      {session.isOwner && !session.cancelled && !session.isPast && (
        <div className="row" style={{ marginTop: '0.75rem' }}>
          {confirming ? (
            <>
              <span>Cancel this session and e-mail everyone registered?</span>
              <button type="button" className="btn btn-danger" onClick={onCancel} disabled={isLoading}>
                Yes, cancel it
              </button>
              <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)}>
                Keep it
              </button>
            </>
          ) : (
            <button type="button" className="btn btn-outline" onClick={() => setConfirming(true)}>
              Cancel session
            </button>
          )}
        </div>
      )}
    </section>
  );
}

function Detail({ session }: { session: Session }) {
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
        {session.cancelled ? (
          <p className="sessions-notice sessions-notice-warn">This session was cancelled</p>
        ) : ended ? (
          <p className="sessions-notice">This session has ended</p>
        ) : live ? (
          <p className="sessions-starts">Happening now</p>
        ) : (
          <p className="sessions-starts">Starts {relativeTime(session.startsAt, now)}</p>
        )}
        <p className="sessions-description">{session.description}</p>
        {session.tags.length > 0 && (
          <ul className="sessions-tags" aria-label="Tags">
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
            <dt>Price</dt>
            <dd>
              <strong>{priceLabel(session.price)}</strong>
            </dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>{formatDay(session.startsAt)}</dd>
          </div>
          <div>
            <dt>Starts</dt>
            <dd>
              {formatTime(session.startsAt)} {zone}
            </dd>
          </div>
          <div>
            <dt>Ends</dt>
            <dd>
              {formatTime(session.endsAt)} {zone}
              {formatDay(session.endsAt) !== formatDay(session.startsAt) ? `, ${formatDay(session.endsAt)}` : ''}
            </dd>
          </div>
          <div>
            <dt>Duration</dt>
            <dd>{durationLabel(session.durationMinutes)}</dd>
          </div>
          <div>
            <dt>Speaker</dt>
            <dd>
              <Link to={`/mentors/more/${session.presenter._id}`}>{session.presenter.name}</Link>
            </dd>
          </div>
          <div>
            <dt>Organizer</dt>
            <dd>{session.organiser || 'TBD'}</dd>
          </div>
          <div>
            <dt>Attendees</dt>
            <dd>{session.attendeeCount}</dd>
          </div>
          <div>
            <dt>Link</dt>
            <dd>
              {session.sessionAddressLink ? (
                <a href={session.sessionAddressLink} target="_blank" rel="noopener noreferrer">
                  {session.sessionAddressLink}
                </a>
              ) : session.hasAddressLink ? (
                <span className="muted">Shown after you register</span>
              ) : (
                <span className="muted">Not Available</span>
              )}
            </dd>
          </div>
        </dl>
        <div className="sessions-actions">
          <MeetingLink session={session} />
          {!session.cancelled && <AddToCalendarLink sessionId={session._id} />}
          <ShareSessionButton sessionId={session._id} />
        </div>
      </aside>
    </div>
  );
}

/** /session/:sessionID (spec 001 §2): public; anyone may read a session. */
export default function SessionDetailPage() {
  const { sessionID = '' } = useParams();
  const signedIn = useAppSelector(selectIsLoggedIn);
  const myId = useAppSelector(selectCurrentUser)?._id;
  const { currentData: session, error, isFetching, refetch } = useGetSessionQuery(sessionID, { skip: !sessionID });
  useDocumentTitle(session?.sessionTitle);

  let body;
  if (!session && isFetching) body = <Spinner label="Loading session" />;
  else if (!session) {
    const missing = (error as { status?: unknown } | undefined)?.status === 404;
    body = (
      <EmptyState
        title={missing ? 'Session not found' : 'This session could not be loaded'}
        text={missing ? 'It may have been removed, or the link is wrong.' : errorMessage(error)}
        action={
          missing ? (
            <Link to={signedIn ? '/session/all' : '/'} className="btn btn-primary">
              See other sessions
            </Link>
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => refetch()}>
              Try again
            </button>
          )
        }
      />
    );
  } else {
    body = (
      <>
        <Detail session={session} />
        {(session.isOwner || isPresenterOf(session, myId)) && <OwnerTools session={session} />}
      </>
    );
  }

  return (
    <div className="container sessions-page">
      <Link to={signedIn ? '/sessions/subscribed' : '/'} className="sessions-back">
        ← Back
      </Link>
      {body}
    </div>
  );
}
