import { MODERATION_MSG } from '@delv/shared';
import FormActions from '../../../components/FormActions';
import Modal from '../../../components/Modal';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useBlockPersonMutation } from '../api';

/** The block dialog: its own chunk, fetched when someone presses Block (BlockButton). */
export default function BlockDialog({ userId, name, onClose }: { userId: string; name: string; onClose: () => void }) {
  const t = useT('moderation');
  const tm = useMessages('MODERATION_MSG');
  const [block, { isLoading }] = useBlockPersonMutation();
  const confirm = async () => {
    try {
      const answer = await block(userId).unwrap();
      notifySuccess(tm(answer.message ?? MODERATION_MSG.personBlocked));
      onClose();
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  return (
    <Modal open title={t('block.title', { name })} onClose={onClose}>
      <p>{t('block.explain')}</p>
      <FormActions
        end
        labels={[t('cancel'), t('block.confirm'), t('block.blocking')]}
        onCancel={onClose}
        onSubmit={() => void confirm()}
        busy={isLoading}
      />
    </Modal>
  );
}
