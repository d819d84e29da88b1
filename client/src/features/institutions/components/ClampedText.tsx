import { useId, useState } from 'react';
import { useT } from '../../../i18n';

/** A text clamped to 3 lines with 'see more' / 'see less' (spec 001 §2); short texts get no button. */
export default function ClampedText({ text }: { text: string }) {
  const t = useT('institutions');
  const id = useId();
  const [open, setOpen] = useState(false);
  const long = text.length > 220 || text.split('\n').length > 3;
  return (
    <div>
      <p id={id} className={open || !long ? 'inst-bio' : 'inst-bio inst-bio-clamped'}>
        {text}
      </p>
      {long && (
        <button type="button" className="btn-link" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          {open ? t('seeLess') : t('seeMore')}
        </button>
      )}
    </div>
  );
}
