import {
  createApi,
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { ApiErrorBody } from '@delv/shared';
import { MSG } from '@delv/shared';
import { getLanguage } from '../i18n/language';
import { reportNetworkFailure } from './offline';
import { deliver, type OutboxConfig, type OutboxItem } from './outbox';

// The ONE createApi of the app. Each feature adds its endpoints with api.injectEndpoints in its
// own features/<area>/api.ts, so invalidation works across areas (DESIGN.md, RTK docs), and
// declares the cache tags its endpoints provide or invalidate there, with
// api.enhanceEndpoints({ addTagTypes: [...] }): a new feature does not edit this file.

interface TokenState {
  session: { token: string | null };
}

/** The signed-in person's token (lib/ reads the session without importing the auth feature). */
export const bearerToken = (state: unknown): string | null => (state as TokenState).session.token;

/** The auth feature's `expired` action (sessionSlice): ends the session and empties the cache. */
export const sessionExpired = () => ({ type: 'session/expired' as const });

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  prepareHeaders: (headers, { getState }) => {
    const token = bearerToken(getState());
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // The page's language, so mails the server sends for this call (a guest's registration, a
    // new Google account) are in it (issue 11).
    headers.set('Accept-Language', getLanguage());
    return headers;
  },
});

/** A 401 on a call made WITH a token means the token was revoked or expired: end the session. */
const transport: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, apiCtx, extra) => {
  const result = await rawBaseQuery(args, apiCtx, extra);
  if (result.error?.status === 401 && bearerToken(apiCtx.getState())) apiCtx.dispatch(sessionExpired());
  if (result.error?.status === 'FETCH_ERROR') reportNetworkFailure();
  return result;
};

/** A write that must survive offline names its place in the outbox (lib/outbox.ts). */
export interface OutboxArgs extends FetchArgs {
  outbox: { kind: string; refresh?: OutboxItem['refresh']; listedAtOnce?: boolean };
}

/** Every call goes through `transport`; a call with `outbox` goes through the outbox, which sends
 * it with the same transport (apiTransport), now or when the network returns. */
const baseQuery: BaseQueryFn<string | FetchArgs | OutboxArgs, unknown, FetchBaseQueryError> = (args, apiCtx, extra) => {
  if (typeof args === 'string' || !('outbox' in args)) return transport(args, apiCtx, extra);
  const { url, body, outbox } = args;
  const fields = body as Record<string, unknown> & { clientId?: string };
  return deliver({ ...outbox, path: url, body: fields, id: fields.clientId }) as ReturnType<typeof transport>;
};

/** The outbox's transport (main.tsx starts it with the app's store): its requests are signed and
 * answered like every other call. */
export function apiTransport(store: { dispatch: BaseQueryApi['dispatch']; getState: () => unknown }): OutboxConfig['send'] {
  return (request) =>
    transport(
      request,
      { ...store, signal: new AbortController().signal, abort: () => undefined, extra: undefined, endpoint: 'outbox', type: 'mutation' },
      {},
    ) as ReturnType<OutboxConfig['send']>;
}

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [],
  endpoints: () => ({}),
});

/** The text to show for a failed call: the server's message, or a network message. */
export function errorMessage(error: unknown): string {
  if (!error || typeof error !== 'object') return MSG.serverError;
  const e = error as { status?: unknown; data?: unknown; error?: string };
  if (e.status === 'FETCH_ERROR') return MSG.networkError;
  const body = e.data as Partial<ApiErrorBody> | undefined;
  return body?.error?.message ?? body?.err ?? e.error ?? MSG.serverError;
}

/** The call was refused to this person (403): a part of a screen that is not theirs stays hidden. */
export const isForbidden = (error: unknown): boolean => (error as { status?: unknown } | undefined)?.status === 403;

/** Field messages from a 400, keyed by field name, for formik's setErrors. */
export function fieldErrors(error: unknown): Record<string, string> {
  const body = (error as { data?: Partial<ApiErrorBody> } | undefined)?.data;
  return body?.error?.fields ?? {};
}
