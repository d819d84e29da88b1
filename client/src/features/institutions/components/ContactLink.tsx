import { Link } from 'react-router-dom';
import type { Institution } from '@delv/shared';
import { useT } from '../../../i18n';

/** 'Contact us': the address the admins published, else the platform's contact form (never an admin's login e-mail). */
export default function ContactLink({ institution }: { institution: Institution }) {
  const t = useT('institutions');
  const label = t('contact', { name: institution.institutionName });
  return institution.contactEmail ? (
    <a className="btn btn-outline" href={`mailto:${institution.contactEmail}`} aria-label={label}>
      {t('contactUs')}
    </a>
  ) : (
    <Link className="btn btn-outline" to="/contact_us" aria-label={label}>
      {t('contactUs')}
    </Link>
  );
}
