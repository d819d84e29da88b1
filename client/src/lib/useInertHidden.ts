import { useEffect, type RefObject } from 'react';

/**
 * react-multi-carousel hides the slides not shown with aria-hidden but leaves their links and
 * buttons focusable (axe: aria-hidden-focus): each hidden item under `root` matching `selector`
 * is made inert, following the library's changes as it slides.
 */
export function useInertHidden(root: RefObject<HTMLElement | null>, selector: string): void {
  useEffect(() => {
    const el = root.current;
    if (!el) return undefined;
    const sync = () => {
      el.querySelectorAll<HTMLElement>(selector).forEach((item) => {
        item.inert = item.getAttribute('aria-hidden') === 'true';
      });
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(el, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'], childList: true });
    return () => observer.disconnect();
  }, [root, selector]);
}
