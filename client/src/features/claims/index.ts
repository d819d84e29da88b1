// The claims feature's public entry: the redeem panel the points modal shows.
export { default as RedeemPanel } from './components/RedeemPanel';
