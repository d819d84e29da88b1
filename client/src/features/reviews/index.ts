// The reviews feature's public entry (eslint delv/boundaries). The review form (formik) is not here:
// pages load it lazily, `import('../../reviews/ReviewModal')`, when someone asks to review.
export { default as ReviewsList } from './ReviewsList';
export { useDeleteReviewMutation, useGetReviewsInfiniteQuery } from './api';
