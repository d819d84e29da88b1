import { useEffect, useRef, type RefObject } from 'react';

/**
 * After an in-app navigation, focus moves to the new page's heading (its first h1), or to the main
 * region if it has none, as accessible single-page apps do: a screen reader says where you are and
 * Tab goes on from the new page, not from the link you left. The first load keeps the browser's
 * own focus. A page's code may arrive later (lazy chunks), so its h1 is awaited as it renders;
 * a page that draws no h1 at once (a spinner while its data comes) gets main's focus when it settles.
 */
export function useFocusOnNavigation(main: RefObject<HTMLElement | null>, pathname: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const region = main.current;
    if (!region) return undefined;
    // A dialog that opened with the page (the feed's points) keeps the focus it took.
    const inDialog = () => Boolean(document.activeElement?.closest('[aria-modal="true"]'));
    const focusHeading = (): boolean => {
      if (inDialog()) return true;
      const h1 = region.querySelector<HTMLElement>('h1');
      if (!h1) return false;
      if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
      h1.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return undefined;
    if (inDialog()) return undefined;
    // Main is focusable (tabIndex -1): hold focus there until the heading appears.
    region.focus({ preventScroll: true });
    const watch = new MutationObserver(() => {
      if (focusHeading()) watch.disconnect();
    });
    watch.observe(region, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [main, pathname]);
}
