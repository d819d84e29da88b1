import { CONTENT_MSG, type ContentItem } from '@delv/shared';
import Modal from '../../../components/Modal';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteContentMutation } from '../api';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';

/** Asks before deleting: the file, its thumbnail, reviews, ratings and likes go for good. */
export default function DeleteConfirm({ item, onClose, onDeleted }: { item: ContentItem; onClose: () => void; onDeleted?: () => void }) {
  const t = useT('content');
  const tm = useMessages('CONTENT_MSG');
  const [remove, { isLoading }] = useDeleteContentMutation();
  const confirm = async () => {
    try {
      const res = await remove(item._id).unwrap();
      notifySuccess(tm(res.message ?? CONTENT_MSG.contentDeleted));
      onClose();
      onDeleted?.();
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  return (
    <Modal open title={t('delete.title')} onClose={onClose}>
      <p>{t('delete.text', { title: item.title })}</p>
      <div className="content-form-actions">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t('delete.keep')}
        </button>
        <button type="button" className="btn btn-danger" onClick={confirm} disabled={isLoading}>
          {isLoading ? t('deleting') : t('delete')}
        </button>
      </div>
    </Modal>
  );
}
