import { lazy, Suspense, useState } from 'react';
import HiddenNotice from '../../../components/HiddenNotice';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { roleOf, type PublicUser } from '@delv/shared';
import Avatar from '../../../components/Avatar';
import Spinner from '../../../components/Spinner';
import EmptyState from '../../../components/EmptyState';
import QueryView from '../../../components/QueryView';
import { useAppSelector } from '../../../lib/hooks';
import { useMessages, useT, useValueLabels } from '../../../i18n';
import { selectCurrentUser } from '../../../lib/session';
import { useGetUserQuery } from '../../../features/users/api';
import FollowButton from '../../../features/users/components/FollowButton';
import BlockButton from '../../../features/moderation/components/BlockButton';
import ReportButton from '../../../features/moderation/components/ReportButton';
import type { FollowKind } from '../../../features/users/components/FollowListModal';
import { FollowList } from './followList';
import { Detail, InterestChips, SocialLinks, fullName } from '../../../features/users/components/ProfileDetails';
import ResponsiveTabs, { TabPanel } from '../../../features/users/components/ResponsiveTabs';
import MentorActions from '../../../features/mentors/components/MentorActions';
import MentorSummaryStats from '../../../features/mentors/components/MentorSummaryStats';
import '../../../features/users/users.css';
import { UpcomingSessionsModal } from '../upcomingSessions';
import { useDocumentTitle } from '../../../lib/documentTitle';

// A mentor's tabs after About load when opened, with their words.
const MentorContentTab = lazy(() => import('../../../features/mentors/components/MentorContentTab'));
const ReviewsTab = lazy(() => import('./ReviewsTab'));
const MentorBookingTab = lazy(() => import('../../../features/mentors/components/MentorBookingTab'));

function AboutTab({ user }: { user: PublicUser }) {
  const t = useT('users');
  const labels = useValueLabels();
  return (
    <dl className="users-details">
      <Detail label={t('field.location')} value={user.country && labels.country(user.country)} />
      <Detail label={t('field.experience')} value={user.experience} />
      <Detail label={t('field.education')} value={user.education} />
      <Detail label={t('field.about')} value={user.about} />
      <Detail label={t('field.skills')} value={<InterestChips interests={user.interests} />} />
      <Detail label={t('field.social')} value={<SocialLinks user={user} />} />
    </dl>
  );
}

function Profile({ user }: { user: PublicUser }) {
  const t = useT('users');
  const labels = useValueLabels();
  const [params, setParams] = useSearchParams();
  const [followKind, setFollowKind] = useState<FollowKind | null>(null);
  const me = useAppSelector(selectCurrentUser);
  const isMentor = roleOf(user.usercategory) === 'mentor';
  const tabs = [
    { id: 'about', label: t('tabs.about') },
    ...(isMentor
      ? [
          { id: 'content', label: t('tabs.content') },
          { id: 'review', label: t('tabs.review') },
          { id: 'schedule', label: t('tabs.schedule') },
        ]
      : []),
  ];
  const requested = params.get('tab');
  const active = tabs.some((t) => t.id === requested) ? (requested as string) : 'about';
  const activeLabel = tabs.find((t) => t.id === active)?.label ?? '';
  const name = fullName(user);
  // The spec's fallback qualification line for mentors who have not filled one in (spec 001 §2).
  const qualification = user.qualification?.trim() || (isMentor ? t('public.qualificationFallback') : '');
  const category = labels.displayCategory(user.usercategory);

  return (
    <div className="container users-page">
      <section className="card users-header" aria-label={t('profileSummary')}>
        <Avatar user={user} size={96} />
        <div className="users-header-main">
          <h1 className="users-name">{name}</h1>
          <HiddenNotice hidden={user.hiddenByModerator} />
          {category && <p className="users-category">{category}</p>}
          {qualification && <p className="users-qualification">{qualification}</p>}
          <div className="users-specialities">
            <span className="users-small muted">{t('public.specialities')} </span>
            <InterestChips interests={user.interests} fallback={t('public.noInterests')} />
          </div>
          <div className="users-counts">
            <button type="button" className="btn-link" onClick={() => setFollowKind('followers')}>
              {t.rich('counts.followers', { count: user.followersCount }, { strong: <strong /> })}
            </button>
            <button type="button" className="btn-link" onClick={() => setFollowKind('following')}>
              {t.rich('counts.following', { count: user.followingCount }, { strong: <strong /> })}
            </button>
          </div>
          <div className="users-actions">
            {me?._id === user._id ? (
              <Link to="/updateprofile" className="btn btn-outline">
                {t('editProfile')}
              </Link>
            ) : (
              <>
                <FollowButton userId={user._id} isFollowing={Boolean(user.isFollowing)} name={name} />
                {me && <ReportButton kind="profile" id={user._id} />}
                {me && <BlockButton userId={user._id} name={name} />}
              </>
            )}
            {isMentor && <MentorActions mentor={user} UpcomingSessionsModal={UpcomingSessionsModal} />}
          </div>
        </div>
      </section>

      {isMentor && <MentorSummaryStats mentorId={user._id} />}
      {tabs.length > 1 && (
        <ResponsiveTabs
          tabs={tabs}
          active={active}
          onChange={(id) => setParams(id === 'about' ? {} : { tab: id }, { replace: true })}
          label={t('showTab')}
        />
      )}
      <TabPanel id={active} label={activeLabel}>
        {active === 'about' && <AboutTab user={user} />}
        <Suspense fallback={<Spinner label={t('loading')} />}>
          {active === 'content' && <MentorContentTab userId={user._id} firstname={user.firstname} />}
          {active === 'review' && <ReviewsTab mentor={user} />}
          {active === 'schedule' && (
            <MentorBookingTab mentor={user} canBook={roleOf(me?.usercategory) !== 'institution' && me?._id !== user._id} />
          )}
        </Suspense>
      </TabPanel>

      <FollowList userId={user._id} kind={followKind} onClose={() => setFollowKind(null)} />
    </div>
  );
}

/** /users/profile/:id and /mentors/more/:id: anyone's public profile (spec 001 §2 "Mentors"). */
export default function UserProfilePage() {
  const t = useT('users');
  const tm = useMessages();
  const { id = '' } = useParams();
  // currentData, not data: moving from one profile to another must not show the previous person.
  const { currentData: data, error, isFetching, refetch } = useGetUserQuery(id, { skip: !id });
  useDocumentTitle(data ? `${data.firstname} ${data.lastname}` : null);
  if (!data)
    return (
      <QueryView
        // No id: nobody to show, as for an unknown one.
        query={{ data, error: id ? error : { status: 404 }, isFetching, refetch }}
        messages={tm}
        frame="container users-page"
        missing={
          <EmptyState title={t('public.notFoundTitle')} text={t('public.notFoundText')} link={{ to: '/', label: t('public.home') }} />
        }
      />
    );
  return <Profile user={data} />;
}
