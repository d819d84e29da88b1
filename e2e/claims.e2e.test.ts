import { afterAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startStandIn } from '../server/test/payoutStandIn';
import { startAiStandIn } from './aiStandIn';
import { apiToken, appAndBrowser, expectNoSidewaysScroll, jsErrors, newPage, screenshot, signInAs, type RunningApp } from './harness';

/*
 * Redeeming points end to end (issue 15) against the built app: Brian (2,150 demo points) redeems
 * 2,000 as Airtime from My Earned Points; a second claim is refused; the demo admin (a claim
 * reviewer) takes back the points of one of his posts with a reason and approves the claim at
 * /pending_claims; the payout job sends the airtime to a local stand-in of Africa's Talking (the
 * real sandbox is not reachable from here), polls it to Success, and the claim is paid; Brian sees
 * each step without reloading. A learner who opens /pending_claims is sent away, and the API
 * refuses her. A guest sends the contact form and the support address gets it. A learner asks AI
 * (a local stand-in of an OpenAI-compatible service) from the feed.
 */

const REDEEMER = 'brian.okello@delv.africa';
const REVIEWER = 'admin@delv.africa';
const LEARNER = 'learner@delv.africa';
const POINTS_BUTTON = 'My points';

const standIn = await startStandIn();
afterAll(() => standIn.close());
const ai = await startAiStandIn();
afterAll(() => ai.close());

let app: RunningApp;
let browser: Browser;
appAndBrowser(
  (a, b) => {
    app = a;
    browser = b;
  },
  { ...standIn.env(), ...ai.env(), PAYOUT_POLL_MS: '200' },
);

