import type { Session } from '@delv/shared';
import Modal from '../../../components/Modal';
import { useAppSelector } from '../../../lib/hooks';
import { selectCurrentUser } from '../../../lib/session';
import CreateSessionForm from './CreateSessionForm';
import { useT } from '../../../i18n';

/** The Create Session modal of My Sessions and the mentor's own profile; closes once created. */
export default function CreateSessionModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated?: (session: Session) => void;
}) {
  const t = useT('sessions');
  const user = useAppSelector(selectCurrentUser);
  if (!user) return null;
  return (
    <Modal open={open} title={t('create.title')} onClose={onClose}>
      <CreateSessionForm
        user={user}
        onCancel={onClose}
        onCreated={(s) => {
          onCreated?.(s);
          onClose();
        }}
      />
    </Modal>
  );
}
