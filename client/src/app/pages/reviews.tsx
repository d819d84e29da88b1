import { lazy, Suspense, type ComponentProps } from 'react';
import type { ReviewParts } from '../../components/slots';
import Spinner from '../../components/Spinner';
import ReportButton from '../../features/moderation/components/ReportButton';
import { ReviewModal, loadReviewModal } from './reviewForm';

// Reviews sit below what they are about: the list (its code and words) loads after the page's first paint.
const ReviewsList = lazy(() => import('../../features/reviews/ReviewsList'));

/** The reviews list with "Report" on others' reviews (the moderation feature's button). */
function ReportableReviews(props: Omit<ComponentProps<typeof ReviewsList>, 'Report'>) {
  return (
    <Suspense fallback={<Spinner />}>
      <ReviewsList {...props} Report={ReportButton} />
    </Suspense>
  );
}

/** The reviews feature's list and form, for the pages that show reviews of their subject. */
export const reviews: ReviewParts = { List: ReportableReviews, Modal: ReviewModal, preload: () => void loadReviewModal() };
