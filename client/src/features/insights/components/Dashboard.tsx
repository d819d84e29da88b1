import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Insights, InsightsFigure } from '@delv/shared';
import { useMessages, useT } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { rangeFrom, today, type Range } from '../range';
import RangePicker from './RangePicker';
import QueryView from '../../../components/QueryView';

/** The range the address names (?from&to), and how to change it. */
export function useRange(): [Range, (range: Range) => void] {
  const [params, setParams] = useSearchParams();
  return [rangeFrom(params), (range) => setParams({ from: range.from, to: range.to }, { replace: true })];
}

/**
 * A dashboard's frame: its heading, the dates, when the figures were counted, and its figures
 * (or loading, failure with Try again, and 'not counted yet').
 */
export default function Dashboard({
  title,
  intro,
  range,
  onRange,
  query,
  figure,
}: {
  title: string;
  intro: string;
  range: Range;
  onRange: (range: Range) => void;
  query: { currentData?: Insights; error?: unknown; isFetching: boolean; refetch: () => unknown };
  figure: (f: InsightsFigure) => ReactNode;
}) {
  const t = useT('insights');
  const tm = useMessages('INSIGHTS_MSG');
  const { currentData: data, error, isFetching, refetch } = query;
  return (
    <div className="container ins-page">
      <h1>{title}</h1>
      <p className="muted">{intro}</p>
      <RangePicker key={`${range.from}:${range.to}`} range={range} today={today()} onChange={onRange} />
      <div aria-live="polite" aria-busy={isFetching}>
        <QueryView query={{ data, error, isFetching, refetch }} words={[t('loading'), t('failed')]} messages={tm} />
        {data && (
          <>
            <p className="ins-asof">{data.asOf ? t('asOf', { time: formatDateTime(data.asOf) }) : t('notYet')}</p>
            <div className="ins-grid">{data.figures.map((f) => figure(f))}</div>
          </>
        )}
      </div>
    </div>
  );
}
