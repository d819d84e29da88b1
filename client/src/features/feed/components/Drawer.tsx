import { useId, type ReactNode } from 'react';
import { useDialog } from '../../../components/useDialog';
import { useT } from '../../../i18n';

/**
 * A panel that slides in from the side on phones (spec 000 §2.5: the feed's side panels become
 * drawers under 757 px). It is a modal dialog: focus moves in, Escape or the backdrop closes it,
 * and focus returns to the bar that opened it.
 */
export default function Drawer({
  open,
  side,
  title,
  onClose,
  children,
}: {
  open: boolean;
  side: 'left' | 'right';
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT('feed');
  const titleId = useId();
  const { ref } = useDialog(open, onClose, 'panel');

  if (!open) return null;
  return (
    <div
      className="feed-drawer-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div ref={ref} className={`feed-drawer feed-drawer-${side}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="modal-head">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          <button type="button" className="btn-icon" aria-label={t('close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
