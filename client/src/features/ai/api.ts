import type { ApiSuccess, AskInput } from '@delv/shared';
import { api } from '../../lib/api';

export const aiApi = api.injectEndpoints({
  endpoints: (build) => ({
    aiStatus: build.query<ApiSuccess<{ available: boolean }>, void>({ query: () => 'ai/status' }),
    askAi: build.mutation<ApiSuccess<{ answer: string }>, AskInput>({ query: (body) => ({ url: 'ai/ask', method: 'POST', body }) }),
  }),
});

export const { useAiStatusQuery, useAskAiMutation } = aiApi;
