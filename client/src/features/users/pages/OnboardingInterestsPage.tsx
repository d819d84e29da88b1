import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LIMITS, MSG, type Discipline } from '@delv/shared';
import { useAppSelector } from '../../../lib/hooks';
import EmptyState from '../../../components/EmptyState';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { notifySuccess } from '../../../lib/notify';
import { selectCurrentUser } from '../../../lib/session';
import { useGetDisciplinesQuery } from '../disciplines';
import { useUpdateInterestsMutation } from '../api';
import '../users.css';
import QueryView from '../../../components/QueryView';

/** Every discipline keyword once (case-insensitively), in list order, after the person's own. */
export function interestChoices(disciplines: Discipline[], current: string[] = []): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const add = (raw: string) => {
    const word = raw.trim();
    const key = word.toLowerCase();
    if (!word || seen.has(key)) return;
    seen.add(key);
    out.push(word);
  };
  current.forEach(add);
  disciplines.forEach((d) => d.keywords.forEach(add));
  return out;
}

/** /onboardingInterests: pick at least 3 interests after confirming the e-mail (spec 000 §2.14). */
export default function OnboardingInterestsPage() {
  const t = useT('users');
  const tm = useMessages();
  const me = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const searchId = useId();
  const { data: disciplines, error, isFetching, refetch } = useGetDisciplinesQuery();
  const [updateInterests, { isLoading: saving }] = useUpdateInterestsMutation();
  const [selected, setSelected] = useState<string[]>(() => me?.interests ?? []);
  const [filter, setFilter] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const choices = useMemo(() => interestChoices(disciplines ?? [], me?.interests ?? []), [disciplines, me?.interests]);
  const needle = filter.trim().toLowerCase();
  const visible = needle ? choices.filter((c) => c.toLowerCase().includes(needle)) : choices;
  const chosen = new Set(selected.map((s) => s.toLowerCase()));
  const atMax = selected.length >= LIMITS.INTERESTS_MAX;
  const enough = selected.length >= LIMITS.INTERESTS_MIN;

  const toggle = (word: string) => {
    const key = word.toLowerCase();
    setSelected((list) => (list.some((s) => s.toLowerCase() === key) ? list.filter((s) => s.toLowerCase() !== key) : [...list, word]));
  };

  const onNext = async () => {
    setFailure(null);
    try {
      const res = await updateInterests({ interests: selected }).unwrap();
      notifySuccess(tm(res.message ?? MSG.userInterestsAdded));
      // Interests first, then groups that match them (issue 12), then the feed.
      navigate('/onboardingGroups');
    } catch (err) {
      setFailure(apiErrorMessage(err));
    }
  };

  let body;
  if (!disciplines) {
    body = (
      <QueryView
        query={{ data: disciplines, error, isFetching, refetch }}
        words={[t('onboarding.loading'), t('onboarding.failed')]}
        messages={tm}
      />
    );
  } else if (choices.length === 0) {
    body = (
      <EmptyState title={t('onboarding.noneTitle')} text={t('onboarding.noneText')} link={{ to: '/feeds', label: t('onboarding.feed') }} />
    );
  } else {
    body = (
      <>
        <div className="field users-interest-search">
          <label htmlFor={searchId}>{t('onboarding.search')}</label>
          <input
            id={searchId}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder={t('onboarding.searchPlaceholder')}
          />
        </div>
        {visible.length === 0 ? (
          <p className="muted">{t('onboarding.noMatch', { filter: filter.trim() })}</p>
        ) : (
          <ul className="users-interest-grid" aria-label={t('interestList')}>
            {visible.map((word) => {
              const on = chosen.has(word.toLowerCase());
              return (
                <li key={word}>
                  <button
                    type="button"
                    className={on ? 'users-chip users-chip-on' : 'users-chip'}
                    aria-pressed={on}
                    disabled={!on && atMax}
                    onClick={() => toggle(word)}
                  >
                    {on && <span aria-hidden="true">✓ </span>}
                    {word}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </>
    );
  }

  return (
    <div className="container users-page users-onboarding">
      <h1>{t('onboarding.title')}</h1>
      <p className="muted">{t('onboarding.intro', { min: LIMITS.INTERESTS_MIN })}</p>
      {body}
      <div className="users-onboarding-bar">
        <p className="users-counter" aria-live="polite">
          {t('onboarding.selected', { count: selected.length })}
          {!enough && ` · ${tm(MSG.interestsMin)}`}
          {atMax && ` · ${t('onboarding.atMost', { max: LIMITS.INTERESTS_MAX })}`}
        </p>
        {failure && (
          <p className="field-error" role="alert">
            {tm(failure)}
          </p>
        )}
        <button type="button" className="btn btn-primary" disabled={!enough || saving} onClick={onNext}>
          {saving ? t('saving') : t('onboarding.next')}
        </button>
      </div>
    </div>
  );
}
