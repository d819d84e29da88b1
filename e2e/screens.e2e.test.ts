import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { join } from 'node:path';
import {
  apiToken,
  artifactsDir,
  appAndBrowser,
  expectNoSidewaysScroll,
  jsErrors,
  linkIn,
  newPage,
  screenshot,
  signInAs,
  type RunningApp,
} from './harness';

/*
 * The rough edges a new user met (issue 27), walked at 375 and 1280 px on the demo data: the
 * landing's tiles, an institution's Books and Open Library lists, its public home for a guest, a
 * member invitation, /comingsoon, a booking calendar that cannot load, Ask AI on a server without
 * it, Create Mentor, and headings while their lists load.
 */

const INSTITUTION = 'institution@delv.africa';
const NAME = 'Makerere Institute of Technology';
const WIDTHS = [375, 1280];

let app: RunningApp;
let browser: Browser;
appAndBrowser((a, b) => {
  app = a;
  browser = b;
});

async function api(path: string, email: string | null, body?: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (email) headers.Authorization = `Bearer ${await apiToken(app.baseUrl, email)}`;
  const res = await fetch(`${app.baseUrl}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

const institutionId = async () =>
  ((await api('institution?limit=30', null)).body.data as { _id: string; institutionName: string }[]).find(
    (i) => i.institutionName === NAME,
  )!._id;

async function box(selector: ReturnType<Page['locator']>) {
  const b = await selector.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
}

describe('issue 27: every screen finished', () => {
  it('the landing shows only tiles that lead to courses', async () => {
    for (const width of WIDTHS) {
      const { page, context } = await newPage(browser, width);
      await page.goto(app.baseUrl + '/');
      const careers = page.getByRole('region', { name: 'Top careers' });
      await careers.getByRole('link').first().waitFor();
      expect(await careers.getByRole('link').allTextContents()).toEqual(['Data Scientist']);
      await screenshot(page, `screens-landing-${width}`);
      await careers.getByRole('link', { name: 'Data Scientist' }).click();
      await page.getByRole('heading', { level: 1, name: /^Data Scientist courses \([1-9]\d*\)$/ }).waitFor();
      await context.close();
    }
  });

  it("an institution's Books and Open Library lists: titled by kind, '← Library', buttons in line with their row", async () => {
    for (const width of WIDTHS) {
      const { page, context } = await newPage(browser, width);
      await signInAs(page, app.baseUrl, INSTITUTION);
      for (const [path, title] of [
        ['/institution/books', /^My Books \(\d+\)$/],
        ['/institution/openlibrary', /^My Open Library links \(\d+\)$/],
      ] as const) {
        await page.goto(app.baseUrl + path);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        expect(await page.getByRole('link', { name: '← Library' }).getAttribute('href')).toBe('/institution/library');
        const row = page.locator('.content-table tbody tr').first();
        const rowBox = await box(row);
        const edit = await box(row.getByRole('button', { name: /^Edit details of/ }));
        const replace = await box(row.getByRole('button', { name: /^Replace the file of/ }));
        // Inside their row, and not touching each other.
        expect(edit.y).toBeGreaterThanOrEqual(rowBox.y);
        expect(edit.y + edit.height).toBeLessThanOrEqual(rowBox.y + rowBox.height);
        expect(replace.x).toBeGreaterThan(edit.x + edit.width);
        if (width >= 760) {
          // One line: the buttons' cell is a cell of the row, as tall as the row's other cells.
          const cells = await row.locator('td').evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect().height));
          expect(Math.max(...cells) - Math.min(...cells)).toBeLessThanOrEqual(1);
        }
        await expectNoSidewaysScroll(page, path, width);
        await screenshot(page, `screens-${path.split('/').pop()}-${width}`);
      }
      await context.close();
    }
  });

  it("a guest on an institution's public home reads its page posts; 'Follow Mentors' lists its own mentors", async () => {
    const id = await institutionId();
    const post = await api('post', INSTITUTION, { postText: 'Open day on Friday: meet our mentors in Kampala.' });
    expect(post.status).toBe(201);
    const own = await api(`institution/${id}/mentors?limit=4`, null);
    expect(own.body.count).toBeGreaterThan(0);
    // GET /mentor (spec 001 §7) gives the institution's admin the same list.
    const mine = await api('mentor', INSTITUTION);
    expect(mine.body.count).toBe(own.body.count);
    for (const width of WIDTHS) {
      const { page, context } = await newPage(browser, width);
      await page.goto(`${app.baseUrl}/institution/more/${id}`);
      await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
      await page.getByText('Open day on Friday: meet our mentors in Kampala.').first().waitFor();
      expect(await page.getByText(/Sign in to see/).count()).toBe(0);
      const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Follow Mentors / Trainers / Counsellors' }) });
      const names = own.body.data.map((m: { firstname: string; lastname: string }) => `${m.firstname} ${m.lastname}`);
      await panel.getByRole('link', { name: names[0] }).waitFor();
      expect(await panel.getByRole('link').allTextContents()).toEqual(names);
      await screenshot(page, `screens-institution-home-${width}`);
      await context.close();
    }
  });

  it('a member invitation has its title as h1 and Sign up centred under it; /comingsoon lines up with its heading', async () => {
    const id = await institutionId();
    const sent = await api(`institution/${id}/members/invite`, INSTITUTION, { email: 'newcomer@example.com', role: 'learner' });
    expect(sent.status).toBe(201);
    const link = linkIn(await app.mailWith('newcomer@example.com'), '/invitation/member/');
    for (const width of WIDTHS) {
      const { page, context } = await newPage(browser, width);
      await page.goto(link);
      const h1 = page.getByRole('heading', { level: 1, name: `${NAME} invites you to join it on Delv` });
      await h1.waitFor();
      const heading = await box(h1);
      const signUp = await box(page.getByRole('link', { name: 'Sign up' }));
      // Centred under the centred title (within a few pixels).
      expect(Math.abs(signUp.x + signUp.width / 2 - (heading.x + heading.width / 2))).toBeLessThan(4);
      await screenshot(page, `screens-member-invitation-${width}`);

      await page.goto(app.baseUrl + '/comingsoon');
      const title = await box(page.getByRole('heading', { level: 1, name: 'Coming soon' }));
      const band = await box(page.locator('.pub-hero'));
      const contact = await box(page.getByText(/^E-mail:/));
      expect(Math.abs(contact.x - title.x)).toBeLessThan(2);
      expect(contact.y).toBeGreaterThanOrEqual(band.y + band.height + 16);
      await screenshot(page, `screens-comingsoon-${width}`);
      expect(jsErrors(page)).toEqual([]);
      await context.close();
    }
  });

  it("when the booking calendar cannot be reached, then the page says so and offers the mentor's sessions", async () => {
    const mentor = (await api('user/profile', 'mentor@delv.africa')).body.data as { _id: string };
    for (const width of WIDTHS) {
      const { page, context } = await newPage(browser, width);
      // The calendar service is unreachable, whatever this machine's network.
      await context.route('https://calendly.com/**', (route) => route.abort('internetdisconnected'));
      await signInAs(page, app.baseUrl, 'learner@delv.africa');
      await page.goto(`${app.baseUrl}/booksession/${mentor._id}`);
      await page.getByText("David's booking calendar could not be loaded.").waitFor();
      expect(await page.locator('iframe').count()).toBe(0);
      await screenshot(page, `screens-booksession-${width}`);
      await page.getByRole('button', { name: 'Upcoming Sessions' }).click();
      await page.getByRole('dialog', { name: /David Otieno/ }).waitFor();
      await context.close();
    }
    // When the service answers (a stand-in here), the calendar is framed: the check passes the page's CSP.
    const { page, context } = await newPage(browser, 1280);
    await context.route('https://calendly.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Calendar</p>' }),
    );
    await signInAs(page, app.baseUrl, 'learner@delv.africa');
    await page.goto(`${app.baseUrl}/booksession/${mentor._id}`);
    await page.locator('iframe[title="David\'s booking calendar"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Finish' }).waitFor();
    expect(await page.getByText(/could not be loaded/).count()).toBe(0);
    await context.close();
  });

  it('on a server without an AI service, Ask AI is there and says it is not available on this server', async () => {
    for (const width of WIDTHS) {
      const { page, context } = await newPage(browser, width);
      await signInAs(page, app.baseUrl, 'learner@delv.africa');
      await page.waitForURL('**/feeds');
      let panel;
      if (width < 757) {
        await page.getByRole('button', { name: 'User Info' }).click();
        panel = page.getByRole('dialog', { name: 'User Info' });
      } else {
        // The points sheet opens by itself on a first visit: close it.
        const points = page.getByRole('dialog', { name: 'My Earned Points' });
        await points
          .getByRole('button', { name: 'Close' })
          .click({ timeout: 5000 })
          .catch(() => undefined);
        panel = page.getByRole('complementary', { name: 'User info' });
      }
      await panel.getByRole('button', { name: 'Ask AI' }).click();
      await page.getByRole('dialog', { name: 'Ask AI' }).getByText('Ask AI is not available on this server.').waitFor();
      // The dialog over the feed: what is on screen, not the whole long feed.
      await page.screenshot({ path: join(artifactsDir, `screens-ask-ai-${width}.png`) });
      await context.close();
    }
  });

  it('Create Mentor is disabled while the form is invalid; without a country the mentor gets the institution’s', async () => {
    const { page, context } = await newPage(browser, 375);
    await signInAs(page, app.baseUrl, INSTITUTION);
    await page.goto(app.baseUrl + '/institution/mentors');
    await page.getByRole('button', { name: 'Create Mentor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Mentor' });
    const submit = dialog.getByRole('button', { name: 'Create Mentor' });
    await expect.poll(() => submit.isDisabled()).toBe(true);
    await dialog.getByLabel('First name').fill('Neema');
    await dialog.getByLabel('Last name').fill('Mushi');
    await dialog.getByLabel('Email').fill('neema.mushi@example.com');
    await dialog.getByLabel('Phone').fill('+256 772 123456');
    await dialog.getByLabel('Specialization').selectOption('Information Technology');
    await dialog.getByLabel('Discipline').fill('Web Development');
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Bio').fill('Ten years of building for the web.');
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await screenshot(page, 'screens-create-mentor-375');
    await submit.click();
    await page.getByText('Mentor profile successfully created').first().waitFor();
    const created = (await api('mentor?limit=50', INSTITUTION)).body.data.find((m: { firstname: string }) => m.firstname === 'Neema');
    const profile = await api(`user/${created._id}`, null);
    expect(profile.body.data.country).toBe('Uganda');
    await context.close();
  });

  it("headings say no count while their list loads: 'My Sessions', then 'My Sessions (n)'", async () => {
    for (const width of WIDTHS) {
      const { page, context } = await newPage(browser, width);
      await signInAs(page, app.baseUrl, 'mentor@delv.africa');
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await context.route('**/api/sessions/mentor**', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(app.baseUrl + '/sessions/mylist');
      const h1 = page.getByRole('heading', { level: 1 });
      await h1.waitFor();
      expect(await h1.textContent()).toBe('My Sessions');
      await screenshot(page, `screens-my-sessions-loading-${width}`);
      release();
      await page.getByRole('heading', { level: 1, name: /^My Sessions \(\d+\)$/ }).waitFor();
      await context.close();
    }
  });
});
