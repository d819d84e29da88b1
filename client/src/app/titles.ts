import { useEffect } from 'react';
import { matchPath } from 'react-router-dom';

const SITE = 'Delv';

/** Each route's title ('Mentors · Delv'), first match wins; pages about one thing (an article, a
 * person, a session) replace it with the thing's name through useDocumentTitle(). */
const ROUTE_TITLES: [string, string][] = [
  ['/', 'Career guidance, mentoring and learning'],
  ['/landingPage', 'Career guidance, mentoring and learning'],
  ['/login', 'Sign in'],
  ['/confirm/login/:id', 'Sign in'],
  ['/invitation/login/:groupID', 'Sign in'],
  ['/signup', 'Sign up'],
  ['/signup/*', 'Sign up'],
  ['/forgot-password', 'Forgot password'],
  ['/reset-password/:token', 'Reset password'],
  ['/logout', 'Signing out'],
  ['/feeds', 'Home feed'],
  ['/institution/feeds', 'Home feed'],
  ['/pull_down_feeds', 'Pulled-down posts'],
  ['/post/:postId', 'Post'],
  ['/profile', 'My profile'],
  ['/updateprofile', 'Account settings'],
  ['/users/profile/:id', 'Profile'],
  ['/mentors/more/:id', 'Mentor'],
  ['/mentors', 'Mentors'],
  ['/booksession/:id', 'Book a session'],
  ['/onboardingInterests', 'Your interests'],
  ['/search', 'Search'],
  ['/careerguidance', 'Career guidance'],
  ['/upskilling', 'Upskilling'],
  ['/JobSearch', 'Job search'],
  ['/aboutus', 'About us'],
  ['/explore', 'Explore'],
  ['/slides', 'Slides'],
  ['/articles/mylist', 'My articles'],
  ['/videos/mylist', 'My videos'],
  ['/IndividualCourses/mylist', 'My courses'],
  ['/articles', 'Articles'],
  ['/videos', 'Videos'],
  ['/courses', 'Courses'],
  ['/courses/:course', 'Courses'],
  ['/IndividualCourses', 'Courses'],
  ['/article/*', 'Article'],
  ['/video/watch/:id', 'Video'],
  ['/image/:id', 'Photo'],
  ['/course/*', 'Course'],
  ['/book/open/:id', 'Book'],
  ['/openlib/link/:id', 'Open library'],
  ['/session/all', 'Sessions'],
  ['/sessions/mylist', 'My sessions'],
  ['/sessions/subscribed', 'My subscribed sessions'],
  ['/session/create', 'Create a session'],
  ['/session/:id', 'Session'],
  ['/joinsession/:id', 'Join a session'],
  ['/invitation/:id', 'Invitation'],
  ['/institution/*', 'Institution'],
];

export function routeTitle(pathname: string): string {
  const found = ROUTE_TITLES.find(([pattern]) => matchPath({ path: pattern, caseSensitive: false }, pathname));
  return `${found ? found[1] : 'Page not found'} · ${SITE}`;
}

/** The title a page set for itself (useDocumentTitle), for the path it was set on. */
let pageTitle: { pathname: string; title: string } | null = null;

/** Layout: the route's title on every navigation, unless the page has named itself. */
export function useRouteTitle(pathname: string): void {
  useEffect(() => {
    document.title = pageTitle?.pathname === pathname ? pageTitle.title : routeTitle(pathname);
  }, [pathname]);
}

/** A page about one thing: its name as the title ('How to build a portfolio · Delv') once known. */
export function useDocumentTitle(name: string | null | undefined): void {
  useEffect(() => {
    if (!name) return;
    const title = `${name} · ${SITE}`;
    pageTitle = { pathname: window.location.pathname, title };
    document.title = title;
    return () => {
      pageTitle = null;
    };
  }, [name]);
}
