import { Navigate, Route, Routes } from 'react-router-dom';
import Layout from '../components/Layout';
import { lazyPage as lazy } from '../lib/lazyPage';
import { AdminRoute, GuestOnlyRoute, InstitutionRoute, UserRoute } from './guards';

/*
 * Every route of spec 000 §2.1 and 001 §2. Each screen is its own lazily loaded chunk, so the
 * sign-in page downloads only the shell and itself (costly data on phones). Screens that later
 * work builds show an honest Placeholder naming the feature.
 * Paths match case-insensitively (React Router's default), so the /Jobsearch link reaches /JobSearch.
 */

const LandingPage = lazy(() => import('../features/landing/pages/LandingPage'));
const LoginPage = lazy(() => import('../features/auth/pages/LoginPage'));
const SignupChooserPage = lazy(() => import('../features/auth/pages/SignupChooserPage'));
const SignupIndividualPage = lazy(() => import('../features/auth/pages/SignupIndividualPage'));
const SignupInstitutionPage = lazy(() => import('../features/auth/pages/SignupInstitutionPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/pages/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/ResetPasswordPage'));
const LogoutPage = lazy(() => import('../features/auth/pages/LogoutPage'));
const ProfilePage = lazy(() => import('../features/users/pages/ProfilePage'));
const UpdateProfilePage = lazy(() => import('../features/users/pages/UpdateProfilePage'));
const UserProfilePage = lazy(() => import('../features/users/pages/UserProfilePage'));
const OnboardingInterestsPage = lazy(() => import('../features/users/pages/OnboardingInterestsPage'));
const MentorsPage = lazy(() => import('../features/mentors/pages/MentorsPage'));
const BookSessionPage = lazy(() => import('../features/mentors/pages/BookSessionPage'));
const FeedPage = lazy(() => import('../features/feed/pages/FeedPage'));
const PostPage = lazy(() => import('../features/feed/pages/PostPage'));
const PullDownFeedsPage = lazy(() => import('../features/feed/pages/PullDownFeedsPage'));
const CareerGuidancePage = lazy(() => import('../features/public/pages/CareerGuidancePage'));
const SlidesPage = lazy(() => import('../features/public/pages/SlidesPage'));
const UpskillingPage = lazy(() => import('../features/public/pages/UpskillingPage'));
const JobSearchPage = lazy(() => import('../features/public/pages/JobSearchPage'));
const AboutUsPage = lazy(() => import('../features/public/pages/AboutUsPage'));
const ExplorePage = lazy(() => import('../features/public/pages/ExplorePage'));
const AllSessionsPage = lazy(() => import('../features/sessions/pages/AllSessionsPage'));
const CreateSessionPage = lazy(() => import('../features/sessions/pages/CreateSessionPage'));
const SessionDetailPage = lazy(() => import('../features/sessions/pages/SessionDetailPage'));
const JoinSessionPage = lazy(() => import('../features/sessions/pages/JoinSessionPage'));
const SubscribedSessionsPage = lazy(() => import('../features/sessions/pages/SubscribedSessionsPage'));
const MySessionsPage = lazy(() => import('../features/sessions/pages/MySessionsPage'));
const ContentListPage = lazy(() => import('../features/content/pages/ContentListPage'));
const MyContentPage = lazy(() => import('../features/content/pages/MyContentPage'));
const ContentViewPage = lazy(() => import('../features/content/pages/ContentViewPage'));
const CourseUnitsPage = lazy(() => import('../features/content/pages/CourseUnitsPage'));
const SearchPage = lazy(() => import('../features/search/pages/SearchPage'));
const InvitationPage = lazy(() => import('../features/invitations/pages/InvitationPage'));
const Placeholder = lazy(() => import('../components/Placeholder'));
const NotFoundPage = lazy(() => import('../components/NotFoundPage'));

/** A route whose screen is not built yet. */
const soon = (feature: string) => <Placeholder feature={feature} />;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
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
        <Route path="comingsoon" element={soon('Coming soon page')} />
        <Route path="comingsoon/:pageType" element={soon('Coming soon page')} />
        <Route path="contact_us" element={soon('Contact us')} />
        <Route path="institution/more/:institutionID" element={soon('Institution home')} />
        <Route path="invitation/:invitationID" element={<InvitationPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password/:token" element={<ResetPasswordPage />} />
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
          <Route path="onboardingGroups" element={soon('Group suggestions')} />
          <Route path="feeds" element={<FeedPage />} />
          <Route path="pull_down_feeds" element={<PullDownFeedsPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="articles/mylist" element={<MyContentPage category="Article" />} />
          <Route path="videos/mylist" element={<MyContentPage category="Video" />} />
          <Route path="IndividualCourses/mylist" element={<MyContentPage category="Course" />} />
          <Route path="groups" element={soon('Groups')} />
          <Route path="pending_claims" element={soon('Pending claims')} />
          <Route path="session/all" element={<AllSessionsPage />} />
          <Route path="sessions/mylist" element={<MySessionsPage />} />
          <Route path="sessions/subscribed" element={<SubscribedSessionsPage />} />
          <Route path="booksession/:id" element={<BookSessionPage />} />
          <Route path="affiliations/mylist" element={soon('My affiliations')} />
          <Route path="ChatRoom/:groupID" element={soon('Group chat')} />
        </Route>
        {/* Account settings: every account type needs password change and account closing. */}
        <Route element={<UserRoute allowInstitution />}>
          <Route path="updateprofile" element={<UpdateProfilePage />} />
          {/* Where a post passed on with Send leads; any signed-in account may open it. */}
          <Route path="post/:postId" element={<PostPage />} />
        </Route>

        {/* System admin */}
        <Route element={<AdminRoute />}>
          <Route path="institutions" element={soon('Institutions directory')} />
        </Route>

        {/* Institution accounts */}
        <Route element={<InstitutionRoute />}>
          <Route path="onboarding/institute" element={soon('Institution profile setup')} />
          <Route path="institution/home" element={soon('Institution home')} />
          <Route path="institution/about" element={soon('Institution profile')} />
          <Route path="institution/events" element={soon('Institution sessions')} />
          <Route path="institution/library" element={soon('Institution library')} />
          <Route path="institution/feeds" element={<FeedPage institution />} />
          <Route path="institution/mentors" element={soon('Institution mentors')} />
          <Route path="institution/members" element={soon('Institution members')} />
          <Route path="institution/mentor/:mentorID" element={soon('Institution mentor profile')} />
          <Route path="institution/videos" element={soon('Institution videos')} />
          <Route path="institution/articles" element={soon('Institution articles')} />
          <Route path="institution/books" element={soon('Institution books')} />
          <Route path="institution/openlibrary" element={soon('Institution open library')} />
          <Route path="institution/courses" element={soon('Institution courses')} />
          <Route path="institution/groups" element={soon('Institution groups')} />
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
