import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Insights, InsightsFigure } from '@delv/shared';
import {
  apiJson,
  apiToken,
  appAndBrowser,
  expectNoSidewaysScroll,
  jsErrors,
  newPage,
  screenshot,
  signInAs,
  type RunningApp,
} from './harness';
import type { Browser } from 'playwright-core';

/*
 * Insights (issue 34), end to end in Chromium against the built app and its demo data: a member
 * of the demo institution uses the app; a system admin rolls today up at once (the hourly job
 * would in the hour); the institution's admin opens /institution/insights on a phone: the charts
 * are drawn, each table holds the numbers the API answers (and the member count the institution
 * shows), and the members, attendance and content downloads parse as CSV. The platform admin's
 * page shows sign-ups and activity the same way.
 */

let app: RunningApp;
let browser: Browser;
appAndBrowser((a, b) => {
  app = a;
  browser = b;
});

const api = <T>(path: string, token: string, init: RequestInit = {}) => apiJson<T>(app.baseUrl, path, token, init);

/** RFC 4180 cells (quoted, "" for a quote), after the byte-order mark. */
function parseCsv(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows: string[][] = [];
  for (const line of text.slice(1).split('\r\n').filter(Boolean)) {
    const cells = [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((m) => m[1].replace(/""/g, '"'));
    rows.push(cells);
  }
  return rows;
}

/** A figure's table as the page shows it: the row heads and the numbers (opened first). */
async function tableOf(card: Locator): Promise<{ heads: string[]; values: number[][] }> {
  await card.locator('summary').click();
  const rows = card.locator('tbody tr');
  const values: number[][] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    values.push(
      (await rows
        .nth(i)
        .locator('td[data-value]')
        .evaluateAll((tds) => tds.map((td) => Number(td.getAttribute('data-value'))))) as number[],
    );
  }
  return { heads: await card.locator('tbody th[scope="row"]').allTextContents(), values };
}

async function download(page: Page, card: Locator): Promise<string[][]> {
  const [file] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download CSV' }).click()]);
  return parseCsv(readFileSync((await file.path())!, 'utf8'));
}

const figureOf = (insights: Insights, id: InsightsFigure['id']) => insights.figures.find((f) => f.id === id)!;

