import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../../../i18n';
import { useOnline } from '../../../lib/offline';
import { canReach } from '../../../lib/reachable';
import { schedulingEmbedUrl } from '../scheduling';

/**
 * A mentor's booking calendar, embedded. When the calendar service cannot be reached (offline, or
 * blocked), the page says so in words with `fallback` (the mentor's sessions, say) instead of an
 * empty broken frame (issue 27 #13); Try again asks once more.
 */
export default function CalendarFrame({
  link,
  title,
  name,
  lazy = false,
  fallback,
  onDown,
}: {
  link: string;
  title: string;
  /** The mentor's first name, for the message. */
  name: string;
  lazy?: boolean;
  fallback?: ReactNode;
  /** Told whether the calendar is unreachable, so the page can drop what only the calendar serves. */
  onDown?: (down: boolean) => void;
}) {
  const t = useT('mentors');
  const online = useOnline();
  const src = schedulingEmbedUrl(link, window.location.host);
  const [attempt, setAttempt] = useState(0);
  const [unreachable, setUnreachable] = useState<number | null>(null);

  useEffect(() => {
    if (!online) return undefined;
    let live = true;
    void canReach(src).then((ok) => {
      if (live && !ok) setUnreachable(attempt);
    });
    return () => {
      live = false;
    };
  }, [src, online, attempt]);

  const down = !online || unreachable === attempt;
  useEffect(() => onDown?.(down), [down, onDown]);

  if (down)
    return (
      <div className="mentors-embed-failed" role="status">
        <p>
          <strong>{t('calendar.failed', { name })}</strong>
        </p>
        <p className="muted">{online ? t('calendar.failedText') : t('calendar.offline')}</p>
        <div className="row">
          {fallback}
          {online && (
            <button type="button" className="btn btn-outline" onClick={() => setAttempt((n) => n + 1)}>
              {t('tryAgain')}
            </button>
          )}
        </div>
      </div>
    );
  return (
    <iframe
      key={attempt}
      className="mentors-embed"
      title={title}
      src={src}
      loading={lazy ? 'lazy' : undefined}
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
