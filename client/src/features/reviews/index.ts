// The reviews feature's public entry (eslint delv/boundaries).
export { default as ReviewsList } from './ReviewsList';
export { default as ReviewModal } from './ReviewModal';
export { useDeleteReviewMutation, useGetReviewsInfiniteQuery } from './api';
