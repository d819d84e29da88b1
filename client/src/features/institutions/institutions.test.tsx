import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INSTITUTION_MSG, MSG, type Institution, type InstitutionMember } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../test/render';
import { apiError, mockServer } from '../../test/fakeFetch';
import { notifySuccess } from '../../lib/notify';
import { setLanguage } from '../../i18n';
import InstitutionsPage from '../../app/pages/institution/ListPage';
import InstitutionHomePage from '../../app/pages/institution/HomePage';
import OnboardingInstitutePage from './pages/OnboardingInstitutePage';
import InstitutionAboutPage from '../../app/pages/institution/AboutPage';

vi.mock('../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const id = (n: number) => `00000000-0000-4000-8000-0000000013${String(n).padStart(2, '0')}`;
const learner = makeUser();

function institution(n: number, over: Partial<Institution> = {}): Institution {
  return {
    _id: id(n),
    institutionName: `Institute ${n}`,
    institutionType: 'Higher Education',
    bio: 'We teach engineering.',
    admins: [id(80 + n)],
    profilePicture: null,
    specialities: ['Engineering', 'ICT'],
    country: 'Uganda',
    city: 'Kampala',
    area: '',
    postalcode: '',
    website: '',
    linkFacebook: '',
    linkTwitter: '',
    linkLinkedin: '',
    contactEmail: '',
    avgRating: 0,
    ratingCount: 0,
    memberCount: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    can: { edit: false },
    ...over,
  };
}

const member = (n: number): InstitutionMember => ({
  _id: `${id(1)}:${id(n)}`,
  institution: id(1),
  learner: { _id: id(n), firstname: 'Brian', lastname: `Okello ${n}`, usercategory: ['graduate'], profilePicture: null },
  joinedAt: '2026-11-21T10:00:00.000Z',
});

describe('the institutions directory', () => {
  it("shows 'Showing 1 - 2 of 2 registered Institutions', filters by country in the request, and follows one", async () => {
    const user = userEvent.setup();
    const server = mockServer({
      'GET /api/institution': (call) => ({
        body: {
          success: true,
          data:
            call.query.get('country') === 'Kenya'
              ? [institution(2, { country: 'Kenya' })]
              : [institution(1, { avgRating: 4.5, ratingCount: 2 }), institution(2)],
          count: call.query.get('country') === 'Kenya' ? 1 : 2,
        },
      }),
      'POST /api/learner/institution': {
        status: 201,
        body: { success: true, message: INSTITUTION_MSG.joined, data: institution(1, { isMember: true }) },
      },
    });
    renderWithProviders(<InstitutionsPage />, { user: learner });
    expect(await screen.findByText('Showing 1 - 2 of 2 registered Institutions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Institute 1' })).toHaveAttribute('href', `/institution/more/${id(1)}`);
    expect(screen.getByRole('img', { name: /4\.5/ })).toBeInTheDocument();
    expect(screen.getAllByText('No Rating')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Follow Institute 1' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/learner/institution')[0]?.body).toEqual({ institution_id: id(1) }));
    expect(notifySuccess).toHaveBeenCalledWith(INSTITUTION_MSG.joined);

    await user.click(screen.getByRole('radio', { name: 'Kenya' }));
    expect(await screen.findByText('Showing 1 - 1 of 1 registered Institution')).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/institution').at(-1)?.query.get('country')).toBe('Kenya');
  });

  it('when the list fails, then the error with Try again, which asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const server = mockServer({
      'GET /api/institution': () =>
        fail ? apiError(500, 'Something went wrong', 'INTERNAL') : { body: { success: true, data: [], count: 0 } },
    });
    renderWithProviders(<InstitutionsPage />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('No institution has registered yet.')).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/institution')).toHaveLength(2);
  });

  it('for a guest, Follow and Leave a Review lead to sign in', async () => {
    mockServer({ 'GET /api/institution': { body: { success: true, data: [institution(1)], count: 1 } } });
    renderWithProviders(<InstitutionsPage />);
    const card = (await screen.findByRole('link', { name: 'Institute 1' })).closest('li')!;
    expect(within(card).getByRole('link', { name: 'Follow' })).toHaveAttribute('href', '/login');
    expect(within(card).getByRole('link', { name: 'Leave a Review, Institute 1' })).toHaveAttribute('href', '/login');
  });

  it('in Kiswahili, the count and the filters are in Kiswahili', async () => {
    mockServer({ 'GET /api/institution': { body: { success: true, data: [institution(1)], count: 1 } } });
    await act(() => setLanguage('sw'));
    try {
      renderWithProviders(<InstitutionsPage />, { user: learner });
      expect(await screen.findByText('Inaonyesha 1 - 1 kati ya Taasisi 1 iliyosajiliwa')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Taasisi' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Fuata Institute 1' })).toHaveTextContent('Fuata');
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});

