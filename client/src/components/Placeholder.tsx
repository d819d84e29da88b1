import { Link } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';
import { useT, type KeyOf } from '../i18n';

/**
 * An honest stand-in for a screen that a later piece of work builds: it names the feature and
 * offers a way back, instead of pretending with fake content.
 */
export default function Placeholder({ feature }: { feature: KeyOf<'shell'> & `feature.${string}` }) {
  const t = useT('shell');
  const name = t(feature);
  const signedIn = useAppSelector((s) => Boolean(s.session.token));
  return (
    <section className="container narrow">
      <div className="card empty-state">
        <h1>{name}</h1>
        <p>{t('placeholder.text', { feature: name })}</p>
        <div className="row" style={{ justifyContent: 'center' }}>
          {signedIn ? (
            <Link className="btn btn-primary" to="/feeds">
              {t('placeholder.feed')}
            </Link>
          ) : (
            <Link className="btn btn-primary" to="/">
              {t('placeholder.home')}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
