import { useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LIMITS, MSG, type Discipline } from '@delv/shared';
import { useAppSelector } from '../../../app/hooks';
import EmptyState from '../../../components/EmptyState';
import Spinner from '../../../components/Spinner';
import { errorMessage } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { selectCurrentUser } from '../../auth';
import { useGetDisciplinesQuery } from '../../disciplines';
import { useUpdateInterestsMutation } from '../api';
import '../users.css';

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
  const me = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const searchId = useId();
  const { data: disciplines, error, isLoading, isFetching, refetch } = useGetDisciplinesQuery();
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
      notifySuccess(res.message ?? MSG.userInterestsAdded);
      navigate('/profile');
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };

  let body;
  if (isLoading) {
    body = <Spinner label="Loading interests" />;
  } else if (!disciplines) {
    body = (
      <EmptyState
        title="The list of interests could not be loaded"
        text={errorMessage(error)}
        action={
          <button type="button" className="btn btn-primary" onClick={() => refetch()} disabled={isFetching}>
            Try again
          </button>
        }
      />
    );
  } else if (choices.length === 0) {
    body = (
      <EmptyState
        title="No interests to choose from yet"
        text="The list of topics is empty for now. You can pick your interests later from your profile."
        action={
          <Link to="/feeds" className="btn btn-primary">
            Go to your feed
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <div className="field users-interest-search">
          <label htmlFor={searchId}>Search interests</label>
          <input id={searchId} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="e.g. Data Science" />
        </div>
        {visible.length === 0 ? (
          <p className="muted">No interest matches “{filter.trim()}”.</p>
        ) : (
          <ul className="users-interest-grid" aria-label="Interests">
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
      <h1>What are you interested in?</h1>
      <p className="muted">Pick at least {LIMITS.INTERESTS_MIN} topics. We use them to suggest mentors, courses and people to follow.</p>
      {body}
      <div className="users-onboarding-bar">
        <p className="users-counter" aria-live="polite">
          {selected.length} selected
          {!enough && ` · ${MSG.interestsMin}`}
          {atMax && ` · at most ${LIMITS.INTERESTS_MAX}`}
        </p>
        {failure && (
          <p className="field-error" role="alert">
            {failure}
          </p>
        )}
        <button type="button" className="btn btn-primary" disabled={!enough || saving} onClick={onNext}>
          {saving ? 'Saving…' : 'Next'}
        </button>
      </div>
    </div>
  );
}
