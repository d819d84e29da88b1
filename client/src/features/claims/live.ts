/** Claims on the live channel: the claimant's lists follow each decision, with a word about it. */
import { CLAIM_MSG } from '@delv/shared';
import { onLiveEvent } from '../../lib/live';
import { notifySuccess } from '../../lib/notify';
import { translateMessage } from '../../i18n';
import { claimsApi } from './api';

onLiveEvent('claim.changed', (event, { dispatch, me }) => {
  dispatch(claimsApi.util.invalidateTags([{ type: 'Claims', id: 'MINE' }, { type: 'Claims', id: 'QUEUE' }, 'Points']));
  if (event.data.userId === me && event.actorId !== me)
    notifySuccess(translateMessage(CLAIM_MSG.updated), { id: `claim-${event.data.claimId}` });
});
