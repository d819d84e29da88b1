import { Link } from 'react-router-dom';
import { CONTACT, browseLinks } from '../lib/site';

export default function Footer() {
  // Computed at render: the spec's old footer had the year fixed at 2022.
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="container">
        <div className="footer-cols">
          <div>
            <p className="logo" style={{ color: '#fff' }}>Delv</p>
            <p>Career guidance, mentoring and lifelong learning for East Africa.</p>
          </div>
          <nav aria-label="Browse">
            <h2 style={{ fontSize: '1rem' }}>Browse</h2>
            <ul>
              {browseLinks().map((l) => (
                <li key={l.to}>{l.external ? <a href={l.to} target="_blank" rel="noopener noreferrer">{l.label}</a> : <Link to={l.to}>{l.label}</Link>}</li>
              ))}
              <li><Link to="/aboutus">About us</Link></li>
            </ul>
          </nav>
          <div>
            <h2 style={{ fontSize: '1rem' }}>Contact us</h2>
            <address style={{ fontStyle: 'normal' }}>
              <ul>
                <li><a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a></li>
                <li><a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a></li>
                <li>{CONTACT.address}</li>
                <li>{CONTACT.hours}</li>
                <li><Link to="/contact_us">Send us a message</Link></li>
              </ul>
            </address>
          </div>
        </div>
        <p className="footer-bottom">© {year} Delv. All rights reserved.</p>
      </div>
    </footer>
  );
}
