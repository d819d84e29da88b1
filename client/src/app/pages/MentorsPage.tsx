import Mentors from '../../features/mentors/pages/MentorsPage';
import { UpcomingSessionsModal } from './upcomingSessions';

/** /mentors: the directory, whose Upcoming Sessions shows the sessions feature's list. */
export default function MentorsPage() {
  return <Mentors UpcomingSessionsModal={UpcomingSessionsModal} />;
}
