// The auth feature's public entry (eslint delv/boundaries): who is signed in, and ending it.
export * from './sessionSlice';
export { useLogoutEverywhereMutation } from './api';
