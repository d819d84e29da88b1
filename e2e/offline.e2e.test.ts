import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiToken, appAndBrowser, jsErrors, newPage, screenshot, signInAs, type RunningApp } from './harness';

/*
 * A phone on a bad network (issue 16), in Chromium against the built app with its service worker:
 * the network drops and the learner opens a screen whose code was never downloaded: a message with
 * Retry, not a blank app; back online, the screen loads (Back still works). Offline again, the feed
 * she last saw is readable under an offline banner, and a post written offline waits in the outbox
 * (across a reload) and is published exactly once when the network returns.
 */

const LEARNER = 'learner@delv.africa';

let app: RunningApp;
let browser: Browser;

appAndBrowser((a, b) => {
  app = a;
  browser = b;
});

/** The service worker installed, controlling the page, and the page's own code in its cache. */
async function serviceWorkerReady(page: Page) {
  await page.waitForFunction(
    () => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined,
    undefined,
    { timeout: 60_000 },
  );
}

async function postsWithText(text: string): Promise<number> {
  const token = await apiToken(app.baseUrl, LEARNER);
  const res = await fetch(`${app.baseUrl}/api/post/current-user?limit=50`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data: { postText: string }[] };
  return body.data.filter((p) => p.postText === text).length;
}

describe('a phone on a bad network', () => {
  it('offline, a screen not loaded yet shows Retry and loads once back online; the last feed is readable and an offline post is published once', async () => {
    const { context, page } = await newPage(browser, 375);
    await signInAs(page, app.baseUrl, LEARNER);
    await page.waitForURL('**/feeds');
    await serviceWorkerReady(page);
    // The first visit ran before the worker controlled the page: this one goes through it (and
    // leaves the feed's answer and code in its caches).
    await page.reload();
    await page.getByRole('list', { name: 'Feed' }).getByRole('article').first().waitFor();
    const firstCard = (
      await page
        .getByRole('list', { name: 'Feed' })
        .getByRole('article')
        .first()
        .locator('.feed-text, .feed-shared-title')
        .first()
        .innerText()
    ).trim();
    expect(await page.title()).toBe('Home feed · Delv');

    // 1. Offline, a screen whose code was never downloaded: a message with Retry; the app stays.
    await context.setOffline(true);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/mentors');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const failed = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await failed.waitFor();
    await failed.getByRole('button', { name: 'Retry' }).waitFor();
    await page.getByRole('banner').first().waitFor(); // the top bar is still there
    await screenshot(page, 'offline-retry-375');

    // Back online: Retry loads it (it may already have, by itself, when the network returned).
    await context.setOffline(false);
    const heading = page.getByRole('heading', { level: 1, name: 'Mentors' });
    const retry = failed.getByRole('button', { name: 'Retry' });
    for (let i = 0; i < 3 && !(await heading.isVisible()); i++) {
      await heading.or(retry).first().waitFor();
      if (await retry.isVisible()) await retry.click();
    }
    await heading.waitFor();
    expect(await page.title()).toBe('Mentors · Delv');
    await page.goBack();
    await page.waitForURL('**/feeds');
    await page.getByRole('list', { name: 'Feed' }).getByRole('article').first().waitFor();

    // 2. Offline, the last feed is readable (from the worker's cache), under the offline banner.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor();
    await page.getByRole('list', { name: 'Feed' }).getByText(firstCard, { exact: true }).first().waitFor();
    await screenshot(page, 'offline-feed-375');

    // 3. A post written offline waits in the outbox, also across a reload...
    const text = `Written on the bus ${Date.now()}`;
    await page.getByLabel('What do you want to share?').fill(text);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    const waiting = page.getByRole('list', { name: 'Posts waiting to be sent' });
    await waiting.getByText(text).waitFor();
    await waiting.getByText('Waiting for the network').waitFor();
    await page.reload();
    await waiting.getByText(text).waitFor();
    expect(await postsWithText(text)).toBe(0);

    // ...and is published once when the network returns, then shows in the feed.
    await context.setOffline(false);
    await page.getByRole('list', { name: 'Feed' }).getByText(text).first().waitFor({ timeout: 30_000 });
    await waiting.waitFor({ state: 'detached' });
    expect(await postsWithText(text)).toBe(1);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});

describe('screens opened online stay readable offline (issue 36)', () => {
  it('groups, a group room, notifications, mentors, institutions, an institution page and a search show their last data offline', async () => {
    const token = await apiToken(app.baseUrl, LEARNER);
    const first = async (path: string) => {
      const res = await fetch(`${app.baseUrl}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
      return ((await res.json()) as { data: { _id: string; groupName?: string; institutionName?: string }[] }).data[0];
    };
    const group = await first('/discussiongroup?mine=true&limit=1');
    const institution = await first('/institution?limit=1');
    const found = (await (
      await fetch(`${app.baseUrl}/api/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ keywords: 'python', limit: 30 }),
      })
    ).json()) as { data: Record<string, { title: string }[]> };
    const hit = Object.values(found.data).flat()[0];
    // Each screen, something of its data that must show again offline, and its answer's address.
    const screens: [string, string, string][] = [
      ['/groups', group.groupName ?? '', '/api/discussiongroup?'],
      [`/ChatRoom/${group._id}`, group.groupName ?? '', `/api/chat/${group._id}`],
      ['/notifications', 'Notifications', '/api/notifications?'],
      ['/mentors', 'Mentors', '/api/user/mentors?'],
      ['/institutions', institution.institutionName ?? '', '/api/institution?'],
      [`/institution/more/${institution._id}`, institution.institutionName ?? '', `/api/institution/${institution._id}`],
      ['/search?q=python', hit.title, '/api/search?'],
    ];
    const { context, page } = await newPage(browser, 375);
    await signInAs(page, app.baseUrl, LEARNER);
    await page.waitForURL('**/feeds');
    await serviceWorkerReady(page);
    await page.reload();
    const go = (path: string) =>
      page.evaluate((p) => {
        window.history.pushState({}, '', p);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    // Online: each screen once, through the worker, until the worker has kept its answer (it writes
    // its cache after answering the page: on a busy machine the text can show first).
    for (const [path, text, answer] of screens) {
      await go(path);
      await page.getByRole('main').getByText(text).first().waitFor();
      const kept = () =>
        page.evaluate(async (part) => (await (await caches.open('delv-api')).keys()).some((r) => r.url.includes(part)), answer);
      await expect.poll(kept, { message: `${path}: its answer kept by the worker`, timeout: 15_000 }).toBe(true);
    }
    await context.setOffline(true);
    for (const [path, text] of screens) {
      await go(path);
      await page.getByRole('main').getByText(text).first().waitFor({ timeout: 15_000 });
      expect(await page.getByText('could not be loaded').count(), `${path} offline`).toBe(0);
    }
    // A search's last answer survives an offline reload too (no memory of the page left).
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor();
    await page.getByRole('main').getByText(hit.title).first().waitFor({ timeout: 15_000 });
    expect(await page.getByText('could not be loaded').count(), 'search after an offline reload').toBe(0);
    await screenshot(page, 'offline-screens-375');
    await context.setOffline(false);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});

describe('a chat opened offline (issue 36)', () => {
  it('after an offline reload the room opens from the cache, a message written there waits, and it reaches the server and the other member once when the network returns', async () => {
    const token = await apiToken(app.baseUrl, LEARNER);
    const headers = { Authorization: `Bearer ${token}` };
    const groups = (await (await fetch(`${app.baseUrl}/api/discussiongroup?mine=true&limit=20`, { headers })).json()) as {
      data: { _id: string; groupName: string }[];
    };
    const group = groups.data.find((g) => g.groupName === 'Data Science East Africa')!;
    const chats = (await (await fetch(`${app.baseUrl}/api/chat/${group._id}`, { headers })).json()) as {
      data: { _id: string; title: string }[];
    };
    const chat = chats.data.find((c) => c.title === 'Portfolio reviews')!;
    const room = `${app.baseUrl}/ChatRoom/${group._id}?chat=${chat._id}`;
    const stored = async (text: string) => {
      const res = await fetch(`${app.baseUrl}/api/chat/getAllChatDiscusions/${group._id}/${chat._id}?limit=100`, { headers });
      return ((await res.json()) as { data: { content: string }[] }).data.filter((m) => m.content === text).length;
    };
    const bubbles = (page: Page) => page.locator('.chat-messages .chat-message:not(.chat-pending) .chat-text');

    // The other member (the mentor) has the discussion open, online.
    const other = await newPage(browser, 1280);
    await signInAs(other.page, app.baseUrl, 'mentor@delv.africa');
    await other.page.waitForURL('**/feeds');
    await other.page.goto(room);
    await bubbles(other.page).first().waitFor();

    // The learner opens it once online, through the worker.
    const { context, page } = await newPage(browser, 375);
    await signInAs(page, app.baseUrl, LEARNER);
    await page.waitForURL('**/feeds');
    await serviceWorkerReady(page);
    await page.goto(room);
    await bubbles(page).first().waitFor();
    const last = (await bubbles(page).allInnerTexts()).at(-1)!;

    // Offline, the page is reloaded: the discussion is there, from the worker's cache.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor();
    await bubbles(page).filter({ hasText: last }).first().waitFor({ timeout: 15_000 });
    const text = `Sent from the matatu ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.locator('.chat-pending').filter({ hasText: text }).getByText('Waiting for the network').waitFor();
    expect(await stored(text)).toBe(0);
    await screenshot(page, 'offline-chat-375');

    // Back online it goes out once, shows as sent, and the other member sees it live.
    await context.setOffline(false);
    await bubbles(page).filter({ hasText: text }).waitFor({ timeout: 30_000 });
    await bubbles(other.page).filter({ hasText: text }).waitFor({ timeout: 30_000 });
    await page.locator('.chat-pending').filter({ hasText: text }).waitFor({ state: 'detached' });
    expect(await stored(text)).toBe(1);
    expect(jsErrors(page)).toEqual([]);
    expect(jsErrors(other.page)).toEqual([]);
    await other.context.close();
    await context.close();
  });
});
