import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  appAndBrowser,
  expectNoSidewaysScroll,
  jsErrors,
  newPage,
  realPdf,
  screenshot,
  signInAs,
  tinyPng,
  type RunningApp,
} from './harness';

/*
 * The institution area, end to end in Chromium against the built app and its demo data (issue 13):
 * the demo institution's admin completes the profile with a photo, sees the institution's name on
 * its feed, adds a video to the library, and creates a session that shows under Sessions and on
 * the public home's Events tab; a learner finds the institution in /institutions by country, opens
 * its home, follows it (and appears under Members), leaves a 4.5-star review, and the directory
 * shows the new average. Screenshots at 375 and 1280 px.
 */

let app: RunningApp;
let browser: Browser;

appAndBrowser((a, b) => {
  app = a;
  browser = b;
});

const NAME = 'Makerere Institute of Technology';
const VIDEO = 'Campus tour 2026';
const ARTICLE = 'Scholarships for 2027';
const SESSION = 'Open day: engineering programmes';
let homePath = '';

async function openHome(page: Page) {
  await page.goto(app.baseUrl + homePath);
  await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
}

describe('the institution area', () => {
  it('the admin completes the profile with a photo, adds a video and an article, and creates a session', async () => {
    const { context, page } = await newPage(browser, 1280);
    await signInAs(page, app.baseUrl, 'institution@delv.africa');
    await page.goto(app.baseUrl + '/institution/about');
    await page.getByRole('heading', { level: 2, name: NAME }).waitFor();

    // Edit Profile: a new bio, a contact address and a photo.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: "Update your institution's profile" });
    await dialog.getByLabel('Institution bio').fill('Engineering and computing degrees in Kampala, with a mentor for every student.');
    await dialog.getByLabel('Contact e-mail').fill('admissions@mit.delv.africa');
    const dir = mkdtempSync(join(tmpdir(), 'delv-inst-'));
    writeFileSync(join(dir, 'logo.png'), tinyPng());
    await dialog.getByLabel('Picture').setInputFiles(join(dir, 'logo.png'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Institution profile updated').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('with a mentor for every student').waitFor();
    const avatar = page.locator('.inst-header img').first();
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/\/files\/institutions\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.png/);
    await screenshot(page, 'institution-about-1280');

    // The feed is under the institution's name.
    await page.getByRole('link', { name: 'Feeds' }).click();
    await page.waitForURL(/\/institution\/feeds$/);
    await page.locator('.feed-me-name').getByRole('link', { name: NAME }).waitFor();

    // Library: a video through the library overview's Videos list.
    await page.goto(app.baseUrl + '/institution/library');
    const videos = page.getByRole('region', { name: /^Videos \(\d+\)$/ });
    await videos.getByRole('link', { name: /^(View all|Add)$/ }).click();
    await page.waitForURL(/\/institution\/videos$/);
    await page.getByRole('button', { name: 'Upload', exact: true }).first().click();
    const upload = page.getByRole('dialog', { name: 'Upload content' });
    await upload.getByLabel('Title', { exact: true }).fill(VIDEO);
    await upload.getByLabel('Source link', { exact: true }).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await upload.getByLabel('Description', { exact: true }).fill('Walk through the labs and lecture halls.');
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByRole('row', { name: new RegExp(VIDEO) }).waitFor();
    // And an article (a PDF) through its own list.
    await page.goto(app.baseUrl + '/institution/articles');
    await page.getByRole('button', { name: 'Upload', exact: true }).first().click();
    const article = page.getByRole('dialog', { name: 'Upload content' });
    await article.getByLabel('Title', { exact: true }).fill(ARTICLE);
    await article.getByLabel('Description', { exact: true }).fill('Who can apply, and by when.');
    writeFileSync(join(dir, 'scholarships.pdf'), realPdf(ARTICLE));
    await article.getByLabel('File', { exact: true }).setInputFiles(join(dir, 'scholarships.pdf'));
    await article.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByRole('row', { name: new RegExp(ARTICLE) }).waitFor();
    await page.goto(app.baseUrl + '/institution/library');
    await page
      .getByRole('region', { name: /^Videos \(\d+\)$/ })
      .getByText(VIDEO)
      .waitFor();
    await page
      .getByRole('region', { name: /^Articles \(\d+\)$/ })
      .getByText(ARTICLE)
      .waitFor();

    // Sessions: create one; it shows under Upcoming sessions.
    await page.getByRole('link', { name: 'Sessions', exact: true }).click();
    await page.waitForURL(/\/institution\/events$/);
    await page.getByRole('button', { name: 'Create Session' }).click();
    const form = page.getByRole('dialog');
    const day = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel('Event name').fill(SESSION);
    await form.getByLabel('Description').fill('Meet the lecturers and students of our engineering programmes.');
    await form.getByLabel('Organizer').fill(NAME);
    const speaker = form.getByLabel('Speaker');
    await expect.poll(() => speaker.locator('option').count()).toBeGreaterThan(1);
    // Its speaker is one of its affiliated mentors (the demo affiliates David Otieno).
    await speaker.selectOption({ label: 'David Otieno' });
    await form.getByLabel('Start date').fill(day);
    await form.getByLabel('Start time').fill('10:00');
    await form.getByLabel('Duration').selectOption({ index: 1 });
    await form.getByLabel('Price (Ugx)').fill('0');
    await form.getByLabel('Meeting link').fill('https://meet.google.com/dlv-e2e-open');
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByRole('region', { name: 'Upcoming sessions' }).getByText(SESSION).waitFor();
    await screenshot(page, 'institution-events-1280');

    // The public home, for the learner's part.
    await page.goto(app.baseUrl + '/institution/about');
    await page.getByRole('link', { name: 'See your public page' }).click();
    await page.waitForURL(/\/institution\/more\/[0-9a-f-]{36}$/);
    homePath = new URL(page.url()).pathname;
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('a learner finds it by country, follows it, sees its session and reviews it; the directory shows the new average', async () => {
    const { context, page } = await newPage(browser, 1280);
    await signInAs(page, app.baseUrl, 'faith.wambui@delv.africa');
    // From the feed's 'Follow Institutions': View all.
    await page.goto(app.baseUrl + '/feeds');
    await page.getByRole('link', { name: 'View all institutions' }).click();
    await page.waitForURL(/\/institutions$/);
    await page.getByRole('radio', { name: 'Uganda' }).check();
    await page.waitForURL(/country=Uganda/);
    await page.getByText(/^Showing 1 - \d+ of \d+ registered Institutions?$/).waitFor();
    const card = page.locator('.inst-card', { has: page.getByRole('link', { name: NAME, exact: true }) });
    await card.waitFor();
    expect(await page.locator('.inst-card').count()).toBeGreaterThan(0);
    for (const c of await page.locator('.inst-card-line').allInnerTexts()) if (/·/.test(c)) expect(c).toContain('Uganda');
    await card.getByRole('link', { name: `Go to Home, ${NAME}` }).click();
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();

    // Follow: the button turns to Leave and the learner is under Members.
    await page.getByRole('button', { name: `Follow ${NAME}` }).click();
    await page.getByRole('button', { name: `Leave ${NAME}` }).waitFor();
    await page.getByRole('tab', { name: 'Members' }).click();
    await page.getByRole('tabpanel', { name: 'Members' }).getByRole('link', { name: 'Faith Wambui' }).waitFor();

    // Events: the admin's new session, linking to /joinsession.
    await page.getByRole('tab', { name: 'Events' }).click();
    const upcoming = page.getByRole('region', { name: 'Upcoming sessions' });
    const session = upcoming.getByRole('link', { name: new RegExp(SESSION) });
    await session.waitFor();
    expect(await session.getAttribute('href')).toMatch(/^\/joinsession\/[0-9a-f-]{36}$/);

    // A 4.5-star review; the directory shows the new average.
    await page.getByRole('button', { name: 'Leave a Review' }).click();
    const dialog = page.getByRole('dialog');
    const slider = dialog.getByRole('slider', { name: 'Your rating' });
    await slider.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => slider.getAttribute('aria-valuenow')).toBe('4.5');
    await dialog.getByLabel('Your review').fill('Helpful open days and friendly staff.');
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await page.getByText('Review added successfully').first().waitFor();
    await screenshot(page, 'institution-home-1280');

    await page.goto(app.baseUrl + '/institutions?country=Uganda');
    const rated = page.locator('.inst-card', { has: page.getByRole('link', { name: NAME, exact: true }) });
    await rated.getByRole('img', { name: /^Rated 4\.5 out of 5, 1 review/ }).waitFor();
    await screenshot(page, 'institutions-1280');
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  for (const width of [375, 1280]) {
    it(`the directory, the public home and the admin screens fit ${width} px without sideways scrolling`, async () => {
      const { context, page } = await newPage(browser, width);
      await page.goto(app.baseUrl + '/institutions');
      await page.locator('.inst-card').first().waitFor();
      await expectNoSidewaysScroll(page, '/institutions', width);
      if (width < 960) {
        // On phones the country filter is a drawer behind 'Filters'.
        await expect(page.getByRole('radio', { name: 'Kenya' }).isVisible()).resolves.toBe(false);
        await page.getByRole('button', { name: 'Filters' }).click();
        await page.getByRole('radio', { name: 'Kenya' }).check();
        await page.waitForURL(/country=Kenya/);
        await page.getByRole('link', { name: 'Nairobi School of Technology', exact: true }).waitFor();
      }
      await screenshot(page, `institutions-${width}`);
      await openHome(page);
      await expectNoSidewaysScroll(page, 'the public home', width);
      if (width < 960) await page.getByLabel('Section').selectOption('events');
      else await page.getByRole('tab', { name: 'Events' }).click();
      await page.getByRole('region', { name: 'Upcoming sessions' }).waitFor();
      await screenshot(page, `institution-home-${width}`);

      await signInAs(page, app.baseUrl, 'institution@delv.africa');
      for (const path of ['/institution/about', '/institution/members', '/institution/library', '/institution/events']) {
        await page.goto(app.baseUrl + path);
        await page.locator('.inst-admin-title').waitFor();
        await expectNoSidewaysScroll(page, path, width);
      }
      await screenshot(page, `institution-events-${width}`);
      expect(jsErrors(page)).toEqual([]);
      await context.close();
    });
  }
});
