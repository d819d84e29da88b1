import { Link } from 'react-router-dom';
import { useT } from '../i18n';
import { CONTACT, SOCIAL_LINKS, browseLinks } from '../lib/site';

export default function Footer() {
  // Computed at render: the spec's old footer had the year fixed at 2022.
  const year = new Date().getFullYear();
  const t = useT('shell');
  return (
    <footer className="footer">
      <div className="container">
        <div className="footer-cols">
          <div>
            <p className="logo" style={{ color: '#fff' }}>
              Delv
            </p>
            <p>{t('footer.tagline')}</p>
          </div>
          <nav aria-label={t('topbar.browse')}>
            <h2 style={{ fontSize: '1rem' }}>{t('topbar.browse')}</h2>
            <ul>
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
                <Link to="/aboutus">{t('footer.aboutUs')}</Link>
              </li>
            </ul>
          </nav>
          <div>
            <h2 style={{ fontSize: '1rem' }}>{t('footer.contact')}</h2>
            <address style={{ fontStyle: 'normal' }}>
              <ul>
                <li>
                  <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
                </li>
                <li>
                  <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a>
                </li>
                <li>{CONTACT.address}</li>
                <li>{t('footer.hours')}</li>
                <li>
                  <Link to="/contact_us">{t('footer.sendMessage')}</Link>
                </li>
              </ul>
            </address>
          </div>
        </div>
        <div className="footer-extra">
          <nav aria-labelledby="footer-follow">
            <h2 id="footer-follow" className="footer-heading">
              {t('footer.follow')}
            </h2>
            <ul className="footer-social">
              {SOCIAL_LINKS.map((s) => (
                <li key={s.network}>
                  <a href={s.url} target="_blank" rel="noopener noreferrer">
                    {s.network}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {/* No store apps: Delv installs from the browser (a PWA), so the labels say how. */}
          <div>
            <h2 className="footer-heading">{t('footer.apps')}</h2>
            <ul className="footer-apps">
              <li>{t.rich('footer.android', {}, { strong: <strong /> })}</li>
              <li>{t.rich('footer.ios', {}, { strong: <strong /> })}</li>
            </ul>
          </div>
        </div>
        <p className="footer-bottom">{t('footer.rights', { year })}</p>
      </div>
    </footer>
  );
}
