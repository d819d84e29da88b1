import { useId, useState, type FormEvent } from 'react';
import { MEMBER_IMPORT_MAX_BYTES, MEMBER_IMPORT_RESULTS, MEMBER_INVITE_MSG, type MemberImportCheck } from '@delv/shared';
import Modal from '../../../components/Modal';
import { apiErrorMessage, useMessages, useT, type MessageInput } from '../../../i18n';
import { notifySuccess } from '../../../lib/notify';
import { useCheckMemberImportMutation, useMemberImportQuery, useStartMemberImportMutation } from '../api';
import '../affiliations.css';
import '../live';

/**
 * Import members from a CSV file (name, email, role): a dry run shows what each row will do before
 * anything is sent; then the server queues the invitations and the bar follows the job live.
 */
export default function ImportMembersModal({ institutionId, onClose }: { institutionId: string; onClose: () => void }) {
  const t = useT('affiliations');
  const tm = useMessages('MEMBER_INVITE_MSG');
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<MemberImportCheck | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const [onlyProblems, setOnlyProblems] = useState(true);
  const [problem, setProblem] = useState<MessageInput>(null);
  const [check, checking] = useCheckMemberImportMutation();
  const [start, starting] = useStartMemberImportMutation();

  const choose = (chosen: File | null) => {
    setChecked(null);
    setProblem(chosen && chosen.size > MEMBER_IMPORT_MAX_BYTES ? MEMBER_INVITE_MSG.fileTooLarge : null);
    setFile(chosen);
  };
  const runCheck = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setProblem(MEMBER_INVITE_MSG.fileRequired);
    setProblem(null);
    try {
      setChecked((await check({ institutionId, file }).unwrap()).data ?? null);
    } catch (err) {
      setProblem(apiErrorMessage(err));
    }
  };
  const send = async () => {
    if (!file) return;
    setProblem(null);
    try {
      const res = await start({ institutionId, file }).unwrap();
      notifySuccess(tm(res.message));
      setImportId(res.data?.import._id ?? null);
    } catch (err) {
      setProblem(apiErrorMessage(err));
    }
  };

  const toInvite = checked?.counts.new ?? 0;
  const rows = checked ? (onlyProblems ? checked.rows.filter((r) => r.result !== 'new') : checked.rows) : [];
  return (
    <Modal open title={t('import.title')} onClose={onClose}>
      {problem && (
        <p className="alert alert-error" role="alert">
          {tm(problem)}
        </p>
      )}
      {importId ? (
        <ImportProgress institutionId={institutionId} importId={importId} onClose={onClose} />
      ) : (
        <form className="stack" onSubmit={runCheck} noValidate>
          <p className="muted">
            {t('import.intro')}{' '}
            <a href="/members-template.csv" download="delv-members-template.csv">
              {t('import.template')}
            </a>
          </p>
          <label htmlFor={fileId}>{t('import.file')}</label>
          <input id={fileId} type="file" accept=".csv,text/csv" onChange={(e) => choose(e.target.files?.[0] ?? null)} />
          {checked && (
            <section aria-labelledby={`${fileId}-summary`} className="stack">
              <h3 id={`${fileId}-summary`} className="aff-import-heading">
                {t('import.summary', { count: checked.rows.length })}
              </h3>
              <ul className="aff-import-counts">
                {MEMBER_IMPORT_RESULTS.filter((r) => checked.counts[r] > 0).map((r) => (
                  <li key={r} className={`aff-result aff-result-${r}`}>
                    {t(`import.count.${r}`, { count: checked.counts[r] })}
                  </li>
                ))}
              </ul>
              <label className="aff-check">
                <input type="checkbox" checked={onlyProblems} onChange={(e) => setOnlyProblems(e.target.checked)} />{' '}
                {t('import.onlyProblems')}
              </label>
              {rows.length > 0 && (
                <div className="aff-import-rows" tabIndex={0} aria-label={t('import.rowsLabel')}>
                  <table className="aff-table">
                    <thead>
                      <tr>
                        <th scope="col">{t('import.col.line')}</th>
                        <th scope="col">{t('import.col.email')}</th>
                        <th scope="col">{t('import.col.result')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((r) => (
                        <tr key={r.line}>
                          <td>{r.line}</td>
                          <td className="aff-import-who">
                            {r.email || '—'}
                            {r.name && <span className="muted"> {r.name}</span>}
                          </td>
                          <td>
                            <span className={`aff-result aff-result-${r.result}`}>{t(`import.result.${r.result}`)}</span>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
          )}
          <div className="aff-actions">
            <button type="button" className="btn btn-outline" onClick={onClose}>
              {t('cancel')}
            </button>
            {checked && toInvite > 0 ? (
              <button type="button" className="btn btn-primary" disabled={starting.isLoading} onClick={send}>
                {starting.isLoading ? t('member.sending') : t('import.send', { count: toInvite })}
              </button>
            ) : (
              <button type="submit" className="btn btn-primary" disabled={!file || checking.isLoading}>
                {checking.isLoading ? t('import.checking') : t('import.check')}
              </button>
            )}
          </div>
        </form>
      )}
    </Modal>
  );
}

/** The job's progress: read once, then moved by the live channel's 'member.import.progress'. */
function ImportProgress({ institutionId, importId, onClose }: { institutionId: string; importId: string; onClose: () => void }) {
  const t = useT('affiliations');
  const barId = useId();
  const { data } = useMemberImportQuery({ institutionId, importId });
  const progress = data?.data;
  const total = progress?.total ?? 0;
  const sent = progress?.sent ?? 0;
  const done = Boolean(progress?.finishedAt);
  return (
    <div className="stack" aria-live="polite">
      <label htmlFor={barId}>{done ? t('import.done', { count: total }) : t('import.progress', { sent, total })}</label>
      <progress id={barId} max={Math.max(total, 1)} value={sent} />
      <p className="muted">{t('import.after')}</p>
      <div className="aff-actions">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {done ? t('import.close') : t('import.closeWhileSending')}
        </button>
      </div>
    </div>
  );
}
