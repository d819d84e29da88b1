import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { displayCategory, roleOf, type CurrentUser } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import EmptyState from '../../../components/EmptyState';
import Modal from '../../../components/Modal';
import Spinner from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api';
import { useGetMyProfileQuery } from '../api';
import FollowListModal, { type FollowKind } from '../components/FollowListModal';
import { Detail, InterestChips, SocialLinks, fullName } from '../components/ProfileDetails';
import ResponsiveTabs, { TabPanel } from '../components/ResponsiveTabs';
import { SchedulingLinkBanner } from '../../mentors';
import '../users.css';

// The schedule tab brings the create-session form: only mentors who open it download it.
const MentorScheduleTab = lazy(() => import('../../sessions/components/MentorScheduleTab'));

// Join requests do not exist yet (they come with groups); the tab is shown to every owner with 0.
const REQUESTS_COUNT = 0;

function AboutTab({ user }: { user: CurrentUser }) {
  return (
    <dl className="users-details">
      <Detail label="About" value={user.about} />
      <Detail label="Bio" value={user.bio} />
      <Detail label="Qualification" value={user.qualification} />
      <Detail label="Experience" value={user.experience} />
      <Detail label="Education" value={user.education} />
      <Detail label="Country" value={user.country} />
      <Detail label="Interests" value={<InterestChips interests={user.interests} />} />
      <Detail label="Links" value={<SocialLinks user={user} />} />
    </dl>
  );
}

function OwnProfile({ user }: { user: CurrentUser }) {
  const [params, setParams] = useSearchParams();
  const [followKind, setFollowKind] = useState<FollowKind | null>(null);
  const [infoModal, setInfoModal] = useState<'invite' | 'points' | null>(null);
  const isMentor = roleOf(user.usercategory) === 'mentor';

  const tabs = [
    { id: 'about', label: 'About' },
    { id: 'reviews', label: 'Reviews' },
    ...(isMentor ? [{ id: 'schedule', label: 'Schedule' }] : []),
    { id: 'requests', label: `Requests (${REQUESTS_COUNT})` },
  ];
  const requested = params.get('tab');
  const active = tabs.some((t) => t.id === requested) ? (requested as string) : 'about';
  const activeLabel = tabs.find((t) => t.id === active)?.label ?? '';
  const select = (id: string) => setParams(id === 'about' ? {} : { tab: id }, { replace: true });
  const name = fullName(user);

  return (
    <div className="container users-page">
      <SchedulingLinkBanner />
      <section className="card users-header" aria-label="Profile summary">
        <Avatar user={user} size={96} />
        <div className="users-header-main">
          <h1 className="users-name">{name}</h1>
          {displayCategory(user.usercategory) && <p className="users-category">{displayCategory(user.usercategory)}</p>}
          <div className="users-counts">
            <button type="button" className="btn-link" onClick={() => setFollowKind('following')}>
              <strong>{user.followingCount}</strong> Following
            </button>
            <button type="button" className="btn-link" onClick={() => setFollowKind('followers')}>
              <strong>{user.followersCount}</strong> Followers
            </button>
          </div>
          <div className="users-actions">
            <Link to="/updateprofile" className="btn btn-primary">
              Edit Profile
            </Link>
            <button type="button" className="btn btn-outline" onClick={() => setInfoModal('invite')}>
              Invite a friend
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setInfoModal('points')}>
              My Points
            </button>
          </div>
        </div>
      </section>

      <ResponsiveTabs tabs={tabs} active={active} onChange={select} label="Show" />
      <TabPanel id={active} label={activeLabel}>
        {active === 'about' && <AboutTab user={user} />}
        {active === 'reviews' && (
          <EmptyState title="No reviews yet" text="Reviews that other members write about you will appear here once reviews open." />
        )}
        {active === 'schedule' && (
          <Suspense fallback={<Spinner label="Loading" />}>
            <MentorScheduleTab user={user} />
          </Suspense>
        )}
        {active === 'requests' && <EmptyState title="No requests" text="Requests to join your groups will appear here once groups open." />}
      </TabPanel>

      <FollowListModal userId={user._id} kind={followKind} onClose={() => setFollowKind(null)} />

      <Modal open={infoModal === 'invite'} title="Invite a friend" onClose={() => setInfoModal(null)}>
        <p>Invitations arrive with the points feature: you will be able to invite friends and earn points when they join.</p>
        <p>
          Until then, friends can create an account themselves at{' '}
          <Link to="/signup" onClick={() => setInfoModal(null)}>
            the sign-up page
          </Link>
          .
        </p>
      </Modal>
      <Modal open={infoModal === 'points'} title="My Points" onClose={() => setInfoModal(null)}>
        <p>Points arrive with the points feature: you will see the points you earn by learning and sharing, and how to redeem them.</p>
      </Modal>
    </div>
  );
}

/** /profile: the signed-in person's own profile (spec 000 §2.13, 001 "Own profile"). */
export default function ProfilePage() {
  const { data, error, isLoading, isFetching, refetch } = useGetMyProfileQuery();
  if (isLoading)
    return (
      <div className="container users-page">
        <Spinner label="Loading your profile" />
      </div>
    );
  if (!data) {
    return (
      <div className="container users-page">
        <EmptyState
          title="Your profile could not be loaded"
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
  return <OwnProfile user={data} />;
}
