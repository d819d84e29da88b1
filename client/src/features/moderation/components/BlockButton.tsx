import { useState, type ComponentType } from 'react';
import { useT } from '../../../i18n';
import { notifyError } from '../../../lib/notify';

type Dialog = ComponentType<{ userId: string; name: string; onClose: () => void }>;

/**
 * "Block" beside "Report" on a person (issue 31): a dialog saying what blocking does, then the
 * block. Unblocking is in settings, "Blocked people". As with Report, the dialog (its code and the
 * moderation words) is fetched when pressed, not with the profile.
 */
export default function BlockButton({ userId, name, className = 'btn-link' }: { userId: string; name: string; className?: string }) {
  const t = useT('shell');
  const [Dialog, setDialog] = useState<Dialog | null>(null);
  const open = () =>
    import('./BlockDialog').then(
      (m) => setDialog(() => m.default),
      () => notifyError(t('moderation.blockOffline')),
    );
  return (
    <>
      <button type="button" className={className} onClick={() => void open()}>
        {t('moderation.block')}
      </button>
      {Dialog && <Dialog userId={userId} name={name} onClose={() => setDialog(null)} />}
    </>
  );
}
