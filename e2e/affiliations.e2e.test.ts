import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  appAndBrowser,
  expectNoSidewaysScroll,
  jsErrors,
  linkIn,
  newPage,
  screenshot,
  signInAs,
  submitSignIn,
  type RunningApp,
} from './harness';

/*
 * Institutions and mentors together, end to end in Chromium against the built app (issue 14): the
 * demo institution creates a mentor, who sets a password from the mailed link and signs in already
 * affiliated; it invites an existing demo mentor, who accepts from /affiliations/mylist; it sends a
 * survey to its mentors (the mails are written); its session's speaker list holds only its mentors.
 */

let app: RunningApp;
let browser: Browser;

appAndBrowser((a, b) => {
  app = a;
  browser = b;
});

const NAME = 'Makerere Institute of Technology';

describe('mentors and institutions', () => {
  it('the institution creates a mentor, who sets a password from the mail and is affiliated', async () => {
    const { context, page } = await newPage(browser, 1280);
    await signInAs(page, app.baseUrl, 'institution@delv.africa');
    await page.goto(app.baseUrl + '/institution/mentors');
    await page.getByRole('heading', { name: /^Your Mentors \(\d+\)$/ }).waitFor();
    await page.getByRole('button', { name: 'Create Mentor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Mentor' });
    const email = `grace.${Date.now()}@example.com`;
    await dialog.getByLabel('First name').fill('Grace');
    await dialog.getByLabel('Last name').fill('Achieng');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill('+256 772 123456');
    await dialog.getByLabel('Country').selectOption('Uganda');
    await dialog.getByLabel('Specialization').selectOption('Information Technology');
    await dialog.getByLabel('Discipline').fill('Software Engineering');
    await dialog.getByLabel('Bio').fill('Backend engineer and bootcamp coach.');
    await dialog.getByRole('button', { name: 'Create Mentor' }).click();
    await page.getByText('Mentor profile successfully created').first().waitFor();
    await page.getByRole('link', { name: 'Grace Achieng' }).waitFor();
    await screenshot(page, 'institution-mentors-1280');

    // The new mentor's mail: a link to set a password (no fixed default password).
    const link = linkIn(await app.mailWith(email), '/reset-password/');
    const mentor = await newPage(browser, 375);
    await mentor.page.goto(link);
    await mentor.page.getByLabel('New password', { exact: true }).fill('Grace-pass-2026');
    await mentor.page.getByLabel('Confirm new password', { exact: true }).fill('Grace-pass-2026');
    await mentor.page.getByRole('button', { name: 'Reset password' }).click();
    // Set: the page moves on to sign in.
    await mentor.page.waitForURL(/\/login$/);
    await submitSignIn(mentor.page, email, 'Grace-pass-2026');
    await mentor.page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await mentor.page.goto(app.baseUrl + '/affiliations/mylist');
    await mentor.page.getByRole('cell', { name: NAME }).first().waitFor();
    await expectNoSidewaysScroll(mentor.page, '/affiliations/mylist', 375);
    expect(jsErrors(mentor.page)).toEqual([]);
    await mentor.context.close();
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('the institution invites an existing mentor, who accepts from My Affiliations', async () => {
    const { context, page } = await newPage(browser, 1280);
    await signInAs(page, app.baseUrl, 'institution@delv.africa');
    await page.goto(app.baseUrl + '/institution/mentors');
    await page.getByRole('button', { name: 'Invite Mentor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Mentor' });
    await dialog.getByLabel('Find a mentor by name').fill('Neema');
    await dialog.getByRole('button', { name: 'Find' }).click();
    await dialog.getByRole('button', { name: 'Invite Neema Mushi' }).click();
    await page.getByText('Invitation sent to the mentor').first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('region', { name: 'Invitations' }).getByText('Neema Mushi').waitFor();

    const neema = await newPage(browser, 1280);
    await signInAs(neema.page, app.baseUrl, 'neema.mushi@delv.africa');
    await neema.page.goto(app.baseUrl + '/feeds');
    await neema.page.getByLabel('1 invitation waiting').waitFor();
    await neema.page.getByRole('link', { name: 'My Affiliations' }).click();
    await neema.page.getByRole('button', { name: 'Invitations, 1 waiting' }).click();
    const invitations = neema.page.getByRole('dialog', { name: '1 Invitation' });
    await invitations.getByText(NAME).waitFor();
    await invitations.getByRole('button', { name: 'Accept' }).click();
    await neema.page.getByText('Invitation request accepted.').first().waitFor();
    await neema.page.getByRole('cell', { name: NAME }).first().waitFor();
    await screenshot(neema.page, 'affiliations-1280');
    expect(jsErrors(neema.page)).toEqual([]);
    await neema.context.close();

    // The institution's list has her now.
    await page.reload();
    await page.getByRole('link', { name: 'Neema Mushi' }).waitFor();
    await context.close();
  });

  it("sends a survey to its mentors (the mails are written), and its session's speakers are only its mentors", async () => {
    const { context, page } = await newPage(browser, 1280);
    await signInAs(page, app.baseUrl, 'institution@delv.africa');
    await page.goto(app.baseUrl + '/institution/feeds');
    await page.getByRole('button', { name: 'Send Survey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Survey' });
    const topic = `Mentor feedback ${Date.now()}`;
    await dialog.getByLabel('Topic').fill(topic);
    await dialog.getByLabel('Link').fill('https://forms.example.com/mentor-feedback');
    await dialog.getByLabel('Description').fill('Five minutes on how the term went.');
    await dialog.getByRole('radio', { name: 'My Mentors' }).check();
    await dialog.getByRole('button', { name: 'Send Survey' }).click();
    await page
      .getByText(/^Survey dispatched successfully/)
      .first()
      .waitFor();
    const mail = await app.mailWith(topic);
    expect(mail).toContain('forms.example.com/mentor-feedback');

    await page.goto(app.baseUrl + '/institution/events');
    await page.getByRole('button', { name: 'Create Session' }).click();
    const speaker = page.getByRole('dialog').getByLabel('Speaker');
    await expect.poll(() => speaker.locator('option').count()).toBeGreaterThan(1);
    const names = await speaker.locator('option').allInnerTexts();
    expect(names).toContain('David Otieno');
    expect(names).not.toContain('Wanjiru Kamau');
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});
