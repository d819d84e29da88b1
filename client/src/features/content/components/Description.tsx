import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../i18n';

/**
 * A description clamped to `lines` lines with Show more / Show less (spec 000 §2.10: 8 lines in
 * the reader). The button appears only when the text is actually cut.
 */
export default function Description({ text, lines = 8 }: { text: string; lines?: number }) {
  const id = useId();
  const t = useT('content');
  const ref = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [cut, setCut] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // jsdom has no layout (both 0): fall back to the length of the text.
    setCut(el.scrollHeight > el.clientHeight + 1 || (el.clientHeight === 0 && text.length > 600));
  }, [text]);
  if (!text.trim()) return null;
  return (
    <div className="content-description">
      <div
        id={id}
        ref={ref}
        className={open ? 'content-description-text' : 'content-description-text content-clamp'}
        style={open ? undefined : { WebkitLineClamp: lines }}
      >
        {text}
      </div>
      {(cut || open) && (
        <button type="button" className="btn-link" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          {open ? t('showLess') : t('showMore')}
        </button>
      )}
    </div>
  );
}
