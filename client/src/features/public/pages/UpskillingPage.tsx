import { Link } from 'react-router-dom';
import { ExploreTabs } from '../../landing';
import { TOP_SKILLS, categoryPath } from '../../landing';
import PublicHero from '../components/PublicHero';
import '../public.css';

const LIBRARY = [
  { title: 'Courses', text: 'Structured courses with units you can follow step by step.', to: '/courses' },
  { title: 'Videos', text: 'Short and long videos from mentors and the best free teachers online.', to: '/videos' },
  { title: 'Articles', text: 'Practical guides written by mentors working in the field.', to: '/articles' },
];

/** Upskilling (spec 000 §1): the library's parts, the skills, and what is popular now. */
export default function UpskillingPage() {
  return (
    <>
      <PublicHero title="Upskilling">
        <p>Learn practical skills at your own pace: courses, videos and articles that work on any phone.</p>
      </PublicHero>
      <div className="container">
        <section className="lp-section" aria-labelledby="up-library">
          <h2 id="up-library">The library</h2>
          <ul className="pub-cards pub-cards-3">
            {LIBRARY.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="card card-link pub-card" style={{ textDecoration: 'none', color: 'inherit' }}>
                  <h3 style={{ color: 'var(--brand)' }}>{l.title}</h3>
                  <p className="muted">{l.text}</p>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section className="lp-section" aria-labelledby="up-skills">
          <h2 id="up-skills">Skills</h2>
          <ul className="lp-tiles">
            {TOP_SKILLS.map((t) => (
              <li key={t.label}>
                <Link
                  to={categoryPath(t.category)}
                  className="lp-tile"
                  style={{ background: `linear-gradient(135deg, ${t.colours[0]}, ${t.colours[1]})` }}
                >
                  {t.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <div className="lp-section">
          <ExploreTabs title="What people are learning" />
        </div>
      </div>
    </>
  );
}
