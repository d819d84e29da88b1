import type { ReactNode } from 'react';
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
        <Section id="about-why" title={t('about.why.title')}>
          <p>{t('about.why.text')}</p>
        </Section>
        <Section id="about-what" title={t('about.what.title')}>
          <ul>
            <li>{t.rich('about.what.guidance', {}, { link: <Link to="/careerguidance" /> })}</li>
            <li>{t.rich('about.what.mentors', {}, { link: <Link to="/mentors" /> })}</li>
            <li>{t.rich('about.what.skills', {}, { link: <Link to="/upskilling" /> })}</li>
            <li>{t('about.what.points')}</li>
          </ul>
          <p>{t('about.what.institutions')}</p>
        </Section>
        <Section id="about-data" title={t('about.data.title')}>
          <p>{t('about.data.text')}</p>
        </Section>
        <Section id="about-contact" title={t('about.contact.title')}>
          <p>
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> ·{' '}
            <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a> · {CONTACT.address} · {shell('footer.hours')}
          </p>
          <Link to="/contact_us" className="btn btn-primary">
            {t('contact.send')}
          </Link>
        </Section>
      </div>
    </>
  );
}

/** One part of the page, under its heading. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="lp-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
