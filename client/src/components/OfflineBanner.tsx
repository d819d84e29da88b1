import { useT } from '../i18n';
import { useOnline } from '../lib/offline';

/** Under the top bar while offline: what is shown may be old, and what is written waits. */
export default function OfflineBanner() {
  const t = useT('shell');
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      {t('offline.banner')}
    </div>
  );
}
