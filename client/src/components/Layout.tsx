import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useRouteTitle } from '../app/titles';
import Footer from './Footer';
import OfflineBanner from './OfflineBanner';
import RouteErrorBoundary from './RouteErrorBoundary';
import Spinner from './Spinner';
import TopBar from './TopBar';

/** Every page: top bar, the route's screen (lazy, with a spinner while its chunk loads, and a
 * message with Retry if it fails), footer; the document title follows the route (app/titles.ts). */
export default function Layout() {
  const { pathname } = useLocation();
  useRouteTitle(pathname);
  return (
    <div className="app">
      <a href="#main" className="sr-only" onFocus={(e) => e.currentTarget.classList.remove('sr-only')} onBlur={(e) => e.currentTarget.classList.add('sr-only')}>
        Skip to content
      </a>
      <TopBar />
      <OfflineBanner />
      <main id="main" className="app-main" tabIndex={-1}>
        {/* Keyed by path: another page (or Back) starts without the last one's error. */}
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner label="Loading page" />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
