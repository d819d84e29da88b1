import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PublicUser } from '@delv/shared';
import { useAppSelector } from '../../../lib/hooks';
import { selectCurrentUser, selectRole } from '../../../lib/session';
import type { UpcomingSessionsComponent } from '../../../components/slots';
import { useT } from '../../../i18n';

/**
 * A mentor profile's buttons (spec 001 §2): Book Session (never for institution accounts, nor on
 * your own profile), Live Chat, Upcoming Sessions (the sessions feature's list, `UpcomingSessionsModal`).
 */
export default function MentorActions({
  mentor,
  UpcomingSessionsModal,
}: {
  mentor: PublicUser;
  UpcomingSessionsModal: UpcomingSessionsComponent;
}) {
  const t = useT('mentors');
  const me = useAppSelector(selectCurrentUser);
  const role = useAppSelector(selectRole);
  const [upcoming, setUpcoming] = useState(false);
  const name = `${mentor.firstname} ${mentor.lastname}`.trim();
  const canBook = role !== 'institution' && me?._id !== mentor._id;
  return (
    <>
      {canBook && (
        <Link to={`/booksession/${mentor._id}`} className="btn btn-primary">
          {t('book')}
        </Link>
      )}
      <Link to="/comingsoon/livechat" className="btn btn-outline">
        {t('liveChat')}
      </Link>
      <button type="button" className="btn btn-outline" onClick={() => setUpcoming(true)}>
        {t('upcoming')}
      </button>
      {upcoming && <UpcomingSessionsModal mentorId={mentor._id} mentorName={name} onClose={() => setUpcoming(false)} />}
    </>
  );
}
