import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PAGING, type UserSummary } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import Modal from '../../../components/Modal';
import { useMessages, useT, useValueLabels } from '../../../i18n';
import { useGetFollowDataQuery } from '../api';
import QueryView from '../../../components/QueryView';

export type FollowKind = 'followers' | 'following';

const PAGE = PAGING.DEFAULT_LIMIT;

function profilePath(person: UserSummary) {
  return person.usercategory?.[0] === 'mentor' ? `/mentors/more/${person._id}` : `/users/profile/${person._id}`;
}

/** One page of the list. Each page is its own cached request, so 'Show more' downloads only
 * the next page instead of the whole list again. */
function FollowPage({
  userId,
  kind,
  page,
  isLast,
  onMore,
}: {
  userId: string;
  kind: FollowKind;
  page: number;
  isLast: boolean;
  onMore: () => void;
}) {
  const t = useT('users');
  const tm = useMessages();
  const values = useValueLabels();
  const { data, error, isFetching, refetch } = useGetFollowDataQuery({ id: userId, skip: page * PAGE, limit: PAGE });
  if (!data)
    return (
      <li className="users-follow-status">
        <QueryView
          query={{ data, error, isFetching, refetch }}
          words={[t(kind === 'followers' ? 'follow.loadingFollowers' : 'follow.loadingFollowing')]}
          messages={tm}
          inline
        />
      </li>
    );
  const people = data[kind];
  const total = kind === 'followers' ? data.followersCount : data.followingCount;
  const shownSoFar = page * PAGE + people.length;
  return (
    <>
      {page === 0 && people.length === 0 && (
        <li className="users-follow-status muted">{t(kind === 'followers' ? 'follow.noFollowers' : 'follow.noFollowing')}</li>
      )}
      {people.map((p) => (
        <li key={p._id} className="users-follow-row">
          <Avatar user={p} size={36} />
          <Link to={profilePath(p)}>{`${p.firstname} ${p.lastname}`}</Link>
          <span className="muted users-follow-cat">{values.displayCategory(p.usercategory)}</span>
        </li>
      ))}
      {isLast && shownSoFar < total && people.length > 0 && (
        <li className="users-follow-status">
          <button type="button" className="btn btn-outline" onClick={onMore} disabled={isFetching}>
            {t('follow.showMore')}
          </button>
        </li>
      )}
    </>
  );
}

/** Followers or following of a person, in a dialog. */
export default function FollowListModal({ userId, kind, onClose }: { userId: string; kind: FollowKind | null; onClose: () => void }) {
  const t = useT('users');
  const [pages, setPages] = useState(1);
  const [lastKind, setLastKind] = useState(kind);
  if (lastKind !== kind) {
    setLastKind(kind);
    setPages(1);
  }
  return (
    <Modal open={kind !== null} title={t(kind === 'following' ? 'follow.following' : 'follow.followers')} onClose={onClose}>
      {kind && (
        <ul className="users-follow-list">
          {Array.from({ length: pages }, (_, i) => (
            <FollowPage key={i} userId={userId} kind={kind} page={i} isLast={i === pages - 1} onMore={() => setPages((n) => n + 1)} />
          ))}
        </ul>
      )}
    </Modal>
  );
}
