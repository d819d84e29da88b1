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
  it('the institution imports a CSV: the dry run reports each row, the bar follows the job, and an invited person who signs up is a member', async () => {
    const { context, page } = await newPage(browser, 1280);
    await signInAs(page, app.baseUrl, 'institution@delv.africa');
    await page.goto(app.baseUrl + '/institution/members');
    await page.getByRole('heading', { name: /^Institution Members/ }).waitFor();
    await page.getByRole('button', { name: 'Import from CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import members from a CSV file' });
    const stamp = Date.now();
    const newcomer = `imani.${stamp}@example.com`;
    // Five rows: three new, one bad e-mail, one person who is already a member (a demo learner).
    const csv = [
      'name,email,role',
      `Imani Wekesa,${newcomer},learner`,
      `Juma Hassan,juma.${stamp}@example.com,learner`,
      'Not An Email,juma-at-example,learner',
      'Brian Okello,brian.okello@delv.africa,learner',
      `Asha Mrema,asha.${stamp}@example.com,mentor`,
    ].join('\n');
    await dialog
      .getByLabel('CSV file (at most 2000 rows)')
      .setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Check the file' }).click();
    await dialog.getByText('5 rows checked').waitFor();
    await dialog.getByText('3 new invitations').waitFor();
    await dialog.getByText('1 invalid e-mail').waitFor();
    await dialog.getByText('1 already a member').waitFor();
    expect(await dialog.getByRole('cell', { name: 'Invalid e-mail' }).count()).toBe(1);
    expect(await dialog.getByRole('cell', { name: 'Already a member' }).count()).toBe(1);
    await screenshot(page, 'institution-members-import-1280');
    // Nothing was sent by the dry run.
    expect(app.mails().some((m) => m.includes(newcomer))).toBe(false);

    await dialog.getByRole('button', { name: 'Send 3 invitations' }).click();
    await dialog.getByText('All 3 invitations are on their way').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('heading', { name: /^Invitations \(\d+\)$/ }).waitFor();
    await page.getByText(newcomer).waitFor();

    // The newcomer opens the mailed link on a phone, signs up with the address filled in, confirms.
    const link = linkIn(await app.mailWith(newcomer), '/invitation/member/');
    const person = await newPage(browser, 375);
    await person.page.goto(link);
    await person.page.getByRole('heading', { name: `${NAME} invites you to join it on Delv` }).waitFor();
    await expectNoSidewaysScroll(person.page, '/invitation/member', 375);
    await person.page.getByRole('link', { name: 'Sign up' }).click();
    await person.page.waitForURL('**/signup/individual?email=*');
    expect(await person.page.getByLabel('Email', { exact: true }).inputValue()).toBe(newcomer);
    await person.page.getByLabel('First Name', { exact: true }).fill('Imani');
    await person.page.getByLabel('Last Name', { exact: true }).fill('Wekesa');
    await person.page.getByLabel('Country', { exact: true }).selectOption('Kenya');
    await person.page.getByLabel('Category', { exact: true }).selectOption('student');
    await person.page.getByLabel('Date of birth', { exact: true }).fill('2004-09-02');
    await person.page.getByLabel('Password', { exact: true }).fill('imani-pass-1');
    await person.page.getByLabel('Repeat password', { exact: true }).fill('imani-pass-1');
    await person.page.getByRole('button', { name: 'Register' }).click();
    await person.page.getByText('Account created').first().waitFor();
    await person.page.goto(linkIn(await app.mailWith((m) => m.includes(newcomer) && m.includes('/confirm/login/')), '/confirm/login/'));
    await person.page.getByText('User Confirmed').first().waitFor();
    expect(jsErrors(person.page)).toEqual([]);
    await person.context.close();

    // The admin's list says accepted without a reload (live), and the members list has the newcomer.
    await page.getByText(newcomer).locator('xpath=ancestor::li').getByText('Accepted').waitFor();
    await page.reload();
    await page.getByRole('link', { name: 'Imani Wekesa' }).waitFor();
    // The same page on a phone: the buttons wrap, the invitations list fits.
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoSidewaysScroll(page, '/institution/members', 375);
    await screenshot(page, 'institution-members-375');
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});
