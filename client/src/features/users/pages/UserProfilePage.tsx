import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { displayCategory, roleOf, type PublicUser } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import EmptyState from '../../../components/EmptyState';
import Spinner from '../../../components/Spinner';
import { useAppSelector } from '../../../app/hooks';
import { errorMessage } from '../../../lib/api';
import { selectCurrentUser } from '../../auth';
import { useGetUserQuery } from '../api';
import FollowButton from '../components/FollowButton';
import FollowListModal, { type FollowKind } from '../components/FollowListModal';
import { Detail, InterestChips, SocialLinks, fullName } from '../components/ProfileDetails';
import ResponsiveTabs, { TabPanel } from '../components/ResponsiveTabs';
import { MentorActions } from '../../mentors';
import { MentorBookingTab } from '../../mentors';
import { MentorContentTab } from '../../mentors';
import { MentorReviewsTab } from '../../mentors';
import { MentorSummaryStats } from '../../mentors';
import '../users.css';
import { useDocumentTitle } from '../../../app/titles';

/** The spec's fallback qualification line for mentors who have not filled one in (spec 001 §2). */
export const MENTOR_QUALIFICATION_FALLBACK = 'BA and Associate Degree';
export const NO_INTERESTS = 'No interests Defined';

function AboutTab({ user }: { user: PublicUser }) {
  return (
    <dl className="users-details">
      <Detail label="Location" value={user.country} />
      <Detail label="Experience" value={user.experience} />
      <Detail label="Education" value={user.education} />
      <Detail label="About" value={user.about} />
      <Detail label="Skills" value={<InterestChips interests={user.interests} />} />
      <Detail label="Social" value={<SocialLinks user={user} />} />
    </dl>
  );
}

function Profile({ user }: { user: PublicUser }) {
  const [params, setParams] = useSearchParams();
  const [followKind, setFollowKind] = useState<FollowKind | null>(null);
  const me = useAppSelector(selectCurrentUser);
  const isMentor = roleOf(user.usercategory) === 'mentor';
  const tabs = [
    { id: 'about', label: 'About' },
    ...(isMentor
      ? [
          { id: 'content', label: 'Content' },
          { id: 'review', label: 'Review' },
          { id: 'schedule', label: 'Schedule' },
        ]
      : []),
  ];
  const requested = params.get('tab');
  const active = tabs.some((t) => t.id === requested) ? (requested as string) : 'about';
  const activeLabel = tabs.find((t) => t.id === active)?.label ?? '';
  const name = fullName(user);
  const qualification = user.qualification?.trim() || (isMentor ? MENTOR_QUALIFICATION_FALLBACK : '');
  const category = displayCategory(user.usercategory);

  return (
    <div className="container users-page">
      <section className="card users-header" aria-label="Profile summary">
        <Avatar user={user} size={96} />
        <div className="users-header-main">
          <h1 className="users-name">{name}</h1>
          {category && <p className="users-category">{category}</p>}
          {qualification && <p className="users-qualification">{qualification}</p>}
          <div className="users-specialities">
            <span className="users-small muted">Specialities: </span>
            <InterestChips interests={user.interests} fallback={NO_INTERESTS} />
          </div>
          <div className="users-counts">
            <button type="button" className="btn-link" onClick={() => setFollowKind('followers')}>
              <strong>{user.followersCount}</strong> Followers
            </button>
            <button type="button" className="btn-link" onClick={() => setFollowKind('following')}>
              <strong>{user.followingCount}</strong> Following
            </button>
          </div>
          <div className="users-actions">
            {me?._id === user._id ? (
              <Link to="/updateprofile" className="btn btn-outline">
                Edit Profile
              </Link>
            ) : (
              <FollowButton userId={user._id} isFollowing={Boolean(user.isFollowing)} name={name} />
            )}
            {isMentor && <MentorActions mentor={user} />}
          </div>
        </div>
      </section>

      {isMentor && <MentorSummaryStats mentorId={user._id} />}
      {tabs.length > 1 && (
        <ResponsiveTabs
          tabs={tabs}
          active={active}
          onChange={(id) => setParams(id === 'about' ? {} : { tab: id }, { replace: true })}
          label="Show"
        />
      )}
      <TabPanel id={active} label={activeLabel}>
        {active === 'about' && <AboutTab user={user} />}
        {active === 'content' && <MentorContentTab userId={user._id} firstname={user.firstname} />}
        {active === 'review' && <MentorReviewsTab mentor={user} />}
        {active === 'schedule' && (
          <MentorBookingTab mentor={user} canBook={roleOf(me?.usercategory) !== 'institution' && me?._id !== user._id} />
        )}
      </TabPanel>

      <FollowListModal userId={user._id} kind={followKind} onClose={() => setFollowKind(null)} />
    </div>
  );
}

/** /users/profile/:id and /mentors/more/:id: anyone's public profile (spec 001 §2 "Mentors"). */
export default function UserProfilePage() {
  const { id = '' } = useParams();
  // currentData, not data: moving from one profile to another must not show the previous person.
  const { currentData: data, error, isFetching, refetch } = useGetUserQuery(id, { skip: !id });
  useDocumentTitle(data ? `${data.firstname} ${data.lastname}` : null);
  if (!data && isFetching)
    return (
      <div className="container users-page">
        <Spinner label="Loading profile" />
      </div>
    );
  if (!data) {
    if (!id || (error as { status?: unknown } | undefined)?.status === 404) {
      return (
        <div className="container users-page">
          <EmptyState
            title="User not found"
            text="This profile does not exist or has been deleted."
            action={
              <Link to="/" className="btn btn-primary">
                Go to the home page
              </Link>
            }
          />
        </div>
      );
    }
    return (
      <div className="container users-page">
        <EmptyState
          title="This profile could not be loaded"
          text={errorMessage(error)}
          action={
            <button type="button" className="btn btn-primary" onClick={() => refetch()} disabled={isFetching}>
              Try again
            </button>
          }
        />
      </div>
    );
  }
  return <Profile user={data} />;
}
