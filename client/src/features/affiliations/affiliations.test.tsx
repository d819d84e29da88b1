import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AFFILIATION_MSG, MSG, type Affiliation, type AffiliationInvitation, type AffiliatedMentor } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../test/render';
import { mockServer } from '../../test/fakeFetch';
import { notifySuccess } from '../../lib/notify';
import { setLanguage } from '../../i18n';
import MyAffiliationsPage from './pages/MyAffiliationsPage';
import CreateMentorModal from './components/CreateMentorModal';
import MentorCards from './components/MentorCards';

vi.mock('../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const id = (n: number) => `00000000-0000-4000-8000-0000000014${String(n).padStart(2, '0')}`;
const mentor = makeUser({ usercategory: ['mentor'] });
const kba = { _id: id(1), institutionName: 'Kigali Business Academy', profilePicture: null };

const affiliation: Affiliation = {
  _id: id(10),
  institution: kba,
  affiliate: mentor._id,
  affiliateType: 'mentor',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const invitation = (n: number): AffiliationInvitation => ({
  _id: id(20 + n),
  institution: { _id: id(2), institutionName: 'Nairobi School of Technology', profilePicture: null },
  mentor: { _id: mentor._id, firstname: 'Amina', lastname: 'Nakato', usercategory: ['mentor'], profilePicture: null },
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  sentAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-04T10:00:00.000Z',
});

describe('My Affiliations', () => {
  it('lists the institutions with View; the Invitations badge counts, and accepting says so', async () => {
    const user = userEvent.setup();
    const server = mockServer({
      'GET /api/affiliations': { body: { success: true, data: [affiliation], count: 1 } },
      'GET /api/affiliations/currentuser': { body: { success: true, data: [invitation(1)], count: 1 } },
      [`POST /api/affiliations/invitations/${id(21)}/accept`]: { body: { success: true, message: AFFILIATION_MSG.invitationAccepted } },
    });
    renderWithProviders(<MyAffiliationsPage />, { user: mentor });
    const row = (await screen.findByRole('cell', { name: /Kigali Business Academy/ })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'Mentor' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View' })).toHaveAttribute('href', `/institution/more/${id(1)}`);
    expect(within(row).getByRole('button', { name: 'Remove your affiliation with Kigali Business Academy' })).toBeEnabled();

    await user.click(await screen.findByRole('button', { name: 'Invitations, 1 waiting' }));
    const dialog = await screen.findByRole('dialog', { name: '1 Invitation' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(server.callsTo('POST', `/api/affiliations/invitations/${id(21)}/accept`)).toHaveLength(1));
    expect(notifySuccess).toHaveBeenCalledWith(AFFILIATION_MSG.invitationAccepted);
  });

  it("with no invitations, the modal says 'No Invitations avalilable'; in Kiswahili the page is in Kiswahili", async () => {
    const user = userEvent.setup();
    mockServer({
      'GET /api/affiliations': { body: { success: true, data: [], count: 0 } },
      'GET /api/affiliations/currentuser': { body: { success: true, data: [], count: 0 } },
    });
    renderWithProviders(<MyAffiliationsPage />, { user: mentor });
    await user.click(await screen.findByRole('button', { name: 'Invitations, 0 waiting' }));
    expect(await screen.findByText(AFFILIATION_MSG.noInvitations)).toBeInTheDocument();
  });

  it('in Kiswahili, the title and the columns are in Kiswahili', async () => {
    mockServer({
      'GET /api/affiliations': { body: { success: true, data: [affiliation], count: 1 } },
      'GET /api/affiliations/currentuser': { body: { success: true, data: [], count: 0 } },
    });
    await act(() => setLanguage('sw'));
    try {
      renderWithProviders(<MyAffiliationsPage />, { user: mentor });
      expect(await screen.findByRole('heading', { level: 1, name: 'Taasisi ninazoshirikiana nazo' })).toBeInTheDocument();
      expect(await screen.findByRole('columnheader', { name: 'Umeshirikishwa kama' })).toBeInTheDocument();
      expect(screen.getByRole('cell', { name: 'Mshauri' })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});

describe('Create Mentor', () => {
  it('when the form is empty or invalid, then Create Mentor is disabled (spec 001 §5)', async () => {
    const user = userEvent.setup();
    mockServer({});
    renderWithProviders(<CreateMentorModal institutionId={id(1)} onClose={() => {}} />, {
      user: makeUser({ usercategory: ['institution'] }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create Mentor' });
    const submit = within(dialog).getByRole('button', { name: 'Create Mentor' });
    await waitFor(() => expect(submit).toBeDisabled());
    await user.type(within(dialog).getByLabelText('Email'), 'grace@');
    expect(submit).toBeDisabled();
  });

  // Eleven fields typed key by key: slow in jsdom on a busy machine, so more than the default 5 s.
  it("checks the spec's messages, then sends the mentor with the institution and the chosen country", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const server = mockServer({ 'POST /api/mentor': { status: 201, body: { success: true, message: AFFILIATION_MSG.mentorCreated } } });
    renderWithProviders(<CreateMentorModal institutionId={id(1)} onClose={onClose} />, {
      user: makeUser({ usercategory: ['institution'] }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create Mentor' });
    await user.type(within(dialog).getByLabelText('Email'), 'grace@');
    await user.click(within(dialog).getByLabelText('Phone'));
    await user.tab();
    expect(await within(dialog).findByText(MSG.emailInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(AFFILIATION_MSG.phoneRequired)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'grace@kba.example.com');
    await user.type(within(dialog).getByLabelText('First name'), 'Grace');
    await user.type(within(dialog).getByLabelText('Last name'), 'Uwimana');
    await user.type(within(dialog).getByLabelText('Phone'), '+250 788 123456');
    await user.selectOptions(within(dialog).getByLabelText('Country'), 'Rwanda');
    await user.selectOptions(within(dialog).getByLabelText('Specialization'), 'Finance');
    await user.type(within(dialog).getByLabelText('Discipline'), 'Accounting');
    await user.type(within(dialog).getByLabelText('Bio'), 'Chartered accountant.');
    await user.click(within(dialog).getByRole('button', { name: 'Create Mentor' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo('POST', '/api/mentor')[0].body).toMatchObject({
      firstname: 'Grace',
      email: 'grace@kba.example.com',
      country: 'Rwanda',
      specialization: 'Finance',
      institution: id(1),
    });
    expect(notifySuccess).toHaveBeenCalledWith(AFFILIATION_MSG.mentorCreated);
  }, 20_000);
});

describe("an institution's mentors", () => {
  it('shows cards with interests; the admin can end an affiliation', async () => {
    const user = userEvent.setup();
    const m: AffiliatedMentor = {
      _id: id(30),
      firstname: 'David',
      lastname: 'Otieno',
      usercategory: ['mentor'],
      profilePicture: null,
      interests: ['Data Science', 'Python'],
      affiliatedAt: '2026-11-20T10:00:00.000Z',
    };
    const server = mockServer({
      [`GET /api/institution/${id(1)}/mentors`]: { body: { success: true, data: [m], count: 1 } },
      [`DELETE /api/institution/${id(1)}/mentors/${id(30)}`]: { body: { success: true, message: AFFILIATION_MSG.affiliationRemoved } },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithProviders(<MentorCards institutionId={id(1)} name="KBA" manage />, { user: makeUser({ usercategory: ['institution'] }) });
    expect(await screen.findByRole('link', { name: 'David Otieno' })).toHaveAttribute('href', `/mentors/more/${id(30)}`);
    expect(screen.getByText('Data Science, Python')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove affiliation, David Otieno' }));
    await waitFor(() => expect(server.callsTo('DELETE', `/api/institution/${id(1)}/mentors/${id(30)}`)).toHaveLength(1));
  });
});
