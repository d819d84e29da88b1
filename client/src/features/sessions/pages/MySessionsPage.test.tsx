import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { installFakeFetch } from '../../../test/fakeFetch';
import { makeUser, renderWithProviders } from '../../../test/render';
import MySessionsPage from './MySessionsPage';
import SubscribedSessionsPage from './SubscribedSessionsPage';

/** Every list answers once `open()` is called: until then the pages are loading. */
function slowServer(count: number) {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  installFakeFetch(async () => {
    await gate;
    return { body: { success: true, data: [], count } };
  });
  return { open };
}

describe('session headings while their lists load', () => {
  it("when My Sessions is loading, then the heading has no count (not 'My Sessions (0)'), and the total once known", async () => {
    const server = slowServer(3);
    renderWithProviders(<MySessionsPage />, { user: makeUser({ usercategory: ['mentor'] }) });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^My Sessions$/);
    server.open();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Sessions (3)' })).toBeInTheDocument();
  });

  it("when Subscribed Sessions is loading, then no '(0)' either", async () => {
    const server = slowServer(2);
    renderWithProviders(<SubscribedSessionsPage />, { user: makeUser() });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^Subscribed Sessions$/);
    server.open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscribed Sessions (2)' })).toBeInTheDocument();
  });
});
