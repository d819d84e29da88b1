import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTENT_MSG, FEED_MSG, MSG, SESSION_MSG } from '@delv/shared';
import { StarRatingDisplay } from '../components/StarRating';
import TopBar from '../components/TopBar';
import AccountCreated from '../features/auth/components/AccountCreated';
import LoginPage from '../features/auth/pages/LoginPage';
import { loggedIn } from '../lib/session';
import { formatDate, formatFileSize, formatNumber, formatPrice, relativeTime } from '../lib/format';
import { installFakeFetch } from '../test/fakeFetch';
import { makeUser, renderWithProviders } from '../test/render';
import { detectLanguage, getLanguage, loadCatalogues, setLanguage, translateMessage, useMessages } from '.';
import { LANGUAGE_STORAGE_KEY } from './language';
import LanguageSync from './LanguageSync';

afterEach(async () => {
  await act(() => setLanguage('en'));
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the language on a first visit', () => {
  it('when the phone is set to Kiswahili (any region), then Kiswahili; otherwise English', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['sw-TZ', 'en-US']);
    expect(detectLanguage()).toBe('sw');
    languages.mockReturnValue(['fr-FR', 'sw-KE']);
    expect(detectLanguage()).toBe('sw');
    languages.mockReturnValue(['en-GB', 'sw']);
    expect(detectLanguage()).toBe('en');
  });

  it('when a choice was remembered on this device, then it wins over the browser; a broken value does not', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sw-TZ']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(detectLanguage()).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(detectLanguage()).toBe('sw');
  });
});

