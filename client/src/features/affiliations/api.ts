import type {
  AffiliatedMentor,
  Affiliation,
  AffiliationInvitation,
  ApiList,
  ApiSuccess,
  MemberImport,
  MemberImportCheck,
  MemberInvitation,
  MemberInvitationLanding,
  MemberInviteInput,
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
  .enhanceEndpoints({
    addTagTypes: ['Affiliations', 'AffiliationInvitations', 'InstitutionMentors', 'Institution', 'InstitutionMembers', 'MemberInvitations'],
  })
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
      inviteMember: build.mutation<ApiSuccess<MemberInvitation>, MemberInviteInput & { institutionId: string }>({
        query: ({ institutionId, ...body }) => ({
          url: `institution/${encodeURIComponent(institutionId)}/members/invite`,
          method: 'POST',
          body,
        }),
        invalidatesTags: ['MemberInvitations'],
      }),
      /** The dry run: the file goes up, every row's result comes back; nothing is written. */
      checkMemberImport: build.mutation<ApiSuccess<MemberImportCheck>, { institutionId: string; file: File }>({
        query: ({ institutionId, file }) => ({
          url: `institution/${encodeURIComponent(institutionId)}/members/import/check`,
          method: 'POST',
          body: formWith(file),
        }),
      }),
      startMemberImport: build.mutation<
        ApiSuccess<{ import: MemberImport; check: MemberImportCheck }>,
        { institutionId: string; file: File }
      >({
        query: ({ institutionId, file }) => ({
          url: `institution/${encodeURIComponent(institutionId)}/members/import`,
          method: 'POST',
          body: formWith(file),
        }),
        invalidatesTags: ['MemberInvitations'],
      }),
      /** Read once when the progress bar opens; the live channel moves it after that (live.ts). */
      memberImport: build.query<ApiSuccess<MemberImport>, { institutionId: string; importId: string }>({
        query: ({ institutionId, importId }) =>
          `institution/${encodeURIComponent(institutionId)}/members/imports/${encodeURIComponent(importId)}`,
      }),
      memberInvitations: build.query<ApiList<MemberInvitation>, { id: string; limit: number }>({
        query: ({ id, limit }) => ({ url: `institution/${encodeURIComponent(id)}/members/invitations`, params: { skip: 0, limit } }),
        providesTags: ['MemberInvitations'],
      }),
      resendMemberInvitation: build.mutation<ApiSuccess<MemberInvitation>, string>({
        query: (id) => ({ url: `institution/member/invitations/${encodeURIComponent(id)}/resend`, method: 'POST' }),
        invalidatesTags: ['MemberInvitations'],
      }),
      revokeMemberInvitation: build.mutation<ApiSuccess<MemberInvitation>, string>({
        query: (id) => ({ url: `institution/member/invitations/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: ['MemberInvitations'],
      }),
      memberInvitationLanding: build.query<ApiSuccess<MemberInvitationLanding>, { id: string; key: string }>({
        query: ({ id, key }) => ({ url: `institution/member/invitations/${encodeURIComponent(id)}`, params: key ? { key } : undefined }),
      }),
      acceptMemberInvitation: build.mutation<ApiSuccess<MemberInvitation>, { id: string; institutionId: string }>({
        query: ({ id }) => ({ url: `institution/member/invitations/${encodeURIComponent(id)}/accept`, method: 'POST' }),
        invalidatesTags: (_res, _err, { institutionId }) => [
          { type: 'Institution', id: institutionId },
          { type: 'InstitutionMembers', id: institutionId },
          'Affiliations',
        ],
      }),
    }),
  });

/** The CSV file as the one multipart field the import routes read. */
function formWith(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

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
  useInviteMemberMutation,
  useCheckMemberImportMutation,
  useStartMemberImportMutation,
  useMemberImportQuery,
  useMemberInvitationsQuery,
  useResendMemberInvitationMutation,
  useRevokeMemberInvitationMutation,
  useMemberInvitationLandingQuery,
  useAcceptMemberInvitationMutation,
} = affiliationsApi;
