import { useOnline } from '../lib/offline';

/** Under the top bar while offline: what is shown may be old, and what is written waits. */
export default function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      You are offline. You are seeing what was saved on this phone; posts and comments you write are sent when you are back online.
    </div>
  );
}