describe('redeeming points', () => {
  it('a claim is made from My Earned Points, approved at the desk, paid through the provider, and the claimant sees it live', async () => {
    // Brian posts once (+10 points): the reviewer will take that post's points back.
    const post = await fetch(`${app.baseUrl}/api/post`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${await apiToken(app.baseUrl, REDEEMER)}` },
      body: JSON.stringify({ postText: 'Ten tips for a first job interview in Kampala' }),
    });
    expect(post.status).toBe(201);

    const brian = await newPage(browser, 375);
    await signInAs(brian.page, app.baseUrl, REDEEMER);
    await brian.page.waitForURL('**/feeds');
    // On a phone the points open from the feed's button (they do not cover the feed by themselves).
    await brian.page.getByRole('button', { name: POINTS_BUTTON }).click();
    const points = brian.page.getByRole('dialog', { name: 'My Earned Points' });
    await points.waitFor();
    await points.getByRole('button', { name: 'Redeem' }).click();
    await points.getByLabel('Institution').fill('Kyambogo University');
    // Claims pay only to a verified number: the form offers Brian's (verified in the demo data).
    await points.getByLabel('Mobile number with country code').selectOption('+256772123456');
    await points.getByLabel('Airtime').check();
    await points.getByRole('button', { name: 'Submit claim' }).click();
    await points.getByText('Success: Your claim has been submitted').waitFor();
    await points.getByText('My claims (1)').click();
    await points.getByText('Waiting for review').waitFor();
    await expectNoSidewaysScroll(brian.page, 'redeem at 375 px', 375);
    await screenshot(brian.page, 'redeem-375');
    // The same points cannot be claimed twice: 150 are left.
    await points.getByRole('button', { name: 'Redeem' }).click();
    await points.getByText('Oops.. You can only redeem amount above 2000. Collect More Points').waitFor();

    // The reviewer approves it.
    const admin = await newPage(browser, 1280);
    await signInAs(admin.page, app.baseUrl, REVIEWER);
    await admin.page.goto(`${app.baseUrl}/pending_claims`);
    await admin.page.getByRole('heading', { name: /^Pending Claims \(\d+\)$/ }).waitFor();
    const card = admin.page.getByRole('listitem').filter({ hasText: 'Brian Okello' }).filter({ hasText: 'Kyambogo University' });
    await card.getByRole('button', { name: 'Points behind it' }).click();
    await card.getByText('Invited a friend who joined').first().waitFor();
    // One post's points are taken back, with a reason.
    admin.page.once('dialog', (d) => void d.accept('Copied from another site'));
    await card.getByRole('button', { name: 'Take back these points' }).click();
    await admin.page.getByText('User points have been rejected').first().waitFor();
    await screenshot(admin.page, 'claims-desk-1280');
    await card.getByRole('button', { name: 'Approve' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Approve the claim of 2,000 points' });
    await dialog.getByLabel('Feedback (optional)').fill('Thank you for bringing 70 friends');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await admin.page.getByText('Claim Successfully updated').first().waitFor();

    // Brian hears of it without a reload.
    await brian.page.getByText('Your claim was approved').first().waitFor({ timeout: 10_000 });

    // The payout job sends the airtime to the stand-in and polls it until it says Success: paid.
    await brian.page.getByText('Your claim was paid').first().waitFor({ timeout: 20_000 });
    expect(standIn.payments).toHaveLength(1);
    expect(standIn.payments[0]).toMatchObject({ provider: 'africastalking', phone: '+256772123456', status: 'paid' });
    await points.getByText('Paid', { exact: true }).waitFor();
    await points.getByText(`Reference ${standIn.payments[0].id}`).waitFor();
    await admin.page.getByRole('button', { name: 'Paid', exact: true }).click();
    const paidCard = admin.page.getByRole('listitem').filter({ hasText: 'Kyambogo University' });
    await paidCard.getByText('Paid through Africa’s Talking').waitFor();
    await expectNoSidewaysScroll(brian.page, 'paid claim at 375 px', 375);

    // A learner is sent away from the desk, and the API refuses her.
    const learner = await newPage(browser, 1280);
    await signInAs(learner.page, app.baseUrl, LEARNER);
    await learner.page.goto(`${app.baseUrl}/pending_claims`);
    await learner.page.waitForURL('**/feeds');
    const token = await apiToken(app.baseUrl, LEARNER);
    expect((await fetch(`${app.baseUrl}/api/claim`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(403);

    expect(jsErrors(brian.page)).toEqual([]);
    expect(jsErrors(admin.page)).toEqual([]);
  });

  it('a guest sends the contact form; the support address receives it, sent by the job queue', async () => {
    const { context, page } = await newPage(browser, 375);
    await page.goto(`${app.baseUrl}/contact_us`);
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByRole('button', { name: 'Send us a message' }).click();
    await form.getByText('Name is required').waitFor();
    const subject = `Partnership ${Date.now()}`;
    await form.getByLabel('Name').fill('Joseph Ssemakula');
    await form.getByLabel('Email').fill('joseph.contact@example.com');
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('We would like to offer our courses on Delv.');
    await form.getByRole('button', { name: 'Send us a message' }).click();
    await page.getByText('Your Message has been sent').first().waitFor();
    const mail = await app.mailWith(subject);
    expect(mail).toMatch(/^To: hello@delv\.africa/m);
    expect(mail).toContain('We would like to offer our courses on Delv.');
    await expectNoSidewaysScroll(page, '/contact_us', 375);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('a learner asks AI from the feed and reads the answer; the key stays on the server', async () => {
    const { context, page } = await newPage(browser, 1280);
    const keySeen: string[] = [];
    page.on('request', (r) => {
      if (JSON.stringify(r.headers()).includes('sk-e2e') || (r.postData() ?? '').includes('sk-e2e')) keySeen.push(r.url());
    });
    await signInAs(page, app.baseUrl, LEARNER);
    await page.waitForURL('**/feeds');
    await page.getByRole('button', { name: 'Ask AI' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask AI' });
    await dialog.getByLabel('Your question').fill('How do I start a career in Kampala');
    await dialog.getByRole('button', { name: 'Ask', exact: true }).click();
    await dialog.getByText('Start with a mentor in Kampala').waitFor();
    expect(ai.questions).toEqual(['How do I start a career in Kampala']);
    expect(keySeen).toEqual([]);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});
