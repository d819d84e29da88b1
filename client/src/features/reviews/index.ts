// The reviews feature's public part: the list a page shows under what is reviewed. The review form
// (formik) loads when someone asks to review, by import(). The data is lib/comments.ts (the feed reads it too).
export { default as ReviewsList } from './ReviewsList';
