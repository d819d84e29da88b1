// The auth feature's public part: where a sign-in leads (the guards use it). The signed-in session
// itself is lib/session.ts; the sign-in screens are routes (pages/).
export { postLoginPath } from './postLogin';
