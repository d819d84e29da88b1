import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@delv/shared';
import { renderWithProviders } from '../../../test/render';
import { installFakeFetch } from '../../../test/fakeFetch';
import SignupInstitutionPage from './SignupInstitutionPage';

afterEach(() => vi.unstubAllGlobals());

describe('institution registration', { timeout: 15_000 }, () => {
  it("when the passwords differ, then 'Create Account' is disabled and 'Passwords do not match.' shows", async () => {
    renderWithProviders(<SignupInstitutionPage />);
    const ue = userEvent.setup();
    await ue.type(screen.getByLabelText('Password', { selector: 'input' }), 'longenough1');
    await ue.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'longenough2');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled();
    expect(screen.getByText(MSG.institutionPasswordsDontMatch)).toBeInTheDocument();
    await ue.clear(screen.getByLabelText('Confirm password', { selector: 'input' }));
    await ue.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'longenough1');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(screen.queryByText(MSG.institutionPasswordsDontMatch)).toBeNull();
  });

  it('offers the registration categories and countries without Other', () => {
    renderWithProviders(<SignupInstitutionPage />);
    const country = screen.getByLabelText('Country');
    expect(Array.from((country as HTMLSelectElement).options).map((o) => o.value)).toEqual([
      '',
      'Uganda',
      'Kenya',
      'Rwanda',
      'Burundi',
      'Tanzania',
    ]);
    expect(screen.getByRole('option', { name: 'Agriculture' })).toBeInTheDocument();
  });

  it('when submitted with specialities, then they are sent as a list and the account-created panel shows', async () => {
    const { calls } = installFakeFetch(() => ({
      status: 201,
      body: { success: true, message: MSG.accountCreated, data: { institutionId: 'i1' } },
    }));
    renderWithProviders(<SignupInstitutionPage />);
    const ue = userEvent.setup();
    await ue.type(screen.getByLabelText('Institution name'), 'Kampala Tech');
    await ue.selectOptions(screen.getByLabelText('Category'), 'Higher Education');
    await ue.selectOptions(screen.getByLabelText('Country'), 'Uganda');
    await ue.type(screen.getByLabelText('City'), 'Kampala');
    await ue.type(screen.getByLabelText('Specialities'), 'Data{Enter}Cloud,');
    await ue.type(screen.getByLabelText('Bio'), 'We teach.');
    await ue.type(screen.getByLabelText('First Name'), 'Joy');
    await ue.type(screen.getByLabelText('Last Name'), 'Achieng');
    await ue.type(screen.getByLabelText('Email'), 'joy@kt.ac.ug');
    await ue.type(screen.getByLabelText('Password', { selector: 'input' }), 'longenough1');
    await ue.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'longenough1');
    await ue.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: MSG.accountCreated })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      path: '/api/user/institution',
      body: {
        institutionName: 'Kampala Tech',
        institutionType: 'Higher Education',
        specialities: ['Data', 'Cloud'],
        email: 'joy@kt.ac.ug',
      },
    });
    expect(calls[0].body).not.toHaveProperty('confirmPassword');
  });

  it('when required fields are empty, then their messages show', async () => {
    renderWithProviders(<SignupInstitutionPage />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(MSG.institutionNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.cityRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.institutionBioRequired)).toBeInTheDocument();
  });
});
