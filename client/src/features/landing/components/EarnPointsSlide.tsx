import { useT } from '../../../i18n';
import '../landing.css';

/** 'Earn Points' (spec 000 §2.7): the landing's first banner, also on the career-guidance page. */
export default function EarnPointsSlide({ onStart }: { onStart: () => void }) {
  const t = useT('landing');
  return (
    <div className="lp-banner lp-banner-points">
      <p className="lp-banner-kicker">{t('points.kicker')}</p>
      <h2 className="lp-banner-title">{t('points.title')}</h2>
      <p>{t('points.text')}</p>
      <button type="button" className="btn btn-primary lp-banner-btn" onClick={onStart}>
        {t('points.start')}
      </button>
    </div>
  );
}
