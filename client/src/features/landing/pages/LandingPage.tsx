import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';

/**
 * A light landing page: hero search, what Delv offers, and the way in. The full landing page
 * (careers and skills grids, explore tabs, events, feedback carousel) comes later.
 */
export default function LandingPage() {
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
          <h1>What do you want to learn today?</h1>
          <p>Career guidance, mentoring and lifelong learning for East Africa.</p>
          <form className="hero-search" role="search" onSubmit={search}>
            <label htmlFor="hero-q" className="sr-only">What do you want to learn today?</label>
            <input id="hero-q" type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Search courses, videos, articles, mentors" enterKeyHint="search" />
            <button type="submit" className="btn btn-primary" style={{ background: '#fff', color: 'var(--brand)' }}>Search</button>
          </form>
          <div className="row" style={{ marginTop: '1.25rem' }}>
            {signedIn ? (
              <Link to="/feeds" className="btn btn-outline">Go to your feed</Link>
            ) : (
              <>
                <Link to="/signup" className="btn btn-primary" style={{ background: '#fff', color: 'var(--brand)' }}>Sign up</Link>
                <Link to="/login" className="btn btn-outline">Log in</Link>
              </>
            )}
          </div>
        </div>
      </section>
      <section className="container" style={{ marginTop: '2rem' }}>
        <h2>Rethink, Ignite your Career</h2>
        <div className="grid grid-3">
          <Link to="/careerguidance" className="card card-link">
            <h3>Career guidance</h3>
            <p className="muted">Talk to mentors and counsellors, and find the path that fits you.</p>
          </Link>
          <Link to="/upskilling" className="card card-link">
            <h3>Upskilling</h3>
            <p className="muted">Courses, videos and articles to learn practical skills at your own pace.</p>
          </Link>
          <Link to="/JobSearch" className="card card-link">
            <h3>Job search</h3>
            <p className="muted">Look for opportunities that match what you have learned.</p>
          </Link>
        </div>
      </section>
    </>
  );
}
