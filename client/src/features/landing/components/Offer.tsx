import { Link } from 'react-router-dom';
import '../landing.css';

const OFFERS = [
  {
    title: 'Career guidance',
    text: 'Free career assessment, a personal development plan and counsellors who know the East African job market.',
    to: '/careerguidance',
  },
  {
    title: 'Mentors and live sessions',
    text: 'Book time with mentors, join their live sessions and ask the questions that matter to you.',
    to: '/mentors',
  },
  {
    title: 'Upskilling',
    text: 'Courses, videos, articles and books to learn practical skills at your own pace, on any phone.',
    to: '/upskilling',
  },
  { title: 'Communities', text: 'Learn with peers in groups and discussions around the careers you are aiming for.', to: '/groups' },
  { title: 'Job search', text: 'Look for opportunities that match what you have learned.', to: '/JobSearch' },
  { title: 'Points', text: 'Earn points as you learn and share, and redeem them for airtime, data or cash.', to: '/careerguidance' },
];

/** 'More about what we offer' (spec 000 §2.7). */
export default function Offer() {
  return (
    <section className="container lp-section" aria-labelledby="lp-offer-title">
      <h2 id="lp-offer-title">More about what we offer</h2>
      <ul className="lp-offer">
        {OFFERS.map((o) => (
          <li key={o.title}>
            <Link to={o.to} className="card card-link lp-offer-card">
              <h3>{o.title}</h3>
              <p className="muted">{o.text}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
