import { useEffect, useRef, type KeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * What every modal dialog here (Modal, the feed's and the search's drawers) does while open: focus
 * moves in (to the first control, or to the panel itself), Escape closes, the page behind does not
 * scroll, and focus returns where it was on close. `trapTab` keeps Tab inside the panel, and focus
 * that lands on the page behind anyway (a click there, a part that focuses itself as it loads) is
 * brought back: the page behind an aria-modal dialog cannot be reached.
 */
export function useDialog(open: boolean, onClose: () => void, focus: 'first' | 'panel' = 'first') {
  const ref = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    const panel = ref.current;
    ((focus === 'first' ? panel?.querySelector<HTMLElement>(FOCUSABLE) : null) ?? panel)?.focus();
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    const onFocusIn = (e: FocusEvent) => {
      const target = e.target as Element | null;
      // Another dialog (opened from this one) keeps its focus.
      if (panel && target && !panel.contains(target) && !target.closest?.('[aria-modal="true"]')) panel.focus();
    };
    document.addEventListener('focusin', onFocusIn);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open, focus]);

  const trapTab = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab' || !ref.current) return;
    const items = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) {
      e.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return { ref, trapTab };
}
