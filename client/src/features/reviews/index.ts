// The reviews feature's public entry: the list a page shows under what is reviewed. The review
// form (formik) is not here: pages load it when someone asks to review,
// `import('../../features/reviews/ReviewModal')`. The data is lib/comments.ts (the feed reads it too).
export { default as ReviewsList } from './ReviewsList';
