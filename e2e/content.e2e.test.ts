import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { appAndBrowser, newPage, screenshot, tinyPng, realPdf, DEMO_PASSWORD, jsErrors, signInAs, type RunningApp } from './harness';

/*
 * The content library journey in Chromium against the built app: a mentor uploads a PDF article
 * with a thumbnail (progress bar moving on a throttled line), a learner finds it by a lowercase
 * search, reads it and reviews it with 4.5 stars, a guest gets the overview with its call to
 * action, the owner unpublishes it (the learner can no longer open it) and deletes it (the
 * stored files are gone from <dataDir>/uploads).
 */

let app: RunningApp;
let browser: Browser;
const contexts: BrowserContext[] = [];

appAndBrowser((a, b) => {
  app = a;
  browser = b;
});

const pages: Page[] = [];
async function open(width = 1280): Promise<Page> {
  const { context, page } = await newPage(browser, width);
  contexts.push(context);
  pages.push(page);
  return page;
}

/** On a failure, a picture of every open page (e2e/artifacts/content-failure-N.png). */
async function shootAll() {
  await Promise.all(pages.map((p, i) => screenshot(p, `content-failure-${i}`).catch(() => undefined)));
}

/** True when the page is no wider than the phone's screen. */
async function noSideScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe('content library', () => {
  it('upload with progress, find, read, review, guest overview, unpublish and delete', async () => {
    try {
      await journey();
    } catch (err) {
      await shootAll();
      throw err;
    }
  });
});

