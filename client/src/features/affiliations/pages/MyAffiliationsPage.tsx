import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import EmptyState from '../../../components/EmptyState';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import InstitutionAvatar from '../../../components/InstitutionAvatar';
import { useLeaveInstitutionMutation, useMyAffiliationsQuery, useMyInvitationsQuery } from '../api';
import '../affiliations.css';
import QueryView from '../../../components/QueryView';

const InvitationsModal = lazy(() => import('../components/InvitationsModal'));

/**
 * /affiliations/mylist, 'My Affiliations' (spec 001 §2): the institutions I mentor for, with View
 * and a Remove that works (the spec's was always disabled), and my pending invitations.
 */
export default function MyAffiliationsPage() {
  const t = useT('affiliations');
  const tm = useMessages('AFFILIATION_MSG');
  const { data, error, isFetching, refetch } = useMyAffiliationsQuery();
  const { data: invitations } = useMyInvitationsQuery();
  const [leave, leaving] = useLeaveInstitutionMutation();
  const [open, setOpen] = useState(false);
  const waiting = (invitations?.data ?? []).filter((i) => i.status === 'pending').length;

  const remove = async (institutionId: string, name: string) => {
    if (!window.confirm(t('remove.confirm', { name }))) return;
    try {
      notifySuccess(tm((await leave(institutionId).unwrap()).message));
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };

  return (
    <div className="container aff-page">
      <div className="aff-bar">
        <h1>{t('title')}</h1>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => setOpen(true)}
          aria-label={t('invitations.open', { count: waiting })}
        >
          {t('invitations.button')}
          {waiting > 0 && <span className="badge aff-badge">{waiting}</span>}
        </button>
      </div>
      <QueryView query={{ data: data, error, isFetching, refetch }} words={[t('loading'), t('failed')]} messages={tm} />
      {data && data.count === 0 && <EmptyState title={t('none')} text={t('noneText')} />}
      {data && data.count > 0 && (
        <table className="aff-table">
          <caption className="sr-only">{t('title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('col.institution')}</th>
              <th scope="col">{t('col.as')}</th>
              <th scope="col">
                <span className="sr-only">{t('col.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((a) => (
              <tr key={a._id}>
                <td>
                  <span className="aff-who">
                    <InstitutionAvatar institution={a.institution} size={36} />
                    {a.institution.institutionName}
                  </span>
                </td>
                <td>{t(a.affiliateType === 'mentor' ? 'as.mentor' : 'as.learner')}</td>
                <td>
                  <span className="aff-actions">
                    <Link to={`/institution/more/${a.institution._id}`} className="btn btn-outline">
                      {t('view')}
                    </Link>
                    <button
                      type="button"
                      className="btn btn-outline"
                      disabled={leaving.isLoading}
                      onClick={() => remove(a.institution._id, a.institution.institutionName)}
                      aria-label={t('remove.label', { name: a.institution.institutionName })}
                    >
                      {t('remove.button')}
                    </button>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {open && (
        <Suspense fallback={null}>
          <InvitationsModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
