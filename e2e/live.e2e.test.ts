import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiToken, appAndBrowser, jsErrors, newPage, screenshot, signInAs, type RunningApp } from './harness';

/*
 * The live channel end to end in Chromium against the built app: the demo mentor and the demo
 * learner are signed in in two browser contexts (two people). The learner likes and comments on
 * the mentor's post, and the mentor's feed shows the new counts without a reload; then someone
 * else posts, and the mentor's feed offers '1 new post' instead of moving, and loads it when asked.
 */

const MENTOR = 'mentor@delv.africa';
const LEARNER = 'learner@delv.africa';
const MENTOR_POST = 'Kampala and Nairobi learners: post the first data project you are proud of below.';

let app: RunningApp;
let browser: Browser;
appAndBrowser((a, b) => {
  app = a;
  browser = b;
});

async function openFeed(email: string) {
  const { context, page } = await newPage(browser, 1280);
  await signInAs(page, app.baseUrl, email);
  await page.waitForURL('**/feeds');
  const points = page.getByRole('dialog', { name: 'My Earned Points' });
  await points.waitFor();
  await points.getByRole('button', { name: 'Close' }).click();
  await points.waitFor({ state: 'detached' });
  return { context, page };
}

const card = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text }).first();
const countsOf = async (page: Page) => {
  const text = await card(page, MENTOR_POST).locator('.feed-card-counts').innerText();
  return { likes: Number(/(\d+) like/.exec(text)![1]), comments: Number(/(\d+) comment/.exec(text)![1]) };
};

describe('live updates', () => {
  it("the mentor sees a learner's like and comment on her post, and other people's new posts as 'N new posts', without reloading", async () => {
    const mentor = await openFeed(MENTOR);
    await card(mentor.page, MENTOR_POST).waitFor();
    const before = await countsOf(mentor.page);
    // The mentor's tab keeps the same document throughout: a reload would reset this mark.
    await mentor.page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    const learner = await openFeed(LEARNER);
    const theirCard = card(learner.page, MENTOR_POST);
    await theirCard.getByRole('button', { name: 'Like', exact: true }).click();
    await theirCard.getByRole('button', { name: 'Liked', exact: true }).waitFor();
    const counts = card(mentor.page, MENTOR_POST).locator('.feed-card-counts');
    await counts.getByText(new RegExp(`^${before.likes + 1} like`)).waitFor({ timeout: 5000 });

    await theirCard.getByRole('button', { name: 'Comment', exact: true }).click();
    const dialog = learner.page.getByRole('dialog', { name: 'Comments on this post' });
    const words = `My first project: crop prices by region ${Date.now()}`;
    await dialog.getByLabel('Write a comment').fill(words);
    await dialog.getByRole('button', { name: 'Comment', exact: true }).click();
    await dialog.getByText(words).waitFor();
    await counts.getByText(new RegExp(`${before.comments + 1} comments?$`)).waitFor({ timeout: 5000 });
    // Her comment list, opened now, has it too.
    await card(mentor.page, MENTOR_POST).getByRole('button', { name: 'Comment', exact: true }).click();
    const mentorDialog = mentor.page.getByRole('dialog', { name: 'Comments on this post' });
    await mentorDialog.getByText(words).waitFor();
    await mentorDialog.getByRole('button', { name: 'Close' }).click();

    // Someone else posts: announced, not pushed into the list under the reader.
    const text = `Who is coming to Thursday's SQL session? ${Date.now()}`;
    const token = await apiToken(app.baseUrl, LEARNER);
    const res = await fetch(`${app.baseUrl}/api/post`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ postText: text }),
    });
    expect(res.status).toBe(201);
    const banner = mentor.page.getByRole('button', { name: '1 new post' });
    await banner.waitFor({ timeout: 5000 });
    expect(await mentor.page.getByText(text).count()).toBe(0);
    await screenshot(mentor.page, 'live-new-posts-1280');
    await banner.click();
    await card(mentor.page, text).waitFor();
    await banner.waitFor({ state: 'detached' });

    expect(await mentor.page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(jsErrors(mentor.page)).toEqual([]);
    expect(jsErrors(learner.page)).toEqual([]);
    await mentor.context.close();
    await learner.context.close();
  });
});
