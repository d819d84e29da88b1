import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { CONTACT } from '../../lib/site';
import { useT } from '../../i18n';
import PublicHero from '../../features/public/components/PublicHero';

const MailingListModal = lazy(() => import('../../features/landing/components/MailingListModal'));

/**
 * /comingsoon and /comingsoon/:pageType (spec 001 §2 'Coming soon'): 'booksession' says booking a
 * session is not available yet, 'premium' is Delv Premium, any other value is live chat; each gives
 * the e-mail and phone to reach the team now. Without a type: 'Coming soon' and the mailing list.
 */
export default function ComingSoonPage() {
  const t = useT('public');
  const { pageType } = useParams();
  const [joining, setJoining] = useState(false);
  const what = pageType === 'booksession' ? 'booksession' : pageType === 'premium' ? 'premium' : pageType ? 'livechat' : null;
  return (
    <>
      <PublicHero title={what ? t('soon.titleOf', { what }) : t('soon.title')}>
        <p>{what ? t('soon.unavailable', { what }) : t('soon.text')}</p>
      </PublicHero>
      {/* In line with the heading above, and clear of the band (issue 27 #12). */}
      <div className="container stack pub-body">
        <p>
          {t.rich('reach.email', { email: CONTACT.email }, { link: <a href={`mailto:${CONTACT.email}`} /> })} ·{' '}
          {t.rich('reach.phone', { phone: CONTACT.phone }, { link: <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`} /> })}
        </p>
        {(!what || what === 'premium') && (
          <p>
            <button type="button" className="btn btn-primary" onClick={() => setJoining(true)}>
              {t('soon.mailingList')}
            </button>
          </p>
        )}
      </div>
      <Suspense fallback={null}>{joining && <MailingListModal open onClose={() => setJoining(false)} />}</Suspense>
    </>
  );
}
