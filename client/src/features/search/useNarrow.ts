import { useSyncExternalStore } from 'react';
import { UI } from '@delv/shared';

/** Under 757 px (spec 000 §9) the filter sidebar becomes a drawer. */
const QUERY = `(max-width: ${UI.MOBILE_WIDTH - 1}px)`;

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const snapshot = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY).matches : false);

export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
