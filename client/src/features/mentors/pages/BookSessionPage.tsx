import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { roleOf, type PublicUser } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import Spinner from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api';
import { UpcomingSessionsModal } from '../../sessions';
import { useGetUserQuery } from '../../users';
import { isSchedulingLink, schedulingEmbedUrl } from '../scheduling';
import '../mentors.css';

const STEPS = ['Pick a time', 'Session Booked'];

/** The calendar page tells its embedder when a booking is made (documented embed event). */
function useBookedEvent(onBooked: () => void) {
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== 'https://calendly.com') return;
      const data = e.data as { event?: unknown } | null;
      if (data && data.event === 'calendly.event_scheduled') onBooked();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onBooked]);
}

/**
 * The in-app booking prompt for a mentor without a calendar page (spec 001 §4): no fake
 * calendar, but the real ways to reach them: their upcoming sessions, their profile, live chat.
 */
function NoCalendarPrompt({ mentor }: { mentor: PublicUser }) {
  const [showUpcoming, setShowUpcoming] = useState(false);
  const name = `${mentor.firstname} ${mentor.lastname}`.trim();
  return (
    <section className="card" aria-labelledby="book-title">
      <h1 id="book-title">Book a session with {name}</h1>
      <p>{mentor.firstname} has not opened a booking calendar yet, so one-to-one times cannot be booked here.</p>
      <p>You can join one of {mentor.firstname}&apos;s upcoming sessions, or follow them to hear when they open their calendar.</p>
      <div className="mentors-book-actions">
        <Link to={`/mentors/more/${mentor._id}`} className="btn btn-outline">
          Back
        </Link>
        <div className="row">
          <Link to="/comingsoon/livechat" className="btn btn-outline">
            Live Chat
          </Link>
          <button type="button" className="btn btn-primary" onClick={() => setShowUpcoming(true)}>
            Upcoming Sessions
          </button>
        </div>
      </div>
      {showUpcoming && <UpcomingSessionsModal mentorId={mentor._id} mentorName={name} onClose={() => setShowUpcoming(false)} />}
    </section>
  );
}

/**
 * /booksession/:id (spec 001 §2): the mentor's scheduler embedded, Back and Finish, then 'Session
 * Booked'. The old page always showed one fixed calendar; this one is the mentor's own (id = mentor).
 */
export default function BookSessionPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [step, setStep] = useState<0 | 1>(0);
  const { currentData: mentor, error, isFetching, refetch } = useGetUserQuery(id, { skip: !id });
  useBookedEvent(useCallback(() => setStep(1), []));

  let body;
  if (!mentor && isFetching) body = <Spinner label="Loading mentor" />;
  else if (!mentor) {
    const missing = (error as { status?: unknown } | undefined)?.status === 404;
    body = (
      <EmptyState
        title={missing ? 'Mentor not found' : 'This page could not be loaded'}
        text={missing ? undefined : errorMessage(error)}
        action={
          missing ? (
            <Link to="/mentors" className="btn btn-primary">
              Find a mentor
            </Link>
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => refetch()}>
              Try again
            </button>
          )
        }
      />
    );
  } else if (roleOf(mentor.usercategory) !== 'mentor') {
    body = (
      <EmptyState
        title="Only mentors take bookings"
        action={
          <Link to="/mentors" className="btn btn-primary">
            Find a mentor
          </Link>
        }
      />
    );
  } else if (!isSchedulingLink(mentor.calendly)) {
    body = <NoCalendarPrompt mentor={mentor} />;
  } else if (step === 0) {
    body = (
      <section className="card" aria-labelledby="book-title">
        <h1 id="book-title">
          Book a session with {mentor.firstname} {mentor.lastname}
        </h1>
        <p className="muted">Choose a time below. The calendar e-mails you the confirmation and the meeting link.</p>
        <iframe
          className="mentors-embed"
          title={`${mentor.firstname}'s booking calendar`}
          src={schedulingEmbedUrl(mentor.calendly, window.location.host)}
          referrerPolicy="strict-origin-when-cross-origin"
        />
        <div className="mentors-book-actions">
          <button type="button" className="btn btn-outline" onClick={() => navigate(-1)}>
            Back
          </button>
          <button type="button" className="btn btn-primary" onClick={() => setStep(1)}>
            Finish
          </button>
        </div>
      </section>
    );
  } else {
    body = (
      <section className="card center" aria-labelledby="booked-title">
        <h1 id="booked-title">Session Booked</h1>
        <p>Your booking with {mentor.firstname} is made. Look for the confirmation e-mail from the calendar.</p>
        <div className="row" style={{ justifyContent: 'center' }}>
          <Link to="/" className="btn btn-primary">
            View upcoming sessions
          </Link>
          <button type="button" className="btn btn-outline" onClick={() => setStep(0)}>
            Reschedule
          </button>
        </div>
      </section>
    );
  }

  return (
    <div className="container mentors-page">
      {mentor && isSchedulingLink(mentor.calendly) && (
        <ol className="mentors-steps" aria-label="Booking steps">
          {STEPS.map((s, i) => (
            <li key={s} className={i === step ? 'mentors-step-on' : undefined} aria-current={i === step ? 'step' : undefined}>
              {i + 1}. {s}
            </li>
          ))}
        </ol>
      )}
      {body}
    </div>
  );
}
