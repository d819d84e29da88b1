import { useT } from '../../../i18n';
import { ExploreTabs } from '../../landing';

/** /explore: the landing page's explore section on its own, with more of each kind. */
export default function ExplorePage() {
  const t = useT('public');
  return (
    <div className="container">
      <ExploreTabs headingLevel={1} limit={8} title={t('explore.title')} />
    </div>
  );
}
