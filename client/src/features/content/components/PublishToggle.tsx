import type { ContentItem } from '@delv/shared';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSetContentVisibleMutation, type MyContentArgs } from '../api';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';

/**
 * Public / private switch of the My-content table. The old toggle changed only the screen; this
 * one saves (PUT /contents/publish) and flips back if the server refuses.
 */
export default function PublishToggle({ item, listArgs }: { item: ContentItem; listArgs?: MyContentArgs }) {
  const t = useT('content');
  const tm = useMessages('CONTENT_MSG');
  const [setVisible, { isLoading }] = useSetContentVisibleMutation();
  const toggle = async () => {
    const visible = !item.visible;
    try {
      await setVisible({ id: item._id, visible, listArgs }).unwrap();
      notifySuccess(visible ? t('publish.nowPublic', { title: item.title }) : t('publish.nowPrivate', { title: item.title }));
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={item.visible}
      aria-label={t('publish.label', { title: item.title })}
      className={`content-switch${item.visible ? ' content-switch-on' : ''}`}
      onClick={toggle}
      disabled={isLoading}
    >
      <span className="content-switch-track" aria-hidden="true">
        <span className="content-switch-thumb" />
      </span>
      <span className="content-switch-text">{item.visible ? t('public') : t('private')}</span>
    </button>
  );
}
