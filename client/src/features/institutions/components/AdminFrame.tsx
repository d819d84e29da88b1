import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Institution } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import Spinner from '../../../components/Spinner';
import { apiErrorMessage, useMessages, useT } from '../../../i18n';
import { useMyInstitution } from '../myInstitution';
import InstitutionTabs from './InstitutionTabs';
import '../institutions.css';

/**
 * The frame of the institution admin's screens: the top tabs, then the page for the institution
 * this account administers. An account without a profile yet is sent to 'About you'.
 */
export default function AdminFrame({ title, children }: { title: string; children: (institution: Institution) => ReactNode }) {
  const t = useT('institutions');
  const tm = useMessages('INSTITUTION_MSG');
  const { id, data, error, isFetching, refetch } = useMyInstitution();
  return (
    <div className="container inst-admin">
      <InstitutionTabs />
      {!id && (
        <EmptyState
          title={t('setup.needed')}
          text={t('setup.neededText')}
          action={
            <Link to="/onboarding/institute" className="btn btn-primary">
              {t('setup.start')}
            </Link>
          }
        />
      )}
      {id && !data && isFetching && <Spinner label={t('loading')} />}
      {id && !data && !isFetching && (
        <EmptyState
          title={t('failed')}
          text={tm(apiErrorMessage(error))}
          action={
            <button type="button" className="btn btn-primary" onClick={() => refetch()}>
              {t('tryAgain')}
            </button>
          }
        />
      )}
      {data && (
        <>
          <h1 className="inst-admin-title">{title}</h1>
          {children(data)}
        </>
      )}
    </div>
  );
}
