import { useState } from 'react';
import EmptyState from '../../../components/EmptyState';
import Pager from '../../../components/Pager';
import QueryView from '../../../components/QueryView';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDecideHeldMutation, useHeldMessagesQuery } from '../api';
import '../youth.css';

/**
 * /safeguarding (issue 32): messages between an adult and a young learner that carried contact
 * details, held instead of delivered, oldest first. Release delivers one to the room; Remove
 * deletes it. Moderators and admins.
 */
export default function HeldMessagesPage() {
  const t = useT('youth');
  const tm = useMessages('YOUTH_MSG');
  const [skip, setSkip] = useState(0);
  const query = useHeldMessagesQuery({ skip });
  const [decide, { isLoading }] = useDecideHeldMutation();
  const act = async (id: string, decision: 'release' | 'remove') => {
    try {
      const answer = await decide({ id, decision }).unwrap();
      if (answer.message) notifySuccess(tm(answer.message));
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  return (
    <div className="container">
      <h1>{t('held.title')}</h1>
      <p className="muted">{t('held.intro')}</p>
      <QueryView
        query={query}
        words={[t('held.loading'), t('held.failed')]}
        messages={tm}
        isEmpty={(page) => page.data.length === 0}
        empty={<EmptyState title={t('held.empty')} />}
      >
        {(page) => (
          <>
            <ul className="held-list" aria-label={t('held.title')}>
              {page.data.map((m) => (
                <li key={m._id}>
                  <span>
                    <strong>
                      {m.sender.firstname} {m.sender.lastname}
                    </strong>{' '}
                    <span className="muted">
                      · {t(`held.kind.${m.kind === 'comment' ? 'comment' : 'chatMessage'}`)} ·{' '}
                      <time dateTime={m.heldAt}>{formatDateTime(m.heldAt)}</time>
                    </span>
                  </span>
                  <p className="held-words">{m.words}</p>
                  <span className="consent-actions">
                    <button type="button" className="btn btn-primary" disabled={isLoading} onClick={() => void act(m._id, 'release')}>
                      {t('held.release')}
                    </button>
                    <button type="button" className="btn btn-secondary" disabled={isLoading} onClick={() => void act(m._id, 'remove')}>
                      {t('held.remove')}
                    </button>
                  </span>
                </li>
              ))}
            </ul>
            <Pager skip={skip} limit={20} count={page.count} pageLength={page.data.length} onChange={setSkip} />
          </>
        )}
      </QueryView>
    </div>
  );
}
