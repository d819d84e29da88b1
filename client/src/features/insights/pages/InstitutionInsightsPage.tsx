import { useState } from 'react';
import { useSelector } from 'react-redux';
import type { InsightsFigure, InsightsTable } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import { useT, type KeyOf } from '../../../i18n';
import { notifyError } from '../../../lib/notify';
import { useInsightsCsvMutation, useInstitutionInsightsQuery } from '../api';
import Dashboard, { useRange } from '../components/Dashboard';
import FigureCard from '../components/FigureCard';
import type { Range } from '../range';
import '../insights.css';

/** The institution this account runs (the session's user; read without the auth feature). */
const selectInstitutionId = (s: { session: { user: { institutionId?: string | null } | null } }) => s.session.user?.institutionId ?? null;

const DOWNLOADS: Partial<Record<InsightsFigure['id'], InsightsTable>> = {
  members: 'members',
  attendance: 'attendance',
  content: 'content',
};

/**
 * /institution/insights (issue 34): the institution's admins see how its members, sessions,
 * library, invitations and surveys are used, with the numbers of each chart in a table and CSV
 * downloads of members, attendance and content.
 */
export default function InstitutionInsightsPage() {
  const t = useT('insights');
  const id = useSelector(selectInstitutionId);
  const [range, setRange] = useRange();
  const query = useInstitutionInsightsQuery({ id: id ?? '', ...range }, { skip: !id });
  if (!id) return <EmptyState level={1} title={t('institution.title')} text={t('noInstitution')} />;
  return (
    <Dashboard
      title={t('institution.title')}
      intro={t('institution.intro')}
      range={range}
      onRange={setRange}
      query={query}
      figure={(f) => (
        <FigureCard
          key={f.id}
          figure={f}
          columnLabel={(c) => t(`column.${c}` as KeyOf<'insights'>)}
          action={DOWNLOADS[f.id] && <CsvButton id={id} table={DOWNLOADS[f.id]!} range={range} />}
        />
      )}
    />
  );
}

/** Saves one of the downloads as a file (the request carries the sign-in, so it cannot be a plain link). */
function CsvButton({ id, table, range }: { id: string; table: InsightsTable; range: Range }) {
  const t = useT('insights');
  const [fetchCsv] = useInsightsCsvMutation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const text = await fetchCsv({ id, table, ...range }).unwrap();
      // Reading the answer as text dropped its byte-order mark: put it back, or spreadsheets misread Kiswahili and accents.
      const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = table === 'members' ? `insights-members-${range.to}.csv` : `insights-${table}-${range.from}-${range.to}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      notifyError(t('csv.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-outline btn-sm" onClick={download} disabled={busy} data-csv={table}>
      {t('csv')}
    </button>
  );
}
