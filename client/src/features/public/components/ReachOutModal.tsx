import { Link } from 'react-router-dom';
import Modal from '../../../components/Modal';
import { CONTACT } from '../../../lib/site';
import { useT } from '../../../i18n';

/**
 * REACH OUT (spec 000 §2.8). The old modal sent the form through a third-party mail service
 * from the browser; here it gives the ways to reach a counsellor and leads to the contact page,
 * which sends messages through Delv's own server.
 */
export default function ReachOutModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT('public');
  const shell = useT('shell');
  return (
    <Modal open={open} title={t('reach.title')} onClose={onClose}>
      <p>{t('reach.text')}</p>
      <ul className="stack" style={{ listStyle: 'none', padding: 0 }}>
        <li>{t.rich('reach.email', { email: CONTACT.email }, { link: <a href={`mailto:${CONTACT.email}`} /> })}</li>
        <li>{t.rich('reach.phone', { phone: CONTACT.phone }, { link: <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`} /> })}</li>
        <li>
          {CONTACT.address} · {shell('footer.hours')}
        </li>
      </ul>
      <div className="row" style={{ justifyContent: 'flex-end' }}>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t('reach.close')}
        </button>
        <Link to="/contact_us" className="btn btn-primary">
          {t('contact.send')}
        </Link>
      </div>
    </Modal>
  );
}