describe('the switcher in the top bar', () => {
  it('when a guest chooses Kiswahili, then the bar speaks Kiswahili, <html lang> follows and the device remembers; English brings it back', async () => {
    renderWithProviders(<TopBar />);
    const ue = userEvent.setup();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await ue.click(screen.getByRole('button', { name: 'Kiswahili' }));
    expect(await screen.findByRole('link', { name: 'Ingia' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Anza leo' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Tafuta kwenye Delv' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(document.documentElement.lang).toBe('sw');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sw');
    expect(screen.getByRole('button', { name: 'Kiswahili' })).toHaveAttribute('aria-pressed', 'true');
    await ue.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('when a signed-in person chooses Kiswahili, then it is saved on the account and the session holds it', async () => {
    const { calls } = installFakeFetch((req) =>
      req.path === '/api/user/language'
        ? { body: { success: true, data: makeUser({ language: req.body.language }) } }
        : { status: 404, body: {} },
    );
    const { store } = renderWithProviders(<TopBar />, { user: makeUser() });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Kiswahili' }));
    await waitFor(() => expect(store.getState().session.user?.language).toBe('sw'));
    const saved = calls.find((c) => c.path === '/api/user/language')!;
    expect(saved.method).toBe('PUT');
    expect(saved.body).toEqual({ language: 'sw' });
    expect(saved.headers.get('Accept-Language')).toBe('sw');
  });

  it('when someone signs in whose account is Kiswahili, then the page turns Kiswahili', async () => {
    const { store } = renderWithProviders(
      <>
        <LanguageSync />
        <TopBar />
      </>,
    );
    expect(getLanguage()).toBe('en');
    act(() => {
      store.dispatch(loggedIn({ token: 't', user: makeUser({ language: 'sw' }) }));
    });
    await waitFor(() => expect(getLanguage()).toBe('sw'));
    expect(await screen.findByRole('button', { name: 'Menyu ya akaunti ya Amina Nakato' })).toBeInTheDocument();
  });
});

describe('the latest language choice wins', () => {
  it('when Kiswahili was chosen on this device before signing in (or offline), then the English account does not undo it: the account gets Kiswahili', async () => {
    const { calls } = installFakeFetch((req) =>
      req.path === '/api/user/language'
        ? { body: { success: true, data: makeUser({ language: req.body.language }) } }
        : { status: 404, body: {} },
    );
    const { store } = renderWithProviders(
      <>
        <LanguageSync />
        <TopBar />
      </>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Kiswahili' }));
    await waitFor(() => expect(getLanguage()).toBe('sw'));
    act(() => {
      store.dispatch(loggedIn({ token: 't', user: makeUser({ language: 'en' }) }));
    });
    await waitFor(() => expect(store.getState().session.user?.language).toBe('sw'));
    expect(getLanguage()).toBe('sw');
    expect(calls.find((c) => c.path === '/api/user/language')?.body).toEqual({ language: 'sw' });
  });

  it('when the account holds the device choice already, then a later change on another device is applied here', async () => {
    installFakeFetch(() => ({ status: 404, body: {} }));
    const { store } = renderWithProviders(<LanguageSync />, { user: makeUser({ language: 'en' }) });
    expect(getLanguage()).toBe('en');
    act(() => {
      store.dispatch(loggedIn({ token: 't', user: makeUser({ language: 'sw' }) }));
    });
    await waitFor(() => expect(getLanguage()).toBe('sw'));
  });
});

describe('a feature page in Kiswahili', () => {
  it('shows Kiswahili only: no English word appears, not even before its words arrive', async () => {
    await act(() => setLanguage('sw'));
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderWithProviders(
      <Suspense fallback={<p>…</p>}>
        <LoginPage />
      </Suspense>,
      { route: '/login', path: '/login' },
    );
    expect(await screen.findByRole('heading', { name: 'Ingia' })).toBeInTheDocument();
    observer.disconnect();
    expect(screen.getByLabelText('Barua pepe')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Umesahau nenosiri?' })).toBeInTheDocument();
    expect(seen.join(' ')).not.toMatch(/Sign in|Email|Forgot Password/);
  });

  it("shows the shared schema's messages in Kiswahili (a form error made in the browser)", async () => {
    await act(() => setLanguage('sw'));
    renderWithProviders(
      <Suspense fallback={null}>
        <LoginPage />
      </Suspense>,
      { route: '/login', path: '/login' },
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Ingia' }));
    expect(await screen.findByText('Barua pepe inahitajika')).toBeInTheDocument();
    expect(screen.getByText('Nenosiri linahitajika')).toBeInTheDocument();
  });
});

describe('messages with plurals and selects', () => {
  it('a plural: one review, many reviews, in both languages', async () => {
    const { rerender } = render(<StarRatingDisplay value={4.5} count={1} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5, 1 review' })).toBeInTheDocument();
    rerender(<StarRatingDisplay value={4.5} count={3} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5, 3 reviews' })).toBeInTheDocument();
    await act(() => setLanguage('sw'));
    expect(screen.getByRole('img', { name: 'Imekadiriwa 4.5 kati ya 5, tathmini 3' })).toBeInTheDocument();
  });

  it('a select: an institution account is told about its administrator, with the address in bold', async () => {
    const first = renderWithProviders(<AccountCreated email="admin@kampala.tech" account="institution" />);
    expect(screen.getByText(/to the administrator's address/)).toBeInTheDocument();
    expect(screen.getByText('admin@kampala.tech').tagName).toBe('STRONG');
    first.unmount();
    const second = renderWithProviders(<AccountCreated email="amina@example.com" />);
    expect(screen.getByText(/We have sent a confirmation e-mail to/)).not.toHaveTextContent('administrator');
    await act(() => setLanguage('sw'));
    second.unmount();
    renderWithProviders(<AccountCreated email="admin@kampala.tech" account="institution" />);
    expect(await screen.findByText(/kwa anwani ya msimamizi/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Akaunti imefunguliwa' })).toBeInTheDocument();
  });
});

describe('shared messages and values', () => {
  it('a message with values is translated with them, its field name too; unknown texts pass through', async () => {
    expect(translateMessage(MSG.tooLong('First name', 80))).toBe('First name must be at most 80 characters');
    await act(() => setLanguage('sw'));
    expect(translateMessage(MSG.tooLong('First name', 80))).toBe('Jina la kwanza: herufi zisizidi 80');
    // Other maps come with the screens that show them (useMessages('SESSION_MSG')); until then, English.
    expect(translateMessage(SESSION_MSG.priceTooHigh)).toBe(SESSION_MSG.priceTooHigh);
    await loadCatalogues(['messages.SESSION_MSG', 'messages.CONTENT_MSG'], 'sw');
    expect(translateMessage(SESSION_MSG.priceTooHigh)).toBe('Bei isizidi Ugx 100,000,000');
    expect(translateMessage(CONTENT_MSG.numberInvalid('Number of students'))).toBe('Idadi ya wanafunzi: weka namba ya 0 au zaidi');
    expect(translateMessage(SESSION_MSG.registered)).toBe('Usajili umefanikiwa');
    expect(translateMessage('Amina Nakato')).toBe('Amina Nakato');
  });

  it("a screen that shows another map's messages names it, and suspends until its Kiswahili is here", async () => {
    await act(() => setLanguage('sw'));
    function Notice() {
      const tm = useMessages('FEED_MSG');
      return <p>{tm(FEED_MSG.postCreated)}</p>;
    }
    // As in the browser (a root of its own, no act): React retries the screen when the words arrive.
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    env.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      root.render(
        <Suspense fallback={<p>…</p>}>
          <Notice />
        </Suspense>,
      );
      await waitFor(() => expect(container.textContent).toBe('…'));
      await waitFor(() => expect(container.textContent).toBe('Chapisho limewekwa'));
    } finally {
      root.unmount();
      container.remove();
      env.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('prices, numbers, sizes, dates and relative times follow the language', async () => {
    expect(formatPrice(20000)).toBe('Ugx 20,000');
    expect(formatPrice(0)).toBe('FREE');
    expect(formatFileSize(2_500_000)).toBe('2.5 MB');
    expect(formatDate('2026-03-03T10:00:00Z', 'Africa/Kampala')).toBe('3 Mar 2026');
    expect(relativeTime('2030-01-04T10:00:00Z', Date.parse('2030-01-01T10:00:00Z'))).toBe('in 3 days');
    await act(() => setLanguage('sw'));
    expect(formatPrice(20000)).toBe('Ugx 20,000');
    expect(formatPrice(0)).toBe('BURE');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatFileSize(2_500_000)).toBe('MB 2.5');
    expect(formatDate('2026-03-03T10:00:00Z', 'Africa/Kampala')).toMatch(/^3 Mac 2026$/);
    expect(relativeTime('2030-01-04T10:00:00Z', Date.parse('2030-01-01T10:00:00Z'))).toBe('baada ya siku 3');
  });
});
