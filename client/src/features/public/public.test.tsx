import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { mockServer } from '../../test/fakeFetch';
import { setLanguage } from '../../i18n';
import CareerGuidancePage from '../../app/pages/CareerGuidancePage';
import JobSearchPage from './pages/JobSearchPage';
import SlidesPage from './pages/SlidesPage';

vi.mock('../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('react-multi-carousel', () => ({ default: ({ children }: { children: unknown }) => <ul>{children as never}</ul> }));

describe('public pages', { timeout: 30_000 }, () => {
  it('career guidance leads to peers, mentors, the five steps, and asks guests to sign in for points', async () => {
    const user = userEvent.setup();
    mockServer({});
    renderWithProviders(<CareerGuidancePage />);
    expect(screen.getByRole('link', { name: 'Connect With Peers' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Connect With A Mentor' })).toHaveAttribute('href', '/mentors');
    expect(screen.getByRole('link', { name: /TRY IT YOURSELF/ })).toHaveAttribute('href', '/slides');
    expect(screen.getByRole('link', { name: /GET HELP FROM A MENTOR/ })).toHaveAttribute('href', '/mentors');
    expect(screen.getByRole('link', { name: 'Join as a mentor' })).toHaveAttribute('href', '/login');
    // Until the carousel's code arrives, its first slide stands in for it (the Suspense fallback):
    // a click on that stand-in can land as it is replaced (seen on a loaded machine), so the test
    // clicks the carousel's own button.
    const carousel = await screen.findByRole('region', { name: 'Reach out and earn points' }, { timeout: 10_000 });
    await user.click(within(carousel).getByRole('button', { name: 'REACH OUT' }));
    expect(await screen.findByRole('dialog', { name: 'Reach out to a counsellor' }, { timeout: 10_000 })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    // The second slide arrives with the carousel's own chunk.
    await user.click(await screen.findByRole('button', { name: 'Start now' }, { timeout: 5000 }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('the plan page walks through five steps and back to career guidance', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SlidesPage />);
    expect(screen.getByRole('link', { name: /Back to career guidance/ })).toHaveAttribute('href', '/careerguidance');
    expect(screen.getByRole('group', { name: 'Step 1 of 5: Know yourself' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('group', { name: 'Step 2 of 5: Choose a goal' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('list', { name: 'Steps' })).getByRole('button', { name: 'Step 5: Review every month' }));
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask a mentor' })).toHaveAttribute('href', '/mentors');
  });

  it('job search keeps the search in the address and says plainly that listings are not here yet', async () => {
    const user = userEvent.setup();
    renderWithProviders(<JobSearchPage />, { route: '/JobSearch', path: '/JobSearch' });
    await user.type(screen.getByLabelText('Keyword'), 'data analyst');
    await user.type(screen.getByLabelText('Location'), 'Kampala');
    await user.click(screen.getByRole('button', { name: 'Search jobs' }));
    expect(await screen.findByRole('heading', { name: 'Job listings are not on Delv yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn the skills for data analyst' })).toHaveAttribute('href', '/search?q=data%20analyst');
  });
});

describe('the public pages in Kiswahili', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('when the phone speaks Kiswahili, then a job search says in Kiswahili that listings are not here yet, naming the search', async () => {
    await act(() => setLanguage('sw'));
    renderWithProviders(
      <Suspense fallback={null}>
        <JobSearchPage />
      </Suspense>,
      { route: '/JobSearch?keyword=nurse&location=Gulu', path: '/JobSearch' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Kutafuta kazi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Orodha za kazi bado hazipo kwenye Delv' })).toBeInTheDocument();
    expect(screen.getByText(/jiandae kwa kazi za/)).toHaveTextContent('jiandae kwa kazi za nurse huko Gulu:');
    expect(screen.getByRole('link', { name: 'Jifunze ujuzi wa nurse' })).toHaveAttribute('href', '/search?q=nurse');
  });

  it('when the phone speaks Kiswahili, then the development plan steps are in Kiswahili', async () => {
    await act(() => setLanguage('sw'));
    renderWithProviders(
      <Suspense fallback={null}>
        <SlidesPage />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Mpango wako wa maendeleo binafsi' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Hatua 1 kati ya 5: Jijue' })).toBeInTheDocument();
  });
});
