import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicUser } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../test/render';
import { mockServer } from '../../test/fakeFetch';
import { setLanguage } from '../../i18n';
import MentorsPage from './MentorsPage';

vi.mock('../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

function mentor(n: number, over: Partial<PublicUser> = {}): PublicUser {
  const {
    email: _e,
    confirmed: _c,
    roles: _r,
    modifiedAt: _m,
    institutionId: _i,
    ...rest
  } = makeUser({
    _id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
    firstname: `Mentor${n}`,
    lastname: 'Test',
    usercategory: ['mentor'],
    country: 'Kenya',
    interests: ['Data'],
  });
  return { ...rest, ...over };
}

function serve(total = 2) {
  return mockServer({
    'GET /api/user/mentors': (call) => {
      const skip = Number(call.query.get('skip'));
      const limit = Number(call.query.get('limit'));
      const all = Array.from({ length: total }, (_, i) => mentor(i + 1));
      return { body: { success: true, data: all.slice(skip, skip + limit), count: total } };
    },
  });
}

describe('mentors directory', () => {
  it('lists mentors with links to their profiles and book-session links', async () => {
    serve();
    renderWithProviders(<MentorsPage />, { route: '/mentors', path: '/mentors', user: makeUser() });
    const link = await screen.findByRole('link', { name: 'Mentor1 Test' });
    expect(link).toHaveAttribute('href', `/mentors/more/${mentor(1)._id}`);
    expect(screen.getAllByRole('link', { name: /^Book Session with/ })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Live Chat' })).toHaveAttribute('href', '/comingsoon/livechat');
  });

  it('asks the server for the chosen country and sort, from the first page', async () => {
    const user = userEvent.setup();
    const server = serve();
    renderWithProviders(<MentorsPage />, { route: '/mentors', path: '/mentors' });
    await screen.findByRole('link', { name: 'Mentor1 Test' });
    expect(server.callsTo('GET', '/api/user/mentors')[0].query.toString()).toBe('skip=0&limit=30');

    await user.click(screen.getByRole('radio', { name: 'Uganda' }));
    await waitFor(() => expect(server.callsTo('GET', '/api/user/mentors').at(-1)?.query.get('country')).toBe('Uganda'));

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Popular');
    await waitFor(() => expect(server.callsTo('GET', '/api/user/mentors').at(-1)?.query.get('sort')).toBe('popular'));
    expect(server.callsTo('GET', '/api/user/mentors').at(-1)?.query.get('country')).toBe('Uganda');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Trending');
    await waitFor(() => expect(server.callsTo('GET', '/api/user/mentors').at(-1)?.query.get('sort')).toBe('trending'));

    await user.click(screen.getByRole('radio', { name: 'Others' }));
    await waitFor(() => expect(server.callsTo('GET', '/api/user/mentors').at(-1)?.query.get('country')).toBe('Others'));
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'All',
      'Uganda',
      'Kenya',
      'Rwanda',
      'Tanzania',
      'Burundi',
      'Others',
    ]);
  });

  it('pages by 30 with Next and Previous', async () => {
    const user = userEvent.setup();
    const server = serve(45);
    renderWithProviders(<MentorsPage />, { route: '/mentors', path: '/mentors' });
    await screen.findByRole('link', { name: 'Mentor1 Test' });
    const pager = screen.getByRole('navigation', { name: 'Mentor pages' });
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Mentor31 Test' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/user/mentors').at(-1)?.query.get('skip')).toBe('30');
    expect(within(screen.getByRole('navigation', { name: 'Mentor pages' })).getByText('Viewing 31 - 45 of 45')).toBeInTheDocument();
  });

  it('never offers Book Session to an institution account', async () => {
    serve();
    renderWithProviders(<MentorsPage />, { route: '/mentors', path: '/mentors', user: makeUser({ usercategory: ['institution'] }) });
    await screen.findByRole('link', { name: 'Mentor1 Test' });
    expect(screen.queryByRole('link', { name: /^Book Session with/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back' })).toHaveAttribute('href', '/institution/feeds');
  });

  it("says 'No more Mentors to show' when nobody matches", async () => {
    serve(0);
    renderWithProviders(<MentorsPage />, { route: '/mentors?country=Burundi', path: '/mentors' });
    expect(await screen.findByText('No more Mentors to show')).toBeInTheDocument();
  });
});

describe('the mentors page in Kiswahili', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('when the phone speaks Kiswahili, then the heading, filters, count and card buttons are in Kiswahili', async () => {
    serve();
    await act(() => setLanguage('sw'));
    renderWithProviders(
      <Suspense fallback={null}>
        <MentorsPage />
      </Suspense>,
      { route: '/mentors', path: '/mentors', user: makeUser() },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Washauri' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Mentor1 Test' });
    expect(screen.getAllByRole('link', { name: /^Panga kipindi na/ })).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Zote' })).toBeChecked();
    expect(screen.getByText('washauri 2')).toBeInTheDocument();
  });
});
