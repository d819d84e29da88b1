import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INSIGHTS_MSG, type Insights } from '@delv/shared';
import { setLanguage } from '../../i18n';
import { apiError, mockServer } from '../../test/fakeFetch';
import { makeUser, renderWithProviders } from '../../test/render';
import InstitutionInsightsPage from './pages/InstitutionInsightsPage';
import PlatformInsightsPage from './pages/PlatformInsightsPage';
import { addDays, today } from './range';

vi.mock('../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const INSTITUTION = '00000000-0000-4000-8000-000000003401';
const admin = makeUser({ usercategory: ['institution'], institutionId: INSTITUTION });
const answer = (over: Partial<Insights> = {}): { body: { success: true; data: Insights } } => ({
  body: {
    success: true,
    data: {
      from: '2026-03-03',
      to: '2026-03-04',
      asOf: '2026-03-05T00:01:00.000Z',
      figures: [
        {
          id: 'members',
          x: 'day',
          chart: 'line',
          columns: ['members', 'joined'],
          rows: [
            { x: '2026-03-03', values: [1200, 3] },
            { x: '2026-03-04', values: [1204, 4] },
          ],
        },
        {
          id: 'attendance',
          x: 'label',
          chart: 'bar',
          columns: ['registered', 'guests'],
          rows: [{ x: 's1', label: 'Data science 101', day: '2026-03-04', values: [25, 5] }],
        },
        { id: 'content', x: 'label', chart: 'bar', columns: ['views', 'reviews'], rows: [] },
      ],
      ...over,
    },
  },
});

describe('the institution insights page', () => {
  it('shows each figure with its numbers in a table, when they were counted, and a download per table', async () => {
    const server = mockServer({ [`GET /api/insights/institution/${INSTITUTION}`]: answer() });
    renderWithProviders(<InstitutionInsightsPage />, { user: admin, route: '/institution/insights?from=2026-03-03&to=2026-03-04' });
    const members = await screen.findByRole('region', { name: 'Members' });
    const table = within(members).getByRole('table', { name: 'Members' });
    const rows = within(table).getAllByRole('row');
    expect(
      rows.map((r) =>
        within(r)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([[], ['1,200', '3'], ['1,204', '4']]);
    expect(within(rows[1]).getByRole('rowheader').textContent).toBe('3 Mar 2026');
    expect(within(members).getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    const attendance = screen.getByRole('region', { name: 'Attendance per session' });
    expect(within(attendance).getByRole('rowheader').textContent).toBe('Data science 101');
    // A figure with no rows says so instead of an empty chart.
    expect(within(screen.getByRole('region', { name: 'Library' })).getByText('Nothing in these dates.')).toBeTruthy();
    expect(screen.getByText(/^Figures up to 5 Mar 2026/)).toBeTruthy();
    const call = server.callsTo('GET', `/api/insights/institution/${INSTITUTION}`)[0];
    expect([call.query.get('from'), call.query.get('to')]).toEqual(['2026-03-03', '2026-03-04']);
  });

  it('asks for the last 7 days when chosen, and shows the server message when refused', async () => {
    const server = mockServer({
      [`GET /api/insights/institution/${INSTITUTION}`]: apiError(403, INSIGHTS_MSG.institutionOnly, 'FORBIDDEN'),
    });
    renderWithProviders(<InstitutionInsightsPage />, { user: admin, route: '/institution/insights' });
    expect(await screen.findByText(INSIGHTS_MSG.institutionOnly)).toBeTruthy();
    const first = server.callsTo('GET', `/api/insights/institution/${INSTITUTION}`)[0];
    expect([first.query.get('from'), first.query.get('to')]).toEqual([addDays(today(), -29), today()]);
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(
        server.callsTo('GET', `/api/insights/institution/${INSTITUTION}`).some((c) => c.query.get('from') === addDays(today(), -6)),
      ).toBe(true),
    );
  });

  it('in Kiswahili, numbers and dates are written the Kiswahili way', async () => {
    mockServer({ [`GET /api/insights/institution/${INSTITUTION}`]: answer() });
    await setLanguage('sw');
    try {
      renderWithProviders(<InstitutionInsightsPage />, { user: admin, route: '/institution/insights?from=2026-03-03&to=2026-03-04' });
      const members = await screen.findByRole('region', { name: 'Wanachama' });
      const rows = within(within(members).getByRole('table')).getAllByRole('row');
      expect(within(rows[1]).getByRole('rowheader').textContent).toBe(
        new Intl.DateTimeFormat('sw', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date('2026-03-03')),
      );
      expect(within(rows[2]).getAllByRole('cell')[0].textContent).toBe(new Intl.NumberFormat('sw').format(1204));
      expect(within(members).getByRole('button', { name: 'Pakua CSV' })).toBeTruthy();
    } finally {
      await setLanguage('en');
    }
  });
});

describe('the platform insights page', () => {
  it('names countries and categories in the column heads and payout methods in the rows', async () => {
    mockServer({
      'GET /api/insights/platform': answer({
        figures: [
          { id: 'signupsByCategory', x: 'day', chart: 'bar', columns: ['', 'student'], rows: [{ x: '2026-03-03', values: [1, 7] }] },
          {
            id: 'payouts',
            x: 'label',
            chart: 'bar',
            columns: ['requested', 'paid'],
            rows: [{ x: 'Internet_Data', label: 'Internet_Data', values: [4, 2] }],
          },
        ],
      }),
    });
    renderWithProviders(<PlatformInsightsPage />, { user: makeUser({ roles: ['admin'] }), route: '/admin/insights' });
    const signups = await screen.findByRole('region', { name: 'Sign-ups by category' });
    expect(
      within(within(signups).getByRole('table'))
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Day', 'No category', 'Student']);
    const payouts = screen.getByRole('region', { name: 'Payouts by method and state' });
    expect(within(payouts).getByRole('rowheader').textContent).toBe('Internet data');
    expect(
      within(payouts)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Method', 'Requested', 'Paid']);
  });
});
