import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { deliverLiveEvent } from '../lib/live';
import { notifyError } from '../lib/notify';
import { mockServer } from '../test/fakeFetch';
import { makeUser } from '../test/render';
import { claimsApi } from '../features/claims/api';
import { makeStore } from './store';
// What the layout loads for a signed-in person after the first paint: no screen of the claims feature is opened here.
import './SignedIn';

vi.mock('../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const me = makeUser();
const claimId = '00000000-0000-4000-8000-000000000701';

describe('live claim decisions on any page', () => {
  it('when a reviewer rejects my claim while I am elsewhere, then a notice tells me and my claims are fetched again', async () => {
    const server = mockServer({ 'GET /api/claim/mine': { body: { success: true, data: [], count: 0 } } });
    const store = makeStore({ session: { token: 'test-token', user: me, loggedIn: true } as never });
    const mine = store.dispatch(claimsApi.endpoints.myClaims.initiate());
    await waitFor(() => expect(server.callsTo('GET', '/api/claim/mine')).toHaveLength(1));
    deliverLiveEvent(
      { id: '12', type: 'claim.changed', actorId: 'a-reviewer', at: '', data: { claimId, userId: me._id, status: 'rejected' } },
      { dispatch: store.dispatch, me: me._id },
    );
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('Your claim was not approved: the points are back', { id: `claim-${claimId}-rejected` }),
    );
    await waitFor(() => expect(server.callsTo('GET', '/api/claim/mine')).toHaveLength(2));
    mine.unsubscribe();
  });
});
