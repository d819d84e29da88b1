import { lazy, Suspense, useState, type ComponentType } from 'react';
import HiddenNotice from '../../../components/HiddenNotice';
import { Link, useSearchParams } from 'react-router-dom';
import { roleOf, type CurrentUser } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import Spinner from '../../../components/Spinner';
import { useMessages, useT, useValueLabels } from '../../../i18n';
import { lazyPage } from '../../../lib/lazyPage';
import { useGetMyProfileQuery } from '../../../features/users/api';
import type { FollowKind } from '../../../features/users/components/FollowListModal';
import { FollowList } from './followList';
import { Detail, InterestChips, SocialLinks, fullName } from '../../../features/users/components/ProfileDetails';
import ResponsiveTabs, { TabPanel } from '../../../features/users/components/ResponsiveTabs';
import PromoSessionBanner from '../../../features/sessions/components/PromoSessionBanner';
import '../../../features/users/users.css';
import { MyPoints } from '../points';
import QueryView from '../../../components/QueryView';

// Mentors only (its link check comes with the session schemas), as on the feed.
const SchedulingLinkBanner = lazy(() => import('../../../features/mentors/components/SchedulingLinkBanner'));

// The schedule tab brings the create-session form: only mentors who open it download it.
const MentorScheduleTab = lazy(() => import('../../../features/sessions/components/MentorScheduleTab'));

// The tabs after About load when opened, with their words (reviews: the list, the form, Report).
const ReviewsTab = lazy(() => import('./ReviewsTab'));

// The count of requests I decide, with the groups' api and live updates: after the first paint.
// Its code missing offline (never fetched), the tab shows no count rather than the page an error.
const InboxCount = lazy((): Promise<{ default: ComponentType<{ adminId: string; onCount: (count: number) => void }> }> =>
  import('./InboxCount').catch(() => ({ default: () => null })),
);

// The request inbox comes with the tab: only people who open it download it.
const RequestsInbox = lazy(() => import('../../../features/groups/components/RequestsInbox'));

// The feed's own points (balance, history, Redeem) and invite-by-e-mail dialogs, with their words,
// downloaded when first opened: one component each wherever they show.
const InviteFriendModal = lazyPage(() => import('../../../features/feed/components/InviteFriendModal'));

function AboutTab({ user }: { user: CurrentUser }) {
  const t = useT('users');
  const labels = useValueLabels();
  return (
    <dl className="users-details">
      <Detail label={t('field.about')} value={user.about} />
      <Detail label={t('field.bio')} value={user.bio} />
      <Detail label={t('field.qualification')} value={user.qualification} />
      <Detail label={t('field.experience')} value={user.experience} />
      <Detail label={t('field.education')} value={user.education} />
      <Detail label={t('field.country')} value={user.country && labels.country(user.country)} />
      <Detail label={t('field.interests')} value={<InterestChips interests={user.interests} />} />
      <Detail label={t('field.links')} value={<SocialLinks user={user} />} />
    </dl>
  );
}

function OwnProfile({ user }: { user: CurrentUser }) {
  const t = useT('users');
  const labels = useValueLabels();
  const [params, setParams] = useSearchParams();
  const [followKind, setFollowKind] = useState<FollowKind | null>(null);
  const [modal, setModal] = useState<'invite' | 'points' | null>(null);
  const isMentor = roleOf(user.usercategory) === 'mentor';
  // Pending requests I decide (groups, discussions), counted by InboxCount.
  const [inboxCount, setInboxCount] = useState(0);

  const tabs = [
    { id: 'about', label: t('tabs.about') },
    { id: 'reviews', label: t('tabs.reviews') },
    ...(isMentor ? [{ id: 'schedule', label: t('tabs.schedule') }] : []),
    { id: 'requests', label: t('tabs.requests', { count: inboxCount }) },
  ];
  const requested = params.get('tab');
  const active = tabs.some((t) => t.id === requested) ? (requested as string) : 'about';
  const activeLabel = tabs.find((t) => t.id === active)?.label ?? '';
  const select = (id: string) => setParams(id === 'about' ? {} : { tab: id }, { replace: true });
  const name = fullName(user);
  const category = labels.displayCategory(user.usercategory);

  return (
    <div className="container users-page">
      {isMentor && (
        <Suspense fallback={null}>
          <SchedulingLinkBanner />
        </Suspense>
      )}
      <section className="card users-header" aria-label={t('profileSummary')}>
        <Avatar user={user} size={96} />
        <div className="users-header-main">
          <h1 className="users-name">{name}</h1>
          <HiddenNotice hidden={user.hiddenByModerator} />
          {category && <p className="users-category">{category}</p>}
          <div className="users-counts">
            <button type="button" className="btn-link" onClick={() => setFollowKind('following')}>
              {t.rich('counts.following', { count: user.followingCount }, { strong: <strong /> })}
            </button>
            <button type="button" className="btn-link" onClick={() => setFollowKind('followers')}>
              {t.rich('counts.followers', { count: user.followersCount }, { strong: <strong /> })}
            </button>
          </div>
          <div className="users-actions">
            <Link to="/updateprofile" className="btn btn-primary">
              {t('editProfile')}
            </Link>
            <button type="button" className="btn btn-outline" onClick={() => setModal('invite')}>
              {t('own.invite')}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setModal('points')}>
              {t('own.points')}
            </button>
          </div>
        </div>
      </section>

      <Suspense fallback={null}>
        <InboxCount adminId={user._id} onCount={setInboxCount} />
      </Suspense>
      <PromoSessionBanner />
      <ResponsiveTabs tabs={tabs} active={active} onChange={select} label={t('showTab')} />
      <TabPanel id={active} label={activeLabel}>
        {active === 'about' && <AboutTab user={user} />}
        {/* What others wrote about me, as my public profile lists it (no 'Review' button for oneself). */}
        {active === 'reviews' && (
          <Suspense fallback={<Spinner label={t('loading')} />}>
            <ReviewsTab mentor={user} />
          </Suspense>
        )}
        {active === 'schedule' && (
          <Suspense fallback={<Spinner label={t('loading')} />}>
            <MentorScheduleTab user={user} />
          </Suspense>
        )}
        {active === 'requests' && (
          <Suspense fallback={<Spinner label={t('loading')} />}>
            <RequestsInbox me={user._id} />
          </Suspense>
        )}
      </TabPanel>

      <FollowList userId={user._id} kind={followKind} onClose={() => setFollowKind(null)} />

      {modal && (
        <Suspense fallback={<Spinner label={t('loading')} />}>
          {modal === 'points' ? (
            <MyPoints open onClose={() => setModal(null)} />
          ) : (
            <InviteFriendModal open onClose={() => setModal(null)} />
          )}
        </Suspense>
      )}
    </div>
  );
}

/** /profile: the signed-in person's own profile (spec 000 §2.13, 001 "Own profile"). */
export default function ProfilePage() {
  const t = useT('users');
  const tm = useMessages();
  const { data, error, isFetching, refetch } = useGetMyProfileQuery();
  if (!data)
    return (
      <QueryView
        query={{ data, error, isFetching, refetch }}
        words={[t('own.loading'), t('own.failed')]}
        messages={tm}
        frame="container users-page"
      />
    );
  return <OwnProfile user={data} />;
}
