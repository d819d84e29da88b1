import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <section className="container notfound">
      <p className="notfound-code" aria-hidden="true">404</p>
      <h1>OOPS! We can't seem to find the page you were looking for</h1>
      <p className="muted">The page you are looking for might be removed or is temporarily unavailable.</p>
      <Link className="btn btn-primary" to="/">Back to home</Link>
    </section>
  );
}
