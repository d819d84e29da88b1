/**
 * Affiliations on the live channel: the mentor's invitations and affiliations, the admins' pending
 * lists and an import's progress bar follow what the other side does, without a reload.
 */
import { onLiveEvent } from '../../lib/live';
import { affiliationsApi } from './api';

onLiveEvent(['affiliation.invitation.changed', 'affiliation.changed'], (_event, { dispatch }) => {
  dispatch(affiliationsApi.util.invalidateTags(['AffiliationInvitations', 'Affiliations', 'InstitutionMentors']));
});

onLiveEvent('member.invitation.changed', (_event, { dispatch }) => {
  dispatch(affiliationsApi.util.invalidateTags(['MemberInvitations']));
});

// The progress bar moves from the event alone: no request per batch.
onLiveEvent('member.import.progress', ({ data }, { dispatch }) => {
  dispatch(
    affiliationsApi.util.updateQueryData('memberImport', { institutionId: data.institutionId, importId: data.importId }, (draft) => {
      draft.data = {
        ...draft.data!,
        sent: data.sent,
        total: data.total,
        finishedAt: data.finished ? (draft.data?.finishedAt ?? new Date().toISOString()) : null,
      };
    }),
  );
  if (data.finished) dispatch(affiliationsApi.util.invalidateTags(['MemberInvitations']));
});
