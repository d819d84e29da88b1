import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { PublicUser } from '@delv/shared';
import { isSchedulingLink } from '../scheduling';

// With the tab, not with every page that shows a profile (the profile pages share this feature's chunk).
const CalendarFrame = lazy(() => import('./CalendarFrame'));
import { useT } from '../../../i18n';

/**
 * The Schedule tab of a mentor's public profile: their calendar page embedded (loaded lazily,
 * only when the tab is open) when the link is a real calendar page; otherwise Book Session leads
 * to the in-app booking prompt.
 */
export default function MentorBookingTab({ mentor, canBook }: { mentor: PublicUser; canBook: boolean }) {
  const t = useT('mentors');
  if (isSchedulingLink(mentor.calendly)) {
    return (
      <div className="stack">
        <p>{t('calendar.pick', { name: mentor.firstname })}</p>
        <Suspense fallback={null}>
          <CalendarFrame
            link={mentor.calendly}
            title={t('calendar.frame', { name: `${mentor.firstname} ${mentor.lastname}` })}
            name={mentor.firstname}
            lazy
          />
        </Suspense>
      </div>
    );
  }
  return (
    <div className="stack">
      <p className="muted">{t('calendar.none', { name: mentor.firstname })}</p>
      {canBook && (
        <Link to={`/booksession/${mentor._id}`} className="btn btn-primary">
          {t('book')}
        </Link>
      )}
    </div>
  );
}
