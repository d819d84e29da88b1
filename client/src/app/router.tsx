import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import Layout from '../components/Layout';
import { NOTIFICATION_WORDS, NotificationBell } from '../features/notifications';
import { INSIGHTS_WORDS } from '../features/insights';
import { lazyPage as lazy, lazyPageWithWords as page } from '../lib/lazyPage';
import { AdminRoute, GuestOnlyRoute, InstitutionRoute, ReviewerRoute, UserRoute } from './guards';
// Claim decisions reach the claimant on every page (a toast and fresh lists), not only on My Points.
import '../features/claims/live';

/*
 * Every route of spec 000 §2.1 and 001 §2. Each screen is its own lazily loaded chunk, so the
 * sign-in page downloads only the shell and itself (costly data on phones).
 * Paths match case-insensitively (React Router's default), so the /Jobsearch link reaches /JobSearch.
 */

const LandingPage = page(() => import('../features/landing/pages/LandingPage'), ['landing', 'messages.FEED_MSG']);
const LoginPage = page(() => import('../features/auth/pages/LoginPage'), ['auth']);
const SignupChooserPage = page(() => import('../features/auth/pages/SignupChooserPage'), ['auth']);
const SignupIndividualPage = page(() => import('../features/auth/pages/SignupIndividualPage'), ['auth']);
const SignupInstitutionPage = page(() => import('../features/auth/pages/SignupInstitutionPage'), ['auth']);
const ForgotPasswordPage = page(() => import('../features/auth/pages/ForgotPasswordPage'), ['auth']);
const ResetPasswordPage = page(() => import('../features/auth/pages/ResetPasswordPage'), ['auth']);
const LogoutPage = page(() => import('../features/auth/pages/LogoutPage'), ['auth']);
const ProfilePage = page(() => import('../features/users/pages/ProfilePage'), ['users', 'mentors', 'reviews', 'sessions']);
const UpdateProfilePage = page(() => import('../features/users/pages/UpdateProfilePage'), ['users']);
const UserProfilePage = page(
  () => import('../features/users/pages/UserProfilePage'),
  ['users', 'mentors', 'reviews', 'sessions', 'messages.CONTENT_MSG', 'messages.SESSION_MSG'],
);
const OnboardingInterestsPage = page(() => import('../features/users/pages/OnboardingInterestsPage'), ['users']);
const MentorsPage = page(() => import('../features/mentors/pages/MentorsPage'), ['mentors', 'sessions']);
const BookSessionPage = page(() => import('../features/mentors/pages/BookSessionPage'), ['mentors', 'sessions']);
const FeedPage = page(() => import('../features/feed/pages/FeedPage'), ['feed', 'messages.FEED_MSG', 'messages.CONTENT_MSG']);
const PostPage = page(() => import('../features/feed/pages/PostPage'), ['feed', 'messages.FEED_MSG', 'messages.CONTENT_MSG']);
const PullDownFeedsPage = page(
  () => import('../features/feed/pages/PullDownFeedsPage'),
  ['feed', 'messages.FEED_MSG', 'messages.CONTENT_MSG'],
);
const CareerGuidancePage = page(() => import('../features/public/pages/CareerGuidancePage'), ['public', 'landing', 'messages.FEED_MSG']);
const SlidesPage = page(() => import('../features/public/pages/SlidesPage'), ['public']);
const UpskillingPage = page(() => import('../features/public/pages/UpskillingPage'), ['public', 'landing', 'content']);
const JobSearchPage = page(() => import('../features/public/pages/JobSearchPage'), ['public']);
const ContactPage = page(() => import('../features/public/pages/ContactPage'), ['public', 'messages.FEED_MSG']);
const ComingSoonPage = page(() => import('../features/public/pages/ComingSoonPage'), ['public', 'landing', 'messages.FEED_MSG']);
const AboutUsPage = page(() => import('../features/public/pages/AboutUsPage'), ['public']);
const ExplorePage = page(() => import('../features/public/pages/ExplorePage'), ['public', 'landing', 'content']);
const AllSessionsPage = page(() => import('../features/sessions/pages/AllSessionsPage'), ['sessions', 'messages.SESSION_MSG']);
const CreateSessionPage = page(() => import('../features/sessions/pages/CreateSessionPage'), ['sessions', 'messages.SESSION_MSG']);
const SessionDetailPage = page(() => import('../features/sessions/pages/SessionDetailPage'), ['sessions', 'messages.SESSION_MSG']);
const JoinSessionPage = page(() => import('../features/sessions/pages/JoinSessionPage'), ['sessions', 'messages.SESSION_MSG']);
const SubscribedSessionsPage = page(
  () => import('../features/sessions/pages/SubscribedSessionsPage'),
  ['sessions', 'messages.SESSION_MSG'],
);
const MySessionsPage = page(() => import('../features/sessions/pages/MySessionsPage'), ['sessions', 'messages.SESSION_MSG']);
const ContentListPage = page(() => import('../features/content/pages/ContentListPage'), ['content']);
const MyContentPage = page(() => import('../features/content/pages/MyContentPage'), ['content', 'messages.CONTENT_MSG']);
const ContentViewPage = page(() => import('../features/content/pages/ContentViewPage'), ['content', 'reviews']);
const CourseUnitsPage = page(() => import('../features/content/pages/CourseUnitsPage'), ['content']);
const SearchPage = page(() => import('../features/search/pages/SearchPage'), ['search']);
const GroupsPage = page(() => import('../features/groups/pages/GroupsPage'), ['groups', 'messages.GROUP_MSG']);
const ChatRoomPage = page(() => import('../features/groups/pages/ChatRoomPage'), ['groups', 'messages.GROUP_MSG']);
const OnboardingGroupsPage = page(() => import('../features/groups/pages/OnboardingGroupsPage'), ['groups', 'messages.GROUP_MSG']);
const PendingClaimsPage = page(() => import('../features/claims/pages/PendingClaimsPage'), ['claims', 'messages.CLAIM_MSG']);
const INSTITUTION = ['institutions', 'messages.INSTITUTION_MSG'];
const InstitutionsPage = page(() => import('../features/institutions/pages/InstitutionsPage'), [...INSTITUTION, 'reviews']);
const InstitutionHomePage = page(
  () => import('../features/institutions/pages/InstitutionHomePage'),
  [...INSTITUTION, 'reviews', 'content', 'sessions', 'messages.SESSION_MSG'],
);
const InstitutionAboutPage = page(
  () => import('../features/institutions/pages/InstitutionAboutPage'),
  [...INSTITUTION, 'reviews', 'users', 'messages.CONTENT_MSG'],
);
const InstitutionMembersPage = page(
  () => import('../features/institutions/pages/InstitutionMembersPage'),
  [...INSTITUTION, 'affiliations', 'messages.AFFILIATION_MSG', 'messages.MEMBER_INVITE_MSG'],
);
const InstitutionLibraryPage = page(() => import('../features/institutions/pages/InstitutionLibraryPage'), [...INSTITUTION, 'content']);
const InstitutionEventsPage = page(
  () => import('../features/institutions/pages/InstitutionEventsPage'),
  [...INSTITUTION, 'sessions', 'messages.SESSION_MSG'],
);
const InstitutionGroupsPage = page(
  () => import('../features/institutions/pages/InstitutionGroupsPage'),
  [...INSTITUTION, 'groups', 'messages.GROUP_MSG'],
);
const OnboardingInstitutePage = page(() => import('../features/institutions/pages/OnboardingInstitutePage'), INSTITUTION);
const InstitutionMentorsPage = page(
  () => import('../features/institutions/pages/InstitutionMentorsPage'),
  [...INSTITUTION, 'affiliations', 'messages.AFFILIATION_MSG'],
);
const MyAffiliationsPage = page(
  () => import('../features/affiliations/pages/MyAffiliationsPage'),
  ['affiliations', 'institutions', 'messages.AFFILIATION_MSG'],
);
const NotificationsPage = page(() => import('../features/notifications/pages/NotificationsPage'), NOTIFICATION_WORDS);
const UnsubscribePage = page(() => import('../features/notifications/pages/UnsubscribePage'), NOTIFICATION_WORDS);
const InvitationPage = page(() => import('../features/invitations/pages/InvitationPage'), ['invitations']);
const MemberInvitationPage = page(
  () => import('../features/affiliations/pages/MemberInvitationPage'),
  ['affiliations', 'messages.AFFILIATION_MSG', 'messages.MEMBER_INVITE_MSG'],
);
const InstitutionInsightsPage = page(() => import('../features/insights/pages/InstitutionInsightsPage'), INSIGHTS_WORDS);
const PlatformInsightsPage = page(() => import('../features/insights/pages/PlatformInsightsPage'), INSIGHTS_WORDS);
const NotFoundPage = lazy(() => import('../components/NotFoundPage'));

