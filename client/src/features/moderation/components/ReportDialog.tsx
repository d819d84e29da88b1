import { useState, type FormEvent } from 'react';
import { MODERATION_MSG, REPORT_REASONS, REPORT_TEXT_MAX, type ReportKind, type ReportReason } from '@delv/shared';
import FormActions from '../../../components/FormActions';
import Modal from '../../../components/Modal';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useReportMutation } from '../api';

/** The report dialog: its own chunk, fetched when someone presses Report (ReportButton). */
export default function ReportDialog({ kind, id, onClose }: { kind: ReportKind; id: string; onClose: () => void }) {
  const t = useT('moderation');
  const tm = useMessages('MODERATION_MSG');
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const [report, { isLoading }] = useReportMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason) return setProblem(tm(MODERATION_MSG.reasonInvalid));
    if (reason === 'other' && !text.trim()) return setProblem(tm(MODERATION_MSG.otherNeedsText));
    try {
      const answer = await report({ kind, id, reason, ...(text.trim() && { text: text.trim() }) }).unwrap();
      notifySuccess(tm(answer.message ?? MODERATION_MSG.reported));
      onClose();
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  return (
    <Modal open title={t(`report.title.${kind}`)} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <fieldset className="report-reasons">
          <legend>{t('report.why')}</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r} className="report-reason">
              <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => (setReason(r), setProblem(''))} />{' '}
              {t(`reason.${r}`)}
            </label>
          ))}
        </fieldset>
        <label className="field">
          <span>{reason === 'other' ? t('report.textRequired') : t('report.text')}</span>
          <textarea value={text} maxLength={REPORT_TEXT_MAX} rows={3} onChange={(e) => (setText(e.target.value), setProblem(''))} />
        </label>
        {problem && (
          <p className="field-error" role="alert">
            {problem}
          </p>
        )}
        <FormActions end labels={[t('cancel'), t('report.send'), t('report.sending')]} onCancel={onClose} busy={isLoading} />
      </form>
    </Modal>
  );
}
