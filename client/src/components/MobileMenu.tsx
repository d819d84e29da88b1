import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { roleOf, type CurrentUser } from '@delv/shared';
import { useT } from '../i18n';
import { browseLinks } from '../lib/site';
import Avatar from './Avatar';
import LanguageSwitcher from './LanguageSwitcher';

/** The hamburger menu under 757 px (spec 000 §2.6). Escape closes it and returns focus. */
export default function MobileMenu({ user, onOpenProfile }: { user: CurrentUser | null; onOpenProfile: () => void }) {
  const t = useT('shell');
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return undefined;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onDown = (e: MouseEvent) => {
      const t = e.target as Node;
      if (!panelRef.current?.contains(t) && !buttonRef.current?.contains(t)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="btn-icon"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={t(open ? 'mobile.close' : 'mobile.open')}
        onClick={() => setOpen((o) => !o)}
      >
        <svg
          width="24"
          height="24"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
          focusable="false"
        >
          {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M3 6h18M3 12h18M3 18h18" />}
        </svg>
      </button>
      <div id="mobile-menu" ref={panelRef} className="mobile-panel" hidden={!open}>
        <nav aria-label={t('mobile.nav')}>
          <LanguageSwitcher className="lang-switch-mobile" />
          {user ? (
            <ul>
              <li className="menu-heading row" style={{ padding: '0.5rem 1rem' }}>
                <Avatar user={user} size={32} />
                <span style={{ textTransform: 'none', fontSize: '1rem', color: 'var(--text)' }}>
                  {user.firstname} {user.lastname}
                </span>
              </li>
              <li>
                <button type="button" onClick={onOpenProfile}>
                  {t('menu.myProfile')}
                </button>
              </li>
              <li>
                <Link to="/updateprofile">{t('menu.settings')}</Link>
              </li>
              {user.roles.some((r) => r === 'admin' || r === 'claimReviewer') && (
                <li>
                  <Link to="/pending_claims">{t('menu.pendingClaims')}</Link>
                </li>
              )}
              {user.roles.some((r) => r === 'admin' || r === 'moderator') && (
                <li>
                  <Link to="/moderation">{t('menu.moderation')}</Link>
                </li>
              )}
              {user.roles.some((r) => r === 'admin' || r === 'moderator' || r === 'safeguardingLead') && (
                <li>
                  <Link to="/safeguarding">{t('menu.heldMessages')}</Link>
                </li>
              )}
              {roleOf(user.usercategory) === 'institution' && (
                <li>
                  <Link to="/institution/consent">{t('menu.youngLearners')}</Link>
                </li>
              )}
              {user.roles.includes('admin') && (
                <li>
                  <Link to="/admin/insights">{t('menu.insights')}</Link>
                </li>
              )}
              <li>
                <Link to="/comingsoon/premium">{t('menu.premium')}</Link>
              </li>
              <li>
                <Link to="/notifications">{t('menu.notifications')}</Link>
              </li>
              <li className="menu-heading">{t('topbar.browse')}</li>
              {browseLinks().map((l) => (
                <li key={l.to}>
                  {l.external ? (
                    <a href={l.to} target="_blank" rel="noopener noreferrer">
                      {t(l.label)}
                    </a>
                  ) : (
                    <Link to={l.to}>{t(l.label)}</Link>
                  )}
                </li>
              ))}
              <li>
                <Link to="/logout">{t('menu.logout')}</Link>
              </li>
            </ul>
          ) : (
            <ul>
              <li className="menu-heading">{t('mobile.guest')}</li>
              <li>
                <Link to="/login">{t('mobile.signIn')}</Link>
              </li>
              <li>
                <Link to="/signup">{t('mobile.signUp')}</Link>
              </li>
              <li>
                <Link to="/comingsoon/premium">{t('menu.premium')}</Link>
              </li>
              {/* Feedback goes to the contact page until the feedback modal is built. */}
              <li>
                <Link to="/contact_us">{t('mobile.feedback')}</Link>
              </li>
              <li className="menu-heading">{t('topbar.browse')}</li>
              {browseLinks().map((l) => (
                <li key={l.to}>
                  {l.external ? (
                    <a href={l.to} target="_blank" rel="noopener noreferrer">
                      {t(l.label)}
                    </a>
                  ) : (
                    <Link to={l.to}>{t(l.label)}</Link>
                  )}
                </li>
              ))}
            </ul>
          )}
        </nav>
      </div>
    </>
  );
}
