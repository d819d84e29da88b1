import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { selectIsLoggedIn } from '../../auth';
import '../landing.css';

const SlideCarousel = lazy(() => import('./SlideCarousel'));
const PointsModal = lazy(() => import('../../feed/components/PointsModal'));
const MailingListModal = lazy(() => import('./MailingListModal'));

export function EarnPointsSlide({ onStart }: { onStart: () => void }) {
  return (
    <div className="lp-banner lp-banner-points">
      <p className="lp-banner-kicker">Earn Points</p>
      <h2 className="lp-banner-title">Learn, share and get rewarded</h2>
      <p>Earn points when you sign up, and everytime you post, share on social media or invite a friend. Redeem them from 2,000 points.</p>
      <button type="button" className="btn btn-primary lp-banner-btn" onClick={onStart}>
        Start now
      </button>
    </div>
  );
}

export function JoinSlide({ onStart }: { onStart: () => void }) {
  return (
    <div className="lp-banner lp-banner-join">
      <p className="lp-banner-kicker">Join</p>
      <h2 className="lp-banner-title">Hear about new courses and live sessions</h2>
      <p>Leave your name and e-mail: we write when mentors open new sessions and courses in your field.</p>
      <button type="button" className="btn btn-primary lp-banner-btn" onClick={onStart}>
        Get started
      </button>
    </div>
  );
}

/**
 * The 'Earn Points' / 'Join' banners (spec 000 §2.7): 'Start now' opens the points modal when
 * signed in, otherwise goes to /login; 'Get started' opens the mailing-list modal. Both modals
 * and the carousel are fetched only when needed.
 */
export default function Banners() {
  const signedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const [modal, setModal] = useState<'points' | 'mail' | null>(null);
  const startPoints = () => (signedIn ? setModal('points') : navigate('/login'));
  const first = <EarnPointsSlide onStart={startPoints} />;
  return (
    <div className="container lp-section">
      <Suspense fallback={first}>
        <SlideCarousel label="Earn points and join" count={2}>
          {[<EarnPointsSlide key="points" onStart={startPoints} />, <JoinSlide key="join" onStart={() => setModal('mail')} />]}
        </SlideCarousel>
      </Suspense>
      <Suspense fallback={null}>
        {modal === 'points' && <PointsModal open onClose={() => setModal(null)} />}
        {modal === 'mail' && <MailingListModal open onClose={() => setModal(null)} />}
      </Suspense>
    </div>
  );
}
