import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import type { ModalComponent } from '../../../components/slots';
import { Link, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../lib/hooks';
import WhenNear from '../../../components/WhenNear';
import { useT } from '../../../i18n';
import Banners from '../components/Banners';
import CareerGrids from '../components/CareerGrids';
import Offer from '../components/Offer';
import '../landing.css';

// Below the fold on a phone: its own chunk, so the first screen does not wait for the feedback
// carousel (nor, through the page's slots, for the content cards or the sessions code).
const CommunityFeedback = lazy(() => import('../components/CommunityFeedback'));

/**
 * The landing page (spec 000 §2.7): hero search, top careers and skills, the earn-points and
 * join banners, Popular/Latest/Trending explore tabs, what we offer, upcoming sessions and
 * community feedback. It is the first download of a guest on a slow phone: no pictures, the
 * carousel library and the modals come later and only when used. The page in app/ hands in what
 * other features show here: the explore tabs with content cards, the upcoming sessions and the
 * points and feedback modals (each lazy: their places keep a height meanwhile).
 */
export default function LandingPage({
  explore,
  upcomingSessions,
  PointsModal,
  FeedbackModal,
}: {
  explore: ReactNode;
  upcomingSessions: ReactNode;
  PointsModal: ModalComponent;
  FeedbackModal: ModalComponent;
}) {
  const t = useT('landing');
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const signedIn = useAppSelector((s) => Boolean(s.session.token));

  const search = (e: FormEvent) => {
    e.preventDefault();
    navigate(`/search?q=${encodeURIComponent(q.trim())}`);
  };

  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{t('hero.title')}</h1>
          <p>{t('hero.text')}</p>
          <form className="hero-search" role="search" onSubmit={search}>
            <label htmlFor="hero-q" className="sr-only">
              {t('hero.title')}
            </label>
            <input
              id="hero-q"
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              placeholder={t('hero.searchPlaceholder')}
              enterKeyHint="search"
            />
            <button type="submit" className="btn btn-primary" style={{ background: '#fff', color: 'var(--brand)' }}>
              {t('hero.search')}
            </button>
          </form>
          <div className="row" style={{ marginTop: '1.25rem' }}>
            {signedIn ? (
              <Link to="/feeds" className="btn btn-outline">
                {t('hero.goToFeed')}
              </Link>
            ) : (
              <>
                <Link to="/signup" className="btn btn-primary" style={{ background: '#fff', color: 'var(--brand)' }}>
                  {t('hero.signUp')}
                </Link>
                <Link to="/login" className="btn btn-outline">
                  {t('hero.logIn')}
                </Link>
              </>
            )}
          </div>
        </div>
      </section>
      <CareerGrids />
      <Banners PointsModal={PointsModal} />
      {/* Below a phone's first screen: fetched (code and data) as someone scrolls towards them. */}
      <div className="container lp-section">
        <WhenNear placeholder={<div className="lp-explore-placeholder" />}>
          <Suspense fallback={<div className="lp-explore-placeholder" />}>{explore}</Suspense>
        </WhenNear>
      </div>
      <Offer />
      <WhenNear placeholder={<div className="lp-sessions-placeholder" />}>
        <Suspense fallback={null}>{upcomingSessions}</Suspense>
      </WhenNear>
      <WhenNear placeholder={<div className="lp-feedback-placeholder" />}>
        <Suspense fallback={<div className="lp-feedback-placeholder" />}>
          <CommunityFeedback FeedbackModal={FeedbackModal} />
        </Suspense>
      </WhenNear>
    </>
  );
}
