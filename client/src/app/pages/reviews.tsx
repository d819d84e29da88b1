import type { ReviewParts } from '../../components/slots';
import ReviewsList from '../../features/reviews/ReviewsList';
import { ReviewModal, loadReviewModal } from './reviewForm';

/** The reviews feature's list and form, for the pages that show reviews of their subject. */
export const reviews: ReviewParts = { List: ReviewsList, Modal: ReviewModal, preload: () => void loadReviewModal() };
