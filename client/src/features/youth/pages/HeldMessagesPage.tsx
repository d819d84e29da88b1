import { useState } from 'react';
import { Link } from 'react-router-dom';
import EmptyState from '../../../components/EmptyState';
import Pager from '../../../components/Pager';
import QueryView from '../../../components/QueryView';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useConcernsQuery, useDecideHeldMutation, useHeldMessagesQuery } from '../api';
import { isForbidden } from '../../../lib/api';
import '../youth.css';

/**
 * /safeguarding (issue 32): the concerns about young people a safeguarding lead sees first (the
 * platform's leads all, an institution's those touching it; acted on in the review queue), and
 * the messages between an adult and a young learner that carried contact
 * details, held instead of delivered, oldest first. Release delivers one to the room; Remove
 * deletes it. Moderators and admins.
 */
export default function HeldMessagesPage() {
  const t = useT('youth');
  const held = useHeldMessagesQuery({ skip: 0 });
  const concerns = useConcernsQuery({ skip: 0 });
  // Each part shows to whom the API gives it: moderators the held messages, leads the concerns.
  const showHeld = !isForbidden(held.error);
  const showConcerns = !isForbidden(concerns.error);
  return (
    <div className="container">
      <h1>{t('held.pageTitle')}</h1>
      {showConcerns && <Concerns />}
      {showHeld && <HeldMessages />}
      {!showHeld && !showConcerns && <p>{t('held.notYours')}</p>}
    </div>
  );
}

function Concerns() {
  const t = useT('youth');
  const tm = useMessages('YOUTH_MSG');
  const [skip, setSkip] = useState(0);
  const query = useConcernsQuery({ skip });
  return (
    <section aria-labelledby="concerns-title">
      <h2 id="concerns-title">{t('concerns.title')}</h2>
      <p className="muted">{t('concerns.intro')}</p>
      <QueryView
        query={query}
        words={[t('concerns.loading'), t('concerns.failed')]}
        messages={tm}
        isEmpty={(page) => page.data.length === 0}
        empty={<EmptyState title={t('concerns.empty')} />}
      >
        {(page) => (
          <>
            <ul className="held-list" aria-label={t('concerns.title')}>
              {page.data.map((c) => (
                <li key={c._id}>
                  <span>
                    <strong>{c.title}</strong>{' '}
                    <span className="muted">
                      · {t(`concerns.reason.${c.reason === 'safeguarding_concern' ? 'safeguarding_concern' : 'unsuitable_for_young'}`)} ·{' '}
                      <time dateTime={c.reportedAt}>{formatDateTime(c.reportedAt)}</time>
                    </span>
                  </span>
                  {c.excerpt && <p className="held-words">{c.excerpt}</p>}
                  {c.text && <p className="held-words muted">{t('concerns.reporterSaid', { words: c.text })}</p>}
                  <span className="consent-actions">
                    {c.link && (
                      <Link to={c.link} className="btn btn-secondary">
                        {t('concerns.open')}
                      </Link>
                    )}
                    <Link to="/moderation" className="btn btn-primary">
                      {t('concerns.act')}
                    </Link>
                  </span>
                </li>
              ))}
            </ul>
            <Pager skip={skip} limit={20} count={page.count} pageLength={page.data.length} onChange={setSkip} />
          </>
        )}
      </QueryView>
    </section>
  );
}

function HeldMessages() {
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
    <section aria-labelledby="held-title">
      <h2 id="held-title">{t('held.title')}</h2>
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
    </section>
  );
}
