import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { postLoginPath } from '../features/auth/postLogin';
import { selectCurrentUser, selectIsAdmin, selectIsLoggedIn, selectIsModerator, selectIsReviewer, selectRole } from '../lib/session';
import { useAppSelector } from '../lib/hooks';

/*
 * Route guards (spec 000 §2.2, 001 "Route guards"). They decide only what to show: the server
 * checks every call itself.
 */

/** Sends a guest to /login, remembering the page so sign-in can come back to it. */
function ToLogin() {
  const location = useLocation();
  return <Navigate to="/login" replace state={{ from: location.pathname + location.search + location.hash }} />;
}

/**
 * Pages for signed-in people. Institution accounts are sent to their own feed, except where
 * `allowInstitution` is set (account settings: every account must be able to change its
 * password or close itself).
 */
export function UserRoute({ allowInstitution = false }: { allowInstitution?: boolean }) {
  const signedIn = useAppSelector(selectIsLoggedIn);
  const role = useAppSelector(selectRole);
  if (!signedIn) return <ToLogin />;
  if (role === 'institution' && !allowInstitution) return <Navigate to="/institution/feeds" replace />;
  return <Outlet />;
}

/** Pages of an institution account; anyone else goes to /feeds. */
export function InstitutionRoute() {
  const signedIn = useAppSelector(selectIsLoggedIn);
  const role = useAppSelector(selectRole);
  if (!signedIn) return <ToLogin />;
  if (role !== 'institution') return <Navigate to="/feeds" replace />;
  return <Outlet />;
}

/** The claim reviewers' desk: claim reviewers and admins; anyone else goes to /feeds. */
export function ReviewerRoute() {
  const signedIn = useAppSelector(selectIsLoggedIn);
  const isReviewer = useAppSelector(selectIsReviewer);
  if (!signedIn) return <ToLogin />;
  if (!isReviewer) return <Navigate to="/feeds" replace />;
  return <Outlet />;
}

/** The review queue: moderators and admins; anyone else goes to /feeds. */
export function ModeratorRoute() {
  const signedIn = useAppSelector(selectIsLoggedIn);
  const isModerator = useAppSelector(selectIsModerator);
  if (!signedIn) return <ToLogin />;
  if (!isModerator) return <Navigate to="/feeds" replace />;
  return <Outlet />;
}

/** System admins' pages (the platform's insights); anyone else goes to /feeds. */
export function AdminRoute() {
  const signedIn = useAppSelector(selectIsLoggedIn);
  const isAdmin = useAppSelector(selectIsAdmin);
  if (!signedIn) return <ToLogin />;
  if (!isAdmin) return <Navigate to="/feeds" replace />;
  return <Outlet />;
}

/**
 * Sign-in and sign-up screens: a signed-in person is sent on, to the same place a fresh sign-in
 * would send them (their feed, or the article / group the link was for).
 */
export function GuestOnlyRoute() {
  const signedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectCurrentUser);
  const location = useLocation();
  if (signedIn) return <Navigate to={postLoginPath(location, user?.usercategory)} replace />;
  return <Outlet />;
}
