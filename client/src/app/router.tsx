import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import Layout from '../components/Layout';
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
        <Route path="careerguidance" element={soon('Career guidance')} />
        <Route path="upskilling" element={soon('Upskilling')} />
        <Route path="JobSearch" element={soon('Job search')} />
        <Route path="aboutus" element={soon('About us')} />
        <Route path="explore" element={soon('Explore')} />
        <Route path="search" element={soon('Search')} />
        <Route path="slides" element={soon('Slides')} />
        <Route path="article/read/:articleID" element={soon('Article reader')} />
        <Route path="article/overview/:articleID" element={soon('Article overview')} />
        <Route path="video/watch/:videoID" element={soon('Video player')} />
        <Route path="image/:imageID" element={soon('Image viewer')} />
        <Route path="course/view/:courseID" element={soon('Course page')} />
        <Route path="course/review/:id" element={soon('Course reviews')} />
        <Route path="book/open/:id" element={soon('Book reader')} />
        <Route path="openlib/link/:id" element={soon('Open library resource')} />
        <Route path="mentors/more/:id" element={<UserProfilePage />} />
        <Route path="users/profile/:id" element={<UserProfilePage />} />
        {/* Public: users must be able to find mentors (a later decision; the career page sends guests here). */}
        <Route path="mentors" element={soon('Mentors')} />
        <Route path="session/create" element={soon('Create a session')} />
        <Route path="session/:sessionID" element={soon('Session details')} />
        <Route path="comingsoon" element={soon('Coming soon page')} />
        <Route path="comingsoon/:pageType" element={soon('Coming soon page')} />
        <Route path="contact_us" element={soon('Contact us')} />
        <Route path="institution/more/:institutionID" element={soon('Institution home')} />
        <Route path="invitation/:invitationID" element={soon('Invitation')} />
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
          <Route path="feeds" element={soon('Home feed')} />
          <Route path="pull_down_feeds" element={soon('Feed moderation')} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="courses" element={soon('Courses')} />
          <Route path="courses/:course" element={soon('Course category')} />
          <Route path="articles" element={soon('Articles')} />
          <Route path="articles/mylist" element={soon('My articles')} />
          <Route path="videos" element={soon('Video library')} />
          <Route path="videos/mylist" element={soon('My videos')} />
          <Route path="IndividualCourses" element={soon('Individual courses')} />
          <Route path="IndividualCourses/mylist" element={soon('My courses')} />
          <Route path="groups" element={soon('Groups')} />
          <Route path="pending_claims" element={soon('Pending claims')} />
          <Route path="session/all" element={soon('All sessions')} />
          <Route path="sessions/mylist" element={soon('My sessions')} />
          <Route path="sessions/subscribed" element={soon('Subscribed sessions')} />
          <Route path="joinsession/:sessionID" element={soon('Session registration')} />
          <Route path="booksession/:id" element={soon('Session booking')} />
          <Route path="affiliations/mylist" element={soon('My affiliations')} />
          <Route path="ChatRoom/:groupID" element={soon('Group chat')} />
        </Route>
        {/* Account settings: every account type needs password change and account closing. */}
        <Route element={<UserRoute allowInstitution />}>
          <Route path="updateprofile" element={<UpdateProfilePage />} />
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
          <Route path="institution/feeds" element={soon('Institution feed')} />
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
