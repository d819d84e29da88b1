import { Suspense, type ReactNode } from 'react';
import { REDEEMABLE_AS, type InsightsFigure } from '@delv/shared';
import { useT, useValueLabels, type KeyOf } from '../../../i18n';
import { usePlatformInsightsQuery } from '../api';
import Dashboard, { useRange } from '../components/Dashboard';
import FigureCard from '../components/FigureCard';
import '../insights.css';

/**
 * /admin/insights (issue 34): the system admins see sign-ups by country and category, active
 * people per day, week and month, posts, sessions held, points earned and claimed, and payouts
 * by method and state; below them what app/pages hands in (today's SMS, issue 33).
 */
export default function PlatformInsightsPage({ below }: { below?: ReactNode }) {
  const t = useT('insights');
  const values = useValueLabels();
  const [range, setRange] = useRange();
  const query = usePlatformInsightsQuery(range);
  const columnLabel = (f: InsightsFigure) => (c: string) => {
    if (f.id === 'signupsByCountry') return values.country(c);
    if (f.id === 'signupsByCategory') return c ? values.category(c) : t('noCategory');
    return t(`column.${c}` as KeyOf<'insights'>);
  };
  const method = (x: string) => ((REDEEMABLE_AS as readonly string[]).includes(x) ? t(`method.${x}` as KeyOf<'insights'>) : x);
  return (
    <>
      <Dashboard
        title={t('platform.title')}
        intro={t('platform.intro')}
        range={range}
        onRange={setRange}
        query={query}
        figure={(f) => <FigureCard key={f.id} figure={f} people columnLabel={columnLabel(f)} rowLabel={method} />}
      />
      {below && (
        <div className="container">
          <Suspense fallback={null}>{below}</Suspense>
        </div>
      )}
    </>
  );
}
