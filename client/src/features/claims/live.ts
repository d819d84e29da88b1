/** Claims on the live channel: the claimant's lists follow each decision and payment, with a word about it. */
import { onLiveEvent } from '../../lib/live';
import { notifySuccess } from '../../lib/notify';
import { i18n } from '../../i18n/catalogues';
import { claimsApi } from './api';

const NOTICE = { approved: 'claims:live.approved', rejected: 'claims:live.rejected', paid: 'claims:live.paid' } as const;

onLiveEvent('claim.changed', (event, { dispatch, me }) => {
  dispatch(claimsApi.util.invalidateTags([{ type: 'Claims', id: 'MINE' }, { type: 'Claims', id: 'QUEUE' }, 'Points']));
  const { claimId, userId, status } = event.data;
  if (userId === me && event.actorId !== me && status !== 'pending')
    notifySuccess(i18n._(NOTICE[status]), { id: `claim-${claimId}-${status}` });
});
