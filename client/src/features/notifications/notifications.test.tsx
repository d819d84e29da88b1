import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_MSG, NOTIFICATION_PAGE, type Notification, type NotificationPreference, type UserSummary } from '@delv/shared';
import { NOTIFICATION_KINDS, defaultNotificationPreference } from '@delv/shared';
import TopBar from '../../components/TopBar';
import { setLanguage } from '../../i18n';
import { deliverLiveEvent } from '../../lib/live';
import { notifySuccess } from '../../lib/notify';
import { apiError, mockServer } from '../../test/fakeFetch';
import { makeUser, renderWithProviders } from '../../test/render';
import NotificationBell from './components/NotificationBell';
import NotificationSettings from './pages/NotificationSettings';
import NotificationsPage from './pages/NotificationsPage';
import UnsubscribePage from './pages/UnsubscribePage';
import UpdateProfilePage from '../../app/pages/SettingsPage';

vi.mock('../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
// Every feature's endpoints, as in the built app: one of ours named like another's would lose to it.
import.meta.glob('../*/api.ts', { eager: true });

const me = makeUser({ usercategory: ['mentor'] });
const id = (n: number) => `00000000-0000-4000-8000-0000000017${String(n).padStart(2, '0')}`;
const person = (n: number, firstname: string): UserSummary => ({
  _id: id(90 + n),
  firstname,
  lastname: 'Otieno',
  usercategory: ['student'],
  profilePicture: null,
});

/** A notice; the nth is older than the (n-1)th. */
const notice = (n: number, over: Partial<Notification> = {}): Notification => ({
  _id: id(n),
  kind: 'like',
  actors: [person(1, 'Amina')],
  actorCount: 1,
  subject: { kind: 'post', id: id(50), title: 'My first week as a nurse' },
  link: `/post/${id(50)}`,
  read: false,
  createdAt: new Date(Date.UTC(2026, 10, 25, 12) - n * 60_000).toISOString(),
  updatedAt: new Date(Date.UTC(2026, 10, 25, 12) - n * 60_000).toISOString(),
  ...over,
});

const list = (data: Notification[], count = data.length) => ({ body: { success: true, data, count } });
const unreadCount = (count: number) => ({ body: { success: true, data: { count } } });

function liveChange(store: { dispatch: never }, unread: number, notificationId: string | null) {
  act(() =>
    deliverLiveEvent(
      { id: '1', type: 'notification.changed', actorId: null, at: '', data: { unread, notificationId } },
      { dispatch: store.dispatch, me: me._id },
    ),
  );
}

describe('the bell', () => {
  it('shows the unread count from one request and follows the live channel without another', async () => {
    const server = mockServer({ 'GET /api/notifications/unread-count': unreadCount(3) });
    const { store } = renderWithProviders(<TopBar bell={<NotificationBell />} />, { user: me });
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toHaveAttribute('aria-expanded', 'false');

    liveChange(store as never, 4, id(1));
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toHaveTextContent('4');
    liveChange(store as never, 0, null);
    expect(await screen.findByRole('button', { name: 'Notifications' })).not.toHaveTextContent(/\d/);
    // One request for the count, none for the list while the panel is closed.
    expect(server.callsTo('GET', '/api/notifications/unread-count')).toHaveLength(1);
    expect(server.callsTo('GET', '/api/notifications')).toHaveLength(0);
  });

  it('is not there for guests', () => {
    renderWithProviders(<TopBar bell={<NotificationBell />} />);
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
  });

  it('on a phone, leads to the /notifications page', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    try {
      mockServer({ 'GET /api/notifications/unread-count': unreadCount(2) });
      renderWithProviders(<TopBar bell={<NotificationBell />} />, { user: me });
      expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toHaveAttribute('href', '/notifications');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the panel', () => {
  it('lists the notices newest first as sentences; following one marks it read and leads to its place', async () => {
    const user = userEvent.setup();
    const server = mockServer({
      'GET /api/notifications/unread-count': unreadCount(2),
      'GET /api/notifications': list([
        notice(1, { actors: [person(1, 'Amina'), person(2, 'Brian')], actorCount: 13 }),
        notice(2, {
          kind: 'registration',
          actors: [person(2, 'Brian')],
          subject: { kind: 'session', id: id(51), title: 'CV clinic' },
          link: `/session/${id(51)}`,
        }),
        notice(3, {
          kind: 'claim',
          actors: [],
          actorCount: 0,
          subject: { kind: 'claim', id: id(52), title: '', state: 'approved' },
          read: true,
        }),
      ]),
      [`POST /api/notifications/${id(1)}/read`]: { body: { success: true, message: NOTIFICATION_MSG.markedRead } },
    });
    const { store } = renderWithProviders(<TopBar bell={<NotificationBell />} />, { user: me });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Amina Otieno and 12 others liked your post “My first week as a nurse”'),
      expect.stringContaining('Brian Otieno registered for your session “CV clinic”'),
      expect.stringContaining('Your claim was approved'),
    ]);
    // The heading has focus, so Tab walks the panel; unread notices say so to screen readers.
    expect(within(panel).getByRole('heading', { name: 'Notifications' })).toHaveFocus();
    expect(within(panel).getAllByText('Unread:')).toHaveLength(2);

    await user.click(within(panel).getByRole('link', { name: /Amina Otieno and 12 others/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/post/${id(50)}`);
    await waitFor(() => expect(server.callsTo('POST', `/api/notifications/${id(1)}/read`)).toHaveLength(1));
    // The count follows the read's answer: awaited, not assumed done when the request left.
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toHaveAttribute('aria-expanded', 'false');

    // The server's echo of that read changes nothing more: no request for the list.
    liveChange(store as never, 1, id(1));
    await user.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findAllByText('Unread:')).toHaveLength(1);
    expect(server.callsTo('GET', '/api/notifications')).toHaveLength(1);
  });

  it('a new notice arriving while the panel is open refreshes the list', async () => {
    const user = userEvent.setup();
    let notices = [notice(2)];
    const server = mockServer({
      'GET /api/notifications/unread-count': unreadCount(1),
      'GET /api/notifications': () => list(notices),
    });
    const { store } = renderWithProviders(<TopBar bell={<NotificationBell />} />, { user: me });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await screen.findByRole('link', { name: /Amina Otieno liked/ });
    notices = [notice(1, { kind: 'follow', actors: [person(3, 'Chloe')] }), notice(2)];
    liveChange(store as never, 2, id(1));
    expect(await screen.findByRole('link', { name: /Chloe Otieno followed you/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/notifications/unread-count')).toHaveLength(1);
  });

  it('Escape closes it and gives focus back to the bell', async () => {
    const user = userEvent.setup();
    mockServer({ 'GET /api/notifications/unread-count': unreadCount(0), 'GET /api/notifications': list([]) });
    renderWithProviders(<TopBar bell={<NotificationBell />} />, { user: me });
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await user.click(bell);
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the notifications page', () => {
  it('marks all as read, and loads more 20 at a time', async () => {
    const user = userEvent.setup();
    const all = Array.from({ length: NOTIFICATION_PAGE + 3 }, (_, i) => notice(i + 1, { read: i > 1 }));
    const server = mockServer({
      'GET /api/notifications/unread-count': unreadCount(2),
      'GET /api/notifications': ({ query }) => {
        const skip = Number(query.get('skip'));
        return list(all.slice(skip, skip + Number(query.get('limit'))), all.length);
      },
      'POST /api/notifications/read-all': { body: { success: true, message: NOTIFICATION_MSG.allMarkedRead } },
    });
    renderWithProviders(<NotificationsPage />, { user: me });
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(region).findAllByRole('listitem')).toHaveLength(NOTIFICATION_PAGE);

    await user.click(within(region).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(NOTIFICATION_PAGE + 3));
    expect(server.callsTo('GET', '/api/notifications').map((c) => c.query.get('skip'))).toEqual(['0', String(NOTIFICATION_PAGE)]);
    expect(within(region).queryByRole('button', { name: 'Load more' })).toBeNull();

    await user.click(within(region).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/notifications/read-all')).toHaveLength(1));
    expect(within(region).queryByText('Unread:')).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(notifySuccess).toHaveBeenCalledWith(NOTIFICATION_MSG.allMarkedRead);
  });

  it('says when there is nothing yet', async () => {
    mockServer({ 'GET /api/notifications/unread-count': unreadCount(0), 'GET /api/notifications': list([]) });
    renderWithProviders(<NotificationsPage />, { user: me });
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute('href', '/updateprofile?tab=notifications');
  });

  it('when the list cannot be loaded, says why and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockServer({
      'GET /api/notifications/unread-count': unreadCount(1),
      'GET /api/notifications': () => (fail ? apiError(500, 'Something went wrong', 'SERVER') : list([notice(1)])),
    });
    renderWithProviders(<NotificationsPage />, { user: me });
    expect(await screen.findByRole('heading', { name: 'Notifications could not be loaded' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Amina Otieno liked your post/ })).toBeInTheDocument();
  });

  it('has a sentence for every kind', async () => {
    const subjects: Record<string, Notification['subject']> = {
      session: { kind: 'session', id: id(51), title: 'CV clinic', state: 'cancelled' },
      reminder: { kind: 'session', id: id(51), title: 'CV clinic' },
      invitation: { kind: 'institution', id: id(54), title: 'Kigali Business Academy' },
      invitationanswer: { kind: 'institution', id: id(54), title: 'Kigali Business Academy', state: 'accepted' },
      joindecision: { kind: 'group', id: id(53), title: 'Wauguzi Kampala', state: 'accepted' },
      claim: { kind: 'claim', id: id(52), title: '', state: 'paid' },
      chat: { kind: 'chat', id: id(55), title: 'Wauguzi Kampala' },
      moderation: { kind: 'sanction', id: id(57), title: 'Spam links', state: 'silence' },
    };
    mockServer({
      'GET /api/notifications/unread-count': unreadCount(0),
      'GET /api/notifications': list(
        NOTIFICATION_KINDS.map((kind, i) => notice(i + 1, { kind, read: true, ...(subjects[kind] && { subject: subjects[kind] }) })),
      ),
    });
    renderWithProviders(<NotificationsPage />, { user: me });
    const sentences = (await screen.findAllByRole('listitem')).map((li) => li.querySelector('.notif-text')!.textContent);
    expect(sentences).toEqual([
      'Amina Otieno followed you',
      'Amina Otieno liked your post “My first week as a nurse”',
      'Amina Otieno commented on your post “My first week as a nurse”',
      'Amina Otieno reviewed “My first week as a nurse”',
      'Amina Otieno shared “My first week as a nurse” with you',
      'Amina Otieno registered for your session “My first week as a nurse”',
      'The session “CV clinic” was cancelled',
      'The session “CV clinic” starts within the hour',
      'Amina Otieno asked to join “My first week as a nurse”',
      'Your request to join “Wauguzi Kampala” was accepted',
      'Kigali Business Academy invited you to become one of its mentors',
      'Amina Otieno accepted the invitation to be a mentor of “Kigali Business Academy”',
      'Your claim was paid',
      'New messages from Amina Otieno in “Wauguzi Kampala”',
      'A moderator silenced you for a while: Spam links',
    ]);
  });

  it('says a group invitation and its acceptance in words of their own', async () => {
    const group = { kind: 'group', id: id(56), title: 'Night owls' };
    mockServer({
      'GET /api/notifications/unread-count': unreadCount(0),
      'GET /api/notifications': list([
        notice(1, { kind: 'invitation', read: true, subject: group }),
        notice(2, { kind: 'invitationanswer', read: true, subject: { ...group, state: 'accepted' } }),
      ]),
    });
    renderWithProviders(<NotificationsPage />, { user: me });
    const sentences = (await screen.findAllByRole('listitem')).map((li) => li.querySelector('.notif-text')!.textContent);
    expect(sentences).toEqual([
      'Amina Otieno invited you to join “Night owls”',
      'Amina Otieno accepted your invitation to join “Night owls”',
    ]);
  });

  it('in Kiswahili, the page and the sentences are in Kiswahili', async () => {
    mockServer({
      'GET /api/notifications/unread-count': unreadCount(1),
      'GET /api/notifications': list([
        notice(1, { actorCount: 3 }),
        notice(2, { kind: 'joinrequest', subject: { kind: 'group', id: id(53), title: 'Wauguzi Kampala' }, read: true }),
      ]),
    });
    await act(() => setLanguage('sw'));
    try {
      renderWithProviders(<NotificationsPage />, { user: me });
      expect(await screen.findByRole('heading', { level: 1, name: 'Arifa' })).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: /Amina Otieno na wengine 2 wamependa chapisho lako “My first week as a nurse”/ }));
      expect(screen.getByRole('link', { name: /Amina Otieno ameomba kujiunga na “Wauguzi Kampala”/ })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Weka zote kuwa zimesomwa' })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});

describe('notification settings', () => {
  it('shows every kind with its choices and saves them', async () => {
    const user = userEvent.setup();
    const saved: NotificationPreference[] = NOTIFICATION_KINDS.map(defaultNotificationPreference);
    const server = mockServer({
      'GET /api/notifications/preferences': { body: { success: true, data: saved } },
      'PUT /api/notifications/preferences': { body: { success: true, message: NOTIFICATION_MSG.preferencesSaved } },
    });
    renderWithProviders(<NotificationSettings />, { user: me });
    const follow = await screen.findByRole('group', { name: 'Someone follows me' });
    expect(screen.getAllByRole('group')).toHaveLength(NOTIFICATION_KINDS.length);
    expect(
      within(screen.getByRole('group', { name: 'Join requests I can decide' })).getByRole('combobox', { name: 'By e-mail' }),
    ).toHaveValue('instant');
    await user.click(within(follow).getByRole('checkbox', { name: 'In the app' }));
    await user.selectOptions(within(follow).getByRole('combobox', { name: 'By e-mail' }), 'Daily digest');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(NOTIFICATION_MSG.preferencesSaved));
    const [put] = server.callsTo('PUT', '/api/notifications/preferences');
    expect(put.body.preferences).toHaveLength(NOTIFICATION_KINDS.length);
    expect(put.body.preferences[0]).toEqual({ kind: 'follow', inApp: false, email: 'daily' });
  });
});

describe('the unsubscribe page', () => {
  it('unsubscribes with the link’s token, without signing in', async () => {
    const server = mockServer({
      'POST /api/notifications/unsubscribe': { body: { success: true, message: NOTIFICATION_MSG.unsubscribed } },
    });
    renderWithProviders(<UnsubscribePage />, { route: '/unsubscribe?token=abc.def', path: '/unsubscribe' });
    expect(await screen.findByRole('heading', { name: NOTIFICATION_MSG.unsubscribed })).toBeInTheDocument();
    expect(screen.getByText('You will get no more of these e-mails.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open notification settings' })).toHaveAttribute('href', '/updateprofile?tab=notifications');
    const calls = server.callsTo('POST', '/api/notifications/unsubscribe');
    expect(calls).toHaveLength(1);
    expect(calls[0].query.get('token')).toBe('abc.def');
    expect(calls[0].headers.get('Authorization')).toBeNull();
  });

  it('says when the link is not valid', async () => {
    mockServer({ 'POST /api/notifications/unsubscribe': apiError(400, NOTIFICATION_MSG.unsubscribeInvalid) });
    renderWithProviders(<UnsubscribePage />, { route: '/unsubscribe?token=forged', path: '/unsubscribe' });
    expect(await screen.findByRole('heading', { name: NOTIFICATION_MSG.unsubscribeInvalid })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('without a token, says the link is not valid without asking the server', async () => {
    const server = mockServer({});
    renderWithProviders(<UnsubscribePage />, { route: '/unsubscribe', path: '/unsubscribe' });
    expect(await screen.findByRole('heading', { name: NOTIFICATION_MSG.unsubscribeInvalid })).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('in Kiswahili, says it in Kiswahili', async () => {
    mockServer({ 'POST /api/notifications/unsubscribe': { body: { success: true, message: NOTIFICATION_MSG.unsubscribed } } });
    await act(() => setLanguage('sw'));
    try {
      renderWithProviders(<UnsubscribePage />, { route: '/unsubscribe?token=abc', path: '/unsubscribe' });
      expect(await screen.findByRole('heading', { name: 'Umejiondoa' })).toBeInTheDocument();
      expect(screen.getByText('Hutapokea tena barua pepe hizi.')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});

describe('account settings', () => {
  it('has a Notifications tab whose choices load when it is opened', async () => {
    mockServer({
      'GET /api/user/profile': { body: { success: true, data: me } },
      'GET /api/notifications/preferences': { body: { success: true, data: NOTIFICATION_KINDS.map(defaultNotificationPreference) } },
    });
    renderWithProviders(<UpdateProfilePage />, { route: '/updateprofile?tab=notifications', path: '/updateprofile', user: me });
    expect(await screen.findByRole('tab', { name: 'Notifications', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'New messages in my chats' })).toBeInTheDocument();
  });
});
