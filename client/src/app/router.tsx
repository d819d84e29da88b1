import { lazy as reactLazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import Layout from './Layout';
import { lazyPage as lazy } from '../lib/lazyPage';
import { AdminRoute, GuestOnlyRoute, InstitutionRoute, ModeratorRoute, ReviewerRoute, UserRoute } from './guards';

/*
 * Every route of spec 000 §2.1 and 001 §2. Each screen is its own lazily loaded chunk, so the
 * sign-in page downloads only the shell and itself (costly data on phones); its words come with it
 * (the build finds them from what it renders: scripts/pageWords.ts).
 * Paths match case-insensitively (React Router's default), so the /Jobsearch link reaches /JobSearch.
 */

const LandingPage = lazy(() => import('./pages/LandingPage'));
const LoginPage = lazy(() => import('../features/auth/pages/LoginPage'));
const SignupChooserPage = lazy(() => import('../features/auth/pages/SignupChooserPage'));
const SignupIndividualPage = lazy(() => import('../features/auth/pages/SignupIndividualPage'));
const SignupInstitutionPage = lazy(() => import('../features/auth/pages/SignupInstitutionPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/pages/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/ResetPasswordPage'));
const LogoutPage = lazy(() => import('../features/auth/pages/LogoutPage'));
const ProfilePage = lazy(() => import('./pages/profile/ProfilePage'));
const UpdateProfilePage = lazy(() => import('./pages/SettingsPage'));
const UserProfilePage = lazy(() => import('./pages/profile/UserProfilePage'));
const OnboardingInterestsPage = lazy(() => import('../features/users/pages/OnboardingInterestsPage'));
const MentorsPage = lazy(() => import('./pages/MentorsPage'));
const BookSessionPage = lazy(() => import('./pages/BookSessionPage'));
const FeedPage = lazy(() => import('./pages/feed/FeedPage'));
const PostPage = lazy(() => import('../features/feed/pages/PostPage'));
const PullDownFeedsPage = lazy(() => import('../features/feed/pages/PullDownFeedsPage'));
const CareerGuidancePage = lazy(() => import('./pages/CareerGuidancePage'));
const SlidesPage = lazy(() => import('../features/public/pages/SlidesPage'));
const UpskillingPage = lazy(() => import('./pages/UpskillingPage'));
const JobSearchPage = lazy(() => import('../features/public/pages/JobSearchPage'));
const ContactPage = lazy(() => import('../features/public/pages/ContactPage'));
const ComingSoonPage = lazy(() => import('./pages/ComingSoonPage'));
const AboutUsPage = lazy(() => import('../features/public/pages/AboutUsPage'));
const ExplorePage = lazy(() => import('./pages/ExplorePage'));
const AllSessionsPage = lazy(() => import('../features/sessions/pages/AllSessionsPage'));
const CreateSessionPage = lazy(() => import('../features/sessions/pages/CreateSessionPage'));
const SessionDetailPage = lazy(() => import('./pages/SessionPage'));
const JoinSessionPage = lazy(() => import('../features/sessions/pages/JoinSessionPage'));
const SubscribedSessionsPage = lazy(() => import('../features/sessions/pages/SubscribedSessionsPage'));
const MySessionsPage = lazy(() => import('../features/sessions/pages/MySessionsPage'));
const ContentListPage = lazy(() => import('../features/content/pages/ContentListPage'));
const MyContentPage = lazy(() => import('../features/content/pages/MyContentPage'));
const ContentViewPage = lazy(() => import('./pages/ContentViewPage'));
const CourseUnitsPage = lazy(() => import('../features/content/pages/CourseUnitsPage'));
const SearchPage = lazy(() => import('../features/search/pages/SearchPage'));
const GroupsPage = lazy(() => import('../features/groups/pages/GroupsPage'));
const ChatRoomPage = lazy(() => import('./pages/ChatRoomPage'));
const OnboardingGroupsPage = lazy(() => import('../features/groups/pages/OnboardingGroupsPage'));
const PendingClaimsPage = lazy(() => import('../features/claims/pages/PendingClaimsPage'));
const InstitutionsPage = lazy(() => import('./pages/institution/ListPage'));
const InstitutionHomePage = lazy(() => import('./pages/institution/HomePage'));
const InstitutionAboutPage = lazy(() => import('./pages/institution/AboutPage'));
const InstitutionMembersPage = lazy(() => import('./pages/institution/MembersPage'));
const InstitutionLibraryPage = lazy(() => import('./pages/institution/LibraryPage'));
const InstitutionEventsPage = lazy(() => import('./pages/institution/EventsPage'));
const InstitutionGroupsPage = lazy(() => import('./pages/institution/GroupsPage'));
const OnboardingInstitutePage = lazy(() => import('../features/institutions/pages/OnboardingInstitutePage'));
const InstitutionMentorsPage = lazy(() => import('./pages/institution/MentorsPage'));
const MyAffiliationsPage = lazy(() => import('../features/affiliations/pages/MyAffiliationsPage'));
const NotificationsPage = lazy(() => import('../features/notifications/pages/NotificationsPage'));
const UnsubscribePage = lazy(() => import('../features/notifications/pages/UnsubscribePage'));
const InvitationPage = lazy(() => import('../features/invitations/pages/InvitationPage'));
const MemberInvitationPage = lazy(() => import('../features/affiliations/pages/MemberInvitationPage'));
const InstitutionInsightsPage = lazy(() => import('../features/insights/pages/InstitutionInsightsPage'));
const PlatformInsightsPage = lazy(() => import('./pages/PlatformInsightsPage'));
const ModerationPage = lazy(() => import('../features/moderation/pages/ModerationPage'));
const LocalModerationPage = lazy(() => import('../features/moderation/pages/LocalModerationPage'));
const ConsentPage = lazy(() => import('../features/youth/pages/ConsentPage'));
const HeldMessagesPage = lazy(() => import('../features/youth/pages/HeldMessagesPage'));
const WaitingLearnersPage = lazy(() => import('../features/youth/pages/WaitingLearnersPage'));
const AuditPage = lazy(() => import('../features/moderation/pages/AuditPage'));
const AdminConsolePage = lazy(() => import('../features/moderation/pages/AdminConsolePage'));
const NotFoundPage = lazy(() => import('../components/NotFoundPage'));

/* The bell (signed in only) comes after the first paint, in a box of its own size; offline before its
   code was ever cached, the bar goes without it. */
const Bell = reactLazy((): Promise<{ default: ComponentType }> =>
  import('../features/notifications/components/NotificationBell').catch(() => ({ default: () => null })),
);
const bell = (
  <Suspense fallback={<span className="notif-link" aria-hidden="true" />}>
    <Bell />
  </Suspense>
);

/** /institution/mentor/:mentorID shows the mentor's profile; Remove affiliation is on the Mentors page's card. */
function ToMentorProfile() {
  const { mentorID = '' } = useParams();
  return <Navigate to={`/mentors/more/${encodeURIComponent(mentorID)}`} replace />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout bell={bell} />}>
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
        {/* A young learner's guardian, from the consent mail: no account needed (issue 32). */}
        <Route path="consent/:token" element={<ConsentPage />} />
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
          {/* Safeguarding (issue 32): concerns for the leads (a role, or named by an institution),
              held messages for moderators; the page shows each part to whom the API gives it. */}
          <Route path="safeguarding" element={<HeldMessagesPage />} />
          {/* The bell's list as a page (phones); every account type gets notices. */}
          <Route path="notifications" element={<NotificationsPage />} />
          {/* Group and institution admins' reports (issue 31), from their admin panels. */}
          <Route path="moderation/local" element={<LocalModerationPage />} />
        </Route>

        {/* System admin */}
        {/* The claim reviewers' desk: claim reviewers and admins. */}
        <Route element={<ReviewerRoute />}>
          <Route path="pending_claims" element={<PendingClaimsPage />} />
        </Route>
        {/* The review queue (issue 31): moderators and admins. */}
        <Route element={<ModeratorRoute />}>
          <Route path="moderation" element={<ModerationPage />} />
        </Route>
        <Route element={<AdminRoute />}>
          <Route path="admin/insights" element={<PlatformInsightsPage />} />
          <Route path="admin/audit" element={<AuditPage />} />
          <Route path="admin" element={<AdminConsolePage />} />
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
          <Route path="institution/consent" element={<WaitingLearnersPage />} />
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
