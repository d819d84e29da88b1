import { useId, type ReactNode } from 'react';
import { useDialog } from '../../../components/useDialog';
import { useT } from '../../../i18n';

/**
 * The filters as a panel sliding in from the left on phones (spec 000 §2.11: "a drawer on small
 * screens"). A modal dialog: focus moves in and stays in, Escape or the backdrop closes it, and
 * focus returns to the button that opened it.
 */
export default function FilterDrawer({
  open,
  title,
  onClose,
  footer,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const t = useT('search');
  const titleId = useId();
  const { ref, trapTab } = useDialog(open, onClose);

  if (!open) return null;

  return (
    <div
      className="search-drawer-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div ref={ref} className="search-drawer" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={trapTab}>
        <div className="search-drawer-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="btn-icon" aria-label={t('closeFilters')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="search-drawer-body">{children}</div>
        {footer && <div className="search-drawer-foot">{footer}</div>}
      </div>
    </div>
  );
}
