import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SCHEDULING_LINK_PREFIX, isSchedulingLink, type CurrentUser } from '@delv/shared';
import CreateSessionModal from './CreateSessionModal';
import SessionList from './SessionList';
import '../sessions.css';

/**
 * The Schedule tab of a mentor's own profile (spec 000 §2.13, 001 "Own profile"): the booking
 * link learners use, Create Session, and the mentor's next sessions.
 */
export default function MentorScheduleTab({ user }: { user: CurrentUser }) {
  const [creating, setCreating] = useState(false);
  const valid = isSchedulingLink(user.calendly);
  return (
    <div className="stack">
      <section aria-labelledby="schedule-link-title">
        <h2 id="schedule-link-title" className="users-section-title">
          Booking link
        </h2>
        {valid ? (
          <p>
            Learners book time with you on{' '}
            <a href={user.calendly} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
              {user.calendly}
            </a>
            .
          </p>
        ) : (
          <p className="muted">
            {user.calendly?.trim() ? 'Your booking link is not a calendar page' : 'You have no booking link yet'}: add one that starts with{' '}
            {SCHEDULING_LINK_PREFIX} so learners can book you.
          </p>
        )}
        <Link to="/updateprofile?tab=profile" className="btn btn-outline">
          {valid ? 'Change link' : 'Add booking link'}
        </Link>
      </section>
      <section aria-labelledby="schedule-sessions-title">
        <div className="sessions-top">
          <h2 id="schedule-sessions-title" className="users-section-title">
            Your upcoming sessions
          </h2>
          <div className="row">
            <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
              Create Session
            </button>
            <Link to="/sessions/mylist" className="btn btn-outline">
              All my sessions
            </Link>
          </div>
        </div>
        <SessionList
          source="mine"
          args={{ when: 'upcoming', sort: 'soonest' }}
          label="Your upcoming sessions"
          linkTo={(s) => `/session/${s._id}`}
          emptyText="Create a session and learners can register for it."
        />
      </section>
      <CreateSessionModal open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
