import type { ApiSuccess, ContactInput } from '@delv/shared';
import { api } from '../../lib/api';

export const publicApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /contact: kept and mailed to the support team by the server. */
    sendContactMessage: build.mutation<ApiSuccess, ContactInput>({
      query: (body) => ({ url: 'contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = publicApi;