/** /institution/mentor/:mentorID shows the mentor's profile; Remove affiliation is on the Mentors page's card. */
function ToMentorProfile() {
  const { mentorID = '' } = useParams();
  return <Navigate to={`/mentors/more/${encodeURIComponent(mentorID)}`} replace />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout bell={<NotificationBell />} />}>
        {/* Public */}
        <Route index element={<LandingPage />} />
        <Route path="landingPage" element={<LandingPage />} />
        <Route path="careerguidance" element={<CareerGuidancePage />} />
        <Route path="upskilling" element={<UpskillingPage />} />
        <Route path="JobSearch" element={<JobSearchPage />} />
        <Route path="aboutus" element={<AboutUsPage />} />
        <Route path="explore" element={<ExplorePage />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="slides" element={<SlidesPage />} />
        {/* The reader is for signed-in people: it sends guests to the overview with its call to action. */}
        <Route path="article/read/:articleID" element={<ContentViewPage kind="article" />} />
        <Route path="article/overview/:articleID" element={<ContentViewPage kind="articleOverview" />} />
        <Route path="video/watch/:videoID" element={<ContentViewPage kind="video" />} />
        <Route path="image/:imageID" element={<ContentViewPage kind="image" />} />
        <Route path="course/view/:courseID" element={<CourseUnitsPage />} />
        <Route path="course/review/:id" element={<ContentViewPage kind="course" />} />
        <Route path="book/open/:id" element={<ContentViewPage kind="book" />} />
        <Route path="openlib/link/:id" element={<ContentViewPage kind="openlib" />} />
        {/* The route table lists the browse lists as signed-in routes, yet spec 000 §6 says guests
            browse courses, videos and articles: the lists are public; the .../mylist pages are not. */}
        <Route path="courses" element={<ContentListPage kind="courses" />} />
        <Route path="courses/:course" element={<ContentListPage kind="courseCategory" />} />
        <Route path="IndividualCourses" element={<ContentListPage kind="courses" />} />
        <Route path="articles" element={<ContentListPage kind="articles" />} />
        <Route path="videos" element={<ContentListPage kind="videos" />} />
        <Route path="mentors/more/:id" element={<UserProfilePage />} />
        <Route path="users/profile/:id" element={<UserProfilePage />} />
        {/* Public: users must be able to find mentors (a later decision; the career page sends guests here). */}
        <Route path="mentors" element={<MentorsPage />} />
        {/* Public per spec 001 guards; the page asks for a mentor or institution account to create. */}
        <Route path="session/create" element={<CreateSessionPage />} />
        <Route path="session/:sessionID" element={<SessionDetailPage />} />
        {/* Public: guests register with name and e-mail (spec 001 §6), though the route table lists it as a user route. */}
        <Route path="joinsession/:sessionID" element={<JoinSessionPage />} />
        <Route path="comingsoon" element={<ComingSoonPage />} />
        <Route path="comingsoon/:pageType" element={<ComingSoonPage />} />
        <Route path="contact_us" element={<ContactPage />} />
        <Route path="institution/more/:institutionID" element={<InstitutionHomePage />} />
        {/* Public like /mentors: the feed's 'Follow Institutions → View all' sends everyone here (issue 13). */}
        <Route path="institutions" element={<InstitutionsPage />} />
        <Route path="invitation/:invitationID" element={<InvitationPage />} />
        <Route path="invitation/member/:id" element={<MemberInvitationPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password/:token" element={<ResetPasswordPage />} />
        {/* A notice e-mail's one-click unsubscribe works without signing in (issue 17). */}
        <Route path="unsubscribe" element={<UnsubscribePage />} />
        {/* Every account (and a guest) can leave: not behind a guard. */}
        <Route path="logout" element={<LogoutPage />} />

        {/* Sign-in and sign-up: guests only */}
        <Route element={<GuestOnlyRoute />}>
          <Route path="login" element={<LoginPage />} />
          <Route path="confirm/login/:id" element={<LoginPage />} />
          <Route path="invitation/login/:groupID" element={<LoginPage />} />
          <Route path="signup" element={<SignupChooserPage />} />
          <Route path="signup/individual" element={<SignupIndividualPage />} />
          <Route path="signup/institution" element={<SignupInstitutionPage />} />
        </Route>

        {/* Signed-in individual users */}
        <Route element={<UserRoute />}>
          <Route path="onboardingInterests" element={<OnboardingInterestsPage />} />
          <Route path="onboardingGroups" element={<OnboardingGroupsPage />} />
          <Route path="feeds" element={<FeedPage />} />
          <Route path="pull_down_feeds" element={<PullDownFeedsPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="articles/mylist" element={<MyContentPage category="Article" />} />
          <Route path="videos/mylist" element={<MyContentPage category="Video" />} />
          <Route path="IndividualCourses/mylist" element={<MyContentPage category="Course" />} />
          <Route path="groups" element={<GroupsPage />} />
          <Route path="session/all" element={<AllSessionsPage />} />
          <Route path="sessions/mylist" element={<MySessionsPage />} />
          <Route path="sessions/subscribed" element={<SubscribedSessionsPage />} />
          <Route path="booksession/:id" element={<BookSessionPage />} />
          <Route path="affiliations/mylist" element={<MyAffiliationsPage />} />
          <Route path="ChatRoom/:groupID" element={<ChatRoomPage />} />
        </Route>
        {/* Account settings: every account type needs password change and account closing. */}
        <Route element={<UserRoute allowInstitution />}>
          <Route path="updateprofile" element={<UpdateProfilePage />} />
          {/* Where a post passed on with Send leads; any signed-in account may open it. */}
          <Route path="post/:postId" element={<PostPage />} />
          {/* The bell's list as a page (phones); every account type gets notices. */}
          <Route path="notifications" element={<NotificationsPage />} />
        </Route>

        {/* System admin */}
        {/* The claim reviewers' desk: claim reviewers and admins. */}
        <Route element={<ReviewerRoute />}>
          <Route path="pending_claims" element={<PendingClaimsPage />} />
        </Route>
        <Route element={<AdminRoute />}>
          <Route path="admin/insights" element={<PlatformInsightsPage />} />
        </Route>

        {/* Institution accounts */}
        <Route element={<InstitutionRoute />}>
          <Route path="onboarding/institute" element={<OnboardingInstitutePage />} />
          <Route path="institution/home" element={<InstitutionAboutPage />} />
          <Route path="institution/about" element={<InstitutionAboutPage />} />
          <Route path="institution/events" element={<InstitutionEventsPage />} />
          <Route path="institution/library" element={<InstitutionLibraryPage />} />
          <Route path="institution/feeds" element={<FeedPage institution />} />
          <Route path="institution/mentors" element={<InstitutionMentorsPage />} />
          <Route path="institution/members" element={<InstitutionMembersPage />} />
          {/* An affiliated mentor's page is their public profile (About, Content, Review, Schedule). */}
          <Route path="institution/mentor/:mentorID" element={<ToMentorProfile />} />
          <Route path="institution/videos" element={<MyContentPage category="Video" back="/institution/library" />} />
          <Route path="institution/articles" element={<MyContentPage category="Article" back="/institution/library" />} />
          <Route path="institution/books" element={<MyContentPage category="Book" back="/institution/library" />} />
          <Route path="institution/openlibrary" element={<MyContentPage category="OpenLib" back="/institution/library" />} />
          <Route path="institution/courses" element={<MyContentPage category="Course" back="/institution/library" />} />
          <Route path="institution/groups" element={<InstitutionGroupsPage />} />
          <Route path="institution/insights" element={<InstitutionInsightsPage />} />
          {/* The older institution links (001 §2 "alternate set") lead to the same screens. */}
          <Route path="institutionhome" element={<Navigate to="/institution/home" replace />} />
          <Route path="institutionabout" element={<Navigate to="/institution/about" replace />} />
          <Route path="yourmentors" element={<Navigate to="/institution/mentors" replace />} />
          <Route path="library" element={<Navigate to="/institution/library" replace />} />
          <Route path="events" element={<Navigate to="/institution/events" replace />} />
        </Route>

        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
