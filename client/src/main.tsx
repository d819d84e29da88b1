import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import './styles.css';
import { AppRoutes } from './app/router';
import { persistor, store } from './app/store';
import Spinner from './components/Spinner';
import ToastHost from './components/ToastHost';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      {/* The session is read from storage before any guard decides where to go. */}
      <PersistGate loading={<Spinner />} persistor={persistor}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        {/* ToastContainer (newestOnTop, 5000 ms) with react-toastify's CSS, loaded lazily. */}
        <ToastHost />
      </PersistGate>
    </Provider>
  </StrictMode>,
);
