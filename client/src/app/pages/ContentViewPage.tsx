import ContentView, { type ViewKind } from '../../features/content/pages/ContentViewPage';
import { reviews } from './reviews';

/** Every single-item screen of the library (spec 000 §2.10), with the item's reviews. */
export default function ContentViewPage({ kind }: { kind: ViewKind }) {
  return <ContentView kind={kind} reviews={reviews} />;
}
