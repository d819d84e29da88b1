import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useT } from '../i18n';
import LanguageSync from '../i18n/LanguageSync';
import { useLiveChannel } from '../lib/live';
import Footer from './Footer';
import Spinner from './Spinner';
import TopBar from './TopBar';

/** Every page: top bar, the route's screen (lazy, with a spinner while its chunk loads), footer; and,
 * while someone is signed in, the tab's one live stream. */
export default function Layout() {
  const t = useT('shell');
  useLiveChannel();
  return (
    <div className="app">
      <a href="#main" className="sr-only" onFocus={(e) => e.currentTarget.classList.remove('sr-only')} onBlur={(e) => e.currentTarget.classList.add('sr-only')}>
        {t('layout.skip')}
      </a>
      <LanguageSync />
      <TopBar />
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<Spinner label={t('layout.loadingPage')} />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
