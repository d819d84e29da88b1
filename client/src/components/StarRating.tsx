import type { KeyboardEvent } from 'react';
import { useT } from '../i18n';

/*
 * Star ratings (spec 000 §5, §9): 5 stars in half steps, shown to one decimal. Text glyphs, not
 * images: nothing to download. Shared by content reviews and mentor reviews.
 */

const STARS = [0, 1, 2, 3, 4];

/** A rating to one decimal ('4.5'); a missing or broken value reads as 0.0. */
export function formatRating(value: number | null | undefined): string {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return Math.min(5, Math.max(0, n)).toFixed(1);
}

/** Rounds to the nearest half star and keeps it within 0..5. */
export function toHalfStep(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(5, Math.max(0, Math.round(value * 2) / 2));
}

/** How much of star `i` (0-based) is filled for a value: 0, a fraction, or 1. */
function fillOf(value: number, i: number): number {
  return Math.min(1, Math.max(0, value - i));
}

function Star({ fill }: { fill: number }) {
  return (
    <span className="star" aria-hidden="true">
      <span className="star-empty">★</span>
      <span className="star-full" style={{ width: `${fill * 100}%` }}>
        ★
      </span>
    </span>
  );
}

/** A read-only rating: stars plus the number to one decimal, and an optional review count. */
export function StarRatingDisplay({ value, count, size = 'sm' }: { value: number | null | undefined; count?: number; size?: 'sm' | 'lg' }) {
  const t = useT('shell');
  const text = formatRating(value);
  const n = Number(text);
  const label = count !== undefined ? t('rating.ratedWithReviews', { value: text, count }) : t('rating.rated', { value: text });
  return (
    <span className={`stars stars-${size}`} role="img" aria-label={label}>
      <span className="stars-row" aria-hidden="true">
        {STARS.map((i) => (
          <Star key={i} fill={fillOf(n, i)} />
        ))}
      </span>
      <span className="stars-value" aria-hidden="true">
        {text}
      </span>
      {count !== undefined && (
        <span className="stars-count muted" aria-hidden="true">
          ({count})
        </span>
      )}
    </span>
  );
}

/**
 * A rating input: one tab stop (a WAI-ARIA slider). Arrow keys move by half a star, Home and End
 * go to 0 and 5; a click on the left or right half of a star picks x.5 or x+1.
 */
export function StarRatingInput({
  value,
  onChange,
  label,
  id,
  describedBy,
}: {
  value: number;
  onChange: (value: number) => void;
  label?: string;
  id?: string;
  describedBy?: string;
}) {
  const t = useT('shell');
  const current = toHalfStep(value);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    let next: number | null = null;
    if (e.key === 'ArrowRight' || e.key === 'ArrowUp') next = current + 0.5;
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') next = current - 0.5;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = 5;
    else if (e.key === 'PageUp') next = current + 1;
    else if (e.key === 'PageDown') next = current - 1;
    if (next === null) return;
    e.preventDefault();
    onChange(toHalfStep(next));
  };
  return (
    <div className="star-input-wrap">
      <div
        id={id}
        className="star-input"
        role="slider"
        tabIndex={0}
        aria-label={label ?? t('rating.input')}
        aria-valuemin={0}
        aria-valuemax={5}
        aria-valuenow={current}
        aria-valuetext={t('rating.valueText', { value: formatRating(current) })}
        aria-describedby={describedBy}
        onKeyDown={onKeyDown}
      >
        {STARS.map((i) => (
          <span key={i} className="star star-pick">
            <Star fill={fillOf(current, i)} />
            {/* Mouse and touch targets; keyboard users have the slider itself. */}
            <span className="star-half star-half-left" data-value={i + 0.5} aria-hidden="true" onClick={() => onChange(i + 0.5)} />
            <span className="star-half star-half-right" data-value={i + 1} aria-hidden="true" onClick={() => onChange(i + 1)} />
          </span>
        ))}
      </div>
      <span className="stars-value" aria-hidden="true">
        {formatRating(current)}
      </span>
      {current > 0 && (
        <button type="button" className="btn-link star-clear" onClick={() => onChange(0)}>
          {t('rating.clear')}
        </button>
      )}
    </div>
  );
}
