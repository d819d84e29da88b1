import { useMemo, type ReactNode } from 'react';
import type { InsightsFigure } from '@delv/shared';
import { useLanguage, useT, type KeyOf } from '../../../i18n';
import { formatDate, formatMonthYear, formatNumber } from '../../../lib/format';
import Chart from './Chart';

/** Bars of at most this many named things (the table lists them all). */
const CHART_ROWS = 10;

type Key = KeyOf<'insights'>;

/**
 * One figure: its chart and, under it, its numbers in a table (what a screen reader reads, and
 * what a person copies), with an optional download.
 */
export default function FigureCard({
  figure,
  columnLabel,
  rowLabel,
  action,
  people = false,
}: {
  figure: InsightsFigure;
  /** Words for a column (a known measure, or a value such as a country). */
  columnLabel: (column: string) => string;
  /** Words for a named row (a payout method); default its label. */
  rowLabel?: (x: string, label?: string) => string;
  action?: ReactNode;
  /** The platform's: active figures count people, not an institution's members. */
  people?: boolean;
}) {
  const t = useT('insights');
  const language = useLanguage();
  const name = people && (figure.id === 'activeWeekly' || figure.id === 'activeMonthly') ? `${figure.id}.people` : figure.id;
  const title = t(`figure.${name}` as Key);
  const xLabel = (x: string, label: string | undefined, long: boolean) => {
    if (figure.x === 'day') return formatDate(x);
    if (figure.x === 'week') return long ? t('week', { date: formatDate(x) }) : formatDate(x);
    if (figure.x === 'month') return formatMonthYear(`${x}-01T00:00:00Z`);
    return rowLabel ? rowLabel(x, label) : (label ?? x);
  };
  const chart = useMemo(() => {
    const rows = figure.x === 'label' ? figure.rows.slice(0, CHART_ROWS) : figure.rows;
    return {
      kind: figure.chart,
      labels: rows.map((r) => xLabel(r.x, r.label, false)),
      series: figure.columns.map((_, i) => rows.map((r) => r.values[i])),
      labelEvery: figure.x === 'label' ? 1 : Math.max(1, Math.ceil(rows.length / 4)),
    };
    // xLabel reads the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [figure, language]);
  const headId = `ins-${figure.id}`;
  const xHead = {
    day: 'table.day',
    week: 'table.week',
    month: 'table.month',
    label: figure.id === 'attendance' ? 'table.session' : figure.id === 'payouts' ? 'table.method' : 'table.item',
  }[figure.x] as Key;

  return (
    <section className="ins-card" aria-labelledby={headId} data-figure={figure.id}>
      <div className="ins-card-top">
        <h2 id={headId}>{title}</h2>
        {action}
      </div>
      <p className="muted ins-text">{t(`figure.${name}.text` as Key)}</p>
      {figure.rows.length ? (
        <>
          <Chart data={chart} label={t('chart', { title })} />
          <ul className="ins-legend" aria-hidden="true">
            {figure.columns.map((c, i) => (
              <li key={c}>
                <span className={`ins-swatch ins-swatch-${i % 8}`} />
                {columnLabel(c)}
              </li>
            ))}
          </ul>
          <details className="ins-numbers">
            <summary>{t('table.show', { rows: formatNumber(figure.rows.length) })}</summary>
            <div className="ins-table-wrap">
              <table className="ins-table">
                <caption className="sr-only">{title}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t(xHead)}</th>
                    {figure.id === 'attendance' && <th scope="col">{t('table.day')}</th>}
                    {figure.columns.map((c) => (
                      <th scope="col" key={c}>
                        {columnLabel(c)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {figure.rows.map((r) => (
                    <tr key={r.x} data-x={r.x}>
                      <th scope="row">{xLabel(r.x, r.label, true)}</th>
                      {figure.id === 'attendance' && <td>{r.day ? formatDate(r.day) : ''}</td>}
                      {r.values.map((v, i) => (
                        <td key={figure.columns[i]} data-value={v}>
                          {formatNumber(v)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      ) : (
        <p className="ins-empty">{t('table.empty')}</p>
      )}
    </section>
  );
}
