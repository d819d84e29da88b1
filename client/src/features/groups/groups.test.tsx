import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Chat, ChatMessage, DiscussionGroup } from '@delv/shared';
import { GROUP_MSG } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../test/render';
import { apiError, mockServer } from '../../test/fakeFetch';
import { deliverLiveEvent } from '../../lib/live';
import { clearOutbox } from '../../lib/outbox';
import { notifySuccess } from '../../lib/notify';
import { setLanguage } from '../../i18n';
import GroupsPage from './pages/GroupsPage';
import ChatRoomPage from './pages/ChatRoomPage';
import InstitutionGroups from './components/InstitutionGroups';
import ChatFeed from './components/ChatFeed';
import CreateGroupModal from './components/CreateGroupModal';

vi.mock('../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const me = makeUser();
const id = (n: number) => `00000000-0000-4000-8000-0000000007${String(n).padStart(2, '0')}`;

function group(n: number, over: Partial<DiscussionGroup> = {}): DiscussionGroup {
  return {
    _id: id(n),
    groupName: `Group ${n}`,
    hashTag: ['data science'],
    description: 'Learning together.',
    privacy: 'Public',
    profilePicture: null,
    memberCount: 1,
    avatars: [{ _id: id(90), firstname: 'Wanjiru', lastname: 'Kamau', usercategory: ['mentor'], profilePicture: null }],
    createdAt: '2026-11-20T10:00:00.000Z',
    isMember: false,
    isAdmin: false,
    requested: false,
    unread: 0,
    institutionId: null,
    closed: false,
    pendingRequests: 0,
    can: {
      read: true,
      join: true,
      leave: false,
      invite: false,
      edit: false,
      delete: false,
      addMembers: false,
      createChat: false,
      decide: false,
    },
    ...over,
  };
}

const chat: Chat = {
  _id: id(50),
  groupId: id(1),
  title: 'Portfolio reviews',
  adminId: me._id,
  memberCount: 2,
  isMember: true,
  isAdmin: false,
  requested: false,
  unread: 0,
  lastSeq: 2,
  lastMessageAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

function message(seq: number, over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    _id: id(60 + seq),
    chatId: chat._id,
    groupId: chat.groupId,
    seq,
    userId: id(90),
    author: { _id: id(90), firstname: 'Wanjiru', lastname: 'Kamau', usercategory: ['mentor'], profilePicture: null },
    content: `Message ${seq}`,
    attachment: null,
    clientId: null,
    createdAt: `2026-11-2${seq}T10:00:00.000Z`,
    deleted: false,
    ...over,
  };
}

const setOnline = (online: boolean) => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

describe('/groups', () => {
  beforeEach(() => vi.mocked(notifySuccess).mockClear());

  it("lists 'All Groups (count)' with members singular and plural, and Join or Request to join by privacy", async () => {
    const user = userEvent.setup();
    const server = mockServer({
      'GET /api/discussiongroup': { body: { success: true, data: [group(1), group(2, { privacy: 'Private', memberCount: 3 })], count: 2 } },
      'POST /api/user/requesttojoin/new': {
        status: 201,
        body: { success: true, message: GROUP_MSG.joinSubmitted, data: { joined: false, request: null } },
      },
    });
    renderWithProviders(<GroupsPage />, { user: me });
    expect(await screen.findByRole('heading', { level: 1, name: 'All Groups (2)' })).toBeInTheDocument();
    expect(screen.getByText('Public · 1 member')).toBeInTheDocument();
    expect(screen.getByText('Private · 3 members')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Group 1' })).toHaveTextContent('Join');
    await user.click(screen.getByRole('button', { name: 'Request to join Group 2' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(GROUP_MSG.joinSubmitted));
    expect(server.callsTo('POST', '/api/user/requesttojoin/new')[0].body).toEqual({ whatToJoin: 'group', idOfWhatToJoin: id(2) });
  });

  it('searches by the typed words, and says so when nothing matches', async () => {
    const user = userEvent.setup();
    const server = mockServer({
      'GET /api/discussiongroup': (call) => ({
        body: call.query.get('search') ? { success: true, data: [], count: 0 } : { success: true, data: [group(1)], count: 1 },
      }),
    });
    renderWithProviders(<GroupsPage />, { user: me });
    await screen.findByText('Group 1');
    await user.type(screen.getByRole('searchbox', { name: 'Search Groups' }), 'robotics{Enter}');
    expect(await screen.findByText('No group matches “robotics”')).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/discussiongroup').at(-1)!.query.get('search')).toBe('robotics');
  });

  it('when the list cannot be loaded, then a message with Try again that loads it', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockServer({
      'GET /api/discussiongroup': () =>
        fail ? apiError(500, 'Something went wrong', 'INTERNAL') : { body: { success: true, data: [group(1)], count: 1 } },
    });
    renderWithProviders(<GroupsPage />, { user: me });
    expect(await screen.findByText('Groups could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Group 1')).toBeInTheDocument();
  });

  it("when another member's message arrives live, then the group's unread badge moves, without a request", async () => {
    const server = mockServer({
      'GET /api/discussiongroup': { body: { success: true, data: [group(1, { isMember: true, unread: 2 })], count: 1 } },
    });
    const { store } = renderWithProviders(<GroupsPage />, { user: me });
    expect(await screen.findByLabelText('2 unread messages')).toHaveTextContent('2');
    act(() =>
      deliverLiveEvent(
        { id: '7', type: 'chat.message', actorId: id(90), data: { message: message(5, { groupId: id(1) }) }, at: '' } as never,
        {
          dispatch: store.dispatch,
          me: me._id,
        },
      ),
    );
    expect(await screen.findByLabelText('3 unread messages')).toHaveTextContent('3');
    expect(server.callsTo('GET', '/api/discussiongroup')).toHaveLength(1);
  });

  it('in Kiswahili, the page and the counts are in Kiswahili', async () => {
    mockServer({ 'GET /api/discussiongroup': { body: { success: true, data: [group(1, { memberCount: 4 })], count: 1 } } });
    await act(() => setLanguage('sw'));
    try {
      renderWithProviders(<GroupsPage />, { user: me });
      expect(await screen.findByRole('heading', { level: 1, name: 'Vikundi Vyote (1)' })).toBeInTheDocument();
      expect(screen.getByText('Wazi · wanachama 4')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Jiunge na Group 1' })).toHaveTextContent('Jiunge');
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});

describe('creating a group', () => {
  it("when the name is empty, then 'Group name is required'; a valid group is sent as a form", async () => {
    const user = userEvent.setup();
    const server = mockServer({
      'POST /api/discussiongroup': { status: 201, body: { success: true, message: GROUP_MSG.created, data: group(9) } },
    });
    const onCreated = vi.fn();
    renderWithProviders(<CreateGroupModal open onClose={() => undefined} onCreated={onCreated} />, { user: me });
    const dialog = await screen.findByRole('dialog', { name: 'Create a new group' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Group name is required')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/discussiongroup')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Group Name'), 'Python Kampala');
    await user.click(within(dialog).getByLabelText(/^Private/));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(id(9)));
    expect(notifySuccess).toHaveBeenCalledWith(GROUP_MSG.created);
    // A multipart form (a picture may go with it), read here as its text.
    const sent = String(server.callsTo('POST', '/api/discussiongroup')[0].body);
    expect(sent).toMatch(/name="groupName"\r\n\r\nPython Kampala\r\n/);
    expect(sent).toMatch(/name="privacy"\r\n\r\nPrivate\r\n/);
  });
});

describe('a discussion', () => {
  beforeEach(() => {
    window.localStorage.clear();
    setOnline(true);
  });
  afterEach(() => {
    clearOutbox();
    setOnline(true);
  });

  function renderChat(messages: ChatMessage[]) {
    const sent: unknown[] = [];
    const server = mockServer({
      [`GET /api/chat/getAllChatDiscusions/${chat.groupId}/${chat._id}`]: {
        body: { success: true, data: messages, before: null, readSeq: 0 },
      },
      'POST /api/chat/read': { body: { success: true, data: { readSeq: 2 } } },
      'POST /api/chat/submitchat': (call) => {
        sent.push(call.body);
        const body = call.body as { content: string; clientId: string };
        return {
          status: 201,
          body: { success: true, data: message(3, { userId: me._id, author: null, content: body.content, clientId: body.clientId }) },
        };
      },
    });
    const utils = renderWithProviders(<ChatFeed groupId={chat.groupId} chat={chat} me={me._id} isGroupAdmin={false} />, { user: me });
    return { server, sent, ...utils };
  }

  it('shows the messages with a line for each day, and a message from the live channel without a request', async () => {
    const { store, server } = renderChat([message(1), message(2)]);
    expect(await screen.findByText('Message 1')).toBeInTheDocument();
    expect(screen.getAllByRole('separator')).toHaveLength(2);
    const loads = server.callsTo('GET', `/api/chat/getAllChatDiscusions/${chat.groupId}/${chat._id}`).length;
    act(() =>
      deliverLiveEvent({ id: '9', type: 'chat.message', actorId: id(90), data: { message: message(4) }, at: '' } as never, {
        dispatch: store.dispatch,
        me: me._id,
      }),
    );
    expect(await screen.findByText('Message 4')).toBeInTheDocument();
    expect(server.callsTo('GET', `/api/chat/getAllChatDiscusions/${chat.groupId}/${chat._id}`)).toHaveLength(loads);
  });

  it('when offline, a message waits in the outbox, shown as waiting, and is sent once when the network returns', async () => {
    const user = userEvent.setup();
    const { sent } = renderChat([message(1)]);
    await screen.findByText('Message 1');
    setOnline(false);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Typed on the bus{Enter}');
    const pending = (await screen.findByText('Typed on the bus')).closest('li')!;
    expect(within(pending).getByRole('status')).toHaveTextContent('Waiting for the network');
    expect(sent).toHaveLength(0);
    setOnline(true);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ groupId: chat.groupId, chatId: chat._id, content: 'Typed on the bus' });
    // Stored: shown once, as sent.
    await waitFor(() => expect(screen.getAllByText('Typed on the bus')).toHaveLength(1));
    expect(screen.getByText('Typed on the bus').closest('li')).toHaveTextContent('Sent');
  });

  it("when the page hands in Report, then others' messages carry it (kind chatMessage, the message's id) and mine and deleted ones do not", async () => {
    mockServer({
      [`GET /api/chat/getAllChatDiscusions/${chat.groupId}/${chat._id}`]: {
        body: {
          success: true,
          data: [message(1), message(2, { userId: me._id, author: null }), message(3, { deleted: true, content: '' })],
          before: null,
          readSeq: 0,
        },
      },
      'POST /api/chat/read': { body: { success: true, data: { readSeq: 3 } } },
    });
    const Report = ({ kind, id: thing }: { kind: string; id: string }) => <button type="button">{`Report ${kind} ${thing}`}</button>;
    renderWithProviders(<ChatFeed groupId={chat.groupId} chat={chat} me={me._id} isGroupAdmin={false} Report={Report} />, { user: me });
    expect(await screen.findByText('Message 1')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Report / }).map((b) => b.textContent)).toEqual([`Report chatMessage ${id(61)}`]);
  });

  it("when the message is empty, then 'Write a message or attach a file' and nothing is sent", async () => {
    const user = userEvent.setup();
    const { sent } = renderChat([]);
    expect(await screen.findByText('No messages yet. Say hello!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent(GROUP_MSG.messageEmpty);
    expect(sent).toHaveLength(0);
  });
});

describe('a private group seen from outside (issue 27 #9)', () => {
  const privateGroup = (over: Partial<DiscussionGroup> = {}) =>
    group(3, {
      privacy: 'Private',
      memberCount: 2,
      avatars: [],
      can: {
        read: false,
        join: true,
        leave: false,
        invite: false,
        edit: false,
        delete: false,
        addMembers: false,
        createChat: false,
        decide: false,
      },
      ...over,
    });
  const open = (g: DiscussionGroup) => {
    const server = mockServer({ [`GET /api/discussiongroup/${g._id}`]: { body: { success: true, data: g } } });
    renderWithProviders(<ChatRoomPage />, { user: me, route: `/ChatRoom/${g._id}`, path: '/ChatRoom/:groupID' });
    return server;
  };

  it('when a non-member opens its room, then one clear private state with one Request to join, and nothing it may not read is asked for', async () => {
    const server = open(privateGroup());
    expect(await screen.findByRole('heading', { name: 'This group is private' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Request to join Group 3' })).toHaveLength(1);
    expect(screen.queryByText(/Members of Group 3/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite by e-mail' })).not.toBeInTheDocument();
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET /api/discussiongroup/${id(3)}`]);
  });

  it('when they already asked, then it says an admin will decide and offers no second request', async () => {
    open(privateGroup({ requested: true }));
    expect(await screen.findByText(/You asked to join/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Requested' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Request to join Group 3' })).not.toBeInTheDocument();
  });

  it('when everyone has left it, then it says the group is closed, with no join button', async () => {
    open(privateGroup({ closed: true, memberCount: 0, can: { ...privateGroup().can, join: false } }));
    expect(await screen.findByRole('heading', { name: 'This group is closed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /join/i })).not.toBeInTheDocument();
  });
});

describe("an institution's Groups page (issue 27 #16)", () => {
  const institution = id(80);
  const owned = (n: number, over: Partial<DiscussionGroup> = {}) =>
    group(n, {
      institutionId: institution,
      isAdmin: true,
      pendingRequests: 2,
      can: {
        read: true,
        join: false,
        leave: false,
        invite: true,
        edit: true,
        delete: true,
        addMembers: true,
        createChat: false,
        decide: true,
      },
      ...over,
    });
  const request = (n: number) => ({
    _id: id(40 + n),
    userId: id(30 + n),
    fullName: `Asker ${n}`,
    profilePicture: null,
    whatToJoin: 'group',
    idOfWhatToJoin: id(1),
    nameOfWhatToJoin: 'Group 1',
    groupId: id(1),
    toJoinAs: 'member',
    status: 'pending',
    requestStatus: 'pending',
    reason: '',
    title: '',
    createdAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
  });

  it("lists its groups as 'Groups (count)' with each group's pending requests, which are decided there", async () => {
    const user = userEvent.setup();
    const server = mockServer({
      'GET /api/discussiongroup': { body: { success: true, data: [owned(1), owned(2, { pendingRequests: 0 })], count: 2 } },
      [`GET /api/discussiongroup/${id(1)}/requests`]: { body: { success: true, data: [request(1), request(2)], count: 2 } },
      'POST /api/joinrequests/updateRequestStatus': { body: { success: true, message: GROUP_MSG.statusUpdated, data: [] } },
    });
    renderWithProviders(<InstitutionGroups institutionId={institution} />, { user: me });
    expect(await screen.findByRole('heading', { name: 'Groups (2)' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/discussiongroup')[0].query.get('institution')).toBe(institution);
    expect(screen.getByRole('button', { name: 'No join requests for Group 2' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add members' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '2 join requests for Group 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Requests to join Group 1' });
    await user.click(await within(dialog).findByRole('button', { name: 'Approve the request of Asker 1' }));
    await waitFor(() =>
      expect(server.callsTo('POST', '/api/joinrequests/updateRequestStatus')[0]?.body).toEqual({
        requestIds: [id(41)],
        requestStatus: 'accepted',
      }),
    );
  });

  it('creates a group that belongs to the institution', async () => {
    const user = userEvent.setup();
    const server = mockServer({
      'GET /api/discussiongroup': { body: { success: true, data: [], count: 0 } },
      'POST /api/discussiongroup': { status: 201, body: { success: true, message: GROUP_MSG.created, data: owned(9) } },
    });
    renderWithProviders(<InstitutionGroups institutionId={institution} />, { user: me });
    expect(await screen.findByRole('heading', { name: 'Groups (0)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Groups' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a new group' });
    await user.type(within(dialog).getByLabelText('Group Name'), 'Midwifery year 1');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/discussiongroup')).toHaveLength(1));
    expect(String(server.callsTo('POST', '/api/discussiongroup')[0].body)).toMatch(
      new RegExp(`name="institutionId"\r\n\r\n${institution}\r\n`),
    );
  });
});
