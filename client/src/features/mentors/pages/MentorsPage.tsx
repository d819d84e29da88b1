import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { COUNTRY_FILTERS, PAGING, type PublicUser } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import Pager from '../../../components/Pager';
import Spinner from '../../../components/Spinner';
import { useAppSelector } from '../../../app/hooks';
import { errorMessage } from '../../../lib/api';
import { useUrlState } from '../../../lib/useUrlState';
import { selectRole } from '../../auth';
import { UpcomingSessionsModal } from '../../sessions';
import { useListMentorsQuery, type MentorSort } from '../api';
import MentorCard, { mentorName } from '../components/MentorCard';
import '../mentors.css';

const SORTS: { value: MentorSort; label: string }[] = [
  { value: 'latest', label: 'Latest' },
  { value: 'popular', label: 'Popular' },
  { value: 'trending', label: 'Trending' },
];

function readSort(v: string | null): MentorSort {
  return SORTS.some((s) => s.value === v) ? (v as MentorSort) : 'latest';
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
export default function MentorsPage() {
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
          <Link to="/institution/feeds">← Back</Link>
        </p>
      )}
      <div className="mentors-top">
        <div>
          <h1>Mentors</h1>
          <p className="muted mentors-sub">Find a mentor, book a session, or join one of their upcoming sessions.</p>
        </div>
        <Link to="/comingsoon/livechat" className="btn btn-outline">
          Live Chat
        </Link>
      </div>

      <div className="mentors-layout">
        <aside className="card mentors-filters" aria-label="Filter mentors">
          <form role="search" onSubmit={onSearch} className="field">
            <label htmlFor={searchId}>Search by name</label>
            <div className="mentors-search">
              <input id={searchId} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} enterKeyHint="search" />
              <button type="submit" className="btn btn-outline">
                Search
              </button>
            </div>
          </form>
          <fieldset className="mentors-countries">
            <legend>Country</legend>
            {COUNTRY_FILTERS.map((c) => (
              <label key={c} className="mentors-radio">
                <input type="radio" name="country" value={c} checked={country === c} onChange={() => update({ country: c })} />
                {c}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={sortId}>Sort by</label>
            <select id={sortId} value={sort} onChange={(e) => update({ sort: e.target.value })}>
              {SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
        </aside>

        <section className="mentors-results" aria-label="Mentors found" aria-busy={isFetching}>
          {!currentData && isFetching && <Spinner label="Loading mentors" />}
          {!currentData && !isFetching && error && (
            <EmptyState
              title="Mentors could not be loaded"
              text={errorMessage(error)}
              action={
                <button type="button" className="btn btn-primary" onClick={() => refetch()}>
                  Try again
                </button>
              }
            />
          )}
          {currentData && count === 0 && (
            <EmptyState
              title="No more Mentors to show"
              text={
                country !== 'All' || q ? 'No mentor matches these filters. Try another country or name.' : 'No mentors have joined yet.'
              }
            />
          )}
          {currentData && mentors.length > 0 && (
            <>
              <p className="muted mentors-count" aria-live="polite">
                {count} {count === 1 ? 'mentor' : 'mentors'}
                {country !== 'All' ? ` in ${country}` : ''}
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
                label="Mentor pages"
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
