import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../lib/hooks';
import { EXTERNAL_LINKS } from '../../lib/site';
import { useT } from '../../i18n';
import { selectIsLoggedIn } from '../../lib/session';
import EarnPointsSlide from '../../features/landing/components/EarnPointsSlide';
import PublicHero from '../../features/public/components/PublicHero';
import { MyPoints } from './points';

const SlideCarousel = lazy(() => import('../../features/landing/components/SlideCarousel'));
const ReachOutModal = lazy(() => import('../../features/public/components/ReachOutModal'));

function ReachOutSlide({ onOpen }: { onOpen: () => void }) {
  const t = useT('public');
  return (
    <div className="lp-banner lp-banner-reach">
      <p className="lp-banner-kicker">{t('cg.reach.kicker')}</p>
      <h2 className="lp-banner-title">{t('cg.reach.title')}</h2>
      <p>{t('cg.reach.text')}</p>
      <button type="button" className="btn btn-primary lp-banner-btn" onClick={onOpen}>
        {t('cg.reach.button')}
      </button>
    </div>
  );
}

/**
 * Career guidance (spec 000 §2.8): the assessment, peers and mentors; the personal development
 * plan (try it yourself on /slides, or with a mentor); 'Join as a mentor'; and a two-slide
 * carousel (reach out to a counsellor; earn points).
 */
export default function CareerGuidancePage() {
  const t = useT('public');
  const signedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const [modal, setModal] = useState<'reach' | 'points' | null>(null);
  const startPoints = () => (signedIn ? setModal('points') : navigate('/login'));
  const reachOut = <ReachOutSlide onOpen={() => setModal('reach')} />;

  return (
    <>
      <PublicHero title={t('cg.title')}>
        <p>{t('cg.text')}</p>
      </PublicHero>

      <div className="container">
        <section className="lp-section" aria-labelledby="cg-start">
          <h2 id="cg-start">{t('cg.start')}</h2>
          <ul className="pub-cards pub-cards-3">
            <li className="card pub-card">
              <h3>{t('cg.assessment.title')}</h3>
              <p className="muted">{t('cg.assessment.text')}</p>
              {EXTERNAL_LINKS.careerAssessment ? (
                <a className="btn btn-primary" href={EXTERNAL_LINKS.careerAssessment} target="_blank" rel="noopener noreferrer">
                  {t.rich('cg.assessment.take', {}, { hidden: <span className="sr-only" /> })}
                </a>
              ) : (
                // No provider configured for this deployment: say so instead of linking nowhere.
                <p className="muted">
                  <em>{t('cg.assessment.soon')}</em>
                </p>
              )}
            </li>
            <li className="card pub-card">
              <h3>{t('cg.peers.title')}</h3>
              <p className="muted">{t('cg.peers.text')}</p>
              <Link className="btn btn-primary" to={signedIn ? '/groups' : '/signup'}>
                {t('cg.peers.title')}
              </Link>
            </li>
            <li className="card pub-card">
              <h3>{t('cg.mentor.title')}</h3>
              <p className="muted">{t('cg.mentor.text')}</p>
              <Link className="btn btn-primary" to="/mentors">
                {t('cg.mentor.title')}
              </Link>
            </li>
          </ul>
        </section>

        <section className="lp-section" aria-labelledby="cg-plan">
          <h2 id="cg-plan">{t('cg.plan.title')}</h2>
          <p>{t('cg.plan.text')}</p>
          <ul className="pub-cards">
            <li>
              <Link to="/slides" className="pub-tile" style={{ background: 'linear-gradient(135deg, #1b6e3a, #0d3f20)' }}>
                {t('cg.plan.yourself')}
                <span>{t('cg.plan.yourselfText')}</span>
              </Link>
            </li>
            <li>
              <Link to="/mentors" className="pub-tile" style={{ background: 'linear-gradient(135deg, #7a3e9d, #3b1f5c)' }}>
                {t('cg.plan.mentor')}
                <span>{t('cg.plan.mentorText')}</span>
              </Link>
            </li>
          </ul>
        </section>

        {!signedIn && (
          <section className="lp-section pub-banner" aria-label={t('cg.joinMentor.label')}>
            <p>{t.rich('cg.joinMentor.text', {}, { strong: <strong /> })}</p>
            <Link to="/login" className="btn btn-primary">
              {t('cg.joinMentor.button')}
            </Link>
          </section>
        )}

        <div className="lp-section">
          <Suspense fallback={reachOut}>
            <SlideCarousel label={t('cg.carousel')} count={2}>
              {[<ReachOutSlide key="reach" onOpen={() => setModal('reach')} />, <EarnPointsSlide key="points" onStart={startPoints} />]}
            </SlideCarousel>
          </Suspense>
        </div>
      </div>

      <Suspense fallback={null}>
        {modal === 'reach' && <ReachOutModal open onClose={() => setModal(null)} />}
        {modal === 'points' && <MyPoints open onClose={() => setModal(null)} />}
      </Suspense>
    </>
  );
}
