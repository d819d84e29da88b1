import { useT } from '../../../i18n';
// By its own path, with the groups' live updates as the index registers them: the index would bring
// the chat room's code and words too (issue 30).
import InstitutionGroups from '../../../features/groups/components/InstitutionGroups';
import '../../../features/groups/live';
import AdminFrame from '../../../features/institutions/components/AdminFrame';

/**
 * /institution/groups (spec 001 §2 'Groups page'; issue 27 #16): the institution's own groups, which
 * its admins create and run (join requests, members) without being members.
 */
export default function InstitutionGroupsPage() {
  const t = useT('institutions');
  return <AdminFrame title={t('groups.title')}>{(institution) => <InstitutionGroups institutionId={institution._id} />}</AdminFrame>;
}
