import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER_INVITE_MSG, MSG, type MemberImportCheck, type MemberInvitation } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../test/render';
import { mockServer } from '../../test/fakeFetch';
import { notifySuccess } from '../../lib/notify';
import { deliverLiveEvent } from '../../lib/live';
import { setLanguage } from '../../i18n';
import ImportMembersModal from './components/ImportMembersModal';
import InviteMemberModal from './components/InviteMemberModal';
import MemberInvitations from './components/MemberInvitations';
import MemberInvitationPage from './pages/MemberInvitationPage';

vi.mock('../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const id = (n: number) => `00000000-0000-4000-8000-0000000015${String(n).padStart(2, '0')}`;
const admin = makeUser({ usercategory: ['institution'] });
const institutionId = id(1);
const base = `/api/institution/${institutionId}`;

const checked: MemberImportCheck = {
  rows: [
    { line: 2, name: 'Amina Nakato', email: 'amina@example.com', role: 'learner', result: 'new' },
    { line: 3, name: 'Bad Row', email: 'not-an-email', role: 'learner', result: 'invalidEmail' },
    { line: 4, name: 'Mo Member', email: 'member@example.com', role: 'learner', result: 'member' },
    { line: 5, name: 'Brian Okello', email: 'brian@example.com', role: 'mentor', result: 'new' },
  ],
  counts: { new: 2, member: 1, invited: 0, blocked: 0, invalidEmail: 1, invalidRole: 0, duplicate: 0 },
};
const csv = () => new File(['name,email,role\nAmina Nakato,amina@example.com,learner\n'], 'members.csv', { type: 'text/csv' });

describe('the CSV import', () => {
  it('checks the file first, shows the rows that will not be invited, then sends and follows the job live to the end', async () => {
    const user = userEvent.setup();
    const importId = id(50);
    const server = mockServer({
      [`POST ${base}/members/import/check`]: { body: { success: true, data: checked } },
      [`POST ${base}/members/import`]: {
        status: 202,
        body: {
          success: true,
          message: MEMBER_INVITE_MSG.importStarted,
          data: {
            import: { _id: importId, institution: institutionId, total: 2, sent: 0, finishedAt: null, createdAt: '' },
            check: checked,
          },
        },
      },
      [`GET ${base}/members/imports/${importId}`]: {
        body: { success: true, data: { _id: importId, institution: institutionId, total: 2, sent: 0, finishedAt: null, createdAt: '' } },
      },
    });
    const { store } = renderWithProviders(<ImportMembersModal institutionId={institutionId} onClose={() => {}} />, { user: admin });
    const dialog = await screen.findByRole('dialog', { name: 'Import members from a CSV file' });
    expect(within(dialog).getByRole('link', { name: 'Download the template' })).toHaveAttribute('href', '/members-template.csv');
    expect(within(dialog).getByRole('button', { name: 'Check the file' })).toBeDisabled();
    await user.upload(within(dialog).getByLabelText('CSV file (at most 2000 rows)'), csv());
    await user.click(within(dialog).getByRole('button', { name: 'Check the file' }));

    expect(await within(dialog).findByText('4 rows checked')).toBeInTheDocument();
    expect(within(dialog).getByText('2 new invitations')).toBeInTheDocument();
    expect(within(dialog).getByText('1 already a member')).toBeInTheDocument();
    expect(within(dialog).getByText('1 invalid e-mail')).toBeInTheDocument();
    // Only the problems at first; every row on request.
    const table = within(dialog).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'Invalid e-mail' })).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Show only the rows that will not be invited'));
    expect(within(within(dialog).getByRole('table')).getAllByRole('row')).toHaveLength(5);
    expect(server.callsTo('POST', `${base}/members/import`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Send 2 invitations' }));
    expect(await within(dialog).findByText('0 of 2 invitations sent')).toBeInTheDocument();
    expect(notifySuccess).toHaveBeenCalledWith(MEMBER_INVITE_MSG.importStarted);
    const live = (sent: number, finished: boolean) =>
      act(() =>
        deliverLiveEvent(
          {
            id: String(sent),
            type: 'member.import.progress',
            actorId: null,
            at: '',
            data: { institutionId, importId, sent, total: 2, finished },
          },
          { dispatch: store.dispatch, me: admin._id },
        ),
      );
    await live(1, false);
    expect(await within(dialog).findByText('1 of 2 invitations sent')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('value', '1');
    await live(2, true);
    expect(await within(dialog).findByText('All 2 invitations are on their way')).toBeInTheDocument();
    // The bar moved by events alone: the import was read once.
    expect(server.callsTo('GET', `${base}/members/imports/${importId}`)).toHaveLength(1);
  });

  it('when the server refuses the file, then its message shows and nothing is sent', async () => {
    const user = userEvent.setup();
    mockServer({
      [`POST ${base}/members/import/check`]: {
        status: 400,
        body: {
          success: false,
          err: MEMBER_INVITE_MSG.headerInvalid,
          error: { message: MEMBER_INVITE_MSG.headerInvalid, code: 'BAD_REQUEST' },
        },
      },
    });
    renderWithProviders(<ImportMembersModal institutionId={institutionId} onClose={() => {}} />, { user: admin });
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByLabelText('CSV file (at most 2000 rows)'), csv());
    await user.click(within(dialog).getByRole('button', { name: 'Check the file' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MEMBER_INVITE_MSG.headerInvalid);
    expect(within(dialog).queryByRole('button', { name: /Send/ })).toBeNull();
  });
});

describe('Invite Member and the invitations list', () => {
  it("validates with the spec's messages, then sends and says 'Invitation sent successfully'", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const server = mockServer({
      [`POST ${base}/members/invite`]: { status: 201, body: { success: true, message: MEMBER_INVITE_MSG.invitationSent } },
    });
    renderWithProviders(<InviteMemberModal institutionId={institutionId} onClose={onClose} />, { user: admin });
    const dialog = await screen.findByRole('dialog', { name: 'Invite Member' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(MSG.emailRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email'), 'zawadi@example.com');
    await user.selectOptions(within(dialog).getByLabelText('Invite as'), 'mentor');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo('POST', `${base}/members/invite`)[0].body).toEqual({ email: 'zawadi@example.com', name: '', role: 'mentor' });
    expect(notifySuccess).toHaveBeenCalledWith(MEMBER_INVITE_MSG.invitationSent);
  });

  const invitation = (n: number, status: MemberInvitation['status']): MemberInvitation => ({
    _id: id(20 + n),
    email: `person${n}@example.com`,
    name: n === 1 ? 'Amina Nakato' : '',
    role: 'learner',
    status,
    createdAt: '2026-11-20T10:00:00.000Z',
    sentAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-12-04T10:00:00.000Z',
  });

  it('lists each status; resend and revoke only where they apply; Show more pages; in Kiswahili', async () => {
    const user = userEvent.setup();
    const server = mockServer({
      [`GET ${base}/members/invitations`]: (call) => ({
        body: {
          success: true,
          data: [invitation(1, 'pending'), invitation(2, 'accepted'), invitation(3, 'expired')].slice(
            0,
            Number(call.query.get('limit')) >= 20 ? 3 : 0,
          ),
          count: 25,
        },
      }),
      [`DELETE /api/institution/member/invitations/${id(21)}`]: { body: { success: true, message: 'Invitation revoked' } },
    });
    renderWithProviders(<MemberInvitations institutionId={institutionId} />, { user: admin });
    expect(await screen.findByRole('heading', { name: 'Invitations (25)' })).toBeInTheDocument();
    const pending = screen.getByText('Amina Nakato').closest('li')!;
    expect(pending).toHaveTextContent('Sent, open until');
    const accepted = screen.getByText('person2@example.com').closest('li')!;
    expect(within(accepted).queryByRole('button')).toBeNull();
    const expired = screen.getByText('person3@example.com').closest('li')!;
    expect(expired).toHaveTextContent('Expired on');
    expect(within(expired).getByRole('button', { name: 'Resend the invitation to person3@example.com' })).toBeEnabled();
    await user.click(within(pending).getByRole('button', { name: 'Revoke the invitation to person1@example.com' }));
    await waitFor(() => expect(server.callsTo('DELETE', `/api/institution/member/invitations/${id(21)}`)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Show more invitations' }));
    await waitFor(() => expect(server.calls.some((c) => c.query.get('limit') === '40')).toBe(true));

    await act(() => setLanguage('sw'));
    try {
      expect(await screen.findByRole('heading', { name: 'Mialiko (25)' })).toBeInTheDocument();
      expect(screen.getByText('Umekubaliwa')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});

describe('the invitation landing page (/invitation/member/:id)', () => {
  it('when a guest opens an invitation, then its title is the page heading (h1) and Sign up carries the address', async () => {
    mockServer({
      [`GET /api/institution/member/invitations/${id(9)}`]: {
        body: {
          success: true,
          data: {
            _id: id(9),
            institution: { _id: institutionId, institutionName: 'Kigali Academy', profilePicture: null },
            status: 'pending',
            email: 'new@example.com',
            userExist: false,
          },
        },
      },
    });
    renderWithProviders(<MemberInvitationPage />, { route: `/invitation/member/${id(9)}?key=k`, path: '/invitation/member/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kigali Academy invites you to join it on Delv' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup/individual?email=new%40example.com');
  });
});
