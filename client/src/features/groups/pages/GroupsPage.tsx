import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { GROUP_LIMITS, type DiscussionGroup } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import Pager from '../../../components/Pager';
import QueryView from '../../../components/QueryView';
import { useMessages, useT } from '../../../i18n';
import { useListGroupsQuery } from '../api';
import GroupCard from '../components/GroupCard';
import '../live';
import '../groups.css';

// The dialogs load the first time they open (then stay, so they close as before).
const CreateGroupModal = lazy(() => import('../components/CreateGroupModal'));
const MembersModal = lazy(() => import('../components/MembersModal'));

const readSkip = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** /groups: 'All Groups (count)', search, my groups, create, cards, Previous/Next by 30 (spec 001 §2). */
export default function GroupsPage() {
  const t = useT('groups');
  const tm = useMessages('GROUP_MSG');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const mine = params.get('mine') === '1';
  const skip = readSkip(params.get('skip'));
  const [typed, setTyped] = useState(search);
  useEffect(() => setTyped(search), [search]);
  const [creating, setCreating] = useState(false);
  const [membersOf, setMembersOf] = useState<DiscussionGroup | null>(null);
  const searchId = useId();

  const { currentData, error, isFetching, refetch } = useListGroupsQuery({ skip, search, mine });
  // The open members modal follows the list (joins, leaves and counts arrive live).
  const shownMembersOf = membersOf ? (currentData?.data.find((g) => g._id === membersOf._id) ?? membersOf) : null;
  const [wanted, setWanted] = useState({ create: false, members: false });
  if ((creating && !wanted.create) || (shownMembersOf && !wanted.members))
    setWanted({ create: wanted.create || creating, members: wanted.members || Boolean(shownMembersOf) });

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('skip' in changes)) next.delete('skip');
    setParams(next);
  };
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    update({ q: typed.trim() });
  };

  const groups = currentData?.data ?? [];
  const count = currentData?.count ?? 0;

  return (
    <div className="container groups-page">
      <div className="groups-top">
        <h1>{mine ? t('list.mineTitle', { count }) : t('list.title', { count })}</h1>
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
          {t('list.create')}
        </button>
      </div>
      <div className="groups-tools">
        <form role="search" className="groups-search" onSubmit={onSearch}>
          <label htmlFor={searchId} className="sr-only">
            {t('list.search')}
          </label>
          <input
            id={searchId}
            type="search"
            placeholder={t('list.search')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            enterKeyHint="search"
          />
          <button type="submit" className="btn btn-outline">
            {t('list.searchButton')}
          </button>
        </form>
        <div className="groups-filter" role="group" aria-label={t('list.show')}>
          <button
            type="button"
            className={mine ? 'btn btn-outline' : 'btn btn-primary'}
            aria-pressed={!mine}
            onClick={() => update({ mine: '' })}
          >
            {t('list.all')}
          </button>
          <button
            type="button"
            className={mine ? 'btn btn-primary' : 'btn btn-outline'}
            aria-pressed={mine}
            onClick={() => update({ mine: '1' })}
          >
            {t('list.mine')}
          </button>
        </div>
      </div>

      <section aria-label={t('list.label')} aria-busy={isFetching}>
        <QueryView
          query={{ data: currentData, error, isFetching, refetch }}
          words={[t('list.loading'), t('list.failed')]}
          messages={tm}
          isEmpty={(page) => page.count === 0}
          empty={
            <EmptyState
              title={search ? t('list.noMatch', { search }) : mine ? t('list.noneMine') : t('list.none')}
              text={t('list.startOne')}
              action={
                <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
                  {t('list.create')}
                </button>
              }
            />
          }
        >
          {(page) => (
            <ul className="groups-grid">
              {page.data.map((g) => (
                <GroupCard key={g._id} group={g} onMembers={setMembersOf} />
              ))}
            </ul>
          )}
        </QueryView>
        <Pager
          skip={skip}
          limit={GROUP_LIMITS.PAGE}
          count={count}
          pageLength={groups.length}
          onChange={(s) => update({ skip: s ? String(s) : '' })}
        />
      </section>

      <Suspense fallback={null}>
        {wanted.create && (
          <CreateGroupModal open={creating} onClose={() => setCreating(false)} onCreated={(id) => navigate(`/ChatRoom/${id}`)} />
        )}
        {wanted.members && <MembersModal group={shownMembersOf} onClose={() => setMembersOf(null)} />}
      </Suspense>
    </div>
  );
}
