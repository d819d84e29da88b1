import { lazy } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import Layout from './Layout';

// A page whose code arrives later, as every routed screen's does (lazy chunks).
let release: () => void = () => undefined;
const LatePage = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) => {
      release = () => resolve({ default: () => <h1>Groups</h1> });
    }),
);

function app() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route
          index
          element={
            <>
              <h1>Home</h1>
              <Link to="/next">Next</Link> <Link to="/late">Late</Link> <Link to="/bare">Bare</Link>
            </>
          }
        />
        <Route path="next" element={<h1>Next page</h1>} />
        <Route path="late" element={<LatePage />} />
        <Route path="bare" element={<p>No heading here</p>} />
      </Route>
    </Routes>
  );
}

describe('Layout: focus follows the page', () => {
  it('when the page first loads, then focus is left where the browser put it', () => {
    renderWithProviders(app());
    expect(document.activeElement).toBe(document.body);
  });

  it('when a link opens another page, then focus moves to its heading (Tab goes on from the new page)', async () => {
    const user = userEvent.setup();
    renderWithProviders(app());
    await user.click(screen.getByRole('link', { name: 'Next' }));
    const heading = await screen.findByRole('heading', { name: 'Next page' });
    expect(document.activeElement).toBe(heading);
  });

  it('when the page arrives later, then focus waits in main and moves to its heading when it shows', async () => {
    const user = userEvent.setup();
    renderWithProviders(app());
    await user.click(screen.getByRole('link', { name: 'Late' }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
    release();
    const heading = await screen.findByRole('heading', { name: 'Groups' });
    expect(document.activeElement).toBe(heading);
  });

  it('when the new page has no heading, then focus is on the main region', async () => {
    const user = userEvent.setup();
    renderWithProviders(app());
    await user.click(screen.getByRole('link', { name: 'Bare' }));
    await screen.findByText('No heading here');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
