import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../lib/lazyPage';
import RouteErrorBoundary from './RouteErrorBoundary';

describe('a screen whose code cannot be downloaded', () => {
  it('shows a message with Retry instead of a blank app, and Retry loads it once the network is back', async () => {
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: () => <h1>Mentors</h1> };
    });
    const Page = lazyPage(load);
    render(
      <RouteErrorBoundary>
        <Suspense fallback={<p>Loading page</p>}>
          <Page />
        </Suspense>
      </RouteErrorBoundary>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    // No download loop while it stays failed.
    expect(load).toHaveBeenCalledTimes(1);

    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Mentors' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when a screen crashes while rendering, then a message with Retry, not a blank app', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on this page');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
