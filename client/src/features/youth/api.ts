import type {
  ApiList,
  ApiSuccess,
  ConsentFacts,
  HeldMessage,
  SafeguardingConcern,
  SafeguardingLead,
  WaitingLearner,
  YouthStanding,
} from '@delv/shared';

export type { WaitingLearner };
import { api } from '../../lib/api';

/** Young learners (issue 32): age and consent, the guardian's page, institutions' consent, held messages. */
export const youthApi = api.enhanceEndpoints({ addTagTypes: ['Youth', 'YouthWaiting', 'YouthHeld', 'YouthLeads'] }).injectEndpoints({
  endpoints: (build) => ({
    youthStanding: build.query<YouthStanding, void>({
      query: () => 'youth/me',
      transformResponse: (res: ApiSuccess<YouthStanding>) => res.data!,
      providesTags: ['Youth'],
    }),
    giveBirthDate: build.mutation<ApiSuccess<YouthStanding>, string>({
      query: (birthDate) => ({ url: 'youth/birth-date', method: 'PUT', body: { birthDate } }),
      invalidatesTags: ['Youth'],
    }),
    askGuardian: build.mutation<ApiSuccess, { guardianEmail?: string; guardianPhone?: string }>({
      query: (body) => ({ url: 'youth/consent/request', method: 'POST', body }),
      invalidatesTags: ['Youth'],
    }),
    consentFacts: build.query<ConsentFacts, string>({
      query: (token) => `youth/consent/${encodeURIComponent(token)}`,
      transformResponse: (res: ApiSuccess<ConsentFacts>) => res.data!,
    }),
    decideConsent: build.mutation<ApiSuccess<ConsentFacts>, { token: string; decision: 'give' | 'withdraw' }>({
      query: ({ token, decision }) => ({ url: `youth/consent/${encodeURIComponent(token)}`, method: 'POST', body: { decision } }),
    }),
    learnersWaiting: build.query<ApiList<WaitingLearner>, { skip: number }>({
      query: ({ skip }) => ({ url: 'youth/institution/waiting', params: { skip, limit: 20 } }),
      providesTags: ['YouthWaiting'],
    }),
    consentAsInstitution: build.mutation<ApiSuccess, string>({
      query: (userId) => ({ url: 'youth/consent/institution', method: 'POST', body: { userId, holdsConsent: true } }),
      invalidatesTags: ['YouthWaiting'],
    }),
    concerns: build.query<ApiList<SafeguardingConcern>, { skip: number }>({
      query: ({ skip }) => ({ url: 'youth/concerns', params: { skip, limit: 20 } }),
    }),
    institutionLeads: build.query<SafeguardingLead[], void>({
      query: () => 'youth/institution/leads',
      transformResponse: (res: ApiSuccess<SafeguardingLead[]>) => res.data!,
      providesTags: ['YouthLeads'],
    }),
    leadCandidates: build.query<SafeguardingLead[], void>({
      query: () => 'youth/institution/lead-candidates',
      transformResponse: (res: ApiSuccess<SafeguardingLead[]>) => res.data!,
      providesTags: ['YouthLeads'],
    }),
    setLead: build.mutation<ApiSuccess, { userId: string; lead: boolean }>({
      query: ({ userId, lead }) =>
        lead
          ? { url: 'youth/institution/leads', method: 'POST', body: { userId } }
          : { url: `youth/institution/leads/${userId}`, method: 'DELETE' },
      invalidatesTags: ['YouthLeads'],
    }),
    heldMessages: build.query<ApiList<HeldMessage>, { skip: number }>({
      query: ({ skip }) => ({ url: 'youth/held', params: { skip, limit: 20 } }),
      providesTags: ['YouthHeld'],
    }),
    decideHeld: build.mutation<ApiSuccess, { id: string; decision: 'release' | 'remove' }>({
      query: ({ id, decision }) => ({ url: `youth/held/${id}`, method: 'POST', body: { decision } }),
      invalidatesTags: ['YouthHeld'],
    }),
  }),
});

export const {
  useYouthStandingQuery,
  useGiveBirthDateMutation,
  useAskGuardianMutation,
  useConsentFactsQuery,
  useDecideConsentMutation,
  useLearnersWaitingQuery,
  useConsentAsInstitutionMutation,
  useHeldMessagesQuery,
  useDecideHeldMutation,
  useConcernsQuery,
  useInstitutionLeadsQuery,
  useLeadCandidatesQuery,
  useSetLeadMutation,
} = youthApi;
