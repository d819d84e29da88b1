import type { ApiList, ApiSuccess, Claim, ClaimInput, Phone, PointEntry } from '@delv/shared';
import { api } from '../../lib/api';
import type { DeskClaim } from './types';

export type ClaimFilter = 'pending' | 'approved' | 'rejected' | 'paid' | 'all';

export const claimsApi = api.enhanceEndpoints({ addTagTypes: ['Claims', 'Points', 'Phones'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Approved claims to pay, as CSV text (a manual payout run); an action, so nothing is cached. */
    exportApprovedClaims: build.mutation<string, void>({
      query: () => ({ url: 'claim/export', responseHandler: 'text' }),
    }),
    myClaims: build.query<ApiList<Claim>, void>({
      query: () => ({ url: 'claim/mine', params: { limit: 10 } }),
      providesTags: [{ type: 'Claims', id: 'MINE' }],
    }),
    /** My verified numbers, the only ones a claim pays to (the phones feature adds and verifies them). */
    verifiedPhones: build.query<string[], void>({
      query: () => 'phones',
      transformResponse: (answer: ApiSuccess<Phone[]>) => (answer.data ?? []).filter((p) => p.verified).map((p) => p.number),
      providesTags: [{ type: 'Phones', id: 'MINE' }],
    }),
    makeClaim: build.mutation<ApiSuccess<Claim> & { balance: number }, ClaimInput>({
      query: (body) => ({ url: 'claim', method: 'POST', body }),
      // The points list shows the hold; the feed's points query uses the same tag.
      invalidatesTags: [{ type: 'Claims', id: 'MINE' }, 'Points'],
    }),
    claimQueue: build.query<ApiList<DeskClaim>, { status: ClaimFilter; skip: number }>({
      query: ({ status, skip }) => ({ url: 'claim', params: { status, skip, limit: 30 } }),
      providesTags: [{ type: 'Claims', id: 'QUEUE' }],
    }),
    decideClaim: build.mutation<
      ApiSuccess<DeskClaim>,
      { claimId: string; status: 'approved' | 'rejected' | 'paid'; feedback?: string; reference?: string }
    >({
      query: (body) => ({ url: 'claim/update_status', method: 'POST', body }),
      invalidatesTags: [{ type: 'Claims', id: 'QUEUE' }],
    }),
    /** Sends an approved claim through its payout provider (again after a failure). */
    sendPayout: build.mutation<ApiSuccess<DeskClaim>, { claimId: string }>({
      query: (body) => ({ url: 'claim/send_payout', method: 'POST', body }),
      invalidatesTags: [{ type: 'Claims', id: 'QUEUE' }],
    }),
    /** The provider's transaction id of a payout whose fate is unknown: the server asks the provider. */
    checkPayout: build.mutation<ApiSuccess<DeskClaim>, { claimId: string; providerRef: string }>({
      query: (body) => ({ url: 'claim/check_payout', method: 'POST', body }),
      invalidatesTags: [{ type: 'Claims', id: 'QUEUE' }],
    }),
    /** A claimant's points (reviewers may read anyone's: GET /user/points/:userId). */
    pointsOf: build.query<ApiList<PointEntry> & { total: number }, string>({
      query: (userId) => ({ url: `user/points/${userId}`, params: { limit: 50 } }),
      providesTags: (_r, _e, userId) => [{ type: 'Points', id: userId }],
    }),
    rejectPostPoints: build.mutation<
      ApiSuccess<{ taken: number; balance: number }>,
      { userId: string; postId: string; claimId: string; feedback: string }
    >({
      query: (body) => ({ url: 'points/reject_post', method: 'POST', body }),
      invalidatesTags: (_r, _e, { userId }) => [
        { type: 'Points', id: userId },
        { type: 'Claims', id: 'QUEUE' },
      ],
    }),
  }),
});

export const {
  useExportApprovedClaimsMutation,
  useMyClaimsQuery,
  useVerifiedPhonesQuery,
  useMakeClaimMutation,
  useClaimQueueQuery,
  useDecideClaimMutation,
  useSendPayoutMutation,
  useCheckPayoutMutation,
  usePointsOfQuery,
  useRejectPostPointsMutation,
} = claimsApi;
