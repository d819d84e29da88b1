import type { Institution } from '@delv/shared';
import { useT, useValueLabels } from '../../../i18n';

/** 'About': type, specialities, location (default 'Kampala, Uganda'), website ('Not Avaliable'), social links (spec 001 §2). */
export default function InstitutionDetails({ institution }: { institution: Institution }) {
  const t = useT('institutions');
  const values = useValueLabels();
  const location = [institution.city, institution.country && values.country(institution.country)].filter(Boolean).join(', ');
  const social = [
    ['Facebook', institution.linkFacebook],
    ['X (Twitter)', institution.linkTwitter],
    ['LinkedIn', institution.linkLinkedin],
  ].filter(([, href]) => href);
  return (
    <dl className="inst-details">
      <dt>{t('details.type')}</dt>
      <dd>{values.industry(institution.institutionType)}</dd>
      <dt>{t('details.specialities')}</dt>
      <dd>{institution.specialities.length ? institution.specialities.join(', ') : t('details.none')}</dd>
      <dt>{t('details.location')}</dt>
      <dd>{location || t('details.defaultLocation')}</dd>
      <dt>{t('details.website')}</dt>
      <dd>
        {institution.website ? (
          <a href={institution.website} rel="noopener noreferrer" target="_blank">
            {institution.website}
          </a>
        ) : (
          t('details.notAvailable')
        )}
      </dd>
      {social.length > 0 && (
        <>
          <dt>{t('details.social')}</dt>
          <dd>
            <ul className="inst-social">
              {social.map(([label, href]) => (
                <li key={label}>
                  <a href={href} rel="noopener noreferrer" target="_blank">
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
    </dl>
  );
}
