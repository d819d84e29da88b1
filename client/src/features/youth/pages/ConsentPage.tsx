import { useParams } from 'react-router-dom';
import { YOUTH_MSG } from '@delv/shared';
import QueryView from '../../../components/QueryView';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useConsentFactsQuery, useDecideConsentMutation } from '../api';
import '../youth.css';

/**
 * /consent/:token (issue 32): the page a parent or guardian opens from the mail, without an
 * account. It says what is collected, why, who sees it and how to withdraw; the same link agrees
 * and, later, withdraws.
 */
export default function ConsentPage() {
  const t = useT('youth');
  const tm = useMessages('YOUTH_MSG');
  const { token = '' } = useParams();
  const query = useConsentFactsQuery(token);
  const [decide, { isLoading }] = useDecideConsentMutation();
  const act = async (decision: 'give' | 'withdraw') => {
    try {
      const answer = await decide({ token, decision }).unwrap();
      notifySuccess(tm(answer.message ?? (decision === 'give' ? YOUTH_MSG.consentGiven : YOUTH_MSG.consentWithdrawn)));
      void query.refetch();
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  return (
    <div className="container consent-page">
      <QueryView query={query} words={[t('page.loading'), t('page.failed')]} messages={tm}>
        {(facts) => (
          <>
            <h1>{t('page.title', { name: facts.firstname })}</h1>
            <p>{t('page.intro', { name: facts.firstname })}</p>
            <h2>{t('page.whatTitle')}</h2>
            <ul>
              <li>{t('page.what.account')}</li>
              <li>{t('page.what.birth')}</li>
              <li>{t('page.what.activity')}</li>
              <li>{t('page.what.points')}</li>
            </ul>
            <h2>{t('page.whyTitle')}</h2>
            <p>{t('page.why')}</p>
            <h2>{t('page.safeTitle')}</h2>
            <ul>
              <li>{t('page.safe.rooms')}</li>
              <li>{t('page.safe.held')}</li>
              <li>{t('page.safe.directory')}</li>
            </ul>
            <h2>{t('page.withdrawTitle')}</h2>
            <p>{t('page.withdraw')}</p>
            <p className="consent-status" role="status">
              <strong>{t(`page.status.${facts.status}`, { name: facts.firstname })}</strong>
            </p>
            <div className="consent-actions">
              {facts.status !== 'given' && (
                <button type="button" className="btn btn-primary" disabled={isLoading} onClick={() => void act('give')}>
                  {t('page.give')}
                </button>
              )}
              {facts.status === 'given' && (
                <button type="button" className="btn btn-secondary" disabled={isLoading} onClick={() => void act('withdraw')}>
                  {t('page.withdrawButton')}
                </button>
              )}
            </div>
          </>
        )}
      </QueryView>
    </div>
  );
}
