import { Link } from 'react-router-dom';
import EmptyState from '../../../components/EmptyState';
import { useMessages, useT } from '../../../i18n';
import { useSuggestedGroupsQuery } from '../api';
import GroupCard from '../components/GroupCard';
import '../live';
import '../groups.css';
import QueryView from '../../../components/QueryView';

/** /onboardingGroups: after choosing interests, groups that match them (then the biggest), Join, Skip. */
export default function OnboardingGroupsPage() {
  const t = useT('groups');
  const tm = useMessages('GROUP_MSG');
  const { currentData, error, isFetching, refetch } = useSuggestedGroupsQuery();
  const groups = currentData?.data ?? [];
  const joined = groups.filter((g) => g.isMember || g.requested).length;
  return (
    <div className="container onboarding-groups">
      <h1>{t('onboarding.title')}</h1>
      <p className="muted">{t('onboarding.text')}</p>
      <QueryView query={{ data: currentData, error, isFetching, refetch }} words={[t('list.loading'), t('list.failed')]} messages={tm} />
      {currentData && groups.length === 0 && <EmptyState title={t('list.none')} text={t('list.startOne')} />}
      <ul className="groups-grid">
        {groups.map((g) => (
          <GroupCard key={g._id} group={g} />
        ))}
      </ul>
      <p className="onboarding-next">
        <Link to="/feeds" className={joined ? 'btn btn-primary' : 'btn btn-outline'}>
          {joined ? t('onboarding.done') : t('onboarding.skip')}
        </Link>
        <Link to="/groups" className="btn btn-link">
          {t('onboarding.all')}
        </Link>
      </p>
    </div>
  );
}
