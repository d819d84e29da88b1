import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { UI } from '@delv/shared';
import { useT } from '../i18n';

/** The toast container; loaded lazily by ToastHost with react-toastify's CSS. Its region's name and
 * the close button's label come from the catalogue (react-toastify's own are English). */
export default function Toasts() {
  const t = useT('shell');
  return (
    <ToastContainer
      newestOnTop
      autoClose={UI.TOAST_MS}
      aria-label={t('toasts.region')}
      closeButton={({ closeToast, theme }) => (
        <button
          type="button"
          className={`Toastify__close-button Toastify__close-button--${theme}`}
          aria-label={t('toasts.close')}
          onClick={(e) => {
            e.stopPropagation();
            closeToast(e);
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    />
  );
}
