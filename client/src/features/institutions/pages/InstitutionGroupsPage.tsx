import { Link } from 'react-router-dom';
import EmptyState from '../../../components/EmptyState';
import { useT } from '../../../i18n';
import AdminFrame from '../components/AdminFrame';

/**
 * /institution/groups. Groups are run by people: institution accounts are never group members
 * (spec 001 §5 'Invite-to-group lists'), so an institution cannot own one yet. Until groups can
 * belong to an institution (with the affiliations issue), this says so and points to /groups,
 * instead of a Create button that would fail.
 */
export default function InstitutionGroupsPage() {
  const t = useT('institutions');
  return (
    <AdminFrame title={t('groups.title')}>
      {() => (
        <EmptyState
          title={t('groups.none')}
          text={t('groups.noneText')}
          action={
            <Link to="/groups" className="btn btn-outline">
              {t('groups.browse')}
            </Link>
          }
        />
      )}
    </AdminFrame>
  );
}
