import { useEffect, useRef, useState } from 'react';
import type { ChartData } from './drawChart';

/**
 * A chart drawn by the lazily loaded chart library. It is a picture for sighted readers
 * (aria-hidden): the figure's table beside it carries the same numbers for everyone.
 */
export default function Chart({ data, label }: { data: ChartData; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let release: (() => void) | null = null;
    let gone = false;
    import('./drawChart')
      .then(({ drawChart }) => {
        if (!gone && box.current) release = drawChart(box.current, data);
      })
      // Offline before the library came: the table still has the numbers.
      .catch(() => setFailed(true));
    return () => {
      gone = true;
      release?.();
    };
  }, [data]);
  if (failed) return null;
  return <div ref={box} className="ins-chart" aria-hidden="true" data-chart={label} />;
}
