import type { ApiSuccess, CurrentUser, InstitutionSignupInput, LoginInput, LoginResponse, SignupInput } from '@delv/shared';
import { api } from '../../lib/api';

/** Accounts endpoints (auth and sign-up); request bodies are the shared schemas' types. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginInput>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    googleLogin: build.mutation<LoginResponse, { googleUserToken: string }>({
      query: (body) => ({ url: '/auth/google-login', method: 'POST', body }),
    }),
    signup: build.mutation<ApiSuccess, SignupInput>({
      query: (body) => ({ url: '/user', method: 'POST', body }),
    }),
    signupInstitution: build.mutation<ApiSuccess, InstitutionSignupInput>({
      query: (body) => ({ url: '/user/institution', method: 'POST', body }),
    }),
    /**
     * A query, not a mutation: the link is opened once but React may mount the page twice
     * (StrictMode, back/forward); a query shares one request between them, and the token is
     * single-use on the server.
     */
    confirmEmail: build.query<ApiSuccess, string>({
      query: (token) => `/user/confirm/${encodeURIComponent(token)}`,
      keepUnusedDataFor: 600,
    }),
    /** This device only. */
    logout: build.mutation<ApiSuccess, void>({
      query: () => ({ url: '/auth/logout', method: 'GET' }),
    }),
    forgotPassword: build.mutation<ApiSuccess, { email: string }>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<ApiSuccess, { token: string; newPassword: string }>({
      query: (body) => ({ url: '/auth/resetpassword', method: 'POST', body }),
    }),
  }),
});

export const {
  useLoginMutation,
  useGoogleLoginMutation,
  useSignupMutation,
  useSignupInstitutionMutation,
  useConfirmEmailQuery,
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;

export type { CurrentUser };
