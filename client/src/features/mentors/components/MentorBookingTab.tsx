import { Link } from 'react-router-dom';
import type { PublicUser } from '@delv/shared';
import { isSchedulingLink, schedulingEmbedUrl } from '../scheduling';

/**
 * The Schedule tab of a mentor's public profile: their calendar page embedded (loaded lazily,
 * only when the tab is open) when the link is a real calendar page; otherwise Book Session leads
 * to the in-app booking prompt.
 */
export default function MentorBookingTab({ mentor, canBook }: { mentor: PublicUser; canBook: boolean }) {
  if (isSchedulingLink(mentor.calendly)) {
    return (
      <div className="stack">
        <p>Pick a time that suits you on {mentor.firstname}&apos;s calendar.</p>
        <iframe
          className="mentors-embed"
          title={`Book a session with ${mentor.firstname} ${mentor.lastname}`}
          src={schedulingEmbedUrl(mentor.calendly, window.location.host)}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <div className="stack">
      <p className="muted">{mentor.firstname} has not opened a booking calendar yet.</p>
      {canBook && (
        <Link to={`/booksession/${mentor._id}`} className="btn btn-primary">
          Book Session
        </Link>
      )}
    </div>
  );
}
