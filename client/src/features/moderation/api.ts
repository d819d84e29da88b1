import type {
  ApiList,
  ApiSuccess,
  AuditEntry,
  BlockedPerson,
  ModerationAction,
  ModerationActResult,
  ModerationCase,
  ReportInput,
  ReportKind,
  StaffNote,
  StaffPersonView,
  SystemRole,
} from '@delv/shared';
import { api } from '../../lib/api';

export interface AuditFilter {
  action?: string;
  targetKind?: string;
  from?: string;
  to?: string;
  before?: number;
}

export interface CaseRef {
  kind: ReportKind;
  id: string;
}

async function afterwardsEmptyTheCache(
  _arg: unknown,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> },
) {
  try {
    await queryFulfilled;
    dispatch(api.util.resetApiState());
  } catch {
    // The caller shows the failure; nothing changed.
  }
}

const onlySet = (f: AuditFilter) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== ''));

/** Trust and safety (issue 31): reporting, the review queue and its decisions, the audit log. */
export const moderationApi = api.enhanceEndpoints({ addTagTypes: ['ModerationQueue', 'Audit', 'StaffPeople', 'Blocks'] }).injectEndpoints({
  endpoints: (build) => ({
    report: build.mutation<ApiSuccess<never>, ReportInput>({
      query: (body) => ({ url: 'moderation/reports', method: 'POST', body }),
      invalidatesTags: ['ModerationQueue'],
    }),
    moderationQueue: build.query<ApiList<ModerationCase>, { skip: number }>({
      query: ({ skip }) => ({ url: 'moderation/queue', params: { skip } }),
      providesTags: ['ModerationQueue'],
    }),
    /** The reports about the groups and institutions I administer (hide or remove only). */
    localModerationQueue: build.query<ApiList<ModerationCase>, { skip: number }>({
      query: ({ skip }) => ({ url: 'moderation/queue/local', params: { skip } }),
      providesTags: ['ModerationQueue'],
    }),
    claimCase: build.mutation<ApiSuccess<never>, CaseRef>({
      query: ({ kind, id }) => ({ url: `moderation/cases/${kind}/${encodeURIComponent(id)}/claim`, method: 'POST' }),
      invalidatesTags: ['ModerationQueue'],
    }),
    actOnCase: build.mutation<ApiSuccess<ModerationActResult>, CaseRef & { action: ModerationAction; hours?: number; reason?: string }>({
      query: ({ kind, id, ...body }) => ({ url: `moderation/cases/${kind}/${encodeURIComponent(id)}/act`, method: 'POST', body }),
      invalidatesTags: ['ModerationQueue', 'Audit'],
    }),
    dismissCases: build.mutation<ApiSuccess<{ closedReports: number }>, CaseRef[]>({
      query: (cases) => ({ url: 'moderation/dismiss', method: 'POST', body: { cases } }),
      invalidatesTags: ['ModerationQueue', 'Audit'],
    }),
    auditLog: build.query<{ data: AuditEntry[] }, AuditFilter>({
      query: (filter) => ({ url: 'moderation/audit', params: onlySet(filter) }),
      providesTags: ['Audit'],
    }),
    /** The admin console's search (e-mail addresses included: admins only). */
    findPeople: build.query<StaffPersonView[], string>({
      query: (q) => ({ url: 'moderation/people', params: { q } }),
      transformResponse: (res: ApiSuccess<StaffPersonView[]>) => res.data!,
      providesTags: ['StaffPeople'],
    }),
    addStaffNote: build.mutation<ApiSuccess<StaffNote>, { userId: string; text: string }>({
      query: ({ userId, text }) => ({ url: `moderation/people/${encodeURIComponent(userId)}/notes`, method: 'POST', body: { text } }),
      invalidatesTags: ['StaffPeople', 'ModerationQueue', 'Audit'],
    }),
    changeRole: build.mutation<ApiSuccess<{ roles: string[] }>, { userId: string; role: SystemRole; grant: boolean }>({
      query: (body) => ({ url: 'moderation/roles', method: 'POST', body }),
      invalidatesTags: ['StaffPeople', 'Audit'],
    }),
    /** Blocking a person: what other features show changes with it (the feed, comments, follows),
     * so the whole cache is emptied and refetched as it is needed, as at a sign-in. */
    blockPerson: build.mutation<ApiSuccess<never>, string>({
      query: (userId) => ({ url: 'blocks', method: 'POST', body: { userId } }),
      onQueryStarted: afterwardsEmptyTheCache,
    }),
    unblockPerson: build.mutation<ApiSuccess<never>, string>({
      query: (userId) => ({ url: `blocks/${encodeURIComponent(userId)}`, method: 'DELETE' }),
      onQueryStarted: afterwardsEmptyTheCache,
    }),
    myBlocks: build.query<ApiList<BlockedPerson>, { skip: number }>({
      query: ({ skip }) => ({ url: 'blocks', params: { skip } }),
      providesTags: ['Blocks'],
    }),
    /** The log as CSV text, with the same filters (the page saves it as a file). */
    auditCsv: build.mutation<string, AuditFilter>({
      query: (filter) => ({ url: 'moderation/audit.csv', params: onlySet(filter), responseHandler: 'text' }),
    }),
  }),
});

export const {
  useReportMutation,
  useBlockPersonMutation,
  useUnblockPersonMutation,
  useMyBlocksQuery,
  useModerationQueueQuery,
  useLocalModerationQueueQuery,
  useClaimCaseMutation,
  useActOnCaseMutation,
  useDismissCasesMutation,
  useAuditLogQuery,
  useAuditCsvMutation,
  useFindPeopleQuery,
  useChangeRoleMutation,
  useAddStaffNoteMutation,
} = moderationApi;
