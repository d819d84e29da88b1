import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n';
import Toasts from './Toasts';

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('toasts', () => {
  it('when the page is in Kiswahili, then the toasts region and the close button are named in Kiswahili', async () => {
    await act(() => setLanguage('sw'));
    render(<Toasts />);
    act(() => {
      toast('Chapisho limetumwa');
    });
    expect(await screen.findByText('Chapisho limetumwa')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Arifa Alt+T' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'close' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Funga' })).toBeInTheDocument();
  });
});
