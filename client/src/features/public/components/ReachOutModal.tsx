import { Link } from 'react-router-dom';
import Modal from '../../../components/Modal';
import { CONTACT } from '../../../lib/site';

/**
 * REACH OUT (spec 000 §2.8). The old modal sent the form through a third-party mail service
 * from the browser; here it gives the ways to reach a counsellor and leads to the contact page,
 * which sends messages through Delv's own server.
 */
export default function ReachOutModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Reach out to a counsellor" onClose={onClose}>
      <p>Tell us where you are in your career and what you need: a counsellor replies within a day.</p>
      <ul className="stack" style={{ listStyle: 'none', padding: 0 }}>
        <li>
          E-mail: <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
        </li>
        <li>
          Phone: <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a>
        </li>
        <li>
          {CONTACT.address} · {CONTACT.hours}
        </li>
      </ul>
      <div className="row" style={{ justifyContent: 'flex-end' }}>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Close
        </button>
        <Link to="/contact_us" className="btn btn-primary">
          Send us a message
        </Link>
      </div>
    </Modal>
  );
}
