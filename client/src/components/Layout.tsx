import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import Footer from './Footer';
import Spinner from './Spinner';
import TopBar from './TopBar';

/** Every page: top bar, the route's screen (lazy, with a spinner while its chunk loads), footer. */
export default function Layout() {
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
