import { useSyncExternalStore } from 'react';

/** Cards from others that arrived since the feed was last loaded (counted by live.ts, shown by FeedList). */
let unseen = 0;
const listeners = new Set<() => void>();
export const setUnseen = (n: number) => {
  unseen = n;
  listeners.forEach((l) => l());
};
export const countUnseen = () => setUnseen(unseen + 1);

export function useNewFeedItems(): { count: number; clear(): void } {
  const count = useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => unseen,
    () => 0,
  );
  return { count, clear: () => setUnseen(0) };
}
