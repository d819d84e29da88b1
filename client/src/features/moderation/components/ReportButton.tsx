import { useState, type ComponentType } from 'react';
import type { ReportKind } from '@delv/shared';
import { useT } from '../../../i18n';
import { notifyError } from '../../../lib/notify';

type Dialog = ComponentType<{ kind: ReportKind; id: string; onClose: () => void }>;

/**
 * "Report" on anything a person may report (issue 31): a small dialog with the reasons (other:
 * with words). The server keeps one open report per person and thing, and says so. The button is
 * on many pages; its dialog (and what it needs) is fetched when pressed, not with every page.
 */
export default function ReportButton({ kind, id, className = 'btn-link' }: { kind: ReportKind; id: string; className?: string }) {
  // The shell's words: the moderation catalogue comes with the dialog, not with every page.
  const t = useT('shell');
  const [Dialog, setDialog] = useState<Dialog | null>(null);
  const open = () =>
    import('./ReportDialog').then(
      (m) => setDialog(() => m.default),
      () => notifyError(t('moderation.reportOffline')),
    );
  return (
    <>
      <button type="button" className={className} onClick={() => void open()}>
        {t('moderation.report')}
      </button>
      {Dialog && <Dialog kind={kind} id={id} onClose={() => setDialog(null)} />}
    </>
  );
}
