import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useLiveChannel } from '../lib/live';
import Footer from './Footer';
import Spinner from './Spinner';
import TopBar from './TopBar';

/** Every page: top bar, the route's screen (lazy, with a spinner while its chunk loads), footer; and,
 * while someone is signed in, the tab's one live stream. */
export default function Layout() {
  useLiveChannel();
  return (
    <div className="app">
      <a href="#main" className="sr-only" onFocus={(e) => e.currentTarget.classList.remove('sr-only')} onBlur={(e) => e.currentTarget.classList.add('sr-only')}>
        Skip to content
      </a>
      <TopBar />
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<Spinner label="Loading page" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
