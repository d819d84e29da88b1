import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import './styles.css';
import { AppRoutes } from './app/router';
import { store } from './app/store';
import ToastHost from './components/ToastHost';
import { startLanguage } from './i18n';
import { api, apiTransport } from './lib/api';
import { startServiceWorker } from './lib/offline';
import { startOutbox } from './lib/outbox';

// Posts, comments and chat messages written offline go out when the network returns (lib/outbox.ts),
// through the API's own transport.
startOutbox({
  send: apiTransport(store),
  userId: () => store.getState().session.user?._id ?? null,
  sent: (item) => store.dispatch(api.util.invalidateTags(item.refresh as Parameters<typeof api.util.invalidateTags>[0])),
});
startServiceWorker();

// The shell's words in the page's language come first: nothing is drawn in English and then
// redrawn in Kiswahili. If they cannot be fetched (offline), the page still opens: Lingui shows keys
// only for what is missing, and the next navigation retries.
void startLanguage()
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <Provider store={store}>
          {/* The session was read from storage with the store (app/store.ts), before any guard decides. */}
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          {/* ToastContainer (newestOnTop, 5000 ms) with react-toastify's CSS, loaded lazily. */}
          <ToastHost />
        </Provider>
      </StrictMode>,
    ),
  );
