import { NavLink } from 'react-router-dom';
import { useT } from '../../../i18n';

const TABS = [
  ['about', '/institution/about'],
  ['feeds', '/institution/feeds'],
  ['mentors', '/institution/mentors'],
  ['members', '/institution/members'],
  ['library', '/institution/library'],
  ['sessions', '/institution/events'],
  ['groups', '/institution/groups'],
  ['insights', '/institution/insights'],
] as const;

/** The institution admin's top tabs (spec 001 §2 'Institution area'); they scroll sideways on phones. */
export default function InstitutionTabs() {
  const t = useT('institutions');
  return (
    <nav className="inst-tabs" aria-label={t('tabs.label')}>
      <ul>
        {TABS.map(([key, to]) => (
          <li key={key}>
            <NavLink to={to} className={({ isActive }) => (isActive ? 'inst-tab inst-tab-active' : 'inst-tab')}>
              {t(`tabs.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
