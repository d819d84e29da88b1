import { useState } from 'react';
import { MODERATION_MSG } from '@delv/shared';
import FormActions from '../../../components/FormActions';
import Modal from '../../../components/Modal';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useBlockPersonMutation } from '../api';

/**
 * "Block" beside "Report" on a person (issue 31): a dialog saying what blocking does, then the
 * block. Unblocking is in settings, "Blocked people".
 */
export default function BlockButton({ userId, name, className = 'btn-link' }: { userId: string; name: string; className?: string }) {
  const t = useT('moderation');
  const tm = useMessages('MODERATION_MSG');
  const [open, setOpen] = useState(false);
  const [block, { isLoading }] = useBlockPersonMutation();
  const confirm = async () => {
    try {
      const answer = await block(userId).unwrap();
      notifySuccess(tm(answer.message ?? MODERATION_MSG.personBlocked));
      setOpen(false);
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {t('block.button')}
      </button>
      {open && (
        <Modal open title={t('block.title', { name })} onClose={() => setOpen(false)}>
          <p>{t('block.explain')}</p>
          <FormActions
            end
            labels={[t('cancel'), t('block.confirm'), t('block.blocking')]}
            onCancel={() => setOpen(false)}
            onSubmit={() => void confirm()}
            busy={isLoading}
          />
        </Modal>
      )}
    </>
  );
}
