import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import PublicHero from '../components/PublicHero';
import '../public.css';

/**
 * Job search (spec 000 §1): Keyword and Location inputs on a plain GET form. Delv has no job
 * listings yet; the old form submitted to nothing. Here the search stays in the address and the
 * page says plainly that listings are not available, then offers what does exist: learning and
 * mentors for the keyword.
 */
export default function JobSearchPage() {
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const location = (params.get('location') ?? '').trim();
  const searched = params.has('keyword') || params.has('location');
  // Same address as the plain GET form would load, without reloading the app.
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setParams({ keyword: String(form.get('keyword') ?? '').trim(), location: String(form.get('location') ?? '').trim() });
  };
  return (
    <>
      <PublicHero title="Job search">
        <p>Look for opportunities that match what you have learned.</p>
      </PublicHero>
      <div className="container">
        <form className="card pub-jobs-form lp-section" method="get" action="/JobSearch" role="search" aria-label="Jobs" onSubmit={submit}>
          <div className="field">
            <label htmlFor="job-keyword">Keyword</label>
            <input id="job-keyword" name="keyword" type="search" defaultValue={keyword} placeholder="e.g. data analyst" />
          </div>
          <div className="field">
            <label htmlFor="job-location">Location</label>
            <input id="job-location" name="location" type="text" defaultValue={location} placeholder="e.g. Kampala" />
          </div>
          <button type="submit" className="btn btn-primary">
            Search jobs
          </button>
        </form>
        {searched && (
          <section className="lp-section card" aria-live="polite" aria-labelledby="job-result">
            <h2 id="job-result">Job listings are not on Delv yet</h2>
            <p>
              We are working with employers to list jobs here. Until then, prepare for
              {keyword ? (
                <>
                  {' '}
                  <strong>{keyword}</strong> roles
                </>
              ) : (
                ' the role you want'
              )}
              {location ? (
                <>
                  {' '}
                  in <strong>{location}</strong>
                </>
              ) : (
                ''
              )}
              :
            </p>
            <div className="row">
              <Link className="btn btn-primary" to={`/search?q=${encodeURIComponent(keyword)}`}>
                Learn the skills{keyword ? ` for ${keyword}` : ''}
              </Link>
              <Link className="btn btn-outline" to="/mentors">
                Ask a mentor
              </Link>
            </div>
          </section>
        )}
      </div>
    </>
  );
}
