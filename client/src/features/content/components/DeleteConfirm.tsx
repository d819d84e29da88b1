import { CONTENT_MSG, type ContentItem } from '@delv/shared';
import Modal from '../../../components/Modal';
import { errorMessage } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteContentMutation } from '../api';

/** Asks before deleting: the file, its thumbnail, reviews, ratings and likes go for good. */
export default function DeleteConfirm({ item, onClose, onDeleted }: { item: ContentItem; onClose: () => void; onDeleted?: () => void }) {
  const [remove, { isLoading }] = useDeleteContentMutation();
  const confirm = async () => {
    try {
      const res = await remove(item._id).unwrap();
      notifySuccess(res.message ?? CONTENT_MSG.contentDeleted);
      onClose();
      onDeleted?.();
    } catch (err) {
      notifyError(errorMessage(err));
    }
  };
  return (
    <Modal open title="Delete content?" onClose={onClose}>
      <p>Delete “{item.title}”? Its file, reviews and ratings are removed for good. This cannot be undone.</p>
      <div className="content-form-actions">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Keep it
        </button>
        <button type="button" className="btn btn-danger" onClick={confirm} disabled={isLoading}>
          {isLoading ? 'Deleting…' : 'Delete'}
        </button>
      </div>
    </Modal>
  );
}
