import type { ApiSuccess, InvitationLanding } from '@delv/shared';
import { api } from '../../lib/api';

/** The landing of an invitation link (contract: GET /invitation/:id?key=, public). The mailed
 * link carries the invitee's key; the copyable link does not, and then only the inviter shows. */
export const invitationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvitation: build.query<ApiSuccess<InvitationLanding>, { id: string; key: string }>({
      query: ({ id, key }) => ({ url: `invitation/${encodeURIComponent(id)}`, params: key ? { key } : undefined }),
    }),
  }),
});

export const { useGetInvitationQuery } = invitationsApi;
