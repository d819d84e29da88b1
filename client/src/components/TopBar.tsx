import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { roleOf } from '@delv/shared';
import { useAppSelector } from '../lib/hooks';
import { useT } from '../i18n';
import { browseLinks } from '../lib/site';
import { isMobileWidth, useIsMobile } from '../lib/useMediaQuery';
import Avatar from './Avatar';
import LanguageSwitcher from './LanguageSwitcher';
import Menu from './Menu';
import MobileMenu from './MobileMenu';

/** Search box: submitting goes to /search?q=... (spec 000 §2.6; no minimum length). */
function SearchBox() {
  const t = useT('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const urlQuery = pathname === '/search' ? (params.get('q') ?? '') : '';
  const [q, setQ] = useState(urlQuery);
  // The box shows the search on screen: when the results page's words change (the hero, a link,
  // Back), so does the box; elsewhere it keeps what was typed.
  const [shown, setShown] = useState(urlQuery);
  if (pathname === '/search' && urlQuery !== shown) {
    setShown(urlQuery);
    setQ(urlQuery);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(`/search?q=${encodeURIComponent(q.trim())}`);
  };
  return (
    <form className="topbar-search" role="search" onSubmit={submit}>
      <label htmlFor="topbar-q" className="sr-only">
        {t('topbar.searchLabel')}
      </label>
      <input
        id="topbar-q"
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder={t('topbar.searchPlaceholder')}
        enterKeyHint="search"
      />
      <button type="submit" className="btn btn-primary">
        <span className="sr-only">{t('topbar.searchButton')}</span>
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
    </form>
  );
}

/** `bell`: the notifications bell (the app hands it in; shown to signed-in people only). */
export default function TopBar({ bell }: { bell?: ReactNode }) {
  const t = useT('shell');
  const user = useAppSelector((s) => (s.session.token ? s.session.user : null));
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  // Claim reviewers and admins reach their desk from the menu.
  const reviews = Boolean(user?.roles.some((r) => r === 'admin' || r === 'claimReviewer'));
  const home = !user ? '/' : roleOf(user.usercategory) === 'institution' ? '/institution/feeds' : '/feeds';

  // Phones get the account settings screen, wider screens the profile page (spec 000 §2.6); an
  // institution account's profile is its institution's About page.
  const openProfile = () =>
    navigate(user && roleOf(user.usercategory) === 'institution' ? '/institution/about' : isMobileWidth() ? '/updateprofile' : '/profile');

  return (
    <header className="topbar">
      <div className="container topbar-inner" style={{ position: 'relative' }}>
        <Link to={home} className="logo" aria-label={t('topbar.home')}>
          Delv
        </Link>
        <SearchBox />
        {isMobile ? (
          <>
            {user && bell}
            <MobileMenu user={user} onOpenProfile={openProfile} />
          </>
        ) : (
          <nav className="topbar-nav" aria-label={t('topbar.main')}>
            <LanguageSwitcher />
            <Menu label={t('topbar.browse')} buttonClassName="btn btn-link" align="right">
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
            </Menu>
            {/* Only where the bar has room for it; narrower screens reach it through the menus. */}
            <Link to="/comingsoon/premium" className="btn btn-outline topbar-premium">
              {t('topbar.premium')}
            </Link>
            {user ? (
              <>
                {bell}
                {/* Named by its content, not aria-label: a label that differs from the initials shown fails
                    axe's label-content-name-mismatch (speech users say what they see). */}
                <Menu
                  label={
                    <>
                      <span aria-hidden="true">
                        <Avatar user={user} size={36} />
                      </span>
                      <span className="sr-only">{t('topbar.accountMenu', { name: `${user.firstname} ${user.lastname}` })}</span>
                    </>
                  }
                  buttonClassName="user-button"
                >
                  <li>
                    <button type="button" onClick={openProfile}>
                      {t('menu.myProfile')}
                    </button>
                  </li>
                  <li>
                    <Link to="/updateprofile">{t('menu.settings')}</Link>
                  </li>
                  {reviews && (
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
                    <Link to="/logout">{t('menu.logout')}</Link>
                  </li>
                </Menu>
              </>
            ) : (
              <>
                <Link to="/login" className="btn btn-link">
                  {t('topbar.login')}
                </Link>
                <Link to="/signup" className="btn btn-primary">
                  {t('topbar.getStarted')}
                </Link>
              </>
            )}
          </nav>
        )}
      </div>
    </header>
  );
}
