import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AuditEntry } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import QueryView from '../../../components/QueryView';
import { useMessages, useT } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { useAuditCsvMutation, useAuditLogQuery, type AuditFilter } from '../api';
import '../moderation.css';

const FIELDS = ['action', 'targetKind', 'from', 'to'] as const;

/**
 * /admin/audit (issue 31): every staff action, newest first (who, what, target, why, before and
 * after), filtered by action, kind of target and dates, and downloaded as CSV with the same filters.
 * The filters live in the address, so a filtered view can be shared.
 */
export default function AuditPage() {
  const t = useT('moderation');
  const tm = useMessages('MODERATION_MSG');
  const [params, setParams] = useSearchParams();
  const filter: AuditFilter = Object.fromEntries(FIELDS.flatMap((f) => (params.get(f) ? [[f, params.get(f)!]] : [])));
  const before = Number(params.get('before')) || undefined;
  const query = useAuditLogQuery({ ...filter, before });
  const [draft, setDraft] = useState<AuditFilter>(filter);
  const [csv, { isLoading: downloading }] = useAuditCsvMutation();

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setParams(Object.fromEntries(Object.entries(draft).filter(([, v]) => v)) as Record<string, string>);
  };
  const download = async () => {
    try {
      const text = await csv(filter).unwrap();
      const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'delv-audit-log.csv';
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      notifyError(t('audit.csvFailed'));
    }
  };
  const rows = query.currentData?.data ?? [];
  const last = rows[rows.length - 1];

  return (
    <div className="container audit-page">
      <h1>{t('audit.title')}</h1>
      <p className="muted">{t('audit.intro')}</p>
      <form className="audit-filters" onSubmit={apply}>
        {FIELDS.map((f) => (
          <label key={f} className="field">
            <span>{t(`audit.filter.${f}`)}</span>
            <input
              type={f === 'from' || f === 'to' ? 'date' : 'text'}
              value={draft[f] ?? ''}
              onChange={(e) => setDraft({ ...draft, [f]: e.target.value })}
            />
          </label>
        ))}
        <button type="submit" className="btn btn-primary">
          {t('audit.apply')}
        </button>
        <button type="button" className="btn btn-outline" onClick={download} disabled={downloading}>
          {t('audit.csv')}
        </button>
      </form>
      <QueryView
        query={{ ...query, data: query.currentData }}
        words={[t('audit.loading'), t('audit.failed')]}
        messages={tm}
        isEmpty={(d) => d.data.length === 0}
        empty={<EmptyState title={t('audit.emptyTitle')} text={t('audit.emptyText')} />}
      >
        {(page) => (
          <table className="audit-table">
            <thead>
              <tr>
                <th>{t('audit.col.at')}</th>
                <th>{t('audit.col.who')}</th>
                <th>{t('audit.col.action')}</th>
                <th>{t('audit.col.target')}</th>
                <th>{t('audit.col.reason')}</th>
                <th>{t('audit.col.change')}</th>
              </tr>
            </thead>
            <tbody>
              {page.data.map((e) => (
                <AuditRow key={e._id} entry={e} />
              ))}
            </tbody>
          </table>
        )}
      </QueryView>
      {rows.length > 0 && last && (
        <div className="row">
          {before && (
            <button type="button" className="btn btn-link" onClick={() => setParams({ ...filter } as Record<string, string>)}>
              {t('audit.newest')}
            </button>
          )}
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => setParams({ ...filter, before: last._id } as Record<string, string>)}
          >
            {t('audit.older')}
          </button>
        </div>
      )}
    </div>
  );
}

const brief = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v).slice(0, 200));

function AuditRow({ entry }: { entry: AuditEntry }) {
  const t = useT('moderation');
  return (
    <tr>
      <td>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </td>
      <td>{entry.actorName || t('audit.system')}</td>
      <td>
        <code>{entry.action}</code>
      </td>
      <td>
        {entry.targetKind} <code>{entry.targetId}</code>
      </td>
      <td>{entry.reason}</td>
      <td>
        <small>
          {brief(entry.before)} → {brief(entry.after)}
        </small>
      </td>
    </tr>
  );
}
