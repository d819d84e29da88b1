import { useState } from 'react';
import EmptyState from '../../../components/EmptyState';
import Pager from '../../../components/Pager';
import QueryView from '../../../components/QueryView';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useConsentAsInstitutionMutation, useLearnersWaitingQuery, type WaitingLearner } from '../api';
import InstitutionLeads from '../components/InstitutionLeads';
import '../youth.css';

/**
 * /institution/consent (issue 32): the institution's learners under 18 whose account waits for a
 * guardian's consent. Where the institution holds that consent itself (a school's enrolment
 * form), an admin records it here, saying so; it is kept with who and when, in the audit log.
 */
export default function WaitingLearnersPage() {
  const t = useT('youth');
  const tm = useMessages('YOUTH_MSG');
  const [skip, setSkip] = useState(0);
  const query = useLearnersWaitingQuery({ skip });
  return (
    <div className="container">
      <h1>{t('waiting.title')}</h1>
      <p className="muted">{t('waiting.intro')}</p>
      <QueryView
        query={query}
        words={[t('waiting.loading'), t('waiting.failed')]}
        messages={tm}
        isEmpty={(page) => page.data.length === 0}
        empty={<EmptyState title={t('waiting.empty')} />}
      >
        {(page) => (
          <>
            <ul className="waiting-list" aria-label={t('waiting.title')}>
              {page.data.map((learner) => (
                <WaitingRow key={learner._id} learner={learner} />
              ))}
            </ul>
            <Pager skip={skip} limit={20} count={page.count} pageLength={page.data.length} onChange={setSkip} />
          </>
        )}
      </QueryView>
      <InstitutionLeads />
    </div>
  );
}

function WaitingRow({ learner }: { learner: WaitingLearner }) {
  const t = useT('youth');
  const tm = useMessages('YOUTH_MSG');
  const [holds, setHolds] = useState(false);
  const [consent, { isLoading }] = useConsentAsInstitutionMutation();
  const name = `${learner.firstname} ${learner.lastname}`.trim();
  const record = async () => {
    try {
      const answer = await consent(learner._id).unwrap();
      if (answer.message) notifySuccess(tm(answer.message));
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  return (
    <li>
      <span>
        <strong>{name}</strong> <span className="muted">· {t(learner.consentAsked ? 'waiting.asked' : 'waiting.notAsked')}</span>
      </span>
      <label className="checkbox">
        <input type="checkbox" checked={holds} onChange={(e) => setHolds(e.target.checked)} /> {t('waiting.holds')}
      </label>
      <button
        type="button"
        className="btn btn-primary"
        disabled={!holds || isLoading}
        onClick={() => void record()}
        aria-label={t('waiting.recordFor', { name })}
      >
        {t('waiting.record')}
      </button>
    </li>
  );
}
