import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DiscussionGroup } from '@delv/shared';
import { GROUP_MSG } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import BellIcon from '../../../components/BellIcon';
import EmptyState from '../../../components/EmptyState';
import Modal from '../../../components/Modal';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDecideRequestsMutation, useGroupRequestsQuery, useListGroupsQuery } from '../api';
import { GroupPicture } from './GroupParts';
import RequestRow from './RequestRow';
import '../live';
import '../groups.css';
import QueryView from '../../../components/QueryView';

const CreateGroupModal = lazy(() => import('./CreateGroupModal'));
const AddMembersModal = lazy(() => import('./AddMembersModal'));

/**
 * An institution's Groups page (spec 001 §2 'Groups page'; issue 27 #16): 'Groups (count)', Create
 * Groups, and a card per group with its members, a join-requests bell with the pending count, and
 * Add Members. The institution's admins run these groups without being members.
 */
export default function InstitutionGroups({ institutionId }: { institutionId: string }) {
  const t = useT('groups');
  const tm = useMessages('GROUP_MSG');
  const [creating, setCreating] = useState(false);
  const [adding, setAdding] = useState<DiscussionGroup | null>(null);
  const [deciding, setDeciding] = useState<DiscussionGroup | null>(null);
  const { currentData, error, isFetching, refetch } = useListGroupsQuery({ institution: institutionId });
  const groups = currentData?.data ?? [];

  return (
    <div className="stack">
      <div className="inst-bar">
        <h2 className="inst-section-title">{currentData ? t('inst.heading', { count: currentData.count }) : t('inst.headingLoading')}</h2>
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
          {t('inst.create')}
        </button>
      </div>
      <QueryView query={{ data: currentData, error, isFetching, refetch }} words={[t('list.loading'), t('list.failed')]} messages={tm} />
      {currentData && groups.length === 0 && <EmptyState title={t('list.none')} text={t('inst.noneText')} />}
      {groups.length > 0 && (
        <ul className="groups-grid" aria-label={t('list.label')}>
          {groups.map((g) => (
            <li key={g._id} className="card group-card">
              <div className="group-card-head">
                <GroupPicture group={g} />
                <div className="group-card-title">
                  <h3 className="group-name">
                    <Link to={`/ChatRoom/${g._id}`}>{g.groupName}</Link>
                  </h3>
                  <p className="muted group-meta">
                    {t(g.privacy === 'Public' ? 'privacy.public' : 'privacy.private')} · {t('members.count', { count: g.memberCount })}
                  </p>
                </div>
                {g.can.decide && (
                  <button
                    type="button"
                    className="btn btn-link group-bell"
                    onClick={() => setDeciding(g)}
                    aria-label={t('inst.requests', { count: g.pendingRequests, name: g.groupName })}
                  >
                    <BellIcon />
                    {g.pendingRequests > 0 && <span className="badge">{g.pendingRequests}</span>}
                  </button>
                )}
              </div>
              <div className="group-card-foot">
                <span className="group-avatars">
                  {g.avatars.map((p) => (
                    <Avatar key={p._id} user={p} size={28} />
                  ))}
                </span>
                {g.can.addMembers && (
                  <button type="button" className="btn btn-outline" onClick={() => setAdding(g)}>
                    {t('add.button')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        {creating && <CreateGroupModal open institutionId={institutionId} onClose={() => setCreating(false)} />}
        {adding && <AddMembersModal groupId={adding._id} groupName={adding.groupName} open onClose={() => setAdding(null)} />}
      </Suspense>
      {deciding && <GroupRequests group={deciding} onClose={() => setDeciding(null)} />}
    </div>
  );
}

/** The group's pending join requests, each approved or rejected here. */
function GroupRequests({ group, onClose }: { group: DiscussionGroup; onClose: () => void }) {
  const t = useT('groups');
  const tm = useMessages('GROUP_MSG');
  const { data, error, isFetching, refetch } = useGroupRequestsQuery(group._id);
  const [decide, { isLoading: busy }] = useDecideRequestsMutation();
  const requests = data?.data ?? [];
  const onDecide = async (id: string, requestStatus: 'accepted' | 'rejected') => {
    try {
      await decide({ requestIds: [id], requestStatus }).unwrap();
      notifySuccess(tm(GROUP_MSG.statusUpdated));
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  return (
    <Modal open title={t('inst.requestsTitle', { name: group.groupName })} onClose={onClose}>
      <QueryView query={{ data, error, isFetching, refetch }} words={[t('requests.loading')]} messages={tm} inline />
      {data && requests.length === 0 && <p className="muted">{tm(GROUP_MSG.noJoinRequests)}</p>}
      {requests.length > 0 && (
        <ul className="request-list">
          {requests.map((r) => (
            <RequestRow key={r._id} request={r} busy={busy} onDecide={(s) => onDecide(r._id, s)} />
          ))}
        </ul>
      )}
    </Modal>
  );
}
