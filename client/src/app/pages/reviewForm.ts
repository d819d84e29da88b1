import { lazy } from 'react';

// The review form (formik, yup) downloads when someone asks to review, not with the page.
export const loadReviewModal = () => import('../../features/reviews/ReviewModal');
export const ReviewModal = lazy(loadReviewModal);
