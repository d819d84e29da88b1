import { useT } from '../i18n';
import { discardItem, retryItem, useOutbox, type OutboxItem } from '../lib/outbox';

/** What waits in the outbox for one place (the feed's posts, one post's comments...), with each
 * item's state and, when the server refused it, its message with Retry and Discard. */
export default function OutboxList({
  kind,
  userId,
  label,
  textOf,
}: {
  kind: string;
  userId: string | null | undefined;
  label: string;
  textOf: (item: OutboxItem) => string;
}) {
  const t = useT('shell');
  const items = useOutbox(kind, userId);
  if (!items.length) return null;
  return (
    <ul className="outbox-list" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className="outbox-item">
          <p className="outbox-text">{textOf(item)}</p>
          <span className={item.state === 'failed' ? 'outbox-state outbox-failed' : 'outbox-state'} role="status">
            {item.state === 'failed' && item.error ? t('outbox.failedWith', { error: item.error }) : t(`outbox.${item.state}`)}
          </span>
          {item.state === 'failed' && (
            <>
              <button type="button" className="btn btn-outline" onClick={() => retryItem(item.id)}>
                {t('outbox.retry')}
              </button>
              <button type="button" className="btn btn-link" onClick={() => discardItem(item.id)}>
                {t('outbox.discard')}
              </button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
