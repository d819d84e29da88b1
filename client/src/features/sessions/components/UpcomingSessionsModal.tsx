import Modal from '../../../components/Modal';
import SessionList from './SessionList';
import { useT } from '../../../i18n';

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
  const t = useT('sessions');
  return (
    <Modal open title={t('upcoming.of', { name: mentorName })} onClose={onClose}>
      <SessionList
        args={{ presenter: [mentorId], sort: 'soonest' }}
        label={t('upcoming.of', { name: mentorName })}
        emptyText={t('upcoming.none', { name: mentorName })}
      />
    </Modal>
  );
}
