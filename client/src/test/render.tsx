import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { CurrentUser } from '@delv/shared';
import { makeStore } from '../app/store';
import { api, apiTransport } from '../lib/api';
import { clearOutbox, startOutbox } from '../lib/outbox';

/** The outbox of the last rendered screen's store, as main.tsx starts it for the app. */
let stopOutbox: (() => void) | undefined;

function Elsewhere() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Renders a screen with a real store and router. `user` signs someone in first. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path, user }: { route?: string; path?: string; user?: CurrentUser } = {},
) {
  const store = makeStore(user ? { session: { token: 'test-token', user, loggedIn: true } as never } : undefined);
  stopOutbox?.();
  clearOutbox();
  stopOutbox = startOutbox({
    send: apiTransport(store),
    userId: () => store.getState().session.user?._id ?? null,
    sent: (item) => store.dispatch(api.util.invalidateTags(item.refresh as Parameters<typeof api.util.invalidateTags>[0])),
  });
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        {path ? (
          <Routes>
            <Route path={path} element={ui} />
            {/* Where a screen navigates to: tests read its location from here. */}
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        ) : (
          <>
            {ui}
            <Routes>
              <Route path="*" element={<Elsewhere />} />
            </Routes>
          </>
        )}
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...utils };
}

export function makeUser(over: Partial<CurrentUser> = {}): CurrentUser {
  return {
    _id: '00000000-0000-4000-8000-000000000001',
    firstname: 'Amina',
    lastname: 'Nakato',
    email: 'amina@example.com',
    country: 'Uganda',
    usercategory: ['student'],
    profilePicture: null,
    about: '',
    bio: '',
    qualification: '',
    experience: '',
    education: '',
    interests: [],
    calendly: '',
    linkedIn: '',
    twitter: '',
    website: '',
    facebook: '',
    avgRating: 0,
    views: 0,
    followersCount: 0,
    followingCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    modifiedAt: '2026-01-01T00:00:00.000Z',
    confirmed: true,
    roles: [],
    institutionId: null,
    language: 'en',
    ...over,
  };
}
