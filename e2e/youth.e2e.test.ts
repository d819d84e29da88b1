import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  apiJson,
  apiToken,
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
 * Young learners (issue 32), end to end in Chromium against the built app and its demo data: a
 * 15-year-old signs up on a phone with her date of birth; her account is limited (she cannot join
 * a group) until her guardian agrees from the mailed link, on a page that needs no account; then
 * she joins a group. The demo mentor opens a discussion with her and another learner; his message
 * with a phone number is held (he sees it marked), she never sees it, his next message reaches her.
 */

let app: RunningApp;
let browser: Browser;
appAndBrowser((a, b) => {
  app = a;
  browser = b;
});

const api = <T>(path: string, token: string, init: RequestInit = {}) => apiJson<T>(app.baseUrl, path, token, init);

/** YYYY-MM-DD of a birthday `years` years and a month ago. */
const bornYearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10);
};

describe('young learners', () => {
  it('a 15-year-old signs up, is limited, her guardian consents from the mail, she joins a group; a mentor’s message to her with a phone number is held', async () => {
    const stamp = Date.now();
    const email = `neema.${stamp}@example.com`;
    const guardian = `mama.${stamp}@example.com`;
    const mentorToken = await apiToken(app.baseUrl, 'mentor@delv.africa');
    const groupName = `Form four revision ${stamp}`;
    const group = await api<{ data: { _id: string } }>('/discussiongroup', mentorToken, {
      method: 'POST',
      body: JSON.stringify({ groupName, privacy: 'Public', description: 'Past papers, every week.' }),
    });
    const groupId = group.data._id;

    // 1. She signs up on a phone, giving her date of birth (asked because she is a student).
    const { page } = await newPage(browser, 375);
    await page.goto(`${app.baseUrl}/signup/individual`);
    await page.getByLabel('First Name', { exact: true }).fill('Neema');
    await page.getByLabel('Last Name', { exact: true }).fill('Achieng');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Country', { exact: true }).selectOption('Uganda');
    await page.getByLabel('Category', { exact: true }).selectOption('student');
    await page.getByLabel('Date of birth', { exact: true }).fill(bornYearsAgo(15));
    await page.getByLabel('Password', { exact: true }).fill('neema-pass-1');
    await page.getByLabel('Repeat password', { exact: true }).fill('neema-pass-1');
    await expectNoSidewaysScroll(page, 'sign-up at 375 px', 375);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Account created').first().waitFor();
    await page.goto(linkIn(await app.mailWith(email), '/confirm/login/'));
    await page.getByText('User Confirmed').first().waitFor();
    await submitSignIn(page, email, 'neema-pass-1');

    // Sign-up's interests still work; then her account says it is limited, and joining is refused.
    await page.waitForURL('**/onboardingInterests');
    const choices = page.locator('main button[aria-pressed]');
    await choices.first().waitFor();
    for (const i of [0, 1, 2]) await choices.nth(i).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/onboardingGroups');
    await page.getByRole('link', { name: 'Skip', exact: true }).click();
    await page.waitForURL('**/feeds');
    const banner = page.getByRole('region', { name: 'Your account' });
    await banner.getByText('Your account is limited for now.').waitFor();
    await expectNoSidewaysScroll(page, 'limited feed at 375 px', 375);
    await screenshot(page, 'youth-limited-375');
    await page.goto(`${app.baseUrl}/groups?q=${encodeURIComponent(groupName)}`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: groupName }) });
    await card.getByRole('button', { name: `Join ${groupName}` }).click();
    await page
      .getByText(/A parent or guardian must agree before you can do this/)
      .first()
      .waitFor();

    // 2. She asks her guardian from the banner.
    await banner.getByLabel('Your parent’s or guardian’s e-mail').fill(guardian);
    await banner.getByRole('button', { name: 'Ask them' }).click();
    await banner.getByText('We sent them a link.', { exact: false }).waitFor();

    // 3. The guardian opens the mail's link without an account, reads what it means, and agrees.
    const consentLink = linkIn(await app.mailWith(guardian), '/consent/');
    const guardianPage = await newPage(browser, 375);
    await guardianPage.page.goto(consentLink);
    await guardianPage.page.getByRole('heading', { level: 1, name: 'Neema asks you to agree to their Delv account' }).waitFor();
    await guardianPage.page.getByRole('heading', { name: 'How they are protected' }).waitFor();
    await expectNoSidewaysScroll(guardianPage.page, 'consent page at 375 px', 375);
    await screenshot(guardianPage.page, 'youth-consent-375');
    await guardianPage.page.getByRole('button', { name: 'I agree' }).click();
    await guardianPage.page.getByText('You agreed: Neema’s account can be used fully.').waitFor();

    // 4. Her banner goes by itself (live), and she joins the group.
    await banner.waitFor({ state: 'detached', timeout: 10_000 });
    await card.getByRole('button', { name: `Join ${groupName}` }).click();
    await card.getByRole('link', { name: 'Chat' }).waitFor();

    // 5. The mentor opens a discussion with her and another learner (two other people: allowed).
    const me = await api<{ data: { _id: string } }>('/user/profile', await apiToken(app.baseUrl, email, 'neema-pass-1'));
    const learnerToken = await apiToken(app.baseUrl, 'learner@delv.africa');
    const learner = await api<{ data: { _id: string } }>('/user/profile', learnerToken);
    await api('/discussiongroup/addmembers', mentorToken, {
      method: 'POST',
      body: JSON.stringify({ groupId, groupMembers: [learner.data._id] }),
    });
    const chat = await api<{ data: { _id: string } }>('/chat', mentorToken, {
      method: 'POST',
      body: JSON.stringify({ groupId, title: 'Paper 1', members: [me.data._id, learner.data._id] }),
    });
    const mentor = await newPage(browser);
    await signInAs(mentor.page, app.baseUrl, 'mentor@delv.africa');
    const chatUrl = `${app.baseUrl}/ChatRoom/${groupId}?chat=${chat.data._id}`;
    await mentor.page.goto(chatUrl);
    await page.goto(chatUrl);
    const box = mentor.page.getByRole('textbox', { name: 'Message' });
    await box.fill('If you are stuck, call me on 0772 123 456');
    await box.press('Enter');
    const held = mentor.page.locator('li.chat-message', { hasText: 'call me on 0772 123 456' });
    await held.getByText(/Held for review/).waitFor();
    await screenshot(mentor.page, 'youth-held');
    await box.fill('Start with question 3.');
    await box.press('Enter');
    await page.locator('li.chat-message', { hasText: 'Start with question 3.' }).waitFor({ timeout: 10_000 });
    expect(await page.locator('li.chat-message', { hasText: '0772 123 456' }).count()).toBe(0);

    // 6. The moderators' held messages show it.
    const admin = await newPage(browser);
    await signInAs(admin.page, app.baseUrl, 'admin@delv.africa');
    await admin.page.goto(`${app.baseUrl}/safeguarding`);
    await admin.page.getByText('If you are stuck, call me on 0772 123 456').waitFor();
    expect(jsErrors(page)).toEqual([]);
    expect(jsErrors(guardianPage.page)).toEqual([]);
  });
});
