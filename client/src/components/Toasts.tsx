import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { UI } from '@delv/shared';

/** The toast container; loaded lazily by ToastHost with react-toastify's CSS. */
export default function Toasts() {
  return <ToastContainer newestOnTop autoClose={UI.TOAST_MS} />;
}
