import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEED_MSG, SHARE_DEFAULT_TEXT, UI } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../../test/render';
import { apiError, mockServer, type FakeRequest } from '../../../test/fakeFetch';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { makePost, makeShare } from '../testItems';
import FeedbackModal from './FeedbackModal';
import InviteFriendModal from './InviteFriendModal';
import PointsModal from './PointsModal';
import ShareModal from './ShareModal';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  vi.mocked(notifyError).mockClear();
});

const me = makeUser();
const pointsPath = `/api/user/points/${me._id}`;

function pointsServer(total: number, debt = 0) {
  const data =
    total > 0
      ? [
          {
            _id: 'p1',
            point: 50,
            activity: 'signup',
            activityPointId: 'signup',
            label: 'Joined Delv',
            postId: null,
            createdAt: '2026-03-01T10:00:00.000Z',
          },
        ]
      : [];
  return mockServer({ [`GET ${pointsPath}`]: { body: { success: true, data, count: data.length, total, debt } } });
}

describe('points modal', { timeout: 15_000 }, () => {
  it("says 'Collect More Points' when there are none", async () => {
    pointsServer(0);
    renderWithProviders(<PointsModal open onClose={() => {}} />, { user: me });
    expect(await screen.findByText(FEED_MSG.collectMorePoints)).toBeInTheDocument();
    expect(screen.getByText('2,000 more points and you can redeem them (from 2,000).')).toBeInTheDocument();
  });

  it('when points were taken back after they were redeemed, then the debt the next points pay is said (issue 26)', async () => {
    pointsServer(0, 10);
    renderWithProviders(<PointsModal open onClose={() => {}} />, { user: me });
    expect(
      await screen.findByText('10 points were taken back after you had redeemed them: the next points you earn pay them back first.'),
    ).toBeInTheDocument();
  });

  it('shows the total and each entry', async () => {
    pointsServer(50);
    renderWithProviders(<PointsModal open onClose={() => {}} />, { user: me });
    const list = await screen.findByRole('list', { name: 'Points earned' });
    expect(within(list).getByText('Joined Delv')).toBeInTheDocument();
    expect(within(list).getByText('+50')).toBeInTheDocument();
    expect(screen.queryByText(FEED_MSG.collectMorePoints)).not.toBeInTheDocument();
  });

  it('closes by itself after 6 seconds when opened by the feed', async () => {
    pointsServer(0);
    const timers = vi.spyOn(window, 'setTimeout');
    const onClose = vi.fn();
    renderWithProviders(<PointsModal open onClose={onClose} autoCloseMs={UI.POINTS_MODAL_MS} />, { user: me });
    await screen.findByText(FEED_MSG.collectMorePoints);
    const call = timers.mock.calls.find(([, ms]) => ms === 6000);
    expect(call).toBeDefined();
    (call![0] as () => void)();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('when it would open by itself while the person is typing in a field, then it does not open and says it closed', async () => {
    const server = pointsServer(50);
    const search = document.body.appendChild(document.createElement('input'));
    search.focus();
    const onClose = vi.fn();
    try {
      renderWithProviders(<PointsModal open onClose={onClose} autoCloseMs={UI.POINTS_MODAL_MS} />, { user: me });
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(document.activeElement).toBe(search);
      expect(server.callsTo('GET', pointsPath)).toEqual([]);
    } finally {
      search.remove();
    }
  });

  it('when opened by a button while focus is in a field, then it opens as usual', async () => {
    pointsServer(50);
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    try {
      renderWithProviders(<PointsModal open onClose={() => {}} />, { user: me });
      expect(await screen.findByRole('dialog')).toBeInTheDocument();
    } finally {
      field.remove();
    }
  });

  it('stays open once the person starts using it', async () => {
    const user = userEvent.setup();
    pointsServer(50);
    const timers = vi.spyOn(window, 'setTimeout');
    const onClose = vi.fn();
    renderWithProviders(<PointsModal open onClose={onClose} autoCloseMs={6000} />, { user: me });
    await user.click(await screen.findByText('How to earn points'));
    (timers.mock.calls.find(([, ms]) => ms === 6000)![0] as () => void)();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('feedback modal', { timeout: 15_000 }, () => {
  it('is sent only with a rating above 0 and a text', async () => {
    const user = userEvent.setup();
    const server = mockServer({ 'POST /api/feedback/': { status: 201, body: { success: true, message: FEED_MSG.feedbackThanks } } });
    const onClose = vi.fn();
    renderWithProviders(<FeedbackModal open onClose={onClose} />, { user: me });
    const send = screen.getByRole('button', { name: 'Send feedback' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Your feedback'), 'Works well on my phone');
    expect(send).toBeDisabled();
    const stars = screen.getByRole('slider', { name: 'Your rating' });
    stars.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(send).toBeEnabled();
    await user.clear(screen.getByLabelText('Your feedback'));
    await user.type(screen.getByLabelText('Your feedback'), '   ');
    expect(send).toBeDisabled();
    expect(server.calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Your feedback'), 'Works well');
    await user.click(send);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo('POST', '/api/feedback/')[0].body).toEqual({ rating: 3.5, feedbackText: 'Works well' });
    expect(notifySuccess).toHaveBeenCalledWith(FEED_MSG.feedbackThanks);
  });

  it('keeps what was written and says why when sending fails', async () => {
    const user = userEvent.setup();
    mockServer({ 'POST /api/feedback/': apiError(400, FEED_MSG.feedbackTextRequired) });
    const onClose = vi.fn();
    renderWithProviders(<FeedbackModal open onClose={onClose} />, { user: me });
    screen.getByRole('slider', { name: 'Your rating' }).focus();
    await user.keyboard('{End}');
    await user.type(screen.getByLabelText('Your feedback'), 'Great');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText(FEED_MSG.feedbackTextRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Your feedback')).toHaveValue('Great');
    expect(onClose).not.toHaveBeenCalled();
    expect(notifySuccess).not.toHaveBeenCalled();
  });
});

describe('share modal for a post', () => {
  it('offers the social networks with the link to the post and the message, and sends nothing to Delv', async () => {
    const user = userEvent.setup();
    const server = mockServer({});
    const post = makePost(7);
    renderWithProviders(<ShareModal item={post} onClose={() => {}} />, { user: me });
    const dialog = await screen.findByRole('dialog', { name: 'Share this post' });
    const message = within(dialog).getByLabelText('Message');
    expect(message).toHaveValue(SHARE_DEFAULT_TEXT.Content);
    await user.clear(message);
    await user.type(message, 'Read this');
    const url = `${window.location.origin}/post/${post._id}`;
    expect(within(dialog).getByRole('link', { name: 'Share on X' })).toHaveAttribute(
      'href',
      `https://x.com/intent/post?text=Read%20this&url=${encodeURIComponent(url)}`,
    );
    expect(within(dialog).getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    expect(within(dialog).getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute('target', '_blank');
    expect(server.calls).toHaveLength(0);
  });
});

describe('share modal', { timeout: 15_000 }, () => {
  const item = makeShare();
  const peer = {
    _id: '00000000-0000-4000-8000-0000000000b2',
    firstname: 'Brian',
    lastname: 'Okello',
    usercategory: ['student'],
    profilePicture: null,
  };
  const institution = {
    ...peer,
    _id: '00000000-0000-4000-8000-0000000000b3',
    firstname: 'Brianna',
    lastname: 'College',
    usercategory: ['institution'],
  };

  function shareServer(
    reply = {
      status: 201,
      body: { success: true, message: FEED_MSG.shareSuccess, data: makeShare({ _id: 'new' }), pointsEarned: 5, pointsTotal: 55 },
    },
  ) {
    return mockServer({
      'GET /api/user': (call: FakeRequest) => ({ body: { success: true, data: call.query.get('q') ? [peer, institution] : [], count: 2 } }),
      'POST /api/share/content/': reply,
    });
  }

  it("says 'Share with someone is required' and 'Post message is required', and sends nothing", async () => {
    const user = userEvent.setup();
    const server = shareServer();
    renderWithProviders(<ShareModal item={item} onClose={() => {}} />, { user: me });
    const message = await screen.findByLabelText('Message');
    expect(message).toHaveValue(SHARE_DEFAULT_TEXT.Content);
    await user.clear(message);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(FEED_MSG.shareTextRequired)).toBeInTheDocument();
    expect(screen.getByText(FEED_MSG.shareWithRequired)).toBeInTheDocument();

    // Specific people with nobody chosen is still nobody.
    await user.type(message, 'Read this');
    await user.click(screen.getByRole('radio', { name: 'Specific people' }));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(FEED_MSG.shareWithRequired)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/share/content/')).toHaveLength(0);
  });

  it("shares with one chosen person (institutions are not offered) and says 'Post shared successfully'", async () => {
    const user = userEvent.setup();
    const server = shareServer();
    const onClose = vi.fn();
    renderWithProviders(<ShareModal item={item} onClose={onClose} />, { user: me });
    await user.click(await screen.findByRole('radio', { name: 'Specific people' }));
    await user.type(screen.getByLabelText('Find people'), 'Bri');
    await user.click(await screen.findByRole('button', { name: 'Add Brian Okello' }));
    expect(screen.queryByRole('button', { name: 'Add Brianna College' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo('POST', '/api/share/content/')[0].body).toEqual({
      shareText: SHARE_DEFAULT_TEXT.Content,
      sharedModel: 'Content',
      shared: item.target.id,
      shareWith: 'users',
      to: [peer._id],
    });
    expect(notifySuccess).toHaveBeenCalledWith(FEED_MSG.postSharedAlert);
    expect(notifySuccess).toHaveBeenCalledWith(FEED_MSG.pointsEarnedAlert);
  });

  it("says 'Failed to share post' and why, and stays open", async () => {
    const user = userEvent.setup();
    shareServer(apiError(404, 'Not found', 'NOT_FOUND') as never);
    const onClose = vi.fn();
    renderWithProviders(<ShareModal item={item} onClose={onClose} />, { user: me });
    await user.click(await screen.findByRole('radio', { name: 'Everyone' }));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(FEED_MSG.shareFailedPostAlert));
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('uses the session wording for a shared session', async () => {
    mockServer({});
    const session = makeShare({
      sharedModel: 'Session',
      target: { kind: 'session', id: 's1' },
      shared: {
        _id: 's1',
        sessionTitle: 'Cloud clinic',
        description: '',
        startsAt: '2026-04-01T10:00:00.000Z',
        endsAt: '2026-04-01T11:00:00.000Z',
        price: 0,
        thumbnailFile: null,
        presenterName: 'David Otieno',
        cancelled: false,
      },
    });
    renderWithProviders(<ShareModal item={session} onClose={() => {}} />, { user: me });
    expect(await screen.findByRole('dialog', { name: 'Share this session' })).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue(SHARE_DEFAULT_TEXT.Session);
  });
});

describe('invite a friend', { timeout: 15_000 }, () => {
  it('sends the invitation, then shows the copyable link instead of the form', async () => {
    const user = userEvent.setup();
    const server = mockServer({
      'POST /api/invitation/': {
        status: 201,
        body: {
          success: true,
          message: FEED_MSG.invitationSent,
          data: { _id: 'i1', email: 'friend@example.com', category: 'general', link: 'http://localhost/invitation/i1', createdAt: '' },
        },
      },
    });
    renderWithProviders(<InviteFriendModal open onClose={() => {}} />, { user: me });
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText("Friend's e-mail"), 'friend@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(FEED_MSG.invitationMailSentAlert)).toBeInTheDocument();
    expect(screen.getByLabelText('Invitation link')).toHaveValue('http://localhost/invitation/i1');
    expect(screen.queryByLabelText("Friend's e-mail")).not.toBeInTheDocument();
    expect(server.callsTo('POST', '/api/invitation/')[0].body).toEqual({ email: 'friend@example.com', category: 'general' });
  });
});
