import Modal from '../../../components/Modal';
import SessionList from './SessionList';

/** A mentor's upcoming sessions (spec 001 §2 'upcoming-sessions modal'), 3 then 2 more per press. */
export default function UpcomingSessionsModal({
  mentorId,
  mentorName,
  onClose,
}: {
  mentorId: string;
  mentorName: string;
  onClose: () => void;
}) {
  return (
    <Modal open title={`Upcoming sessions of ${mentorName}`} onClose={onClose}>
      <SessionList
        args={{ presenter: [mentorId], sort: 'soonest' }}
        label={`Upcoming sessions of ${mentorName}`}
        emptyText={`${mentorName} has no upcoming sessions yet.`}
      />
    </Modal>
  );
}
