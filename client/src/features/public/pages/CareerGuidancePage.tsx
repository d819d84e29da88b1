import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { EXTERNAL_LINKS } from '../../../lib/site';
import { selectIsLoggedIn } from '../../auth';
import { EarnPointsSlide } from '../../landing';
import PublicHero from '../components/PublicHero';
import '../public.css';

const SlideCarousel = lazy(() => import('../../landing/components/SlideCarousel'));
const PointsModal = lazy(() => import('../../feed/components/PointsModal'));
const ReachOutModal = lazy(() => import('../components/ReachOutModal'));

function ReachOutSlide({ onOpen }: { onOpen: () => void }) {
  return (
    <div className="lp-banner lp-banner-reach">
      <p className="lp-banner-kicker">Reach out</p>
      <h2 className="lp-banner-title">Not sure where to start?</h2>
      <p>Talk to one of our career counsellors: tell us what you are studying or doing now, and we help you plan your next step.</p>
      <button type="button" className="btn btn-primary lp-banner-btn" onClick={onOpen}>
        REACH OUT
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
  const signedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const [modal, setModal] = useState<'reach' | 'points' | null>(null);
  const startPoints = () => (signedIn ? setModal('points') : navigate('/login'));
  const reachOut = <ReachOutSlide onOpen={() => setModal('reach')} />;

  return (
    <>
      <PublicHero title="Career guidance">
        <p>Find the career that fits you, plan how to get there and learn from people who have done it, in East Africa.</p>
      </PublicHero>

      <div className="container">
        <section className="lp-section" aria-labelledby="cg-start">
          <h2 id="cg-start">Start here</h2>
          <ul className="pub-cards pub-cards-3">
            <li className="card pub-card">
              <h3>Free career assessment</h3>
              <p className="muted">A short test of your interests and strengths that suggests careers to look at first.</p>
              {EXTERNAL_LINKS.careerAssessment ? (
                <a className="btn btn-primary" href={EXTERNAL_LINKS.careerAssessment} target="_blank" rel="noopener noreferrer">
                  Take the assessment<span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                // No provider configured for this deployment: say so instead of linking nowhere.
                <p className="muted">
                  <em>The assessment opens here soon. Meanwhile a mentor can help you find your direction.</em>
                </p>
              )}
            </li>
            <li className="card pub-card">
              <h3>Connect With Peers</h3>
              <p className="muted">Join learners who aim for the same careers, swap notes and keep each other going.</p>
              <Link className="btn btn-primary" to={signedIn ? '/groups' : '/signup'}>
                Connect With Peers
              </Link>
            </li>
            <li className="card pub-card">
              <h3>Connect With A Mentor</h3>
              <p className="muted">Mentors working in the field answer your questions and review your plans.</p>
              <Link className="btn btn-primary" to="/mentors">
                Connect With A Mentor
              </Link>
            </li>
          </ul>
        </section>

        <section className="lp-section" aria-labelledby="cg-plan">
          <h2 id="cg-plan">Personal Development Plan</h2>
          <p>Write down where you want to be, what you need to learn and by when. Do it on your own in five steps, or with a mentor.</p>
          <ul className="pub-cards">
            <li>
              <Link to="/slides" className="pub-tile" style={{ background: 'linear-gradient(135deg, #1b6e3a, #0d3f20)' }}>
                TRY IT YOURSELF
                <span>Five steps to your own plan</span>
              </Link>
            </li>
            <li>
              <Link to="/mentors" className="pub-tile" style={{ background: 'linear-gradient(135deg, #7a3e9d, #3b1f5c)' }}>
                GET HELP FROM A MENTOR
                <span>Build it together in a session</span>
              </Link>
            </li>
          </ul>
        </section>

        {!signedIn && (
          <section className="lp-section pub-banner" aria-label="Join as a mentor">
            <p>
              <strong>Working in your field?</strong> Join as a mentor and help the next generation find their way.
            </p>
            <Link to="/login" className="btn btn-primary">
              Join as a mentor
            </Link>
          </section>
        )}

        <div className="lp-section">
          <Suspense fallback={reachOut}>
            <SlideCarousel label="Reach out and earn points" count={2}>
              {[<ReachOutSlide key="reach" onOpen={() => setModal('reach')} />, <EarnPointsSlide key="points" onStart={startPoints} />]}
            </SlideCarousel>
          </Suspense>
        </div>
      </div>

      <Suspense fallback={null}>
        {modal === 'reach' && <ReachOutModal open onClose={() => setModal(null)} />}
        {modal === 'points' && <PointsModal open onClose={() => setModal(null)} />}
      </Suspense>
    </>
  );
}