describe("an institution's public home", () => {
  it('shows the header with Follow for a learner who is not a member, and the members tab lists members', async () => {
    const user = userEvent.setup();
    mockServer({
      [`GET /api/institution/${id(1)}`]: {
        body: { success: true, data: institution(1, { isMember: false, memberCount: 1, contactEmail: 'hello@inst.example' }) },
      },
      [`GET /api/learner/institution/${id(1)}`]: { body: { success: true, data: [member(5)], count: 1 } },
      [`GET /api/institution/${id(1)}/mentors`]: { body: { success: true, data: [], count: 0 } },
      [`GET /api/contents/owner/${id(81)}`]: { body: { success: true, data: [], count: 0 } },
      [`GET /api/institution/${id(1)}/posts`]: { body: { success: true, data: [], count: 0 } },
    });
    renderWithProviders(<InstitutionHomePage />, {
      user: learner,
      route: `/institution/more/${id(1)}`,
      path: '/institution/more/:institutionID',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Institute 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow Institute 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us, Institute 1' })).toHaveAttribute('href', 'mailto:hello@inst.example');
    // Signed in and not its admin: the institution may be reported (issue 31).
    expect(screen.getByRole('button', { name: 'Report' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Members' }));
    const panel = screen.getByRole('tabpanel', { name: 'Members' });
    expect(await within(panel).findByRole('link', { name: 'Brian Okello 5' })).toHaveAttribute('href', `/users/profile/${id(5)}`);
  });

  it("the 'Follow Mentors' panel lists the institution's own mentors, and a guest reads its page posts (issue 27 #10, #11)", async () => {
    const user = userEvent.setup();
    const own = {
      _id: id(30),
      firstname: 'Grace',
      lastname: 'Uwimana',
      usercategory: ['mentor'],
      profilePicture: null,
      interests: [],
      affiliatedAt: '',
    };
    const server = mockServer({
      [`GET /api/institution/${id(1)}`]: { body: { success: true, data: institution(1, { isMember: false }) } },
      [`GET /api/learner/institution/${id(1)}`]: { body: { success: true, data: [], count: 0 } },
      [`GET /api/institution/${id(1)}/mentors`]: { body: { success: true, data: [own], count: 1 } },
      [`GET /api/contents/owner/${id(81)}`]: { body: { success: true, data: [], count: 0 } },
      [`GET /api/institution/${id(1)}/posts`]: {
        body: { success: true, data: [{ _id: id(60), postText: 'Open day on Friday', createdAt: '2026-03-01T10:00:00.000Z' }], count: 1 },
      },
    });
    renderWithProviders(<InstitutionHomePage />, { route: `/institution/more/${id(1)}`, path: '/institution/more/:institutionID' });
    const panel = (await screen.findByRole('heading', { name: 'Follow Mentors / Trainers / Counsellors' })).closest('section')!;
    expect(await within(panel).findByRole('link', { name: 'Grace Uwimana' })).toHaveAttribute('href', `/mentors/more/${id(30)}`);
    expect(server.callsTo('GET', '/api/user/mentors')).toHaveLength(0);
    expect(await screen.findByText('Open day on Friday')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'View all' }));
    expect(screen.getByRole('tabpanel', { name: 'Mentors' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Feed' }));
    expect(await within(screen.getByRole('tabpanel', { name: 'Feed' })).findByText('Open day on Friday')).toBeInTheDocument();
    expect(screen.queryByText(/Sign in to see/)).not.toBeInTheDocument();
  });

  it('when the institution does not exist, then the message and Try again', async () => {
    mockServer({ [`GET /api/institution/${id(9)}`]: apiError(404, INSTITUTION_MSG.notFound, 'NOT_FOUND') });
    renderWithProviders(<InstitutionHomePage />, { route: `/institution/more/${id(9)}`, path: '/institution/more/:institutionID' });
    expect(await screen.findByText(INSTITUTION_MSG.notFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('About you (/onboarding/institute)', () => {
  const account = makeUser({ usercategory: ['institution'], institutionId: null });

  it("when sent empty, then the spec's messages; when filled, then POST /institution and on to /institution/feeds", async () => {
    const user = userEvent.setup();
    const server = mockServer({
      'POST /api/institution': { status: 201, body: { success: true, message: INSTITUTION_MSG.profileCreated, data: institution(3) } },
    });
    const { store } = renderWithProviders(<OnboardingInstitutePage />, {
      user: account,
      route: '/onboarding/institute',
      path: '/onboarding/institute',
    });
    await user.click(await screen.findByRole('button', { name: 'Create profile' }));
    expect(await screen.findByText(MSG.institutionNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.institutionBioRequired)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/institution')).toHaveLength(0);

    await user.type(screen.getByLabelText('Institution name'), 'Gulu Nursing Institute');
    await user.selectOptions(screen.getByLabelText('Institution type'), 'Health care / Medicine');
    await user.selectOptions(screen.getByLabelText('Country'), 'Uganda');
    await user.type(screen.getByLabelText('City'), 'Gulu');
    await user.type(screen.getByLabelText('Institution bio'), 'We train nurses.');
    await user.click(screen.getByRole('button', { name: 'Create profile' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/institution/feeds'));
    expect(server.callsTo('POST', '/api/institution')[0].body).toMatchObject({
      institutionName: 'Gulu Nursing Institute',
      industry: 'Health care / Medicine',
      country: 'Uganda',
      city: 'Gulu',
      bio: 'We train nurses.',
    });
    expect(store.getState().session.user?.institutionId).toBe(id(3));
    expect(notifySuccess).toHaveBeenCalledWith(INSTITUTION_MSG.profileCreated);
  });
});

describe('the admin profile (/institution/about)', () => {
  it('Edit Profile saves through PUT /institution/:id and says so', async () => {
    const user = userEvent.setup();
    const admin = makeUser({ _id: id(81), usercategory: ['institution'], institutionId: id(1) });
    const server = mockServer({
      [`GET /api/institution/${id(1)}`]: { body: { success: true, data: institution(1, { isAdmin: true }) } },
      [`PUT /api/institution/${id(1)}`]: {
        body: { success: true, message: INSTITUTION_MSG.profileUpdated, data: institution(1, { city: 'Gulu' }) },
      },
      'GET /api/comment': { body: { success: true, data: [], count: 0 } },
      'GET /api/sessions/all': { body: { success: true, data: [], count: 0 } },
    });
    renderWithProviders(<InstitutionAboutPage />, { user: admin });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: "Update your institution's profile" });
    const city = within(dialog).getByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Gulu');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.callsTo('PUT', `/api/institution/${id(1)}`)[0]?.body).toMatchObject({ city: 'Gulu', institutionName: 'Institute 1' }),
    );
    expect(notifySuccess).toHaveBeenCalledWith(INSTITUTION_MSG.profileUpdated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
