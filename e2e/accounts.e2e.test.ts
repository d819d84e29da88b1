import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { apiToken, appAndBrowser, linkIn, submitSignIn, newPage, screenshot, tinyPng, jsErrors, type RunningApp } from './harness';

let app: RunningApp;
let browser: Browser;

appAndBrowser((a, b) => {
  app = a;
  browser = b;
});

describe('a new learner on a fresh install', () => {
  it('signs up, confirms by the mailed link, picks interests, edits the profile, changes photo and password, logs out and in, follows a mentor and closes the account', async () => {
    const { context, page } = await newPage(browser);
    const email = `wanjiru.${Date.now()}@example.com`;

    // The built app loads (a blank page here once meant a broken CommonJS interop in the build).
    await page.goto(app.baseUrl + '/');
    await page
      .getByRole('link', { name: /get started/i })
      .first()
      .waitFor();

    await page.goto(app.baseUrl + '/signup');
    await page
      .getByRole('link', { name: /individual/i })
      .first()
      .click();
    await page.waitForURL('**/signup/individual');
    await page.getByLabel('First Name', { exact: true }).fill('Wanjiru');
    await page.getByLabel('Last Name', { exact: true }).fill('Kamau');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Country', { exact: true }).selectOption('Kenya');
    await page.getByLabel('Category', { exact: true }).selectOption('graduate');
    await page.getByLabel('Date of birth', { exact: true }).fill('1998-03-14');
    await page.getByLabel('Password', { exact: true }).fill('first-pass-1');
    await page.getByLabel('Repeat password', { exact: true }).fill('first-pass-1');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Account created').first().waitFor();
    await screenshot(page, 'signup-done');

    // The account and its mail are made after the answer (which is the same for a taken address).
    const confirmLink = linkIn(await app.mailWith(email), '/confirm/login/');

    // Signing in before confirming is refused with a message that says so.
    await page.goto(app.baseUrl + '/login');
    await submitSignIn(page, email, 'first-pass-1');
    await page
      .getByText(/confirm your e-mail/i)
      .first()
      .waitFor();

    await page.goto(confirmLink);
    await page.getByText('User Confirmed').first().waitFor();
    await submitSignIn(page, email, 'first-pass-1');

    // First sign-in after confirming goes to the interest picker: Next needs three choices.
    await page.waitForURL('**/onboardingInterests');
    const next = page.getByRole('button', { name: 'Next' });
    const choices = page.locator('main button[aria-pressed]');
    await choices.first().waitFor();
    await choices.nth(0).click();
    await choices.nth(1).click();
    await expect(await next.isDisabled()).toBe(true);
    await choices.nth(2).click();
    await next.click();
    // Then groups that match those interests (issue 12), and on to the feed.
    await page.waitForURL('**/onboardingGroups');
    await page.getByRole('heading', { level: 1, name: 'Groups for you' }).waitFor();
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Skip', exact: true }).click();
    await page.waitForURL('**/feeds');

    // Profile edit.
    await page.goto(app.baseUrl + '/updateprofile');
    await page.getByLabel('About', { exact: true }).fill('Graduate looking for a first data job in Nairobi.');
    await page.getByRole('button', { name: /save/i }).first().click();
    await page.getByText('User update complete').first().waitFor();

    // Photo: a real PNG through the upload with progress.
    const photoDir = mkdtempSync(join(tmpdir(), 'delv-photo-'));
    const photoPath = join(photoDir, 'me.png');
    writeFileSync(photoPath, tinyPng());
    await page.getByRole('tab', { name: 'Photo' }).click();
    await page.locator('input[type=file]').setInputFiles(photoPath);
    await page.getByRole('button', { name: /upload/i }).click();
    await page.getByText('User update complete').first().waitFor();
    const img = page.locator('img[src*="/files/"]').first();
    await img.waitFor();

    // Password change: this device stays signed in, another one (signed in before) is signed out.
    const profileWith = (token: string) => fetch(app.baseUrl + '/api/user/profile', { headers: { authorization: `Bearer ${token}` } });
    const otherDevice = await apiToken(app.baseUrl, email, 'first-pass-1');
    expect((await profileWith(otherDevice)).status).toBe(200);
    await page.getByRole('tab', { name: 'Reset Password' }).click();
    await page.getByLabel('Current password', { exact: true }).fill('first-pass-1');
    await page.getByLabel('New password', { exact: true }).fill('second-pass-2');
    await page.getByLabel('Confirm new password', { exact: true }).fill('second-pass-2');
    await page.getByRole('button', { name: /save/i }).click();
    await page
      .getByText(/Password has been reset/)
      .first()
      .waitFor();
    expect((await profileWith(otherDevice)).status).toBe(401);
    await page.reload();
    await page.getByRole('tab', { name: 'Reset Password' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/updateprofile');

    // Log out, and back in with the new password.
    await page.goto(app.baseUrl + '/logout');
    await page.waitForURL(app.baseUrl + '/');
    await page.goto(app.baseUrl + '/login');
    await submitSignIn(page, email, 'second-pass-2');
    await page.waitForURL('**/feeds');

    // Follow a demo mentor.
    const mentors = (await (await fetch(app.baseUrl + '/api/user/mentors')).json()) as { data: { _id: string }[] };
    await page.goto(`${app.baseUrl}/users/profile/${mentors.data[0]._id}`);
    await page.getByRole('button', { name: /^follow /i }).click();
    await page.getByText('Follow Added').first().waitFor();
    await page.getByRole('button', { name: /^unfollow /i }).waitFor();

    // 'Sign out everywhere': this device and every other one.
    const laptop = await apiToken(app.baseUrl, email, 'second-pass-2');
    await page.goto(app.baseUrl + '/updateprofile?tab=password');
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    // Signed out on this device: home, or the sign-in page when one of the page's own requests
    // met the ended session first.
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/login');
    await page.getByRole('link', { name: 'Login', exact: true }).first().waitFor();
    expect((await profileWith(laptop)).status).toBe(401);
    await page.goto(app.baseUrl + '/login');
    await submitSignIn(page, email, 'second-pass-2');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    // Close the account: afterwards the e-mail and password no longer sign in.
    await page.goto(app.baseUrl + '/updateprofile');
    await page.getByRole('tab', { name: 'Close account' }).click();
    await page.getByLabel('Password', { exact: true }).fill('second-pass-2');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /delete/i })
      .click();
    await page.waitForURL(app.baseUrl + '/');
    const res = await fetch(app.baseUrl + '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'second-pass-2' }),
    });
    expect(res.status).toBe(401);

    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});

for (const width of [375, 1280]) {
  describe(`the account screens at ${width} px`, () => {
    it('show without sideways scrolling, and a demo learner signs in (wrong password first)', async () => {
      const { context, page } = await newPage(browser, width);
      const check = async (path: string, ready: string) => {
        await page.goto(app.baseUrl + path);
        await page.locator(ready).first().waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
        await screenshot(page, `${width}${path.replace(/\//g, '-')}`);
      };
      await check('/', 'main h1');
      await check('/signup', 'main a[href="/signup/individual"]');
      for (const path of ['/login', '/signup/individual', '/signup/institution', '/forgot-password']) await check(path, 'main form');

      await page.goto(app.baseUrl + '/login');
      await submitSignIn(page, 'learner@delv.africa', 'wrong-password');
      await page
        .getByText(/incorrect/)
        .first()
        .waitFor();
      await submitSignIn(page, 'learner@delv.africa', 'Delv2026!');
      await page.waitForURL('**/feeds');

      const mentors = (await (await fetch(app.baseUrl + '/api/user/mentors')).json()) as { data: { _id: string }[] };
      await check('/profile', 'main [role=tablist], main select');
      await check('/updateprofile', 'main form');
      await check(`/users/profile/${mentors.data[0]._id}`, 'main h1');
      await check('/onboardingInterests', 'main button[aria-pressed]');
      await check('/no/such/page', 'text=OOPS!');
      expect(jsErrors(page)).toEqual([]);
      await context.close();
    });
  });
}
