import { lazy, Suspense, useRef, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useFocusOnNavigation } from './focus';
import { useRouteTitle } from './titles';
import { useT } from '../i18n';
import LanguageSync from '../i18n/LanguageSync';
import { useAppSelector } from '../lib/hooks';
import { selectCurrentUser } from '../lib/session';
import { YouthBanner } from '../features/youth';
import OfflineBanner from '../components/OfflineBanner';
import RouteErrorBoundary from '../components/RouteErrorBoundary';
import Spinner from '../components/Spinner';
import TopBar from '../components/TopBar';

// The live stream and the claims' live notices (SignedIn.tsx): signed-in people only, after the first
// paint. If its code cannot be fetched (offline before it was ever cached), there is no stream to open anyway.
const SignedIn = lazy(() => import('./SignedIn').catch(() => ({ default: () => null })));
// The footer sits below every screen's first view: its code and words come beside the screen's, not
// before the first paint (issue 36). Drawn under the content when it comes, it moves nothing above it.
const Footer = lazy<ComponentType>(() => import('../components/Footer').catch(() => ({ default: () => null })));

/** Every page: top bar, the route's screen (lazy, with a spinner while its chunk loads, and a
 * message with Retry if it fails), footer; the document title follows the route (titles.ts);
 * focus goes to the new page's heading after a navigation (focus.ts); and, while someone is signed
 * in, the tab's one live stream. `bell` is the notifications bell,
 * handed in by the router. */
export default function Layout({ bell }: { bell?: ReactNode }) {
  const t = useT('shell');
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  useRouteTitle(pathname);
  useFocusOnNavigation(main, pathname);
  const signedIn = useAppSelector((s) => Boolean(s.session.token));
  // A learner asked for a date of birth, or a minor waiting for a guardian's consent (issue 32).
  const youth = useAppSelector(selectCurrentUser)?.youth;
  const youthNeeds = Boolean(youth?.needsBirthDate || youth?.needsConsent);
  return (
    <div className="app">
      <a
        href="#main"
        className="sr-only"
        onFocus={(e) => e.currentTarget.classList.remove('sr-only')}
        onBlur={(e) => e.currentTarget.classList.add('sr-only')}
      >
        {t('layout.skip')}
      </a>
      <LanguageSync />
      {signedIn && (
        <Suspense fallback={null}>
          <SignedIn />
        </Suspense>
      )}
      <TopBar bell={bell} />
      <OfflineBanner />
      {youthNeeds && (
        <Suspense fallback={null}>
          <YouthBanner />
        </Suspense>
      )}
      <main id="main" className="app-main" tabIndex={-1} ref={main}>
        {/* Keyed by path: another page (or Back) starts without the last one's error. */}
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner label={t('layout.loadingPage')} />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
