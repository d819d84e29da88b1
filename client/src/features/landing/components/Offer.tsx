import { Link } from 'react-router-dom';
import { useT, type KeyOf } from '../../../i18n';
import '../landing.css';

/** Each offer's words are `offer.<id>.title` and `offer.<id>.text` in the catalogue. */
const OFFERS: { id: string; to: string }[] = [
  { id: 'guidance', to: '/careerguidance' },
  { id: 'mentors', to: '/mentors' },
  { id: 'upskilling', to: '/upskilling' },
  { id: 'communities', to: '/groups' },
  { id: 'jobs', to: '/JobSearch' },
  { id: 'points', to: '/careerguidance' },
];

/** 'More about what we offer' (spec 000 §2.7). */
export default function Offer() {
  const t = useT('landing');
  const words = (id: string, part: 'title' | 'text') => t(`offer.${id}.${part}` as KeyOf<'landing'>);
  return (
    <section className="container lp-section" aria-labelledby="lp-offer-title">
      <h2 id="lp-offer-title">{t('offer.title')}</h2>
      <ul className="lp-offer">
        {OFFERS.map((o) => (
          <li key={o.id}>
            <Link to={o.to} className="card card-link lp-offer-card">
              <h3>{words(o.id, 'title')}</h3>
              <p className="muted">{words(o.id, 'text')}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
