import { useId, useState, type FormEvent } from 'react';
import QueryView from '../../../components/QueryView';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useInstitutionLeadsQuery, useLeadCandidatesQuery, useSetLeadMutation } from '../api';

/**
 * The institution's safeguarding leads (issue 32): named among its admins and affiliated mentors,
 * they are e-mailed first when a concern about young people touches the institution, and see those
 * concerns at /safeguarding.
 */
export default function InstitutionLeads() {
  const t = useT('youth');
  const tm = useMessages('YOUTH_MSG');
  const id = useId();
  const leads = useInstitutionLeadsQuery();
  const candidates = useLeadCandidatesQuery();
  const [chosen, setChosen] = useState('');
  const [setLead, { isLoading }] = useSetLeadMutation();
  const change = async (userId: string, lead: boolean) => {
    try {
      const answer = await setLead({ userId, lead }).unwrap();
      if (answer.message) notifySuccess(tm(answer.message));
      setChosen('');
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (chosen) void change(chosen, true);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="youth-leads">
      <h2 id={`${id}-title`}>{t('leads.title')}</h2>
      <p className="muted">{t('leads.intro')}</p>
      <QueryView query={leads} words={[t('leads.loading'), t('leads.failed')]} messages={tm} inline>
        {(list) =>
          list.length === 0 ? (
            <p>{t('leads.none')}</p>
          ) : (
            <ul className="waiting-list" aria-label={t('leads.title')}>
              {list.map((lead) => (
                <li key={lead._id}>
                  <strong>
                    {lead.firstname} {lead.lastname}
                  </strong>
                  <button type="button" className="btn btn-secondary" disabled={isLoading} onClick={() => void change(lead._id, false)}>
                    {t('leads.remove')}
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      {candidates.data && candidates.data.length > 0 && (
        <form className="youth-form" onSubmit={add}>
          <div className="field">
            <label htmlFor={`${id}-who`}>{t('leads.choose')}</label>
            <select id={`${id}-who`} value={chosen} onChange={(e) => setChosen(e.target.value)}>
              <option value="">{t('leads.pick')}</option>
              {candidates.data.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.firstname} {c.lastname}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-primary" disabled={!chosen || isLoading}>
            {t('leads.add')}
          </button>
        </form>
      )}
    </section>
  );
}
