import { useLiveChannel } from '../lib/live';
// Claim decisions reach the claimant on every page (a toast and fresh lists), not only on My Points.
import '../features/claims/live';

/**
 * What only a signed-in person's pages run: the tab's live stream and the claims' live notices.
 * The layout loads it after the first paint (guests never download it); it draws nothing.
 */
export default function SignedIn() {
  useLiveChannel();
  return null;
}
