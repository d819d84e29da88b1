import type { ContentItem } from '@delv/shared';
import { errorMessage } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSetContentVisibleMutation, type MyContentArgs } from '../api';

/**
 * Public / private switch of the My-content table. The old toggle changed only the screen; this
 * one saves (PUT /contents/publish) and flips back if the server refuses.
 */
export default function PublishToggle({ item, listArgs }: { item: ContentItem; listArgs?: MyContentArgs }) {
  const [setVisible, { isLoading }] = useSetContentVisibleMutation();
  const toggle = async () => {
    const visible = !item.visible;
    try {
      await setVisible({ id: item._id, visible, listArgs }).unwrap();
      notifySuccess(visible ? `“${item.title}” is public` : `“${item.title}” is private: only you can see it`);
    } catch (err) {
      notifyError(errorMessage(err));
    }
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={item.visible}
      aria-label={`Public: ${item.title}`}
      className={`content-switch${item.visible ? ' content-switch-on' : ''}`}
      onClick={toggle}
      disabled={isLoading}
    >
      <span className="content-switch-track" aria-hidden="true">
        <span className="content-switch-thumb" />
      </span>
      <span className="content-switch-text">{item.visible ? 'Public' : 'Private'}</span>
    </button>
  );
}
