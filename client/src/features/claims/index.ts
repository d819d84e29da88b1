// The claims feature's public parts: the redeem panel the points modal shows, and the live handler
// that tells a claimant of a decision on every page (the router imports it).
import './live';

export { default as RedeemPanel } from './components/RedeemPanel';
