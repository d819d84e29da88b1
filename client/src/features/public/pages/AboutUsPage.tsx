import { Link } from 'react-router-dom';
import { CONTACT } from '../../../lib/site';
import { useT } from '../../../i18n';
import PublicHero from '../components/PublicHero';
import '../public.css';

/** About us: who Delv is for, what it does, and how to reach the team. */
export default function AboutUsPage() {
  const t = useT('public');
  const shell = useT('shell');
  return (
    <>
      <PublicHero title={t('about.title')}>
        <p>{t('about.text')}</p>
      </PublicHero>
      <div className="container" style={{ maxWidth: 820 }}>
        <section className="lp-section" aria-labelledby="about-why">
          <h2 id="about-why">{t('about.why.title')}</h2>
          <p>{t('about.why.text')}</p>
        </section>
        <section className="lp-section" aria-labelledby="about-what">
          <h2 id="about-what">{t('about.what.title')}</h2>
          <ul>
            <li>{t.rich('about.what.guidance', {}, { link: <Link to="/careerguidance" /> })}</li>
            <li>{t.rich('about.what.mentors', {}, { link: <Link to="/mentors" /> })}</li>
            <li>{t.rich('about.what.skills', {}, { link: <Link to="/upskilling" /> })}</li>
            <li>{t('about.what.points')}</li>
          </ul>
          <p>{t('about.what.institutions')}</p>
        </section>
        <section className="lp-section" aria-labelledby="about-data">
          <h2 id="about-data">{t('about.data.title')}</h2>
          <p>{t('about.data.text')}</p>
        </section>
        <section className="lp-section" aria-labelledby="about-contact">
          <h2 id="about-contact">{t('about.contact.title')}</h2>
          <p>
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> ·{' '}
            <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a> · {CONTACT.address} · {shell('footer.hours')}
          </p>
          <Link to="/contact_us" className="btn btn-primary">
            {t('contact.send')}
          </Link>
        </section>
      </div>
    </>
  );
}
