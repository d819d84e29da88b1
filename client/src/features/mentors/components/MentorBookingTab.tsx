import { Link } from 'react-router-dom';
import type { PublicUser } from '@delv/shared';
import { isSchedulingLink, schedulingEmbedUrl } from '../scheduling';
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
        <iframe
          className="mentors-embed"
          title={t('calendar.frame', { name: `${mentor.firstname} ${mentor.lastname}` })}
          src={schedulingEmbedUrl(mentor.calendly, window.location.host)}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
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
