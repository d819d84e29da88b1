import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import RouteErrorBoundary from '../../../components/RouteErrorBoundary';
import Spinner from '../../../components/Spinner';
import { useT } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { lazyPage } from '../../../lib/lazyPage';
import { useIsMobile } from '../../../lib/useMediaQuery';
import { useUnreadNotificationsQuery } from '../api';
import BellIcon from '../../../components/BellIcon';
import '../live';
import '../bell.css';

// The panel's code and words come when it is first opened, not with every page.
const NotificationList = lazyPage(() => import('./NotificationList'));

/**
 * The top bar's bell (signed in only): the unread count, asked once per page load and kept by the
 * live channel (live.ts). On phones it leads to /notifications; wider screens open the panel under
 * it. Its words are the shell's, so the bell costs no catalogue download.
 */
export default function NotificationBell() {
  const t = useT('shell');
  const isMobile = useIsMobile();
  const { data: unread = 0 } = useUnreadNotificationsQuery();
  const label = t('topbar.notifications', { count: unread });
  const icon = (
    <>
      <BellIcon />
      {unread > 0 && (
        <span className="notif-badge" aria-hidden="true">
          {unread > 99 ? `${formatNumber(99)}+` : formatNumber(unread)}
        </span>
      )}
    </>
  );
  if (isMobile)
    return (
      <Link to="/notifications" className="notif-link" aria-label={label} title={label}>
        {icon}
      </Link>
    );
  return <BellPanel label={label}>{icon}</BellPanel>;
}

/** The bell as a button with its panel: Escape or a click outside closes it and focus returns to the bell. */
function BellPanel({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();
  const location = useLocation();

  // Following a notice (or any link) closes the panel.
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape' || !open) return;
    e.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className="notif-menu" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="notif-link"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        title={label}
        onClick={() => setOpen((o) => !o)}
      >
        {children}
      </button>
      <div id={panelId} className="notif-dropdown" role="dialog" aria-labelledby={headingId} hidden={!open}>
        {open && (
          <RouteErrorBoundary>
            <Suspense fallback={<Spinner />}>
              <NotificationList headingId={headingId} focusOnOpen />
            </Suspense>
          </RouteErrorBoundary>
        )}
      </div>
    </div>
  );
}