async function journey() {
  {
    const dir = mkdtempSync(join(tmpdir(), 'delv-content-'));
    const title = `Kampala Data Jobs Guide ${Date.now()}`;
    const pdfPath = join(dir, 'data-jobs-guide.pdf');
    writeFileSync(pdfPath, realPdf('Data jobs in Kampala: a field guide', 600_000));
    const thumbPath = join(dir, 'cover.png');
    writeFileSync(thumbPath, tinyPng());

    // --- The mentor uploads on a slow line and watches the bar move.
    const mentor = await open(1280);
    await signInAs(mentor, app.baseUrl, 'mentor@delv.africa');
    await mentor.goto(`${app.baseUrl}/articles/mylist`);
    await mentor.getByRole('heading', { name: /^My Articles \(\d+\)$/ }).waitFor();
    await mentor.getByRole('button', { name: 'Upload', exact: true }).click();
    const dialog = mentor.getByRole('dialog', { name: 'Upload content' });
    await expect(await dialog.getByLabel('Category', { exact: true }).inputValue()).toBe('Article');
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Author', { exact: true }).fill('David Otieno');
    await dialog.getByLabel('Description', { exact: true }).fill('Where the data jobs are in Kampala, what they pay, and how to get one.');
    await dialog.getByLabel('Tags', { exact: true }).fill('data, careers,');
    await dialog.getByLabel('File', { exact: true }).setInputFiles(pdfPath);
    await dialog.getByLabel('Thumbnail', { exact: true }).setInputFiles(thumbPath);

    // About 150 KB/s up: the 600 KB file takes a few seconds.
    const cdp = await mentor.context().newCDPSession(mentor);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 100,
      downloadThroughput: 1_000_000,
      uploadThroughput: 150_000,
    });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    const bar = dialog.getByRole('progressbar');
    await bar.waitFor();
    // Each value the bar shows, until it goes: the page is asked for the next change, not sampled.
    const seen: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      const value = await bar.getAttribute('value', { timeout: 500 }).catch(() => null);
      if (value === null) break;
      seen.push(Number(value));
      if (seen.length === 3) await screenshot(mentor, 'content-upload-progress-1280');
      const changed = await mentor
        .waitForFunction((shown) => document.querySelector('[role="dialog"] progress')?.getAttribute('value') !== shown, value, {
          timeout: 20_000,
        })
        .then(
          () => true,
          () => false,
        );
      if (!changed) break;
    }
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const distinct = new Set(seen.filter((v) => v > 0 && v < 100));
    expect(distinct.size, `progress values seen: ${seen.join(',')}`).toBeGreaterThanOrEqual(2);
    expect(Math.max(...seen)).toBeGreaterThan(Math.min(...seen));

    await mentor.getByText('Upload Complete').first().waitFor();
    const row = mentor.getByRole('row', { name: new RegExp(title) });
    await row.waitFor();
    const href = await row.getByRole('link', { name: title }).getAttribute('href');
    const id = href!.split('/').pop()!;
    expect(href).toBe(`/article/read/${id}`);

    // The stored files, to check they are gone after the delete.
    const item = await (await fetch(`${app.baseUrl}/api/contents/content/${id}`)).json();
    const fileUrl: string = item.data.contentFile.publicUrl;
    const thumbUrl: string = item.data.thumbnailFile.publicUrl;
    expect(fileUrl).toMatch(/^\/files\/content\/.+\.pdf$/);
    const storedFile = join(app.dataDir, 'uploads', decodeURIComponent(fileUrl.replace(/^\/files\//, '')));
    const storedThumb = join(app.dataDir, 'uploads', decodeURIComponent(thumbUrl.replace(/^\/files\//, '')));
    expect(existsSync(storedFile)).toBe(true);
    expect(existsSync(storedThumb)).toBe(true);
    await screenshot(mentor, 'content-my-articles-1280');

    // --- A learner finds it with a lowercase search (the old videos page missed capitals), reads and reviews it.
    const learner = await open(1280);
    await signInAs(learner, app.baseUrl, 'learner@delv.africa');
    await learner.goto(`${app.baseUrl}/articles`);
    await learner.getByRole('heading', { name: /^All Articles \(\d+\)$/ }).waitFor();
    await learner.getByRole('searchbox', { name: 'Search Articles' }).fill('kampala data jobs');
    await learner.waitForURL(/q=kampala/);
    await learner.getByRole('heading', { name: 'All Articles (1)' }).waitFor();
    await learner.getByText('Viewing 1 - 1 of 1').waitFor();
    await screenshot(learner, 'content-articles-1280');
    const pdfLoaded = learner.waitForResponse((r) => r.url().endsWith(fileUrl) && r.status() === 200);
    await learner.getByRole('link', { name: new RegExp(title) }).click();
    await learner.waitForURL(`**/article/read/${id}`);
    await learner.getByRole('heading', { name: title }).waitFor();
    // The PDF is inside the page where the browser can show it, with Open/Download links either way.
    await expect(await learner.getByRole('link', { name: 'Open the PDF' }).first().getAttribute('href')).toBe(fileUrl);
    if (await learner.evaluate(() => (navigator as Navigator & { pdfViewerEnabled?: boolean }).pdfViewerEnabled === true)) {
      // Chromium's viewer shows it inside the page (the page's CSP allows it): the fallback note stays hidden.
      await expect(await learner.locator('object[type="application/pdf"]').getAttribute('data')).toBe(fileUrl);
      // Loaded, and painted twice since: the fallback note would show now if the viewer had failed.
      await pdfLoaded;
      await learner.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await expect(await learner.locator('.content-pdf-note').isVisible()).toBe(false);
    }
    const pdfRes = await learner.request.get(`${app.baseUrl}${fileUrl}`);
    expect(pdfRes.status()).toBe(200);
    expect(pdfRes.headers()['content-type']).toContain('application/pdf');
    expect((await pdfRes.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await learner.getByRole('button', { name: 'Review this article' }).first().click();
    const review = learner.getByRole('dialog', { name: 'Review this article' });
    await review.getByRole('button', { name: 'Submit review' }).click();
    await review.getByText('Review is required').waitFor();
    const stars = review.getByRole('slider', { name: 'Your rating' });
    await stars.focus();
    await learner.keyboard.press('End');
    await learner.keyboard.press('ArrowLeft');
    await expect(await stars.getAttribute('aria-valuenow')).toBe('4.5');
    await review.getByLabel('Your review').fill('Clear, practical and local. The salary table alone is worth it.');
    await review.getByRole('button', { name: 'Submit review' }).click();
    await learner.getByText('Review added successfully').first().waitFor();
    await learner.getByRole('img', { name: 'Rated 4.5 out of 5, 1 review' }).waitFor();
    await learner.getByText('Clear, practical and local.', { exact: false }).waitFor();
    await screenshot(learner, 'content-reader-1280');

    // --- Phones: lists and the reader fit 375 px.
    const phone = await open(375);
    await signInAs(phone, app.baseUrl, 'learner@delv.africa');
    for (const path of ['/articles', `/article/read/${id}`, '/videos', '/courses']) {
      await phone.goto(`${app.baseUrl}${path}`);
      await phone.getByRole('heading', { level: 1 }).first().waitFor();
      await phone.waitForLoadState('networkidle');
      expect(await noSideScroll(phone), `${path} scrolls sideways at 375 px`).toBe(true);
    }
    await screenshot(phone, 'content-courses-375');
    await phone.goto(`${app.baseUrl}/articles`);
    await phone.getByRole('heading', { name: /^All Articles/ }).waitFor();
    await screenshot(phone, 'content-articles-375');
    await phone.goto(`${app.baseUrl}/article/read/${id}`);
    await phone.getByRole('heading', { name: title }).waitFor();
    await screenshot(phone, 'content-reader-375');
    const mentorPhone = await open(375);
    await signInAs(mentorPhone, app.baseUrl, 'mentor@delv.africa');
    await mentorPhone.goto(`${app.baseUrl}/articles/mylist`);
    await mentorPhone.getByRole('row', { name: new RegExp(title) }).waitFor();
    expect(await noSideScroll(mentorPhone), 'my articles scrolls sideways at 375 px').toBe(true);
    await screenshot(mentorPhone, 'content-my-articles-375');

    // --- A guest gets the overview and the call to action; its log-in link returns to the article.
    const guest = await open(1280);
    await guest.goto(`${app.baseUrl}/article/read/${id}`);
    await guest.waitForURL(`**/article/overview/${id}`);
    const cta = guest.getByRole('dialog', { name: 'Read the full article' });
    await cta.waitFor();
    await expect(await cta.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(`/login?article=${id}`);
    await expect(await cta.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    await screenshot(guest, 'content-overview-guest-1280');
    await cta.getByRole('link', { name: 'Log in' }).click();
    await guest.getByLabel('Email', { exact: true }).fill('learner@delv.africa');
    await guest.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await guest.getByRole('button', { name: /^(sign in|log in|login)$/i }).click();
    await guest.waitForURL(`**/article/read/${id}`);
    await guest.getByRole('heading', { name: title }).waitFor();

    // --- The owner unpublishes: the learner can no longer open it, and it leaves the list.
    await mentor.bringToFront();
    const toggle = mentor.getByRole('switch', { name: `Public: ${title}` });
    await expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await mentor.waitForFunction(
      (name) => document.querySelector(`[role=switch][aria-label="${name}"]`)?.getAttribute('aria-checked') === 'false',
      `Public: ${title}`,
    );
    await learner.goto(`${app.baseUrl}/article/read/${id}`);
    await learner.getByText('This article is not available').waitFor();
    await learner.goto(`${app.baseUrl}/articles?q=kampala%20data%20jobs`);
    await learner.getByText('No articles match “kampala data jobs”').waitFor();
    // The owner still sees it (as private).
    await mentor.reload();
    await mentor
      .getByRole('row', { name: new RegExp(title) })
      .getByText('Private')
      .waitFor();

    // --- The owner deletes it, after confirming: the stored file and thumbnail are gone.
    await mentor.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = mentor.getByRole('dialog', { name: 'Delete content?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await mentor.getByText('Content deleted').first().waitFor();
    await mentor.getByRole('row', { name: new RegExp(title) }).waitFor({ state: 'detached' });
    expect(existsSync(storedFile)).toBe(false);
    expect(existsSync(storedThumb)).toBe(false);
    expect((await fetch(`${app.baseUrl}${fileUrl}`)).status).toBe(404);

    for (const page of [mentor, learner, phone, mentorPhone, guest]) expect(jsErrors(page)).toEqual([]);
    await Promise.all(contexts.map((c) => c.close()));
  }
}
