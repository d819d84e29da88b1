import { ExploreTabs } from '../../landing';

/** /explore: the landing page's explore section on its own, with more of each kind. */
export default function ExplorePage() {
  return (
    <div className="container">
      <ExploreTabs headingLevel={1} limit={8} title="Explore" />
    </div>
  );
}
