import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useT } from '../../../i18n';
import PublicHero from '../components/PublicHero';
import '../public.css';

/**
 * Job search (spec 000 §1): Keyword and Location inputs on a plain GET form. Delv has no job
 * listings yet; the old form submitted to nothing. Here the search stays in the address and the
 * page says plainly that listings are not available, then offers what does exist: learning and
 * mentors for the keyword.
 */
export default function JobSearchPage() {
  const t = useT('public');
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
      <PublicHero title={t('jobs.title')}>
        <p>{t('jobs.text')}</p>
      </PublicHero>
      <div className="container">
        <form
          className="card pub-jobs-form lp-section"
          method="get"
          action="/JobSearch"
          role="search"
          aria-label={t('jobs.form')}
          onSubmit={submit}
        >
          <div className="field">
            <label htmlFor="job-keyword">{t('jobs.keyword')}</label>
            <input id="job-keyword" name="keyword" type="search" defaultValue={keyword} placeholder={t('jobs.keywordPlaceholder')} />
          </div>
          <div className="field">
            <label htmlFor="job-location">{t('jobs.location')}</label>
            <input id="job-location" name="location" type="text" defaultValue={location} placeholder={t('jobs.locationPlaceholder')} />
          </div>
          <button type="submit" className="btn btn-primary">
            {t('jobs.search')}
          </button>
        </form>
        {searched && (
          <section className="lp-section card" aria-live="polite" aria-labelledby="job-result">
            <h2 id="job-result">{t('jobs.none')}</h2>
            <p>
              {t.rich(
                'jobs.prepare',
                { hasKeyword: keyword ? 'yes' : 'no', keyword, hasLocation: location ? 'yes' : 'no', location },
                { strong: <strong /> },
              )}
            </p>
            <div className="row">
              <Link className="btn btn-primary" to={`/search?q=${encodeURIComponent(keyword)}`}>
                {t('jobs.learn', { hasKeyword: keyword ? 'yes' : 'no', keyword })}
              </Link>
              <Link className="btn btn-outline" to="/mentors">
                {t('jobs.askMentor')}
              </Link>
            </div>
          </section>
        )}
      </div>
    </>
  );
}
