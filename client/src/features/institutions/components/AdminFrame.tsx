import type { ReactNode } from 'react';
import type { Institution } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import { useMessages, useT } from '../../../i18n';
import { useMyInstitution } from '../myInstitution';
import InstitutionTabs from './InstitutionTabs';
import '../institutions.css';
import QueryView from '../../../components/QueryView';

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
          link={{ to: '/onboarding/institute', label: t('setup.start') }}
        />
      )}
      {id && !data && <QueryView query={{ data, error, isFetching, refetch }} words={[t('loading'), t('failed')]} messages={tm} />}
      {data && (
        <>
          <h1 className="inst-admin-title">{title}</h1>
          {children(data)}
        </>
      )}
    </div>
  );
}