describe('insights', () => {
  it('the institution admin sees charts drawn, tables equal to the figures, and downloads that parse', async () => {
    // A member of the demo institution uses the app today: opens and reviews an item of its library,
    // and registers for one of its sessions; the system admin then rolls today up at once.
    const instToken = await apiToken(app.baseUrl, 'institution@delv.africa');
    const me = await api<{ data: { _id: string; institutionId: string } }>('/user/profile', instToken);
    const institutionId = me.data.institutionId;
    const learner = await apiToken(app.baseUrl, 'learner@delv.africa');
    const learnerName = (await api<{ data: { firstname: string } }>('/user/profile', learner)).data.firstname;
    const items = await api<{ data: { _id: string; title: string }[] }>(`/contents/owner/${me.data._id}?limit=1`, learner);
    const item = items.data[0];
    await api(`/contents/content/${item._id}`, learner);
    const json = { 'Content-Type': 'application/json' };
    await api('/comment', learner, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ commentAbout: 'content', idOfCommentedAbout: item._id, commentText: 'Clear and useful' }),
    });
    const upcoming = await api<{ data: { _id: string; sessionTitle: string }[] }>(
      `/sessions?institution=${institutionId}&when=upcoming&sort=soonest&limit=1`,
      learner,
    );
    // (The demo learner may have registered already: 409, and the registration is there all the same.)
    const registered = await fetch(`${app.baseUrl}/api/user/event/register`, {
      method: 'POST',
      headers: { ...json, Authorization: `Bearer ${learner}` },
      body: JSON.stringify({ eventId: upcoming.data[0]._id }),
    });
    expect([201, 409]).toContain(registered.status);
    const adminToken = await apiToken(app.baseUrl, 'admin@delv.africa');
    const today = new Date().toISOString().slice(0, 10);
    await api(`/insights/rollup?from=${today}&to=${today}`, adminToken, { method: 'POST' });
    const institution = await api<{ data: { memberCount: number } }>(`/institution/${institutionId}`, instToken);
    // The dates run into the next weeks, so the attendance download has the upcoming session.
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const range = `?from=${day(-29)}&to=${day(60)}`;

    const { context, page } = await newPage(browser, 375);
    await signInAs(page, app.baseUrl, 'institution@delv.africa');
    await page.goto(`${app.baseUrl}/institution/insights${range}`);
    await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();
    const members = page.getByRole('region', { name: 'Members', exact: true });
    await members.waitFor();
    // The chart library comes with the first chart and draws SVG.
    await members.locator('.ins-chart svg .ct-point').first().waitFor({ state: 'attached' });
    await page.getByText(/^Figures up to /).waitFor();

    const insights = (await api<{ data: Insights }>(`/insights/institution/${institutionId}${range}`, instToken)).data;

    const memberFigure = figureOf(insights, 'members');
    // A point for every number of the figure.
    expect(await members.locator('.ins-chart svg .ct-point').count()).toBe(memberFigure.rows.length * memberFigure.columns.length);
    const shown = await tableOf(members);
    expect(shown.values).toEqual(memberFigure.rows.map((r) => r.values));
    // Today's members are the institution's member count; the member who came today is active this week.
    expect(memberFigure.rows.at(-1)).toMatchObject({ x: today, values: [institution.data.memberCount, expect.any(Number)] });
    const weekly = page.getByRole('region', { name: 'Active members per week' });
    expect((await tableOf(weekly)).values.at(-1)![0]).toBeGreaterThanOrEqual(1);

    const attendance = page.getByRole('region', { name: 'Attendance per session' });
    const content = page.getByRole('region', { name: 'Library' });
    // No session of the demo has been held yet: the figure says so; the item read and reviewed today is in the library's.
    expect(figureOf(insights, 'attendance').rows).toEqual([]);
    await attendance.getByText('Nothing in these dates.').waitFor();
    const library = figureOf(insights, 'content');
    expect(library.rows.find((r) => r.x === item._id)).toMatchObject({ label: item.title, values: [expect.any(Number), 1] });
    expect(library.rows.find((r) => r.x === item._id)!.values[0]).toBeGreaterThanOrEqual(1);
    const libraryTable = await tableOf(content);
    expect(libraryTable.values).toEqual(library.rows.map((r) => r.values));
    expect(libraryTable.heads).toEqual(library.rows.map((r) => r.label));

    const memberCsv = await download(page, members);
    expect(memberCsv[0]).toEqual(['first_name', 'last_name', 'category', 'member_since']);
    expect(memberCsv.length - 1).toBe(institution.data.memberCount);
    const attendanceCsv = await download(page, attendance);
    expect(attendanceCsv[0]).toEqual(['session', 'session_start', 'cancelled', 'first_name', 'last_name', 'guest', 'registered_at']);
    expect(attendanceCsv.some((r) => r[0] === upcoming.data[0].sessionTitle && r[3] === learnerName && r[5] === 'no')).toBe(true);
    const contentCsv = await download(page, content);
    expect(contentCsv[0]).toEqual(['item', 'category', 'views', 'reviews']);
    expect(contentCsv.length - 1).toBe(figureOf(insights, 'content').rows.length);

    await expectNoSidewaysScroll(page, '/institution/insights', 375);
    await screenshot(page, 'insights-institution-375');
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('the platform admin sees sign-ups and activity charted, with tables equal to the figures', async () => {
    const adminToken = await apiToken(app.baseUrl, 'admin@delv.africa');
    const today = new Date().toISOString().slice(0, 10);
    await api(`/insights/rollup?from=${today}&to=${today}`, adminToken, { method: 'POST' });
    const { context, page } = await newPage(browser, 1280);
    await signInAs(page, app.baseUrl, 'admin@delv.africa');
    await page.goto(`${app.baseUrl}/admin/insights`);
    await page.getByRole('heading', { level: 1, name: 'Platform insights' }).waitFor();
    const signups = page.getByRole('region', { name: 'Sign-ups by country' });
    // Bars of a day without sign-ups have no height: at least one bar has some.
    await signups.locator('.ins-chart svg .ct-bar').first().waitFor({ state: 'attached' });
    const tall = await signups
      .locator('.ins-chart svg .ct-bar')
      .evaluateAll((bars) => bars.filter((b) => b.getAttribute('y1') !== b.getAttribute('y2')).length);
    expect(tall).toBeGreaterThan(0);
    const insights = (await api<{ data: Insights }>(`/insights/platform?${new URL(page.url()).search.slice(1)}`, adminToken)).data;
    const figure = figureOf(insights, 'signupsByCountry');
    expect((await tableOf(signups)).values).toEqual(figure.rows.map((r) => r.values));
    // The demo's accounts were made when it was seeded; the admin is active today.
    expect(figure.rows.flatMap((r) => r.values).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    const active = page.getByRole('region', { name: 'Active people per day' });
    expect((await tableOf(active)).values.at(-1)![0]).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'insights-platform-1280');
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});
