import { useState, type ReactNode } from 'react';
import type { HeldMessage, SafeguardingConcern } from '@delv/shared';
import { Link } from 'react-router-dom';
import EmptyState from '../../../components/EmptyState';
import Pager from '../../../components/Pager';
import QueryView from '../../../components/QueryView';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useConcernsQuery, useDecideHeldMutation, useHeldMessagesQuery } from '../api';
import { isForbidden } from '../../../lib/api';
import { useAppSelector } from '../../../lib/hooks';
import { selectIsModerator } from '../../../lib/session';
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

/** One paged list of the page (its heading, intro, loading, error with retry, empty state and pager). */
function PagedSection<T extends { _id: string }>({
  id,
  words,
  useList,
  item,
}: {
  id: string;
  /** title, intro, loading, failed, empty */
  words: [string, string, string, string, string];
  useList: (arg: { skip: number }) => Parameters<typeof QueryView<{ data: T[]; count: number }>>[0]['query'];
  item: (row: T) => ReactNode;
}) {
  const tm = useMessages('YOUTH_MSG');
  const [skip, setSkip] = useState(0);
  const query = useList({ skip });
  const [title, intro, loading, failed, empty] = words;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="muted">{intro}</p>
      <QueryView
        query={query}
        words={[loading, failed]}
        messages={tm}
        isEmpty={(page) => page.data.length === 0}
        empty={<EmptyState title={empty} />}
      >
        {(page) => (
          <>
            <ul className="held-list" aria-label={title}>
              {page.data.map((row) => (
                <li key={row._id}>{item(row)}</li>
              ))}
            </ul>
            <Pager skip={skip} limit={20} count={page.count} pageLength={page.data.length} onChange={setSkip} />
          </>
        )}
      </QueryView>
    </section>
  );
}

function Concerns() {
  const t = useT('youth');
  // Acting on a concern is a decision of the review queue: its moderators and admins (an
  // institution's lead sees the concern and follows it up in the institution).
  const mayAct = useAppSelector(selectIsModerator);
  return (
    <PagedSection<SafeguardingConcern>
      id="concerns-title"
      words={[t('concerns.title'), t('concerns.intro'), t('concerns.loading'), t('concerns.failed'), t('concerns.empty')]}
      useList={useConcernsQuery}
      item={(c) => (
        <>
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
            {mayAct && (
              <Link to="/moderation" className="btn btn-primary">
                {t('concerns.act')}
              </Link>
            )}
          </span>
        </>
      )}
    />
  );
}

function HeldMessages() {
  const t = useT('youth');
  const tm = useMessages('YOUTH_MSG');
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
    <PagedSection<HeldMessage>
      id="held-title"
      words={[t('held.title'), t('held.intro'), t('held.loading'), t('held.failed'), t('held.empty')]}
      useList={useHeldMessagesQuery}
      item={(m) => (
        <>
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
        </>
      )}
    />
  );
}
