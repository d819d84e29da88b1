/**
 * Claims on the live channel: the claimant's lists and points follow each decision and payment,
 * with a word about it. Registered by the app for every page of a signed-in person (a rejection
 * must reach a learner who is not on My Points), so it stays small: the shared api, not this
 * feature's endpoints, and the feature's words only when a notice is shown.
 */
import { getLanguage, loadCatalogue } from '../../i18n';
import { i18n } from '../../i18n/catalogues';
import { api } from '../../lib/api';
import { onLiveEvent } from '../../lib/live';
import { notifyError, notifySuccess } from '../../lib/notify';

const NOTICE = { approved: 'claims:live.approved', rejected: 'claims:live.rejected', paid: 'claims:live.paid' } as const;
// The claims feature's tags (api.ts adds them to the shared api); the feed's points list uses 'Points' too.
const TAGS = [{ type: 'Claims', id: 'MINE' }, { type: 'Claims', id: 'QUEUE' }, 'Points'] as unknown as Parameters<
  typeof api.util.invalidateTags
>[0];

onLiveEvent('claim.changed', (event, { dispatch, me }) => {
  dispatch(api.util.invalidateTags(TAGS));
  const { claimId, userId, status } = event.data;
  if (userId !== me || event.actorId === me || status === 'pending') return;
  void loadCatalogue('claims', getLanguage()).then(
    // A refusal is told as bad news, not with a success tick.
    () => (status === 'rejected' ? notifyError : notifySuccess)(i18n._(NOTICE[status]), { id: `claim-${claimId}-${status}` }),
    () => undefined, // the words could not be fetched (offline): the lists still follow
  );
});
