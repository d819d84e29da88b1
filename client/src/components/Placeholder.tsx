import { Link } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';

/**
 * An honest stand-in for a screen that a later piece of work builds: it names the feature and
 * offers a way back, instead of pretending with fake content.
 */
export default function Placeholder({ feature }: { feature: string }) {
  const signedIn = useAppSelector((s) => Boolean(s.session.token));
  return (
    <section className="container narrow">
      <div className="card empty-state">
        <h1>{feature}</h1>
        <p>{feature} is being built and will open here soon.</p>
        <div className="row" style={{ justifyContent: 'center' }}>
          {signedIn ? (
            <Link className="btn btn-primary" to="/feeds">Go to your feed</Link>
          ) : (
            <Link className="btn btn-primary" to="/">Go to the home page</Link>
          )}
        </div>
      </div>
    </section>
  );
}
