import { useEffect, useId, useState, type FormEvent } from 'react';
import type { UpcomingSessionsComponent } from '../../../components/slots';
import { Link, useSearchParams } from 'react-router-dom';
import { COUNTRY_FILTERS, PAGING, type PublicUser } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import Pager from '../../../components/Pager';
import { useAppSelector } from '../../../lib/hooks';
import { useUrlState } from '../../../lib/useUrlState';
import { selectRole } from '../../../lib/session';
import { useListMentorsQuery, type MentorSort } from '../api';
import MentorCard, { mentorName } from '../components/MentorCard';
import '../mentors.css';
import { useMessages, useT, useValueLabels } from '../../../i18n';
import QueryView from '../../../components/QueryView';

const SORTS: MentorSort[] = ['latest', 'popular', 'trending'];

function readSort(v: string | null): MentorSort {
  return SORTS.includes(v as MentorSort) ? (v as MentorSort) : 'latest';
}
function readCountry(v: string | null): string {
  return (COUNTRY_FILTERS as readonly string[]).includes(v ?? '') ? (v as string) : 'All';
}
function readSkip(v: string | null): number {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/**
 * /mentors (spec 001 §2 "Mentors"). The spec's route table limits it to system admins; the
 * career-guidance page sends everyone here to find a mentor, so it is public (a later decision).
 * Filters live in the address, so Back and a shared link keep them; the server filters, sorts
 * (Latest = newest account, Popular = average rating, Trending = profile views) and pages by 30.
 */
export default function MentorsPage({ UpcomingSessionsModal }: { UpcomingSessionsModal: UpcomingSessionsComponent }) {
  const t = useT('mentors');
  const tm = useMessages();
  const values = useValueLabels();
  const countryName = (c: string) => (c === 'All' ? t('allCountries') : values.country(c));
  const [params, setParams] = useSearchParams();
  // Filters show a tap at once; the address follows (lib/useUrlState.ts).
  const [shown, show] = useUrlState(
    params,
    (p) => p.toString(),
    (next: URLSearchParams) => setParams(next, { replace: false }),
  );
  const country = readCountry(shown.get('country'));
  const sort = readSort(shown.get('sort'));
  const skip = readSkip(shown.get('skip'));
  const q = shown.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  useEffect(() => setTyped(q), [q]);
  const role = useAppSelector(selectRole);
  const [upcomingOf, setUpcomingOf] = useState<PublicUser | null>(null);
  const sortId = useId();
  const searchId = useId();

  const { currentData, error, isFetching, refetch } = useListMentorsQuery({ skip, limit: PAGING.DEFAULT_LIMIT, country, sort, q });

  /** Changing a filter starts again at the first page. */
  const update = (changes: Record<string, string | number>) => {
    const next = new URLSearchParams(shown);
    for (const [k, v] of Object.entries(changes)) {
      const isDefault = (k === 'country' && v === 'All') || (k === 'sort' && v === 'latest') || (k === 'skip' && v === 0) || v === '';
      if (isDefault) next.delete(k);
      else next.set(k, String(v));
    }
    if (!('skip' in changes)) next.delete('skip');
    show(next);
  };

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    update({ q: typed.trim() });
  };

  const mentors = currentData?.data ?? [];
  const count = currentData?.count ?? 0;

  return (
    <div className="container mentors-page">
      {role === 'institution' && (
        <p className="mentors-back">
          <Link to="/institution/feeds">{t('back')}</Link>
        </p>
      )}
      <div className="mentors-top">
        <div>
          <h1>{t('title')}</h1>
          <p className="muted mentors-sub">{t('sub')}</p>
        </div>
        <Link to="/comingsoon/livechat" className="btn btn-outline">
          {t('liveChat')}
        </Link>
      </div>

      <div className="mentors-layout">
        <aside className="card mentors-filters" aria-label={t('filterLabel')}>
          <form role="search" onSubmit={onSearch} className="field">
            <label htmlFor={searchId}>{t('searchByName')}</label>
            <div className="mentors-search">
              <input id={searchId} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} enterKeyHint="search" />
              <button type="submit" className="btn btn-outline">
                {t('search')}
              </button>
            </div>
          </form>
          <fieldset className="mentors-countries">
            <legend>{t('country')}</legend>
            {COUNTRY_FILTERS.map((c) => (
              <label key={c} className="mentors-radio">
                <input type="radio" name="country" value={c} checked={country === c} onChange={() => update({ country: c })} />
                {countryName(c)}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={sortId}>{t('sortBy')}</label>
            <select id={sortId} value={sort} onChange={(e) => update({ sort: e.target.value })}>
              {SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`sort.${s}`)}
                </option>
              ))}
            </select>
          </div>
        </aside>

        <section className="mentors-results" aria-label={t('found')} aria-busy={isFetching}>
          <QueryView query={{ data: currentData, error, isFetching, refetch }} words={[t('loading'), t('failed')]} messages={tm} />
          {currentData && count === 0 && <EmptyState title={t('noMore')} text={country !== 'All' || q ? t('noMatch') : t('noneYet')} />}
          {currentData && mentors.length > 0 && (
            <>
              <p className="muted mentors-count" aria-live="polite">
                {t('count', { count, hasCountry: country !== 'All' ? 'yes' : 'no', country: countryName(country) })}
              </p>
              <ul className="mentors-grid">
                {mentors.map((m) => (
                  <MentorCard key={m._id} mentor={m} onUpcoming={setUpcomingOf} showBooking={role !== 'institution'} />
                ))}
              </ul>
              <Pager
                skip={skip}
                limit={PAGING.DEFAULT_LIMIT}
                count={count}
                pageLength={mentors.length}
                onChange={(s) => update({ skip: s })}
                label={t('pages')}
              />
            </>
          )}
        </section>
      </div>

      {upcomingOf && (
        <UpcomingSessionsModal mentorId={upcomingOf._id} mentorName={mentorName(upcomingOf)} onClose={() => setUpcomingOf(null)} />
      )}
    </div>
  );
}
