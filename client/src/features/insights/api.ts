import type { ApiSuccess, Insights, InsightsTable } from '@delv/shared';
import { api } from '../../lib/api';

export interface RangeArgs {
  from: string;
  to: string;
}

/*
 * Insights (issue 34): the dashboards are read-only figures rolled up by the server each hour, so
 * they are not invalidated by anyone's writes; a range is its own cache entry.
 */
export const insightsApi = api.injectEndpoints({
  endpoints: (build) => ({
    institutionInsights: build.query<Insights, RangeArgs & { id: string }>({
      query: ({ id, from, to }) => ({ url: `insights/institution/${encodeURIComponent(id)}`, params: { from, to } }),
      transformResponse: (res: ApiSuccess<Insights>) => res.data!,
    }),
    platformInsights: build.query<Insights, RangeArgs>({
      query: ({ from, to }) => ({ url: 'insights/platform', params: { from, to } }),
      transformResponse: (res: ApiSuccess<Insights>) => res.data!,
    }),
    /** One of the institution's CSV downloads, as text (the page saves it as a file). */
    insightsCsv: build.mutation<string, RangeArgs & { id: string; table: InsightsTable }>({
      query: ({ id, table, from, to }) => ({
        url: `insights/institution/${encodeURIComponent(id)}/export/${table}`,
        params: { from, to },
        responseHandler: 'text',
      }),
    }),
  }),
});

export const { useInstitutionInsightsQuery, usePlatformInsightsQuery, useInsightsCsvMutation } = insightsApi;
