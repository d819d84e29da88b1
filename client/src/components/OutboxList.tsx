import { discardItem, retryItem, useOutbox, type OutboxItem } from '../lib/outbox';

const STATE_TEXT: Record<OutboxItem['state'], string> = {
  waiting: 'Waiting for the network',
  sending: 'Sending…',
  failed: 'Not sent',
};

/** What waits in the outbox for one place (the feed's posts, one post's comments...), with each
 * item's state and, when the server refused it, its message with Retry and Discard. */
export default function OutboxList({ kind, userId, label, textOf }: {
  kind: string;
  userId: string | null | undefined;
  label: string;
  textOf: (item: OutboxItem) => string;
}) {
  const items = useOutbox(kind, userId);
  if (!items.length) return null;
  return (
    <ul className="outbox-list" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className="outbox-item">
          <p className="outbox-text">{textOf(item)}</p>
          <span className={item.state === 'failed' ? 'outbox-state outbox-failed' : 'outbox-state'} role="status">
            {STATE_TEXT[item.state]}{item.error ? `: ${item.error}` : ''}
          </span>
          {item.state === 'failed' && (
            <>
              <button type="button" className="btn btn-outline" onClick={() => retryItem(item.id)}>Retry</button>
              <button type="button" className="btn btn-link" onClick={() => discardItem(item.id)}>Discard</button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
