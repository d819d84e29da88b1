import { useT } from '../../i18n';
import { Explore } from './parts';

/** /explore: the landing page's explore section on its own, with more of each kind (content cards). */
export default function ExplorePage() {
  const t = useT('public');
  return (
    <div className="container">
      <Explore headingLevel={1} limit={8} title={t('explore.title')} />
    </div>
  );
}
