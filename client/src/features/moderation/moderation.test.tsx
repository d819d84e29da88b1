import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODERATION_MSG, type AuditEntry, type ModerationCase } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../test/render';
import { apiError, mockServer } from '../../test/fakeFetch';
import { notifyError, notifySuccess } from '../../lib/notify';
import { setLanguage } from '../../i18n';
import { deliverLiveEvent } from '../../lib/live';
import ReportButton from './components/ReportButton';
import BlockButton from './components/BlockButton';
import BlockedPeople from './components/BlockedPeople';
import ModerationPage, { LocalModerationPage } from './pages/ModerationPage';
import AuditPage from './pages/AuditPage';
import AdminConsolePage from './pages/AdminConsolePage';

vi.mock('../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const POST = '00000000-0000-4000-8000-000000000901';
const AUTHOR = '00000000-0000-4000-8000-000000000902';

const reported: ModerationCase = {
  kind: 'post',
  id: POST,
  snapshot: { title: '', text: 'Buy cheap followers', authorId: AUTHOR, authorName: 'Spammy Sam', link: `/post/${POST}` },
  reporters: 2,
  reasons: { spam: 2 },
  notes: ['It is a scam'],
  reporterHistory: { upheld: 3, dismissed: 1 },
  firstReportedAt: '2026-11-24T10:00:00.000Z',
  hidden: false,
  claimedBy: null,
  author: {
    _id: AUTHOR,
    name: 'Spammy Sam',
    earlierReports: 1,
    sanctions: [],
    notes: [{ _id: 'n1', text: 'Warned by phone', byName: 'Mo Moderator', at: '2026-11-23T10:00:00.000Z' }],
  },
};

describe('reporting', () => {
  it('sends the chosen reason and says thank you; "Something else" needs words first', async () => {
    const user = userEvent.setup();
    const { calls } = mockServer({
      'POST /api/moderation/reports': { status: 201, body: { success: true, message: MODERATION_MSG.reported } },
    });
    renderWithProviders(<ReportButton kind="post" id={POST} />, { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('dialog', { name: 'Report this post' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Something else' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MODERATION_MSG.otherNeedsText);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'Spam' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(MODERATION_MSG.reported));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ kind: 'post', id: POST, reason: 'spam' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('in Kiswahili, says the server’s refusal in Kiswahili', async () => {
    const user = userEvent.setup();
    await setLanguage('sw');
    mockServer({
      'POST /api/moderation/reports': {
        status: 409,
        body: { success: false, err: MODERATION_MSG.alreadyReported, error: { code: 'CONFLICT', message: MODERATION_MSG.alreadyReported } },
      },
    });
    renderWithProviders(<ReportButton kind="profile" id={AUTHOR} />, { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Ripoti' }));
    await user.click(await screen.findByRole('radio', { name: 'Barua taka' }));
    await user.click(screen.getByRole('button', { name: 'Tuma ripoti' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Tayari umeripoti hiki; msimamizi atakiangalia'));
    await setLanguage('en');
  });
});

describe('the review queue', () => {
  it('shows each reported thing with its reporters and author, claims it, and silences the author for a day with a reason', async () => {
    const user = userEvent.setup();
    const { calls } = mockServer({
      'GET /api/moderation/queue': { body: { success: true, data: [reported], count: 1 } },
      [`POST /api/moderation/cases/post/${POST}/claim`]: { body: { success: true, message: MODERATION_MSG.claimed } },
      [`POST /api/moderation/cases/post/${POST}/act`]: {
        body: { success: true, message: MODERATION_MSG.acted, data: { action: 'silence', closedReports: 0 } },
      },
    });
    renderWithProviders(<ModerationPage />, { user: makeUser({ roles: ['moderator'] }) });
    expect(await screen.findByText('Buy cheap followers')).toBeInTheDocument();
    expect(screen.getByText('2 people reported it')).toBeInTheDocument();
    expect(screen.getByText(/Spammy Sam: 1 earlier report upheld, 0 sanctions/)).toBeInTheDocument();
    expect(screen.getByText('Its reporters before: 3 reports upheld, 1 dismissed')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Staff notes' })).toHaveTextContent('Warned by phone (Mo Moderator, 23 Nov 2026)');
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(MODERATION_MSG.claimed));
    await user.click(screen.getByRole('button', { name: 'Act' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'silence');
    await user.selectOptions(screen.getByRole('combobox', { name: 'For how long' }), '24');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MODERATION_MSG.reasonRequired);
    await user.type(screen.getByRole('textbox', { name: 'Reason (the person sees it)' }), 'Spam links');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/act'))?.body).toEqual({ action: 'silence', hours: 24, reason: 'Spam links' }),
    );
  });

  it('reads itself again when the live channel says the queue changed (a new report, a claim, a decision)', async () => {
    let cases: ModerationCase[] = [];
    const server = mockServer({ 'GET /api/moderation/queue': () => ({ body: { success: true, data: cases, count: cases.length } }) });
    const { store } = renderWithProviders(<ModerationPage />, { user: makeUser({ roles: ['moderator'] }) });
    expect(await screen.findByText('Nothing to review')).toBeInTheDocument();
    cases = [reported];
    act(() =>
      deliverLiveEvent(
        { id: '9', type: 'moderation.queue.changed', actorId: null, at: '', data: { kind: 'post', id: POST } },
        { dispatch: store.dispatch as never, me: null },
      ),
    );
    expect(await screen.findByText('Buy cheap followers')).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/moderation/queue')).toHaveLength(2);
  });

  it('dismisses the chosen things at once', async () => {
    const user = userEvent.setup();
    const { calls } = mockServer({
      'GET /api/moderation/queue': { body: { success: true, data: [reported], count: 1 } },
      'POST /api/moderation/dismiss': { body: { success: true, message: MODERATION_MSG.acted, data: { closedReports: 2 } } },
    });
    renderWithProviders(<ModerationPage />, { user: makeUser({ roles: ['moderator'] }) });
    await user.click(await screen.findByRole('checkbox', { name: 'Post' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss 1 chosen' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/moderation/dismiss')?.body).toEqual({ cases: [{ kind: 'post', id: POST }] }),
    );
  });
});

describe("a group's or an institution's admins' reports", () => {
  it('lists the reports about what they run, offers only Hide and Remove, and hides with a reason; no bulk dismissal', async () => {
    const user = userEvent.setup();
    const message = { ...reported, kind: 'chatMessage' as const, snapshot: { ...reported.snapshot, link: null } };
    const { calls } = mockServer({
      'GET /api/moderation/queue/local': { body: { success: true, data: [message], count: 1 } },
      [`POST /api/moderation/cases/chatMessage/${POST}/act`]: {
        body: { success: true, message: MODERATION_MSG.acted, data: { action: 'hide', closedReports: 2 } },
      },
    });
    renderWithProviders(<LocalModerationPage />, { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Reports about what you run' })).toBeInTheDocument();
    expect(await screen.findByText('Buy cheap followers')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Dismiss/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Act' }));
    const actions = within(screen.getByRole('combobox', { name: 'Action' })).getAllByRole('option');
    expect(actions.map((o) => o.textContent)).toEqual(['Hide it', 'Remove it']);
    await user.type(screen.getByRole('textbox', { name: 'Reason (the person sees it)' }), 'Insults');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/act'))?.body).toEqual({ action: 'hide', reason: 'Insults' }));
    expect(calls.some((c) => c.path === '/api/moderation/queue')).toBe(false);
  });

  it('in Kiswahili, its title is in Kiswahili', async () => {
    mockServer({ 'GET /api/moderation/queue/local': { body: { success: true, data: [], count: 0 } } });
    await setLanguage('sw');
    try {
      renderWithProviders(<LocalModerationPage />, { user: makeUser() });
      expect(await screen.findByRole('heading', { name: 'Ripoti kuhusu unachosimamia' })).toBeInTheDocument();
    } finally {
      await setLanguage('en');
    }
  });
});

describe('the audit log', () => {
  it('lists staff actions newest first and filters by action through the address', async () => {
    const user = userEvent.setup();
    const entry: AuditEntry = {
      _id: '7',
      actorId: AUTHOR,
      actorName: 'Mo Moderator',
      action: 'moderation.silence',
      targetKind: 'user',
      targetId: AUTHOR,
      reason: 'Spam links',
      before: null,
      after: { sanction: 'silence' },
      at: '2026-11-24T10:00:00.000Z',
    };
    const { calls } = mockServer({ 'GET /api/moderation/audit': { body: { success: true, data: [entry] } } });
    renderWithProviders(<AuditPage />, { user: makeUser({ roles: ['admin'] }) });
    expect(await screen.findByText('Spam links')).toBeInTheDocument();
    expect(screen.getByText('Mo Moderator')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Action' }), 'moderation.silence');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(calls.some((c) => c.query.get('action') === 'moderation.silence')).toBe(true));
  });
});

describe('the admin console', () => {
  it('finds a person by name, shows their address, and grants them the moderator role from the screen', async () => {
    const user = userEvent.setup();
    const person = {
      _id: AUTHOR,
      name: 'Cleo Achieng',
      email: 'cleo@example.com',
      roles: [],
      usercategory: ['student'],
      openReports: 2,
      upheldReports: 1,
      sanctions: [],
      notes: [],
    };
    const { calls } = mockServer({
      'GET /api/moderation/people': { body: { success: true, data: [person] } },
      'POST /api/moderation/roles': { body: { success: true, message: MODERATION_MSG.roleGranted, data: { roles: ['moderator'] } } },
    });
    renderWithProviders(<AdminConsolePage />, { user: makeUser({ roles: ['admin'] }) });
    await user.type(screen.getByRole('searchbox', { name: 'Name or e-mail' }), 'cleo');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('cleo@example.com')).toBeInTheDocument();
    expect(screen.getByText('Open reports about them: 2. Upheld before: 1.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/moderation/people')?.query.get('q')).toBe('cleo');
    await user.click(screen.getByRole('checkbox', { name: 'Moderator' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ userId: AUTHOR, role: 'moderator', grant: true }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(MODERATION_MSG.roleGranted));
  });
});

describe('staff notes', () => {
  it('an admin writes a note on a person from the console; an empty one is refused first', async () => {
    const user = userEvent.setup();
    const person = {
      _id: AUTHOR,
      name: 'Cleo Achieng',
      email: 'cleo@example.com',
      roles: [],
      usercategory: ['student'],
      openReports: 0,
      upheldReports: 0,
      sanctions: [],
      notes: [{ _id: 'n1', text: 'Asked for a second chance', byName: 'Ada Admin', at: '2026-11-20T10:00:00.000Z' }],
    };
    const { calls } = mockServer({
      'GET /api/moderation/people': { body: { success: true, data: [person] } },
      [`POST /api/moderation/people/${AUTHOR}/notes`]: {
        status: 201,
        body: { success: true, message: MODERATION_MSG.noteAdded, data: { _id: 'n2', text: 'Called her', byName: 'Ada', at: '' } },
      },
    });
    renderWithProviders(<AdminConsolePage />, { user: makeUser({ roles: ['admin'] }), route: '/admin?q=cleo', path: '/admin' });
    expect(await screen.findByRole('region', { name: 'Staff notes' })).toHaveTextContent(
      'Asked for a second chance (Ada Admin, 20 Nov 2026)',
    );
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MODERATION_MSG.noteRequired);
    await user.type(screen.getByRole('textbox', { name: 'A note for the other staff' }), 'Called her');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(MODERATION_MSG.noteAdded));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ text: 'Called her' });
  });
});

describe('blocking', () => {
  it('says what blocking does, and blocks only once confirmed', async () => {
    const user = userEvent.setup();
    const { calls } = mockServer({
      'POST /api/blocks': { status: 201, body: { success: true, message: MODERATION_MSG.personBlocked } },
    });
    renderWithProviders(<BlockButton userId={AUTHOR} name="Spammy Sam" />, { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Spammy Sam?' });
    expect(dialog).toHaveTextContent(/Neither of you will be able to message/);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Block' }));
    const confirm = (await screen.findByRole('dialog')).querySelector('.btn-primary') as HTMLButtonElement;
    await user.click(confirm);
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(MODERATION_MSG.personBlocked));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ userId: AUTHOR });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("tells the server's refusal in the words of the message", async () => {
    const user = userEvent.setup();
    mockServer({ 'POST /api/blocks': apiError(400, MODERATION_MSG.cannotBlockSelf) });
    renderWithProviders(<BlockButton userId={AUTHOR} name="Me" />, { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    await user.click((await screen.findByRole('dialog')).querySelector('.btn-primary') as HTMLButtonElement);
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(MODERATION_MSG.cannotBlockSelf));
  });

  it('lists the people I blocked, and Unblock takes one off the list', async () => {
    const user = userEvent.setup();
    let blocked = [
      { _id: AUTHOR, firstname: 'Spammy', lastname: 'Sam', profilePicture: null, blockedAt: '2026-11-24T10:00:00.000Z' },
      { _id: POST, firstname: 'Rude', lastname: 'Rita', profilePicture: null, blockedAt: '2026-11-20T10:00:00.000Z' },
    ];
    const { callsTo } = mockServer({
      'GET /api/blocks': () => ({ body: { success: true, data: blocked, count: blocked.length } }),
      [`DELETE /api/blocks/${AUTHOR}`]: () => {
        blocked = blocked.filter((p) => p._id !== AUTHOR);
        return { body: { success: true, message: MODERATION_MSG.personUnblocked } };
      },
    });
    renderWithProviders(<BlockedPeople />, { user: makeUser() });
    expect(await screen.findByRole('link', { name: 'Spammy Sam' })).toHaveAttribute('href', `/users/profile/${AUTHOR}`);
    expect(screen.getByRole('link', { name: 'Rude Rita' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unblock Spammy Sam' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(MODERATION_MSG.personUnblocked));
    // The list is read again: Rita is still there, Sam is not.
    await waitFor(() => expect(callsTo('GET', '/api/blocks')).toHaveLength(2));
    expect(await screen.findByRole('link', { name: 'Rude Rita' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Spammy Sam' })).not.toBeInTheDocument();
    expect(callsTo('DELETE', `/api/blocks/${AUTHOR}`)).toHaveLength(1);
  });

  it('says so when nobody is blocked', async () => {
    mockServer({ 'GET /api/blocks': { body: { success: true, data: [], count: 0 } } });
    renderWithProviders(<BlockedPeople />, { user: makeUser() });
    expect(await screen.findByText('You have not blocked anyone')).toBeInTheDocument();
  });
});
