import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../i18n';
import { ChunkLoadError, retryFailedPages } from '../lib/lazyPage';

interface State {
  error: Error | null;
  tries: number;
}

/**
 * Around each route's screen (Layout, keyed by the path so Back and links start afresh): a screen
 * that cannot load or crashes shows a message with Retry instead of a blank app, and the top bar
 * and footer stay. A screen that could not be downloaded is tried again by itself when the
 * network returns; a second failure while online (a newer version was deployed, and its old
 * files are gone) reloads the page.
 */
export default class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null, tries: 0 };

  constructor(props: { children: ReactNode }) {
    super(props);
    // A new path (a link, Back): a screen that failed earlier gets a fresh download attempt.
    retryFailedPages();
  }

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    // Kept in the browser's console for whoever debugs it; the person sees RouteError.
    if (!(error instanceof ChunkLoadError)) console.error(error, info.componentStack);
  }

  componentDidMount() {
    window.addEventListener('online', this.onOnline);
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.onOnline);
    clearTimeout(this.onlineTimer);
  }

  private onlineTimer: ReturnType<typeof setTimeout> | undefined;

  /** The 'online' event can come a moment before the connection carries requests. */
  private onOnline = () => {
    clearTimeout(this.onlineTimer);
    this.onlineTimer = setTimeout(() => {
      if (this.state.error instanceof ChunkLoadError) {
        retryFailedPages();
        this.setState({ error: null });
      }
    }, 1000);
  };

  private retry = () => {
    if (this.state.error instanceof ChunkLoadError && this.state.tries >= 1 && navigator.onLine) {
      window.location.reload();
      return;
    }
    retryFailedPages();
    this.setState((s) => ({ error: null, tries: s.tries + 1 }));
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <RouteError error={error} onRetry={this.retry} />;
  }
}

/** The message shown instead of a screen that could not load or crashed. */
function RouteError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useT('shell');
  const offline = error instanceof ChunkLoadError;
  return (
    <div className="container route-error" role="alert">
      <h1 className="route-error-title">{offline ? t('routeError.notLoaded') : t('routeError.crashed')}</h1>
      <p className="muted">{offline ? (navigator.onLine ? t('routeError.dropped') : t('routeError.offline')) : t('routeError.tryAgain')}</p>
      <p className="route-error-actions">
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('routeError.retry')}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => window.history.back()}>
          {t('routeError.back')}
        </button>
      </p>
    </div>
  );
}
