import { lazy, Suspense, useState } from 'react';
import type { ModalComponent } from '../../../components/slots';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../lib/hooks';
import WhenNear from '../../../components/WhenNear';
import { useT } from '../../../i18n';
import { selectIsLoggedIn } from '../../../lib/session';
import '../landing.css';
import EarnPointsSlide from './EarnPointsSlide';

const SlideCarousel = lazy(() => import('./SlideCarousel'));
const MailingListModal = lazy(() => import('./MailingListModal'));

export function JoinSlide({ onStart }: { onStart: () => void }) {
  const t = useT('landing');
  return (
    <div className="lp-banner lp-banner-join">
      <p className="lp-banner-kicker">{t('join.kicker')}</p>
      <h2 className="lp-banner-title">{t('join.title')}</h2>
      <p>{t('join.text')}</p>
      <button type="button" className="btn btn-primary lp-banner-btn" onClick={onStart}>
        {t('join.start')}
      </button>
    </div>
  );
}

/**
 * The 'Earn Points' / 'Join' banners (spec 000 §2.7): 'Start now' opens the points modal when
 * signed in, otherwise goes to /login; 'Get started' opens the mailing-list modal. Both modals
 * and the carousel are fetched only when needed. The points modal is the page's (the feed's, with
 * the claims' redeem panel).
 */
export default function Banners({ PointsModal }: { PointsModal: ModalComponent }) {
  const t = useT('landing');
  const signedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const [modal, setModal] = useState<'points' | 'mail' | null>(null);
  const startPoints = () => (signedIn ? setModal('points') : navigate('/login'));
  // Until the carousel's code comes: the first slide and the space of its controls, so nothing moves.
  const first = (
    <>
      <EarnPointsSlide onStart={startPoints} />
      <div className="lp-controls-space" />
    </>
  );
  return (
    <div className="container lp-section">
      {/* The carousel's code (8 KiB) comes when the banners come into view: on a small phone they
          start below the first screen. */}
      <WhenNear placeholder={first} margin={0}>
        <Suspense fallback={first}>
          <SlideCarousel label={t('banners.label')} count={2}>
            {[<EarnPointsSlide key="points" onStart={startPoints} />, <JoinSlide key="join" onStart={() => setModal('mail')} />]}
          </SlideCarousel>
        </Suspense>
      </WhenNear>
      <Suspense fallback={null}>
        {modal === 'points' && <PointsModal open onClose={() => setModal(null)} />}
        {modal === 'mail' && <MailingListModal open onClose={() => setModal(null)} />}
      </Suspense>
    </div>
  );
}
