import type { AffiliatedMentor, ApiList, ApiSuccess, Session, SessionAttendee } from '@delv/shared';
import { PAGING } from '@delv/shared';
import { api } from '../../lib/api';

export type SessionSort = 'latest' | 'soonest' | 'popular';
export type SessionWhen = 'upcoming' | 'past' | 'all';

export interface SessionListArgs {
  skip?: number;
  limit?: number;
  /** Presenter user ids ('All Mentors' = none). */
  presenter?: string[];
  subscribed?: boolean;
  sort?: SessionSort;
  when?: SessionWhen;
  institution?: string;
}

/** Only what differs from the server's defaults goes into the address (smaller, cache-friendly). */
export function sessionListParams({
  skip = 0,
  limit = PAGING.DEFAULT_LIMIT,
  presenter,
  subscribed,
  sort,
  when,
  institution,
}: SessionListArgs) {
  const params: Record<string, string | number | boolean> = { skip, limit };
  if (presenter?.length) params.presenter = presenter.join(',');
  if (subscribed) params.subscribed = true;
  if (sort && sort !== 'latest') params.sort = sort;
  if (when && when !== 'all') params.when = when;
  if (institution) params.institution = institution;
  return params;
}

export interface GuestRegistration {
  eventId: string;
  firstname: string;
  lastname: string;
  email: string;
}

export const sessionsApi = api.enhanceEndpoints({ addTagTypes: ['Session', 'MentorSummary', 'InstitutionMentors'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The mentors an institution may name as a session's speaker (its affiliated mentors). */
    listSpeakers: build.query<ApiList<AffiliatedMentor>, string>({
      query: (institutionId) => ({ url: `institution/${encodeURIComponent(institutionId)}/mentors`, params: { skip: 0, limit: 100 } }),
      providesTags: (_res, _err, id) => [{ type: 'InstitutionMentors', id }],
    }),
    /** GET /sessions/all: upcoming sessions (public; `subscribed` needs sign-in). */
    listUpcomingSessions: build.query<ApiList<Session>, SessionListArgs>({
      query: (args) => ({ url: 'sessions/all', params: sessionListParams(args) }),
      providesTags: [{ type: 'Session', id: 'LIST' }],
    }),
    /** GET /sessions/: any period (`when`), e.g. my past registrations. */
    listSessions: build.query<ApiList<Session>, SessionListArgs>({
      query: (args) => ({ url: 'sessions', params: sessionListParams(args) }),
      providesTags: [{ type: 'Session', id: 'LIST' }],
    }),
    /** GET /sessions/mentor: sessions I created or present (My Sessions). */
    listMySessions: build.query<ApiList<Session>, SessionListArgs>({
      query: (args) => ({ url: 'sessions/mentor', params: sessionListParams(args) }),
      providesTags: [{ type: 'Session', id: 'LIST' }],
    }),
    getSession: build.query<Session, string>({
      query: (id) => `sessions/session/${encodeURIComponent(id)}`,
      transformResponse: (res: ApiSuccess<Session>) => res.data as Session,
      providesTags: (_r, _e, id) => [{ type: 'Session', id }],
    }),
    /** Signed in: only the event id (the account gives name and e-mail). Guests send the form. */
    registerForSession: build.mutation<ApiSuccess<Session>, { eventId: string } | GuestRegistration>({
      query: (body) => ({ url: 'user/event/register', method: 'POST', body }),
      // The answer carries the session as the registrant now sees it (with the meeting link).
      async onQueryStarted({ eventId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.data) dispatch(sessionsApi.util.upsertQueryData('getSession', eventId, data.data));
        } catch {
          // shown by the page
        }
      },
      invalidatesTags: (_r, err, { eventId }) =>
        err ? [] : [{ type: 'Session', id: 'LIST' }, { type: 'MentorSummary' }, { type: 'Session', id: eventId }],
    }),
    cancelSession: build.mutation<ApiSuccess<Session>, string>({
      query: (id) => ({ url: `sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_r, err, id) => (err ? [] : [{ type: 'Session', id }, { type: 'Session', id: 'LIST' }, { type: 'MentorSummary' }]),
    }),
    getSessionAttendees: build.query<ApiList<SessionAttendee>, { id: string; skip?: number; limit?: number }>({
      query: ({ id, skip = 0, limit = PAGING.DEFAULT_LIMIT }) => ({
        url: `sessions/session/${encodeURIComponent(id)}/attendees`,
        params: { skip, limit },
      }),
      providesTags: (_r, _e, { id }) => [{ type: 'Session', id }],
    }),
  }),
});

export const {
  useListSpeakersQuery,
  useListUpcomingSessionsQuery,
  useListMySessionsQuery,
  useListSessionsQuery,
  useGetSessionQuery,
  useRegisterForSessionMutation,
  useCancelSessionMutation,
  useGetSessionAttendeesQuery,
} = sessionsApi;

/** A session created through lib/upload.ts (its banner upload has a progress bar): refresh every list. */
export const sessionsChanged = () => sessionsApi.util.invalidateTags([{ type: 'Session', id: 'LIST' }, { type: 'MentorSummary' }]);

/** The .ics file of a session ('Add to calendar'): a plain link, so the browser downloads it. */
export const icsUrl = (id: string) => `/api/sessions/session/${encodeURIComponent(id)}/ics`;
