import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiToken, appAndBrowser, expectNoSidewaysScroll, jsErrors, newPage, screenshot, signInAs, type RunningApp } from './harness';

/*
 * The own profile's tabs and buttons for a learner and a mentor (issue 27 #1-#4), at 375 and
 * 1280 px: Brian (2,150 demo points) finds his balance, history and Redeem under My Points and
 * invites a friend by e-mail from /profile; the demo mentor's Reviews tab lists what a learner
 * wrote about him; and a claim the reviewer rejects reaches Brian live on a page that is not
 * My Points.
 */

const LEARNER = 'brian.okello@delv.africa';
const MENTOR = 'mentor@delv.africa';
const REVIEWER = 'admin@delv.africa';

let app: RunningApp;
let browser: Browser;
appAndBrowser((a, b) => {
  app = a;
  browser = b;
});

async function api(path: string, email: string, body?: unknown) {
  const res = await fetch(`${app.baseUrl}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', Authorization: `Bearer ${await apiToken(app.baseUrl, email)}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data?: { _id: string } } };
}

describe("a learner's own profile", () => {
  for (const width of [375, 1280]) {
    it(`at ${width} px: the tabs, My Points with balance, history and Redeem, and Invite a friend by e-mail`, async () => {
      const { page, context } = await newPage(browser, width);
      await signInAs(page, app.baseUrl, LEARNER);
      await page.goto(`${app.baseUrl}/profile`);
      await page.getByRole('heading', { level: 1, name: 'Brian Okello' }).waitFor();

      // The tabs: About, Reviews (what others wrote about me), Requests; no Schedule for a learner.
      const tabs = width < 600 ? null : page.getByRole('tablist');
      if (tabs) expect(await tabs.getByRole('tab').allTextContents()).toEqual(['About', 'Reviews', 'Requests (0)']);
      await page.getByRole('tabpanel', { name: 'About' }).waitFor();
      await page.goto(`${app.baseUrl}/profile?tab=reviews`);
      await page.getByRole('tabpanel', { name: 'Reviews' }).getByText('Nobody has reviewed Brian yet.').waitFor();
      expect(await page.getByText(/once reviews open/).count()).toBe(0);

      await page.getByRole('button', { name: 'My Points' }).click();
      const points = page.getByRole('dialog', { name: 'My Earned Points' });
      await points.getByText('2,150').first().waitFor();
      await points.getByRole('list', { name: 'Points earned' }).getByRole('listitem').first().waitFor();
      expect(await page.getByText(/arrive with the points feature/).count()).toBe(0);
      await points.getByRole('button', { name: 'Redeem' }).click();
      await points.getByLabel('Mobile number with country code').waitFor();
      // 'Redeemable as' radios keep their own size (a field's inputs are full width).
      expect((await points.getByLabel('Airtime').boundingBox())!.width).toBeLessThan(40);
      await expectNoSidewaysScroll(page, 'My Points on the profile', width);
      await screenshot(page, `profile-points-${width}`);
      await points.getByRole('button', { name: 'Close' }).click();

      await page.getByRole('button', { name: 'Invite a friend' }).click();
      const invite = page.getByRole('dialog', { name: 'Invite a friend' });
      const friend = `friend.${width}@example.com`;
      await invite.getByLabel("Friend's e-mail").fill(friend);
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      expect(await invite.getByLabel('Invitation link').inputValue()).toContain('/invitation/');
      await app.mailWith(friend);
      await screenshot(page, `profile-invite-${width}`);
      expect(jsErrors(page)).toEqual([]);
      await context.close();
    });
  }

  it('when the reviewer rejects my claim while I read another page, then I am told at once', async () => {
    const claim = await api('claim', LEARNER, {
      institution: 'Kyambogo University',
      phone: '+256 772 123456',
      redeemableAs: 'Airtime',
      amount: 2000,
    });
    expect(claim.status).toBe(201);
    const { page, context } = await newPage(browser, 375);
    await signInAs(page, app.baseUrl, LEARNER);
    // The page's live stream is open once its answer has begun: a decision after that reaches it.
    const streamOpen = page.waitForResponse((r) => r.url().includes('/api/live?'));
    await page.goto(`${app.baseUrl}/aboutus`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await streamOpen;
    const decided = await api('claim/update_status', REVIEWER, {
      claimId: claim.body.data!._id,
      status: 'rejected',
      feedback: 'Duplicate',
    });
    expect(decided.status).toBe(200);
    await page.getByText('Your claim was not approved: the points are back').waitFor();
    await screenshot(page, 'claim-rejected-live-375');
    await context.close();
  });
});

describe("a mentor's own profile", () => {
  for (const width of [375, 1280]) {
    it(`at ${width} px: the tabs, and Reviews lists what learners wrote about the mentor`, async () => {
      const mentor = await api('user/profile', MENTOR);
      if (width === 375) {
        const review = await api('comment/', 'learner@delv.africa', {
          commentAbout: 'user',
          idOfCommentedAbout: mentor.body.data!._id,
          commentText: 'David helped me plan my first data portfolio.',
          rating: 5,
        });
        expect(review.status).toBe(201);
      }
      const { page, context } = await newPage(browser, width);
      await signInAs(page, app.baseUrl, MENTOR);
      await page.goto(`${app.baseUrl}/profile`);
      await page.getByRole('heading', { level: 1, name: 'David Otieno' }).waitFor();
      if (width >= 600)
        expect(await page.getByRole('tablist').getByRole('tab').allTextContents()).toEqual([
          'About',
          'Reviews',
          'Schedule',
          'Requests (0)',
        ]);
      await page.goto(`${app.baseUrl}/profile?tab=schedule`);
      await page.getByRole('tabpanel', { name: 'Schedule' }).waitFor();
      await page.goto(`${app.baseUrl}/profile?tab=reviews`);
      const reviews = page.getByRole('tabpanel', { name: 'Reviews' });
      await reviews.getByText('David helped me plan my first data portfolio.').waitFor();
      // No 'Review Mentor' for oneself.
      expect(await reviews.getByRole('button', { name: /Review/ }).count()).toBe(0);
      await expectNoSidewaysScroll(page, "the mentor's own reviews", width);
      await screenshot(page, `profile-mentor-reviews-${width}`);
      expect(jsErrors(page)).toEqual([]);
      await context.close();
    });
  }
});
