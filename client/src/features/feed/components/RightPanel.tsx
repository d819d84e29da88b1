import { Link } from 'react-router-dom';
import { PAGING, displayCategory } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import Spinner from '../../../components/Spinner';
import { useAppSelector } from '../../../app/hooks';
import { selectCurrentUser, selectIsAdmin } from '../../auth';
import { useGetMentorsQuery } from '../../users';
import { FollowButton } from '../../users';
import { fullName } from '../links';

/**
 * The feed's right panel (spec 000 §2.5): the first 4 mentors to follow (View all to /mentors),
 * then institutions and groups. The institutions directory and groups are built with the
 * community issue; until then their sections say so instead of listing made-up entries.
 */
export default function RightPanel({ institution = false }: { institution?: boolean }) {
  const isAdmin = useAppSelector(selectIsAdmin);
  const myId = useAppSelector(selectCurrentUser)?._id;
  // One more than shown, so a mentor reading her own feed still gets four others to follow.
  const { data, isLoading, isError } = useGetMentorsQuery({ skip: 0, limit: PAGING.SUGGESTIONS + 1 });
  const mentors = (data?.data ?? []).filter((m) => m._id !== myId).slice(0, PAGING.SUGGESTIONS);
  return (
    <div className="feed-panel-inner">
      <section className="card feed-follow" aria-labelledby="follow-mentors">
        <h2 id="follow-mentors" className="feed-panel-title">
          Follow Mentors / Trainers / Counsellors
        </h2>
        {isLoading ? (
          <Spinner label="Loading mentors" />
        ) : isError ? (
          <p className="muted">Mentors could not be loaded.</p>
        ) : mentors.length === 0 ? (
          <p className="muted">No mentors yet.</p>
        ) : (
          <ul className="feed-people">
            {mentors.map((m) => (
              <li key={m._id}>
                <Avatar user={m} size={40} />
                <span className="feed-people-who">
                  <Link to={`/mentors/more/${encodeURIComponent(m._id)}`}>{fullName(m)}</Link>
                  <span className="muted">{displayCategory(m.usercategory)}</span>
                </span>
                <FollowButton userId={m._id} isFollowing={m.isFollowing} name={fullName(m)} />
              </li>
            ))}
          </ul>
        )}
        <Link to="/mentors" className="feed-view-all" aria-label="View all mentors">
          View all
        </Link>
      </section>

      <section className="card feed-follow" aria-labelledby="follow-institutions">
        <h2 id="follow-institutions" className="feed-panel-title">
          Follow Institutions
        </h2>
        <p className="muted">The institutions directory opens here soon.</p>
        {isAdmin && (
          <Link to="/institutions" className="feed-view-all" aria-label="View all institutions">
            View all
          </Link>
        )}
      </section>

      {!institution && (
        <section className="card feed-follow" aria-labelledby="follow-groups">
          <h2 id="follow-groups" className="feed-panel-title">
            Follow Groups/Communities
          </h2>
          <p className="muted">Groups and communities open here soon.</p>
          <Link to="/groups" className="feed-view-all" aria-label="View all groups">
            View all
          </Link>
        </section>
      )}
    </div>
  );
}
