import { lazy, Suspense, useEffect, useState } from 'react';
import { UI, roleOf } from '@delv/shared';
import { useAppSelector } from '../../../lib/hooks';
import { useIsMobile } from '../../../lib/useMediaQuery';
import { selectCurrentUser } from '../../../lib/session';
import FeedList from '../../../features/feed/components/FeedList';
import type { PanelModal } from './LeftPanel';
import PostComposer from '../../../features/feed/components/PostComposer';
import ReportButton from '../../../features/moderation/components/ReportButton';
import '../../../features/feed/feed.css';
import { MyPoints } from '../points';
import { useMessages, useT } from '../../../i18n';

// Mentors only, and its own chunk: its link check lives with the session schemas (yup), which
// nobody else on the feed needs to download.
const SchedulingLinkBanner = lazy(() => import('../../../features/mentors/components/SchedulingLinkBanner'));
// Side panels: on a phone they sit in closed drawers, so their code waits until one opens.
const LeftPanel = lazy(() => import('./LeftPanel'));
const RightPanel = lazy(() => import('./RightPanel'));
const InviteFriendModal = lazy(() => import('../../../features/feed/components/InviteFriendModal'));
const CreateSessionModal = lazy(() => import('../../../features/sessions/components/CreateSessionModal'));
const SurveyModal = lazy(() => import('../../../features/affiliations/components/SurveyModal'));
const FeedbackModal = lazy(() => import('../../../features/feed/components/FeedbackModal'));
// Phones only, and only once a bar is tapped (a closed drawer draws nothing).
const Drawer = lazy(() => import('../../../features/feed/components/Drawer'));

const shownKey = (userId: string) => `delv.pointsShown.${userId}`;

/** The points modal opens by itself at most once a day on this device (issue 36: it came up on
 * every load), not on every return to the feed; 'My points' opens it any time. */
function firstFeedVisitToday(userId: string): boolean {
  const today = new Date().toDateString();
  try {
    if (window.localStorage.getItem(shownKey(userId)) === today) return false;
    window.localStorage.setItem(shownKey(userId), today);
  } catch {
    // storage blocked: show it, as the spec does
  }
  return true;
}

/**
 * The home feed (spec 000 §2.5; /feeds and, with `institution`, /institution/feeds): user info
 * and my content on the left, the posting box and the feed in the middle, people to follow on
 * the right. Under 757 px the side panels become drawers opened from the 'User Info' and
 * 'Follow' bars. The points modal shows for 6 seconds when the feed first opens.
 */
export default function FeedPage({ institution = false }: { institution?: boolean }) {
  const t = useT('feed');
  // The shared messages the feed's cards, posting box and dialogs show: here before the page renders,
  // so those render at once with useMessagesNow.
  useMessages('FEED_MSG');
  const me = useAppSelector(selectCurrentUser);
  const isMobile = useIsMobile();
  const [modal, setModal] = useState<PanelModal | null>(null);
  const [autoPoints, setAutoPoints] = useState(false);
  const [drawer, setDrawer] = useState<'left' | 'right' | null>(null);

  useEffect(() => {
    // On a phone the sheet would cover the feed by itself: there it opens from 'My points' only.
    if (me && !isMobile && firstFeedVisitToday(me._id)) {
      setAutoPoints(true);
      setModal('points');
    }
  }, [me?._id]); // eslint-disable-line react-hooks/exhaustive-deps

  const open = (m: PanelModal) => {
    setDrawer(null);
    setAutoPoints(false);
    setModal(m);
  };
  const close = () => {
    setModal(null);
    setAutoPoints(false);
  };

  const left = (
    <Suspense fallback={null}>
      <LeftPanel institution={institution} onOpen={open} />
    </Suspense>
  );
  const right = (
    <Suspense fallback={null}>
      <RightPanel institution={institution} />
    </Suspense>
  );

  return (
    <div className="container feed-page">
      {me && roleOf(me.usercategory) === 'mentor' && (
        <Suspense fallback={null}>
          <SchedulingLinkBanner />
        </Suspense>
      )}
      <h1 className="sr-only">{institution ? t('page.institution') : t('page.home')}</h1>
      {isMobile && (
        <div className="feed-bars">
          <button type="button" className="btn btn-outline" aria-haspopup="dialog" onClick={() => setDrawer('left')}>
            {t('page.userInfo')}
          </button>
          <button type="button" className="btn btn-outline" aria-haspopup="dialog" onClick={() => open('points')}>
            {t('page.points')}
          </button>
          <button type="button" className="btn btn-outline" aria-haspopup="dialog" onClick={() => setDrawer('right')}>
            {t('page.follow')}
          </button>
        </div>
      )}
      <div className="feed-layout">
        {!isMobile && (
          <aside className="feed-side feed-side-left" aria-label={t('page.userInfoLabel')}>
            {left}
          </aside>
        )}
        <div className="feed-main">
          <PostComposer CreateSessionModal={CreateSessionModal} />
          {/* The cards' names are h3: this keeps the outline in order where the side panels are drawers. */}
          <h2 className="sr-only">{t('page.posts')}</h2>
          <FeedList Report={ReportButton} />
        </div>
        {!isMobile && (
          <aside className="feed-side feed-side-right" aria-label={t('page.followLabel')}>
            {right}
          </aside>
        )}
      </div>
      {isMobile && drawer && (
        <Suspense fallback={null}>
          <Drawer open side={drawer} title={drawer === 'left' ? t('page.userInfo') : t('page.follow')} onClose={() => setDrawer(null)}>
            {drawer === 'left' ? left : right}
          </Drawer>
        </Suspense>
      )}
      <Suspense fallback={null}>
        {modal === 'points' && <MyPoints open onClose={close} autoCloseMs={autoPoints ? UI.POINTS_MODAL_MS : undefined} />}
        {modal === 'invite' && <InviteFriendModal open onClose={close} />}
        {modal === 'feedback' && <FeedbackModal open onClose={close} />}
        {modal === 'survey' && me?.institutionId && <SurveyModal institutionId={me.institutionId} onClose={close} />}
      </Suspense>
    </div>
  );
}
