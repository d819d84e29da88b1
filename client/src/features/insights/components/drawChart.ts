// Chartist (10 KB gzip of JS, SVG that scales to any width) loaded with the first chart, not
// with the page: see README "Insights". Only this module imports it.
import { BarChart, LineChart } from 'chartist';
import 'chartist/dist/index.css';

export interface ChartData {
  kind: 'line' | 'bar';
  labels: string[];
  series: number[][];
  /** Show every n-th x label (a month of days does not fit under a phone's chart). */
  labelEvery: number;
}

/** Draws into `el`; returns how to let go of it (its resize listener). */
export function drawChart(el: HTMLElement, data: ChartData): () => void {
  const options = {
    height: '220px',
    chartPadding: { top: 12, right: 8, bottom: 4, left: 4 },
    axisX: {
      showGrid: false,
      labelInterpolationFnc: (value: unknown, index: number) => (index % data.labelEvery === 0 ? String(value) : ''),
    },
    axisY: { onlyInteger: true },
  };
  const chart =
    data.kind === 'line'
      ? new LineChart(
          el,
          { labels: data.labels, series: data.series },
          { ...options, showPoint: data.labels.length <= 31, lineSmooth: false },
        )
      : new BarChart(el, { labels: data.labels, series: data.series }, { ...options, seriesBarDistance: data.series.length > 1 ? 8 : 0 });
  return () => chart.detach();
}
