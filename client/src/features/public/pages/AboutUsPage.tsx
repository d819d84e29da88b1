import { Link } from 'react-router-dom';
import { CONTACT } from '../../../lib/site';
import PublicHero from '../components/PublicHero';
import '../public.css';

/** About us: who Delv is for, what it does, and how to reach the team. */
export default function AboutUsPage() {
  return (
    <>
      <PublicHero title="About Delv">
        <p>Career guidance, mentoring and lifelong learning for East Africa, built in Kampala.</p>
      </PublicHero>
      <div className="container" style={{ maxWidth: 820 }}>
        <section className="lp-section" aria-labelledby="about-why">
          <h2 id="about-why">Why we exist</h2>
          <p>
            Most students in East Africa choose a career with little information and no one to ask. Delv connects learners, graduates and
            employees with mentors who work in the careers they are aiming for, and with the courses, videos and articles that teach the
            skills those careers need.
          </p>
        </section>
        <section className="lp-section" aria-labelledby="about-what">
          <h2 id="about-what">What you can do here</h2>
          <ul>
            <li>
              <Link to="/careerguidance">Get career guidance</Link> and write your personal development plan.
            </li>
            <li>
              <Link to="/mentors">Follow mentors</Link>, join their live sessions and book time with them.
            </li>
            <li>
              <Link to="/upskilling">Learn new skills</Link> from courses, videos and articles.
            </li>
            <li>Post, share and earn points that you can redeem for airtime, data or cash.</li>
          </ul>
          <p>Institutions use Delv to run their library, their sessions and their mentors in one place.</p>
        </section>
        <section className="lp-section" aria-labelledby="about-data">
          <h2 id="about-data">Light on your data</h2>
          <p>
            Delv is built for phones and costly data: pages are small, videos only load when you press play, and nothing downloads in the
            background.
          </p>
        </section>
        <section className="lp-section" aria-labelledby="about-contact">
          <h2 id="about-contact">Contact us</h2>
          <p>
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> ·{' '}
            <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a> · {CONTACT.address} · {CONTACT.hours}
          </p>
          <Link to="/contact_us" className="btn btn-primary">
            Send us a message
          </Link>
        </section>
      </div>
    </>
  );
}
