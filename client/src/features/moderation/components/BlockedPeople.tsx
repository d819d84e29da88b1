import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BLOCKS_PAGE, MODERATION_MSG, type BlockedPerson } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import EmptyState from '../../../components/EmptyState';
import Pager from '../../../components/Pager';
import QueryView from '../../../components/QueryView';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useMyBlocksQuery, useUnblockPersonMutation } from '../api';
import '../moderation.css';

/** Settings, "Blocked people" (issue 31): the people I blocked, newest first, each with Unblock. */
export default function BlockedPeople() {
  const t = useT('moderation');
  const tm = useMessages('MODERATION_MSG');
  const [skip, setSkip] = useState(0);
  const query = useMyBlocksQuery({ skip });
  return (
    <section className="blocked-people" aria-label={t('blocked.title')}>
      <p className="muted">{t('blocked.intro')}</p>
      <QueryView
        query={{ ...query, data: query.currentData }}
        words={[t('blocked.loading'), t('blocked.failed')]}
        messages={tm}
        isEmpty={(d) => d.data.length === 0}
        empty={<EmptyState title={t('blocked.emptyTitle')} text={t('blocked.emptyText')} />}
      >
        {(page) => (
          <>
            <ul className="blocked-list">
              {page.data.map((p) => (
                <BlockedRow key={p._id} person={p} />
              ))}
            </ul>
            <Pager skip={skip} limit={BLOCKS_PAGE} count={page.count} pageLength={page.data.length} onChange={setSkip} />
          </>
        )}
      </QueryView>
    </section>
  );
}

function BlockedRow({ person }: { person: BlockedPerson }) {
  const t = useT('moderation');
  const tm = useMessages('MODERATION_MSG');
  const [unblock, { isLoading }] = useUnblockPersonMutation();
  const name = `${person.firstname} ${person.lastname}`.trim();
  const undo = async () => {
    try {
      const answer = await unblock(person._id).unwrap();
      notifySuccess(tm(answer.message ?? MODERATION_MSG.personUnblocked));
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  return (
    <li className="blocked-row">
      <Avatar user={person} size={40} />
      <span className="blocked-name">
        <Link to={`/users/profile/${person._id}`}>{name}</Link>
        <span className="muted"> {t('blocked.since', { date: formatDate(person.blockedAt) })}</span>
      </span>
      <button
        type="button"
        className="btn btn-outline"
        disabled={isLoading}
        onClick={() => void undo()}
        aria-label={t('blocked.unblockName', { name })}
      >
        {t('blocked.unblock')}
      </button>
    </li>
  );
}
