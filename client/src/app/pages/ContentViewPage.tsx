import ContentView, { type ViewKind } from '../../features/content/pages/ContentViewPage';
import ReportButton from '../../features/moderation/components/ReportButton';
import { reviews } from './reviews';

/** Every single-item screen of the library (spec 000 §2.10), with the item's reviews and "Report". */
export default function ContentViewPage({ kind }: { kind: ViewKind }) {
  return <ContentView kind={kind} reviews={reviews} Report={ReportButton} />;
}
