import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, type Discipline } from '@delv/shared';
import { makeUser, renderWithProviders } from '../../../test/render';
import { mockServer } from '../../../test/fakeFetch';
import OnboardingInterestsPage, { interestChoices } from './OnboardingInterestsPage';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const disciplines: Discipline[] = [
  { _id: 'd1', name: 'Technology', keywords: ['Data Science', 'Web Design', 'Cloud Computing'] },
  { _id: 'd2', name: 'Business', keywords: ['Sales', 'data science', 'Marketing'] },
];

function renderPicker(interests: string[] = []) {
  const me = makeUser({ interests });
  const server = mockServer({
    'GET /api/disciplines': { body: { success: true, data: disciplines } },
    'PUT /api/user/interests': (call) => ({
      body: {
        success: true,
        message: MSG.userInterestsAdded,
        data: { ...me, interests: (call.body as { interests: string[] }).interests },
      },
    }),
  });
  const utils = renderWithProviders(<OnboardingInterestsPage />, { route: '/onboardingInterests', path: '/onboardingInterests', user: me });
  return { server, ...utils };
}

describe('interest onboarding', () => {
  it('flattens the discipline keywords into unique choices', () => {
    expect(interestChoices(disciplines)).toEqual(['Data Science', 'Web Design', 'Cloud Computing', 'Sales', 'Marketing']);
  });

  it('keeps Next disabled below 3 choices, then sends them and goes to /profile', async () => {
    const user = userEvent.setup();
    const { server, store } = renderPicker();
    const next = screen.getByRole('button', { name: 'Next' });
    await user.click(await screen.findByRole('button', { name: 'Data Science' }));
    await user.click(screen.getByRole('button', { name: 'Sales' }));
    expect(screen.getByText(/2 selected/)).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Marketing' }));
    expect(screen.getByRole('button', { name: 'Marketing' })).toHaveAttribute('aria-pressed', 'true');
    expect(next).toBeEnabled();
    await user.click(next);
    expect(await screen.findByTestId('location')).toHaveTextContent('/onboardingGroups');
    expect(server.callsTo('PUT', '/api/user/interests')[0].body).toEqual({ interests: ['Data Science', 'Sales', 'Marketing'] });
    expect(store.getState().session.user?.interests).toEqual(['Data Science', 'Sales', 'Marketing']);
  });

  it('pre-selects the current interests and lets a choice be removed', async () => {
    const user = userEvent.setup();
    renderPicker(['Sales', 'Marketing', 'Public Speaking']);
    const speaking = await screen.findByRole('button', { name: 'Public Speaking' });
    expect(speaking).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await user.click(speaking);
    expect(speaking).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('filters the choices with the search box', async () => {
    const user = userEvent.setup();
    renderPicker();
    await screen.findByRole('button', { name: 'Sales' });
    await user.type(screen.getByLabelText('Search interests'), 'clo');
    const list = screen.getByRole('list', { name: 'Interests' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cloud Computing']);
  });
});
