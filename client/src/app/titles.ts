import { useEffect } from 'react';
import { matchPath } from 'react-router-dom';
import { useT, type KeyOf } from '../i18n';
import { SITE, pageTitleOf } from '../lib/documentTitle';

/** A route's name: a key 'title.<name>' of the shell's catalogue. */
type TitleName<K> = K extends `title.${infer N}` ? N : never;
type TitleKey = TitleName<KeyOf<'shell'>>;

/** Each route's title ('Mentors · Delv'), first match wins; pages about one thing (an article, a
 * person, a session) replace it with the thing's name through useDocumentTitle(). */
const ROUTE_TITLES: [string, TitleKey][] = [
  ['/', 'home'],
  ['/landingPage', 'home'],
  ['/login', 'signIn'],
  ['/confirm/login/:id', 'signIn'],
  ['/invitation/login/:groupID', 'signIn'],
  ['/signup', 'signUp'],
  ['/signup/*', 'signUp'],
  ['/forgot-password', 'forgotPassword'],
  ['/reset-password/:token', 'resetPassword'],
  ['/logout', 'signingOut'],
  ['/feeds', 'feed'],
  ['/institution/feeds', 'feed'],
  ['/pull_down_feeds', 'pulledDown'],
  ['/post/:postId', 'post'],
  ['/profile', 'myProfile'],
  ['/updateprofile', 'settings'],
  ['/notifications', 'notifications'],
  ['/unsubscribe', 'unsubscribe'],
  ['/users/profile/:id', 'profile'],
  ['/mentors/more/:id', 'mentor'],
  ['/mentors', 'mentors'],
  ['/booksession/:id', 'bookSession'],
  ['/onboardingInterests', 'interests'],
  ['/search', 'search'],
  ['/careerguidance', 'careerGuidance'],
  ['/upskilling', 'upskilling'],
  ['/JobSearch', 'jobSearch'],
  ['/aboutus', 'aboutUs'],
  ['/explore', 'explore'],
  ['/slides', 'slides'],
  ['/articles/mylist', 'myArticles'],
  ['/videos/mylist', 'myVideos'],
  ['/IndividualCourses/mylist', 'myCourses'],
  ['/articles', 'articles'],
  ['/videos', 'videos'],
  ['/courses', 'courses'],
  ['/courses/:course', 'courses'],
  ['/IndividualCourses', 'courses'],
  ['/article/*', 'article'],
  ['/video/watch/:id', 'video'],
  ['/image/:id', 'photo'],
  ['/course/*', 'course'],
  ['/book/open/:id', 'book'],
  ['/openlib/link/:id', 'openLibrary'],
  ['/session/all', 'sessions'],
  ['/sessions/mylist', 'mySessions'],
  ['/sessions/subscribed', 'subscribedSessions'],
  ['/session/create', 'createSession'],
  ['/session/:id', 'session'],
  ['/joinsession/:id', 'joinSession'],
  ['/invitation/:id', 'invitation'],
  ['/invitation/member/:id', 'invitation'],
  ['/groups', 'groups'],
  ['/onboardingGroups', 'joinGroups'],
  ['/ChatRoom/:id', 'chatRoom'],
  ['/institutions', 'institutions'],
  ['/onboarding/institute', 'setUpInstitution'],
  ['/affiliations/mylist', 'affiliations'],
  ['/contact_us', 'contactUs'],
  ['/comingsoon', 'comingSoon'],
  ['/comingsoon/:pageType', 'comingSoon'],
  ['/pending_claims', 'pendingClaims'],
  ['/moderation/local', 'localModeration'],
  ['/moderation', 'moderation'],
  ['/admin/audit', 'audit'],
  ['/admin', 'admin'],
  ['/institution/insights', 'insights'],
  ['/institution/consent', 'youngLearners'],
  ['/consent/:token', 'guardianConsent'],
  ['/safeguarding', 'heldMessages'],
  ['/admin/insights', 'platformInsights'],
  ['/institution/*', 'institution'],
];

/** The route's name key for a path ('notFound' when none matches). */
export function routeTitleKey(pathname: string): TitleKey {
  return ROUTE_TITLES.find(([pattern]) => matchPath({ path: pattern, caseSensitive: false }, pathname))?.[1] ?? 'notFound';
}

/** Layout: the route's title on every navigation, unless the page has named itself. */
export function useRouteTitle(pathname: string): void {
  const t = useT('shell');
  useEffect(() => {
    document.title = pageTitleOf(pathname) ?? `${t(`title.${routeTitleKey(pathname)}`)} · ${SITE}`;
  }, [pathname, t]);
}
