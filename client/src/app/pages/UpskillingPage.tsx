import { Link } from 'react-router-dom';
import { useT, type KeyOf } from '../../i18n';
import { TOP_SKILLS, categoryPath } from '../../lib/careers';
import { Explore } from './parts';
import PublicHero from '../../features/public/components/PublicHero';

/** Each part's words are `up.<id>.title` and `up.<id>.text` in the catalogue. */
const LIBRARY = [
  { id: 'courses', to: '/courses' },
  { id: 'videos', to: '/videos' },
  { id: 'articles', to: '/articles' },
];

/** Upskilling (spec 000 §1): the library's parts, the skills, and what is popular now. */
export default function UpskillingPage() {
  const t = useT('public');
  const landing = useT('landing');
  const words = (id: string, part: 'title' | 'text') => t(`up.${id}.${part}` as KeyOf<'public'>);
  return (
    <>
      <PublicHero title={t('up.title')}>
        <p>{t('up.text')}</p>
      </PublicHero>
      <div className="container">
        <section className="lp-section" aria-labelledby="up-library">
          <h2 id="up-library">{t('up.library')}</h2>
          <ul className="pub-cards pub-cards-3">
            {LIBRARY.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="card card-link pub-card" style={{ textDecoration: 'none', color: 'inherit' }}>
                  <h3 style={{ color: 'var(--brand)' }}>{words(l.id, 'title')}</h3>
                  <p className="muted">{words(l.id, 'text')}</p>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section className="lp-section" aria-labelledby="up-skills">
          <h2 id="up-skills">{t('up.skills')}</h2>
          <ul className="lp-tiles">
            {TOP_SKILLS.map((tile) => (
              <li key={tile.label}>
                <Link
                  to={categoryPath(tile.category)}
                  className="lp-tile"
                  style={{ background: `linear-gradient(135deg, ${tile.colours[0]}, ${tile.colours[1]})` }}
                >
                  {landing(tile.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <div className="lp-section">
          <Explore title={t('up.learning')} />
        </div>
      </div>
    </>
  );
}
