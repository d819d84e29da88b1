import { useState } from 'react';
import { Link } from 'react-router-dom';
import { displayCategory, PAGING, type UserSummary } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import Modal from '../../../components/Modal';
import Spinner from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api';
import { useGetFollowDataQuery } from '../api';

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
  const { data, error, isFetching, refetch } = useGetFollowDataQuery({ id: userId, skip: page * PAGE, limit: PAGE });
  if (!data) {
    if (error) {
      return (
        <li className="users-follow-status">
          <p role="alert">{errorMessage(error)}</p>
          <button type="button" className="btn btn-outline" onClick={() => refetch()}>
            Try again
          </button>
        </li>
      );
    }
    return (
      <li className="users-follow-status">
        <Spinner label={`Loading ${kind}`} />
      </li>
    );
  }
  const people = data[kind];
  const total = kind === 'followers' ? data.followersCount : data.followingCount;
  const shownSoFar = page * PAGE + people.length;
  return (
    <>
      {page === 0 && people.length === 0 && (
        <li className="users-follow-status muted">{kind === 'followers' ? 'No followers yet.' : 'Not following anyone yet.'}</li>
      )}
      {people.map((p) => (
        <li key={p._id} className="users-follow-row">
          <Avatar user={p} size={36} />
          <Link to={profilePath(p)}>{`${p.firstname} ${p.lastname}`}</Link>
          <span className="muted users-follow-cat">{displayCategory(p.usercategory)}</span>
        </li>
      ))}
      {isLast && shownSoFar < total && people.length > 0 && (
        <li className="users-follow-status">
          <button type="button" className="btn btn-outline" onClick={onMore} disabled={isFetching}>
            Show more
          </button>
        </li>
      )}
    </>
  );
}

/** Followers or following of a person, in a dialog. */
export default function FollowListModal({ userId, kind, onClose }: { userId: string; kind: FollowKind | null; onClose: () => void }) {
  const [pages, setPages] = useState(1);
  const [lastKind, setLastKind] = useState(kind);
  if (lastKind !== kind) {
    setLastKind(kind);
    setPages(1);
  }
  return (
    <Modal open={kind !== null} title={kind === 'following' ? 'Following' : 'Followers'} onClose={onClose}>
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
