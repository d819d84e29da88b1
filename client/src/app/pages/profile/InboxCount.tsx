import { useEffect } from 'react';
// The groups feature's api and its live updates (new requests arrive live), not its index.
import { useRequestInboxQuery } from '../../../features/groups/api';
import '../../../features/groups/live';

/** How many requests I decide (groups, discussions), told to the profile's Requests tab: its own chunk,
 * loaded after the profile's first paint (the count comes from the network either way). Draws nothing. */
export default function InboxCount({ adminId, onCount }: { adminId: string; onCount: (count: number) => void }) {
  const { data } = useRequestInboxQuery({ adminId });
  const count = data?.count ?? 0;
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}
