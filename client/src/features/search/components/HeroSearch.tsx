import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAGING, SEARCH_LIMITS, searchHitPath, type SearchHit } from '@delv/shared';
import { useAppSelector } from '../../../app/hooks';
import { useDebounced } from '../../../lib/useDebounced';
import { selectIsLoggedIn } from '../../auth/sessionSlice';
import { useSearchQuery } from '../api';
import { searchPath } from '../params';
import { kindLabel } from './ResultItem';
import '../search.css';

/**
 * The landing page's hero search (spec 000 §2.7, §7: skip 0, limit 20): a combobox that shows quick
 * results once 2 characters are typed and typing pauses; arrows move through them, Enter opens one;
 * Enter in the box (or the button) opens the full results page /search?q=... (no minimum length).
 */
export default function HeroSearch({ className = '', autoFocus = false }: { className?: string; autoFocus?: boolean }) {
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsLoggedIn);
  const id = useId();
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebounced(q.trim(), 300);
  const enabled = settled.length >= SEARCH_LIMITS.HERO_MIN_CHARS;
  const { currentData, isFetching } = useSearchQuery({ keywords: settled, skip: 0, limit: PAGING.HERO_SEARCH }, { skip: !enabled });

  const hits: SearchHit[] = currentData
    ? [...currentData.data.courses, ...currentData.data.content, ...currentData.data.sessions, ...currentData.data.mentors]
    : [];
  const showList = open && enabled && q.trim().length >= SEARCH_LIMITS.HERO_MIN_CHARS && (hits.length > 0 || (!isFetching && currentData !== undefined));
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-opt-${i}`;

  useEffect(() => setActive(-1), [settled]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (showList && active >= 0 && hits[active]) {
      navigate(searchHitPath(hits[active], signedIn));
      return;
    }
    navigate(searchPath(q));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && hits.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % hits.length);
    } else if (e.key === 'ArrowUp' && hits.length) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? hits.length - 1 : i - 1));
    } else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form className={`hero-search search-hero ${className}`} role="search" onSubmit={submit}>
      <label htmlFor={`${id}-q`} className="sr-only">What do you want to learn today?</label>
      <input
        id={`${id}-q`}
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="What do you want to learn today?"
        value={q}
        autoFocus={autoFocus}
        onChange={(e) => {
          setQ(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="btn btn-primary">Search</button>
      <ul id={listId} role="listbox" aria-label="Quick results" className="search-hero-list" hidden={!showList}>
        {hits.map((hit, i) => (
          <li
            key={`${hit.kind}-${hit._id}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className="search-hero-option"
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(e) => {
              e.preventDefault();
              navigate(searchHitPath(hit, signedIn));
            }}
          >
            <span className="search-hero-title">{hit.title}</span>
            <span className="search-hero-kind">{kindLabel(hit)}</span>
          </li>
        ))}
        {showList && hits.length === 0 && <li className="search-hero-empty" role="presentation">No quick results: press Search to look everywhere.</li>}
      </ul>
    </form>
  );
}
