import type {
  AffiliatedMentor,
  Affiliation,
  AffiliationInvitation,
  ApiList,
  ApiSuccess,
  MentorCreateInput,
  MentorInviteInput,
  PublicUser,
  SentSurvey,
  SurveySendInput,
} from '@delv/shared';
import { api } from '../../lib/api';

/*
 * Affiliations between institutions and mentors (issue 14): a mentor's affiliations and
 * invitations, an institution's mentors and pending invitations, Create and Invite Mentor, surveys.
 * Every list is refreshed by tag after an answer, and by the live events in live.ts.
 */
export const affiliationsApi = api
  .enhanceEndpoints({ addTagTypes: ['Affiliations', 'AffiliationInvitations', 'InstitutionMentors', 'Institution'] })
  .injectEndpoints({
    endpoints: (build) => ({
      myAffiliations: build.query<ApiList<Affiliation>, void>({
        query: () => 'affiliations',
        providesTags: ['Affiliations'],
      }),
      myInvitations: build.query<ApiList<AffiliationInvitation>, void>({
        query: () => 'affiliations/currentuser',
        providesTags: ['AffiliationInvitations'],
      }),
      answerInvitation: build.mutation<ApiSuccess, { id: string; accept: boolean }>({
        query: ({ id, accept }) => ({
          url: `affiliations/invitations/${encodeURIComponent(id)}/${accept ? 'accept' : 'reject'}`,
          method: 'POST',
        }),
        invalidatesTags: ['Affiliations', 'AffiliationInvitations', 'InstitutionMentors'],
      }),
      leaveInstitution: build.mutation<ApiSuccess, string>({
        query: (institutionId) => ({ url: `affiliations/${encodeURIComponent(institutionId)}`, method: 'DELETE' }),
        invalidatesTags: ['Affiliations', 'InstitutionMentors'],
      }),
      institutionMentors: build.query<ApiList<AffiliatedMentor>, { id: string; limit: number }>({
        query: ({ id, limit }) => ({ url: `institution/${encodeURIComponent(id)}/mentors`, params: { skip: 0, limit } }),
        providesTags: (_res, _err, { id }) => [{ type: 'InstitutionMentors', id }],
      }),
      removeMentor: build.mutation<ApiSuccess, { id: string; mentorId: string }>({
        query: ({ id, mentorId }) => ({
          url: `institution/${encodeURIComponent(id)}/mentors/${encodeURIComponent(mentorId)}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['InstitutionMentors'],
      }),
      pendingInvitations: build.query<ApiList<AffiliationInvitation>, string>({
        query: (id) => ({ url: `institution/${encodeURIComponent(id)}/mentor/invitations`, params: { skip: 0, limit: 50 } }),
        providesTags: ['AffiliationInvitations'],
      }),
      resendInvitation: build.mutation<ApiSuccess<AffiliationInvitation>, string>({
        query: (id) => ({ url: `institution/mentor/invitations/${encodeURIComponent(id)}/resend`, method: 'POST' }),
        invalidatesTags: ['AffiliationInvitations'],
      }),
      revokeInvitation: build.mutation<ApiSuccess<AffiliationInvitation>, string>({
        query: (id) => ({ url: `institution/mentor/invitations/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: ['AffiliationInvitations'],
      }),
      inviteMentor: build.mutation<ApiSuccess<AffiliationInvitation>, MentorInviteInput>({
        query: (body) => ({ url: 'institution/mentor/invite', method: 'POST', body }),
        invalidatesTags: ['AffiliationInvitations', 'InstitutionMentors'],
      }),
      createMentor: build.mutation<ApiSuccess, MentorCreateInput>({
        query: (body) => ({ url: 'mentor', method: 'POST', body }),
        invalidatesTags: ['InstitutionMentors'],
      }),
      /** Mentors to invite: found by name among all confirmed mentors (30 at a time). */
      mentorCandidates: build.query<ApiList<PublicUser>, string>({
        query: (q) => ({ url: 'user/mentors', params: { skip: 0, limit: 30, ...(q ? { q } : {}) } }),
      }),
      sendSurvey: build.mutation<ApiSuccess<SentSurvey>, SurveySendInput>({
        query: (body) => ({ url: 'institution/surveys/send', method: 'POST', body }),
      }),
    }),
  });

export const {
  useMyAffiliationsQuery,
  useMyInvitationsQuery,
  useAnswerInvitationMutation,
  useLeaveInstitutionMutation,
  useInstitutionMentorsQuery,
  useRemoveMentorMutation,
  usePendingInvitationsQuery,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
  useInviteMentorMutation,
  useCreateMentorMutation,
  useSendSurveyMutation,
  useMentorCandidatesQuery,
} = affiliationsApi;
