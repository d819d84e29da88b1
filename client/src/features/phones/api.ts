import type { ApiSuccess, Phone, SmsPreference, SmsStatus } from '@delv/shared';
import { api } from '../../lib/api';

type Preferences = { preferences: SmsPreference[]; hasVerifiedPhone: boolean };

/** My numbers and their codes, SMS kinds, and the admins' SMS figures (issue 33). */
export const phonesApi = api.enhanceEndpoints({ addTagTypes: ['Phones', 'SmsPreferences'] }).injectEndpoints({
  endpoints: (build) => ({
    myPhones: build.query<Phone[], void>({
      query: () => 'phones',
      transformResponse: (res: ApiSuccess<Phone[]>) => res.data ?? [],
      // The claims' form reads the same list (its verified numbers) under this tag.
      providesTags: [{ type: 'Phones', id: 'MINE' }],
    }),
    addPhone: build.mutation<ApiSuccess<Phone>, string>({
      query: (number) => ({ url: 'phones', method: 'POST', body: { number } }),
      invalidatesTags: [{ type: 'Phones', id: 'MINE' }],
    }),
    resendCode: build.mutation<ApiSuccess<Phone>, string>({
      query: (id) => ({ url: `phones/${encodeURIComponent(id)}/resend`, method: 'POST' }),
      invalidatesTags: [{ type: 'Phones', id: 'MINE' }],
    }),
    verifyPhone: build.mutation<ApiSuccess<Phone>, { id: string; code: string }>({
      query: ({ id, code }) => ({ url: `phones/${encodeURIComponent(id)}/verify`, method: 'POST', body: { code } }),
      invalidatesTags: [{ type: 'Phones', id: 'MINE' }, 'SmsPreferences'],
    }),
    removePhone: build.mutation<ApiSuccess, string>({
      query: (id) => ({ url: `phones/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Phones', id: 'MINE' }, 'SmsPreferences'],
    }),
    smsPreferences: build.query<Preferences, void>({
      query: () => 'sms/preferences',
      transformResponse: (res: ApiSuccess<Preferences>) => res.data ?? { preferences: [], hasVerifiedPhone: false },
      providesTags: ['SmsPreferences'],
    }),
    saveSmsPreferences: build.mutation<ApiSuccess<Preferences>, SmsPreference[]>({
      query: (preferences) => ({ url: 'sms/preferences', method: 'PUT', body: { preferences } }),
      invalidatesTags: ['SmsPreferences', { type: 'Phones', id: 'MINE' }],
    }),
    smsStatus: build.query<SmsStatus, void>({
      query: () => 'sms/status',
      transformResponse: (res: ApiSuccess<SmsStatus>) => res.data!,
    }),
  }),
});

export const {
  useMyPhonesQuery,
  useAddPhoneMutation,
  useResendCodeMutation,
  useVerifyPhoneMutation,
  useRemovePhoneMutation,
  useSmsPreferencesQuery,
  useSaveSmsPreferencesMutation,
  useSmsStatusQuery,
} = phonesApi;
