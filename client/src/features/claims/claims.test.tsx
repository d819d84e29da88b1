import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Claim } from '@delv/shared';
import { CLAIM_MSG } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../test/render';
import { mockServer } from '../../test/fakeFetch';
import { notifyError, notifySuccess } from '../../lib/notify';
import { deliverLiveEvent } from '../../lib/live';
import type { DeskClaim } from './types';
import RedeemPanel from './components/RedeemPanel';
import PendingClaimsPage from './pages/PendingClaimsPage';

vi.mock('../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const me = makeUser();
const claim: Claim = {
  _id: '00000000-0000-4000-8000-000000000801',
  userId: me._id,
  claimant: { _id: me._id, firstname: 'Amina', lastname: 'Nakato', profilePicture: null, joinedAt: '' },
  amount: 2000,
  institution: 'Makerere University',
  phone: '+256772123456',
  redeemableAs: 'Airtime',
  status: 'pending',
  feedback: '',
  statusBy: null,
  decidedAt: null,
  reference: '',
  createdAt: '2026-11-24T10:00:00.000Z',
  balance: 150,
  claimsBefore: 0,
};
/** The same claim as the desk gets it: nothing paid yet, one approval needed, no risk flagged. */
const desk: DeskClaim = {
  ...claim,
  payout: { status: null, provider: null, reason: '', attempts: 0, updatedAt: null },
  can: { approve: true, markPaid: false, sendPayout: false, checkPayout: false },
  review: { approvals: 0, needed: 1, firstApprovedBy: null },
  risk: {
    phoneAccounts: 0,
    accountAgeDays: 120,
    pointsLastDay: 0,
    pointsUsualDay: 40,
    deviceClaims: 1,
    deviceAccounts: 1,
    addressClaims: 1,
    addressAccounts: 1,
    rejectedBefore: 0,
    flags: [],
  },
};
const myPhones = (numbers: Array<[string, boolean]>) => ({
  body: {
    success: true,
    data: numbers.map(([number, verified], i) => ({
      _id: `00000000-0000-4000-8000-00000000090${i}`,
      number,
      verified,
      verifiedAt: verified ? '2026-11-20T10:00:00.000Z' : null,
      resendAt: null,
      codeExpiresAt: null,
      smsStopped: false,
      createdAt: '2026-11-20T09:00:00.000Z',
    })),
  },
});

describe('redeeming points', () => {
  it("when there are fewer than 2000 points, then Redeem says 'Oops.. You can only redeem amount above 2000. Collect More Points' and opens no form", async () => {
    const user = userEvent.setup();
    mockServer({ 'GET /api/claim/mine': { body: { success: true, data: [], count: 0 } } });
    renderWithProviders(<RedeemPanel total={1200} />, { user: me });
    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    expect(screen.getByRole('alert')).toHaveTextContent(CLAIM_MSG.tooFew);
    expect(screen.queryByLabelText('Institution')).not.toBeInTheDocument();
  });

  it('when the form is filled, then the claim goes to one of my verified numbers (never an unverified one), with this device’s id', async () => {
    const user = userEvent.setup();
    const server = mockServer({
      'GET /api/claim/mine': { body: { success: true, data: [], count: 0 } },
      'GET /api/phones': myPhones([
        ['+256700000001', false],
        ['+256772123456', true],
        ['+254712345678', true],
      ]),
      'POST /api/claim': { status: 201, body: { success: true, message: CLAIM_MSG.submitted, data: claim, balance: 150 } },
    });
    renderWithProviders(<RedeemPanel total={2150} />, { user: me });
    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect(screen.getByText(CLAIM_MSG.institutionRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Institution'), 'Makerere University');
    const numbers = await screen.findByLabelText('Mobile number with country code');
    expect(
      within(numbers)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['+256772123456', '+254712345678']);
    await user.selectOptions(numbers, '+254712345678');
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect(await screen.findByRole('status')).toHaveTextContent(CLAIM_MSG.submitted);
    const sent = server.callsTo('POST', '/api/claim')[0].body as Record<string, unknown>;
    expect(sent).toEqual({
      institution: 'Makerere University',
      phone: '+254712345678',
      redeemableAs: 'Airtime',
      amount: 2000,
      device: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(localStorage.getItem('delv.device')).toBe(sent.device);
  });

  it('when I have no verified number, then the form says so and links to verifying one', async () => {
    const user = userEvent.setup();
    const server = mockServer({
      'GET /api/claim/mine': { body: { success: true, data: [], count: 0 } },
      'GET /api/phones': myPhones([['+256700000001', false]]),
    });
    renderWithProviders(<RedeemPanel total={2150} />, { user: me });
    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Claims are paid only to a number you verified.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify a phone number' })).toHaveAttribute('href', '/updateprofile?tab=phones');
    await user.type(screen.getByLabelText('Institution'), 'Makerere University');
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect(screen.getByText(CLAIM_MSG.phoneNotVerified)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/claim')).toHaveLength(0);
  });
});

describe("the reviewers' desk", () => {
  it('lists pending claims with the facts, and approving sends the decision with feedback', async () => {
    const user = userEvent.setup();
    const reviewer = makeUser({ _id: '00000000-0000-4000-8000-000000000009', roles: ['claimReviewer'] });
    const server = mockServer({
      'GET /api/claim': { body: { success: true, data: [desk], count: 1 } },
      'POST /api/claim/update_status': { body: { success: true, message: CLAIM_MSG.updated, data: { ...desk, status: 'approved' } } },
    });
    renderWithProviders(<PendingClaimsPage />, { user: reviewer });
    expect(await screen.findByRole('heading', { name: 'Pending Claims (1)' })).toBeInTheDocument();
    const card = screen.getByText('Amina Nakato').closest('li')!;
    expect(card).toHaveTextContent('first claim · 150 points left');
    expect(card).toHaveTextContent('+256772123456');
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve the claim of 2,000 points' });
    await user.type(within(dialog).getByLabelText('Feedback (optional)'), 'Well earned');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(CLAIM_MSG.updated));
    expect(server.callsTo('POST', '/api/claim/update_status')[0].body).toEqual({
      claimId: claim._id,
      status: 'approved',
      feedback: 'Well earned',
    });
  });

  it('when a claim shows signs of abuse, then its risk signals show, the flagged ones marked', async () => {
    const reviewer = makeUser({ _id: '00000000-0000-4000-8000-000000000009', roles: ['claimReviewer'] });
    const risky: DeskClaim = {
      ...desk,
      risk: {
        phoneAccounts: 2,
        accountAgeDays: 0,
        pointsLastDay: 2400,
        pointsUsualDay: 10,
        deviceClaims: 3,
        deviceAccounts: 3,
        addressClaims: 4,
        addressAccounts: 1,
        rejectedBefore: 1,
        flags: ['sharedPhone', 'newAccount', 'burst', 'sharedDevice', 'rejectedBefore'],
      },
    };
    mockServer({ 'GET /api/claim': { body: { success: true, data: [risky], count: 1 } } });
    renderWithProviders(<PendingClaimsPage />, { user: reviewer });
    const signals = await screen.findByRole('region', { name: 'Risk signals' });
    expect(signals).toHaveTextContent('Needs a closer look');
    const lines = within(signals).getAllByRole('listitem');
    expect(lines.map((li) => [li.textContent, li.classList.contains('claims-risk-flag')])).toEqual([
      ['Number also in 2 other accounts', true],
      ['Account made today', true],
      ['2,400 points in the last day (usual day 10)', true],
      ['3 claims from this device in 30 days, 3 accounts', true],
      ['4 claims from this address in 30 days, 1 account', false],
      ['1 rejected claim before', true],
    ]);
  });

  it('when I gave a claim its first approval, then it waits for a second reviewer and offers me no Approve', async () => {
    const reviewer = makeUser({ _id: '00000000-0000-4000-8000-000000000009', roles: ['claimReviewer'] });
    const waiting: DeskClaim = {
      ...desk,
      amount: 6000,
      can: { ...desk.can, approve: false },
      review: { approvals: 1, needed: 2, firstApprovedBy: reviewer._id },
    };
    mockServer({ 'GET /api/claim': { body: { success: true, data: [waiting], count: 1 } } });
    renderWithProviders(<PendingClaimsPage />, { user: reviewer });
    const card = (await screen.findByText('Amina Nakato')).closest('li')!;
    expect(card).toHaveTextContent('Approvals 1 of 2');
    expect(card).toHaveTextContent('You approved it: a second reviewer must approve it');
    expect(within(card).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });
});

describe('payouts', () => {
  const reviewer = makeUser({ _id: '00000000-0000-4000-8000-000000000009', roles: ['claimReviewer'] });
  const approved = (payout: Partial<DeskClaim['payout']>, can: Partial<DeskClaim['can']> = {}): DeskClaim => ({
    ...claim,
    status: 'approved',
    payout: { status: null, provider: null, reason: '', attempts: 0, updatedAt: null, ...payout },
    can: { approve: false, markPaid: true, sendPayout: false, checkPayout: false, ...can },
    review: { approvals: 1, needed: 1, firstApprovedBy: null },
  });

  it('when a payout failed, then the desk shows the reason and Retry sends it again; one on its way shows it is sending and cannot be marked paid', async () => {
    const user = userEvent.setup();
    const failed = approved({ status: 'failed', provider: 'momo', reason: 'PAYEE_NOT_FOUND', attempts: 1 }, { sendPayout: true });
    const sending = {
      ...approved({ status: 'sending', provider: 'africastalking' }, { markPaid: false }),
      _id: '00000000-0000-4000-8000-000000000802',
    };
    const server = mockServer({
      'GET /api/claim': { body: { success: true, data: [failed, sending], count: 2 } },
      'POST /api/claim/send_payout': {
        body: { success: true, message: 'The payout is on its way', data: { ...failed, payout: { ...failed.payout, status: 'sending' } } },
      },
    });
    renderWithProviders(<PendingClaimsPage />, { user: reviewer, route: '/pending_claims?status=approved' });
    const [first, second] = await screen
      .findAllByRole('listitem')
      .then((items) => items.filter((li) => li.classList.contains('claims-card')));
    expect(first).toHaveTextContent('The payout through MTN MoMo failed: PAYEE_NOT_FOUND');
    expect(second).toHaveTextContent('Sending through Africa’s Talking…');
    expect(within(second).queryByRole('button', { name: 'Mark as paid' })).not.toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('The payout is on its way'));
    expect(server.callsTo('POST', '/api/claim/send_payout')[0].body).toEqual({ claimId: failed._id });
  });

  it('when a payout’s fate is unknown, then the desk offers no Retry nor Mark as paid, only the transaction id, which it sends to be checked', async () => {
    const user = userEvent.setup();
    const unknown = approved(
      { status: 'unknown', provider: 'africastalking', reason: 'already received', attempts: 1 },
      { markPaid: false, checkPayout: true },
    );
    const server = mockServer({
      'GET /api/claim': { body: { success: true, data: [unknown], count: 1 } },
      'POST /api/claim/check_payout': {
        body: { success: true, message: CLAIM_MSG.payoutChecking, data: { ...unknown, payout: { ...unknown.payout, status: 'sending' } } },
      },
    });
    renderWithProviders(<PendingClaimsPage />, { user: reviewer, route: '/pending_claims?status=approved' });
    const box = await screen.findByLabelText('Transaction id in Africa’s Talking’s dashboard');
    expect(screen.getByText(/received this payout but has not said what became of it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as paid' })).not.toBeInTheDocument();
    await user.type(box, ' ATQid_7 {Enter}');
    await waitFor(() => expect(server.callsTo('POST', '/api/claim/check_payout')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/claim/check_payout')[0].body).toEqual({ claimId: unknown._id, providerRef: 'ATQid_7' });
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Asking the provider about this transaction'));
  });

  it('when no provider is configured, then Mark as paid asks for the reference before it records the payment', async () => {
    const user = userEvent.setup();
    const server = mockServer({
      'GET /api/claim': { body: { success: true, data: [approved({})], count: 1 } },
      'POST /api/claim/update_status': {
        body: { success: true, message: CLAIM_MSG.updated, data: { ...approved({}), status: 'paid', reference: 'MP-77' } },
      },
    });
    renderWithProviders(<PendingClaimsPage />, { user: reviewer, route: '/pending_claims?status=approved' });
    await user.click(await screen.findByRole('button', { name: 'Mark as paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Record the payout of 2,000 points' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter the payout reference');
    expect(server.callsTo('POST', '/api/claim/update_status')).toHaveLength(0);
    // The keyboard alone: type the reference, Enter sends it.
    await user.type(within(dialog).getByLabelText('Payout reference (transaction id or receipt)'), 'MP-77{Enter}');
    await waitFor(() => expect(server.callsTo('POST', '/api/claim/update_status')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/claim/update_status')[0].body).toEqual({ claimId: claim._id, status: 'paid', reference: 'MP-77' });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('when a claim is paid, then the claimant’s list says Paid with its reference, and a live notice tells them', async () => {
    const user = userEvent.setup();
    mockServer({
      'GET /api/claim/mine': { body: { success: true, data: [{ ...claim, status: 'paid', reference: 'ATQid_7' }], count: 1 } },
    });
    const { store } = renderWithProviders(<RedeemPanel total={150} />, { user: me });
    await user.click(await screen.findByText('My claims (1)'));
    const row = screen.getByText('Paid').closest('li')!;
    expect(row).toHaveTextContent('Reference ATQid_7');
    deliverLiveEvent(
      { id: '9', type: 'claim.changed', actorId: null, at: '', data: { claimId: claim._id, userId: me._id, status: 'paid' } },
      { dispatch: store.dispatch, me: me._id },
    );
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Your claim was paid', { id: `claim-${claim._id}-paid` }));
  });
});
