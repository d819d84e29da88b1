import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { roleOf, type PublicUser } from '@delv/shared';
import EmptyState from '../../components/EmptyState';
import QueryView from '../../components/QueryView';
import { UpcomingSessionsModal } from './upcomingSessions';
import { useGetUserQuery } from '../../features/users/api';
import CalendarFrame from '../../features/mentors/components/CalendarFrame';
import { isSchedulingLink } from '../../features/mentors/scheduling';
import '../../features/mentors/mentors.css';
import { useMessages, useT } from '../../i18n';

const STEPS = ['booking.step1', 'booking.step2'] as const;

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
  const t = useT('mentors');
  const [showUpcoming, setShowUpcoming] = useState(false);
  const name = `${mentor.firstname} ${mentor.lastname}`.trim();
  return (
    <section className="card" aria-labelledby="book-title">
      <h1 id="book-title">{t('booking.title', { name })}</h1>
      <p>{t('booking.noCalendar', { name: mentor.firstname })}</p>
      <p>{t('booking.joinOrFollow', { name: mentor.firstname })}</p>
      <div className="mentors-book-actions">
        <Link to={`/mentors/more/${mentor._id}`} className="btn btn-outline">
          {t('booking.back')}
        </Link>
        <div className="row">
          <Link to="/comingsoon/livechat" className="btn btn-outline">
            {t('liveChat')}
          </Link>
          <button type="button" className="btn btn-primary" onClick={() => setShowUpcoming(true)}>
            {t('upcoming')}
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
  const t = useT('mentors');
  const tm = useMessages();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [step, setStep] = useState<0 | 1>(0);
  const [showUpcoming, setShowUpcoming] = useState(false);
  const [calendarDown, setCalendarDown] = useState(false);
  const { currentData: mentor, error, isFetching, refetch } = useGetUserQuery(id, { skip: !id });
  useBookedEvent(useCallback(() => setStep(1), []));

  let body;
  if (!mentor) {
    body = (
      <QueryView
        query={{ data: mentor, error, isFetching, refetch }}
        words={[t('booking.loading'), t('booking.failed')]}
        messages={tm}
        missing={<EmptyState title={t('booking.notFound')} link={{ to: '/mentors', label: t('booking.find') }} />}
      />
    );
  } else if (roleOf(mentor.usercategory) !== 'mentor') {
    body = <EmptyState title={t('booking.onlyMentors')} link={{ to: '/mentors', label: t('booking.find') }} />;
  } else if (!isSchedulingLink(mentor.calendly)) {
    body = <NoCalendarPrompt mentor={mentor} />;
  } else if (step === 0) {
    body = (
      <section className="card" aria-labelledby="book-title">
        <h1 id="book-title">{t('booking.title', { name: `${mentor.firstname} ${mentor.lastname}` })}</h1>
        {!calendarDown && <p className="muted">{t('booking.choose')}</p>}
        <CalendarFrame
          onDown={setCalendarDown}
          link={mentor.calendly}
          title={t('booking.calendar', { name: mentor.firstname })}
          name={mentor.firstname}
          fallback={
            <button type="button" className="btn btn-primary" onClick={() => setShowUpcoming(true)}>
              {t('upcoming')}
            </button>
          }
        />
        {showUpcoming && (
          <UpcomingSessionsModal
            mentorId={mentor._id}
            mentorName={`${mentor.firstname} ${mentor.lastname}`.trim()}
            onClose={() => setShowUpcoming(false)}
          />
        )}
        <div className="mentors-book-actions">
          <button type="button" className="btn btn-outline" onClick={() => navigate(-1)}>
            {t('booking.back')}
          </button>
          {/* Nothing was booked without the calendar: no Finish then. */}
          {!calendarDown && (
            <button type="button" className="btn btn-primary" onClick={() => setStep(1)}>
              {t('booking.finish')}
            </button>
          )}
        </div>
      </section>
    );
  } else {
    body = (
      <section className="card center" aria-labelledby="booked-title">
        <h1 id="booked-title">{t('booking.step2')}</h1>
        <p>{t('booking.booked', { name: mentor.firstname })}</p>
        <div className="row" style={{ justifyContent: 'center' }}>
          <Link to="/" className="btn btn-primary">
            {t('booking.viewUpcoming')}
          </Link>
          <button type="button" className="btn btn-outline" onClick={() => setStep(0)}>
            {t('booking.reschedule')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <div className="container mentors-page">
      {mentor && isSchedulingLink(mentor.calendly) && (
        <ol className="mentors-steps" aria-label={t('booking.steps')}>
          {STEPS.map((s, i) => (
            <li key={s} className={i === step ? 'mentors-step-on' : undefined} aria-current={i === step ? 'step' : undefined}>
              {i + 1}. {t(s)}
            </li>
          ))}
        </ol>
      )}
      {body}
    </div>
  );
}
