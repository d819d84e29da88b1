import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { useSuggestedGroupsQuery } from '../api';
import '../live';
import '../groups.css';
import JoinButton from './JoinButton';

/** The feed's right panel 'Follow Groups/Communities': four groups for me, View all to /groups. */
export default function SuggestedGroups({
  className = 'card suggested-groups',
  titleClassName,
  viewAllClassName = 'btn btn-link',
}: {
  className?: string;
  titleClassName?: string;
  viewAllClassName?: string;
}) {
  const t = useT('groups');
  const { data } = useSuggestedGroupsQuery();
  const groups = (data?.data ?? []).slice(0, 4);
  return (
    <section className={`${className} suggested-groups`} aria-labelledby="suggested-groups-title">
      <h2 id="suggested-groups-title" className={titleClassName}>
        {t('suggested.title')}
      </h2>
      {data && groups.length === 0 && <p className="muted">{t('suggested.none')}</p>}
      <ul>
        {groups.map((g) => (
          <li key={g._id} className="suggested-group">
            <Link to={`/ChatRoom/${g._id}`} className="suggested-group-name">
              {g.groupName}
            </Link>
            <span className="muted">{t('members.count', { count: g.memberCount })}</span>
            <JoinButton group={g} />
          </li>
        ))}
      </ul>
      <Link to="/groups" className={viewAllClassName} aria-label={t('suggested.viewAllLabel')}>
        {t('suggested.viewAll')}
      </Link>
    </section>
  );
}
