import type { ApiSuccess, InvitationLanding } from '@delv/shared';
import { api } from '../../lib/api';

/** The landing of an e-mailed invitation link (contract: GET /invitation/:id, public). */
export const invitationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvitation: build.query<ApiSuccess<InvitationLanding>, string>({
      query: (id) => `invitation/${encodeURIComponent(id)}`,
    }),
  }),
});

export const { useGetInvitationQuery } = invitationsApi;
