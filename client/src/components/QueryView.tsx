import { useEffect, useRef, type ReactNode } from 'react';
import { apiErrorMessage, useMessages, useT, type TranslateMessage } from '../i18n';
import { isOnline, onConnectivityChange } from '../lib/offline';
import EmptyState from './EmptyState';
import Spinner from './Spinner';

/** What QueryView needs of an RTK Query answer (pass `data: currentData` to hide the previous page's). */
export interface QueryState<T> {
  data?: T;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

const RETRY_CLASS = { primary: 'btn btn-primary', outline: 'btn btn-outline', link: 'btn btn-link' } as const;

/** A failed load is tried again by itself when the network returns (issue 36: a screen opened
 * offline stayed at 'could not be loaded' until someone pressed Try again). */
function useRetryWhenOnline(failed: boolean, refetch: () => unknown): void {
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => {
    if (!failed) return undefined;
    return onConnectivityChange(() => {
      if (isOnline()) void latest.current();
    });
  }, [failed]);
}

/**
 * The one way a list or page shows its data's states: a spinner while nothing is here yet, the
 * failure in words with Try again (tried again by itself when the network returns), the empty
 * state, or the data (`children`). Data already shown stays while it is fetched again. A screen
 * that returns early renders it for the first two alone.
 */
export default function QueryView<T>({
  query,
  words = [],
  messages,
  inline = false,
  missing,
  isEmpty,
  empty,
  retry = 'primary',
  also,
  frame,
  children,
}: {
  query: QueryState<T>;
  /** The spinner's words ('Loading groups') and the failure's title ('Groups could not be loaded');
   * the failure's text is the API's message, worded by `messages`. */
  words?: [loading?: string, failed?: string];
  /** In a panel, a modal or a list item: the failure is one line (`failed`, else the API's message, and a Try again link). */
  inline?: boolean;
  /** How to word the API's message (a screen's `tm` with its area's messages; MSG alone by default). */
  messages?: TranslateMessage;
  /** What shows instead of the failure when the thing is not there (the API answered 404). */
  missing?: ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  retry?: keyof typeof RETRY_CLASS;
  /** Another way out beside Try again (a link back to the list). */
  also?: ReactNode;
  /** A class for a box around the spinner and the failure (a page's container). */
  frame?: string;
  /** The data shown; without it only the waiting and failed states show (`if (!data) return <QueryView … />`). */
  children?: (data: T) => ReactNode;
}) {
  const t = useT('shell');
  const tmShared = useMessages();
  const tm = messages ?? tmShared;
  const [loading, failed] = words;
  const { data, error, isFetching, refetch } = query;
  const framed = (node: ReactNode) => (frame ? <div className={frame}>{node}</div> : node);
  useRetryWhenOnline(data === undefined && Boolean(error) && !isFetching, refetch);
  if (data === undefined) {
    if (isFetching || !error) return framed(<Spinner label={loading} />);
    if (missing && (error as { status?: unknown }).status === 404) return framed(missing);
    const tryAgain = (
      <button type="button" className={inline ? RETRY_CLASS.link : RETRY_CLASS[retry]} onClick={() => void refetch()}>
        {t('query.tryAgain')}
      </button>
    );
    if (inline)
      return framed(
        <p className="muted" role="alert">
          {failed ?? tm(apiErrorMessage(error))} {tryAgain}
        </p>,
      );
    return framed(
      <EmptyState
        title={failed ?? ''}
        text={tm(apiErrorMessage(error))}
        action={
          also ? (
            <span className="row">
              {tryAgain}
              {also}
            </span>
          ) : (
            tryAgain
          )
        }
      />,
    );
  }
  if (isEmpty?.(data)) return <>{empty}</>;
  return <>{children?.(data)}</>;
}
