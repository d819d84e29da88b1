import { useState } from 'react';
import { INSIGHTS_MAX_DAYS } from '@delv/shared';
import { useT } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { addDays, type Range } from '../range';

const PRESETS = [7, 30, 90, 365];

/** The dashboard's dates: the last 7, 30, 90 or 365 days, or any two days (UTC days, both included). */
export default function RangePicker({ range, today, onChange }: { range: Range; today: string; onChange: (range: Range) => void }) {
  const t = useT('insights');
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const valid = Boolean(from && to && from <= to && addDays(from, INSIGHTS_MAX_DAYS - 1) >= to);
  return (
    <form
      className="ins-range"
      aria-label={t('range.label')}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) onChange({ from, to });
      }}
    >
      <div className="ins-presets">
        {PRESETS.map((days) => {
          const preset = { from: addDays(today, -(days - 1)), to: today };
          const current = preset.from === range.from && preset.to === range.to;
          return (
            <button
              key={days}
              type="button"
              className={current ? 'btn btn-primary' : 'btn btn-outline'}
              aria-pressed={current}
              onClick={() => {
                setFrom(preset.from);
                setTo(preset.to);
                onChange(preset);
              }}
            >
              {t('range.last', { days: formatNumber(days) })}
            </button>
          );
        })}
      </div>
      <div className="ins-dates">
        <label>
          {t('range.from')}
          <input type="date" value={from} max={to || today} onChange={(e) => setFrom(e.target.value)} required />
        </label>
        <label>
          {t('range.to')}
          <input type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} required />
        </label>
        <button type="submit" className="btn btn-outline" disabled={!valid}>
          {t('range.show')}
        </button>
      </div>
    </form>
  );
}
