// The auth feature's public entry: the signed-in session itself lives in lib/session.ts.
export { postLoginPath } from './postLogin';
