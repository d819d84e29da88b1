import type { ComponentProps } from 'react';
import type { ReviewParts } from '../../components/slots';
import ReportButton from '../../features/moderation/components/ReportButton';
import ReviewsList from '../../features/reviews/ReviewsList';
import { ReviewModal, loadReviewModal } from './reviewForm';

/** The reviews list with "Report" on others' reviews (the moderation feature's button). */
function ReportableReviews(props: Omit<ComponentProps<typeof ReviewsList>, 'Report'>) {
  return <ReviewsList {...props} Report={ReportButton} />;
}

/** The reviews feature's list and form, for the pages that show reviews of their subject. */
export const reviews: ReviewParts = { List: ReportableReviews, Modal: ReviewModal, preload: () => void loadReviewModal() };
