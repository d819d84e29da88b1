import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SCHEDULING_LINK_PREFIX, isSchedulingLink, type CurrentUser } from '@delv/shared';
import CreateSessionModal from './CreateSessionModal';
import SessionList from './SessionList';
import '../sessions.css';
import { useT } from '../../../i18n';

/**
 * The Schedule tab of a mentor's own profile (spec 000 §2.13, 001 "Own profile"): the booking
 * link learners use, Create Session, and the mentor's next sessions.
 */
export default function MentorScheduleTab({ user }: { user: CurrentUser }) {
  const t = useT('sessions');
  const [creating, setCreating] = useState(false);
  const valid = isSchedulingLink(user.calendly);
  return (
    <div className="stack">
      <section aria-labelledby="schedule-link-title">
        <h2 id="schedule-link-title" className="users-section-title">
          {t('schedule.link')}
        </h2>
        {valid ? (
          <p>
            {t.rich(
              'schedule.bookOn',
              { url: user.calendly },
              { link: <a href={user.calendly} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }} /> },
            )}
          </p>
        ) : (
          <p className="muted">
            {user.calendly?.trim()
              ? t('schedule.notCalendar', { prefix: SCHEDULING_LINK_PREFIX })
              : t('schedule.noLink', { prefix: SCHEDULING_LINK_PREFIX })}
          </p>
        )}
        <Link to="/updateprofile?tab=profile" className="btn btn-outline">
          {valid ? t('schedule.change') : t('schedule.add')}
        </Link>
      </section>
      <section aria-labelledby="schedule-sessions-title">
        <div className="sessions-top">
          <h2 id="schedule-sessions-title" className="users-section-title">
            {t('schedule.yours')}
          </h2>
          <div className="row">
            <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
              {t('create.title')}
            </button>
            <Link to="/sessions/mylist" className="btn btn-outline">
              {t('schedule.all')}
            </Link>
          </div>
        </div>
        <SessionList
          source="mine"
          args={{ when: 'upcoming', sort: 'soonest' }}
          label={t('schedule.yours')}
          linkTo={(s) => `/session/${s._id}`}
          emptyText={t('schedule.empty')}
        />
      </section>
      <CreateSessionModal open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
