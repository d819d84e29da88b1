import { useSyncExternalStore } from 'react';
import { UI } from '@delv/shared';

/** True while the media query matches; false where matchMedia is missing (tests, old browsers). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** The spec's phone threshold: under 757 px (spec 000 §9). */
export const MOBILE_QUERY = `(max-width: ${UI.MOBILE_WIDTH - 1}px)`;

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}

/** Width check at the moment of a click (the profile link decides its target then). */
export function isMobileWidth(): boolean {
  return typeof window !== 'undefined' && window.innerWidth < UI.MOBILE_WIDTH;
}
