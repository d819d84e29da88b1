import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, YOUTH_MSG } from '@delv/shared';
import { renderWithProviders } from '../../../test/render';
import { apiError, installFakeFetch } from '../../../test/fakeFetch';
import SignupIndividualPage from './SignupIndividualPage';

afterEach(() => vi.unstubAllGlobals());

async function fill(ue: ReturnType<typeof userEvent.setup>, { password = 'longenough1', repeat = 'longenough1' } = {}) {
  await ue.type(screen.getByLabelText('First Name'), 'Amina');
  await ue.type(screen.getByLabelText('Last Name'), 'Nakato');
  await ue.type(screen.getByLabelText('Email'), 'Amina@Example.com');
  await ue.selectOptions(screen.getByLabelText('Country'), 'Kenya');
  await ue.selectOptions(screen.getByLabelText('Category'), 'employee');
  // A learner's category asks for a date of birth (issue 32).
  await ue.type(screen.getByLabelText('Date of birth'), '1998-03-14');
  await ue.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await ue.type(screen.getByLabelText('Repeat password', { selector: 'input' }), repeat);
}

describe('individual sign-up', { timeout: 15_000 }, () => {
  it('when a learner category is chosen, then a date of birth is asked and required; a mentor is not asked', async () => {
    const { spy } = installFakeFetch(() => ({ body: {} }));
    renderWithProviders(<SignupIndividualPage />);
    const ue = userEvent.setup();
    expect(screen.queryByLabelText('Date of birth')).not.toBeInTheDocument();
    await ue.selectOptions(screen.getByLabelText('Category'), 'student');
    expect(screen.getByLabelText('Date of birth')).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(YOUTH_MSG.birthDateRequired)).toBeInTheDocument();
    await ue.selectOptions(screen.getByLabelText('Category'), 'mentor');
    expect(screen.queryByLabelText('Date of birth')).not.toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('shows the hint, the categories with Employed for employee, and the Sign In link', () => {
    renderWithProviders(<SignupIndividualPage />);
    expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordMin)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Employed' })).toHaveValue('employee');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['Uganda', 'Kenya', 'Rwanda', 'Burundi', 'Tanzania', 'Other', 'Student', 'Graduate', 'Mentor', 'Trainer']),
    );
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: /Go back/ })).toHaveAttribute('href', '/signup');
  });

  it('when submitted empty, then the names and other required fields are reported and nothing is sent', async () => {
    const { spy } = installFakeFetch(() => ({ body: {} }));
    renderWithProviders(<SignupIndividualPage />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(MSG.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.countryRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.categoryRequired)).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it("when the passwords differ, then it says Password don't match", async () => {
    renderWithProviders(<SignupIndividualPage />);
    const ue = userEvent.setup();
    await fill(ue, { repeat: 'different1' });
    await ue.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(MSG.passwordsDontMatch)).toBeInTheDocument();
  });

  it('when the password is short, then it says Password must be atleast 8 characters long', async () => {
    renderWithProviders(<SignupIndividualPage />);
    const ue = userEvent.setup();
    await fill(ue, { password: 'short', repeat: 'short' });
    await ue.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.passwordMin);
  });

  it('when the account is created, then it says a confirmation e-mail was sent to the address', async () => {
    const { calls } = installFakeFetch(() => ({ status: 201, body: { success: true, message: MSG.accountCreated } }));
    renderWithProviders(<SignupIndividualPage />);
    const ue = userEvent.setup();
    await fill(ue);
    await ue.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: MSG.accountCreated })).toBeInTheDocument();
    expect(screen.getByText('amina@example.com')).toBeInTheDocument();
    expect(screen.getByText(/confirmation e-mail/)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/user',
      body: {
        firstname: 'Amina',
        lastname: 'Nakato',
        email: 'amina@example.com',
        country: 'Kenya',
        usercategory: ['employee'],
        password: 'longenough1',
        birthDate: '1998-03-14',
      },
    });
  });

  it('when the e-mail is taken (409), then the server message is shown', async () => {
    installFakeFetch(() => apiError(409, MSG.emailTaken, 'CONFLICT'));
    renderWithProviders(<SignupIndividualPage />);
    const ue = userEvent.setup();
    await fill(ue);
    await ue.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.emailTaken);
  });

  it('when the server rejects a field (400), then the message appears at that field', async () => {
    installFakeFetch(() => apiError(400, 'Invalid', 'VALIDATION', { lastname: 'Last name must be at most 80 characters' }));
    renderWithProviders(<SignupIndividualPage />);
    const ue = userEvent.setup();
    await fill(ue);
    await ue.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription('Last name must be at most 80 characters'));
  });
});
