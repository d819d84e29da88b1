import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  appAndBrowser,
  newPage,
  screenshot,
  expectNoSidewaysScroll,
  jsErrors,
  signInAs,
  type RunningApp,
  apiToken as apiTokenFor,
} from './harness';

/*
 * The home feed and the public pages, end to end in Chromium against the built app: a guest
 * browses the landing page's Popular / Latest / Trending tabs and searches 'data sci'; the demo
 * learner sees her points on arriving at the feed, posts text with a YouTube link (embedded at the
 * top, points earned), likes and comments on a mentor's post, and shares an article with one
 * person, who sees it while a third person does not. Landing and feed are checked at 375 and
 * 1280 px (screenshots in e2e/artifacts, no sideways scrolling).
 */

const LEARNER = 'learner@delv.africa';
const RECIPIENT = 'brian.okello@delv.africa';
const THIRD = 'faith.wambui@delv.africa';
const MENTOR_POST = 'Kampala and Nairobi learners: post the first data project you are proud of below.';
const ARTICLE = 'How to build a data portfolio on a small budget';

let app: RunningApp;
let browser: Browser;

appAndBrowser((a, b) => {
  app = a;
  browser = b;
});

/** A demo account's token (for data the journey then looks at). */
const apiToken = (email: string) => apiTokenFor(app.baseUrl, email);

async function api<T>(path: string, token: string): Promise<T> {
  const res = await fetch(`${app.baseUrl}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return (await res.json()) as T;
}

/** Signs in through the form; the feed opens with the points modal, which is closed here when asked. */

async function closePointsModal(page: Page) {
  const points = page.getByRole('dialog', { name: 'My Earned Points' });
  await points.waitFor();
  await points.getByRole('button', { name: 'Close' }).click();
  await points.waitFor({ state: 'detached' });
}

/** The feed card (article) whose text contains `text`. */
const card = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text }).first();

describe('home feed and public pages', () => {
  it("GO PREMIUM is in the bar at 1280 px and in the menu at 320 px, where the bar and the footer's social links still fit", async () => {
    for (const width of [320, 1280]) {
      const { context, page } = await newPage(browser, width);
      await page.goto(app.baseUrl + '/');
      await page.getByRole('navigation', { name: 'Follow Delv' }).getByRole('link', { name: 'LinkedIn' }).waitFor();
      await expectNoSidewaysScroll(page, 'the landing page with its top bar and footer', width);
      await screenshot(page, `topbar-footer-${width}`);
      if (width >= 1100) {
        await page.getByRole('banner').getByRole('link', { name: 'GO PREMIUM' }).click();
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.locator('#mobile-menu').getByRole('link', { name: 'Go Premium' }).click();
      }
      await page.waitForURL('**/comingsoon/premium');
      expect(jsErrors(page)).toEqual([]);
      await context.close();
    }
  });

  it("a landing tile's old link (/course/view/{career}) opens that career's courses, not an empty course", async () => {
    const { context, page } = await newPage(browser, 1280);
    await page.goto(`${app.baseUrl}/course/view/Data%20Scientist`);
    await page.waitForURL('**/courses/Data%20Scientist');
    await page.getByRole('heading', { name: /^Data Scientist courses/ }).waitFor();
    // The heading comes before the list: wait for the courses themselves.
    await expect.poll(() => page.locator('.content-grid > li').count()).toBeGreaterThan(0);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('a plain post has Share beside Like, Comment and Send; it offers the social networks with the link to the post', async () => {
    const { context, page } = await newPage(browser, 1280);
    await signInAs(page, app.baseUrl, THIRD);
    await page.waitForURL('**/feeds');
    await closePointsModal(page).catch(() => {});
    const post = card(page, MENTOR_POST);
    await post.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this post' });
    const href = await dialog.getByRole('link', { name: 'Share on LinkedIn' }).getAttribute('href');
    expect(decodeURIComponent(href!)).toMatch(/\/post\/[0-9a-f-]{36}$/);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('a guest browses the landing page tabs at 375 and 1280 px, then searches', async () => {
    for (const width of [375, 1280]) {
      const { context, page } = await newPage(browser, width);
      await page.goto(app.baseUrl + '/');
      await page.getByRole('heading', { name: 'What do you want to learn today?' }).waitFor();
      // The parts below the first screen come as the guest scrolls towards them (not with a first visit).
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();

      // Popular first: the demo course 'Data Science' is the best rated course.
      const explore = page.getByRole('region', { name: 'Explore' });
      expect(await explore.getByRole('tab', { name: 'Popular' }).getAttribute('aria-selected')).toBe('true');
      await explore
        .getByRole('region', { name: 'Courses' })
        .getByRole('link', { name: /Data Science/ })
        .first()
        .waitFor();
      await explore.getByRole('tab', { name: 'Latest' }).click();
      await explore
        .getByRole('region', { name: 'Articles' })
        .getByRole('link', { name: /Student handbook|Admissions guide|portfolio|SQL/ })
        .first()
        .waitFor();
      await explore.getByRole('tab', { name: 'Trending' }).click();
      // Trending = most viewed: 'Python in one hour' (120 views) leads the videos.
      const firstVideo = explore.getByRole('region', { name: 'Videos' }).getByRole('listitem').first();
      await firstVideo.getByText('Python in one hour').waitFor();
      await explore.getByRole('tab', { name: 'Popular' }).click();

      // The rest of the page: careers, skills, banners, events and community feedback.
      // Only the tiles whose category has demo courses (issue 27 #6): Data Scientist, and IT & Software.
      expect(await page.getByRole('region', { name: 'Top careers' }).getByRole('link').allTextContents()).toEqual(['Data Scientist']);
      expect(await page.getByRole('region', { name: 'Top skills' }).getByRole('link').allTextContents()).toEqual(['IT & Software']);
      await page.getByRole('heading', { name: 'Upcoming sessions' }).waitFor();
      await page.getByRole('heading', { name: 'What our community says' }).waitFor();
      await page.getByRole('region', { name: 'Community feedback' }).getByRole('figure').first().waitFor();
      await expectNoSidewaysScroll(page, 'the landing page', width);
      await screenshot(page, `feed-landing-${width}`);

      if (width === 375) {
        // 'Get started' on the Join banner opens the mailing-list modal; a repeat sign-up is fine.
        const banners = page.getByRole('region', { name: 'Earn points and join' });
        await banners.getByRole('button', { name: /^Pause/ }).click();
        // The carousel hides the slides not on screen from assistive technology (and so from
        // getByRole): move on until the Join slide is the one shown.
        // The carousel ignores a click while it slides, so waiting for a transitionend after a click
        // can wait forever (it did once in CI): a move shows as a new inline transform on the track;
        // a click that moved nothing within a second is made again; the slide has settled once no
        // transition runs on the track.
        const getStarted = banners.getByRole('button', { name: 'Get started' });
        const track = banners.locator('.react-multi-carousel-track');
        const next = banners.getByRole('button', { name: 'Next: Earn points and join' });
        const trackElement = await track.elementHandle();
        for (let i = 0; i < 4 && (await getStarted.count()) === 0; i += 1) {
          const from = await track.getAttribute('style');
          let moved = false;
          for (let click = 0; click < 5 && !moved; click += 1) {
            await next.click();
            moved = await page
              .waitForFunction(([t, before]) => t!.getAttribute('style') !== before, [trackElement, from] as const, { timeout: 1000 })
              .then(
                () => true,
                () => false,
              );
          }
          expect(moved).toBe(true);
          await page.waitForFunction((t) => t!.getAnimations().length === 0, trackElement);
        }
        await getStarted.click();
        const modal = page.getByRole('dialog', { name: 'Get started' });
        await modal.getByLabel('Name').fill('Guest Reader');
        await modal.getByLabel('Email').fill('guest.reader@example.com');
        await modal.getByRole('button', { name: 'Subscribe' }).click();
        await modal.getByText('Thank you for signing up').waitFor();
        await modal.getByRole('button', { name: 'Close', exact: true }).first().click();
      }

      // The hero search goes to the results page, which finds the course and the mentor.
      await page.getByRole('searchbox', { name: 'What do you want to learn today?' }).fill('data sci');
      await page
        .getByRole('search')
        .filter({ has: page.locator('#hero-q') })
        .getByRole('button', { name: 'Search' })
        .click();
      await page.waitForURL('**/search?q=data%20sci');
      await page
        .getByRole('link', { name: /Data Science/ })
        .first()
        .waitFor();
      await page
        .getByRole('link', { name: /David Otieno/ })
        .first()
        .waitFor();
      expect(jsErrors(page)).toEqual([]);
      await context.close();
    }
  });

  let shareText = '';

  it('the learner sees her points, posts with a YouTube link, likes and comments on a mentor post, and shares an article with one person', async () => {
    const token = await apiToken(LEARNER);
    const me = await api<{ data: { _id: string } }>('/user/profile', token);
    const before = await api<{ total: number }>(`/user/points/${me.data._id}`, token);

    const { context, page } = await newPage(browser, 1280);
    await signInAs(page, app.baseUrl, LEARNER);
    await page.waitForURL('**/feeds');

    // The points modal opens by itself on arrival, with the real total.
    const points = page.getByRole('dialog', { name: 'My Earned Points' });
    await points.waitFor();
    await points.getByText(`${before.total.toLocaleString('en-US')} points`).waitFor();
    await closePointsModal(page).catch(() => {});

    // Post text with a YouTube link: Post is disabled until there is text; the file buttons
    // are disabled once a link is typed.
    const post = page.getByRole('button', { name: 'Post', exact: true });
    expect(await post.isDisabled()).toBe(true);
    const text = `My notes on neural networks ${Date.now()}`;
    await page.getByLabel('What do you want to share?').fill(text);
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    await page.getByLabel('Video or podcast link').fill('https://www.youtube.com/watch?v=aircAruvnKk');
    expect(await page.getByRole('button', { name: 'Photo', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'PDF', exact: true }).isDisabled()).toBe(true);
    await post.click();
    await page.getByText('Success: Points Earned').first().waitFor();

    // At the top of the feed, with the player loading only when asked.
    const first = page.getByRole('list', { name: 'Feed' }).getByRole('article').first();
    await first.getByText(text, { exact: true }).waitFor();
    await first.getByRole('button', { name: /Play video/ }).click();
    const frame = first.locator('iframe');
    await frame.waitFor({ state: 'attached' });
    expect(await frame.getAttribute('src')).toBe('https://www.youtube.com/embed/aircAruvnKk?autoplay=1');
    const after = await api<{ total: number }>(`/user/points/${me.data._id}`, token);
    expect(after.total).toBeGreaterThan(before.total);
    // ...and the points modal says so.
    await page.getByRole('button', { name: 'My Points' }).click();
    await points.getByText(`${after.total.toLocaleString('en-US')} points`).waitFor();
    await points.getByRole('button', { name: 'Close' }).click();

    // Like and comment on the mentor's post.
    const mentorCard = card(page, MENTOR_POST);
    await mentorCard.waitFor();
    const counts = mentorCard.locator('.feed-card-counts');
    const likesBefore = Number((await counts.innerText()).match(/(\d+) like/)![1]);
    await mentorCard.getByRole('button', { name: 'Like', exact: true }).click();
    await mentorCard.getByRole('button', { name: 'Liked', exact: true }).waitFor();
    await counts.getByText(new RegExp(`^${likesBefore + 1} like`)).waitFor();

    const comment = `Here is mine: crop prices by region ${Date.now()}`;
    await mentorCard.getByRole('button', { name: 'Comment', exact: true }).click();
    const comments = page.getByRole('dialog', { name: 'Comments on this post' });
    await comments.getByLabel('Write a comment').fill(comment);
    await comments.getByRole('button', { name: 'Comment', exact: true }).click();
    await comments.getByText(comment).waitFor();
    // Closed before going on. One CI run in several saw the dialog still open 30 s after Close was
    // clicked (the click landing as the list redrew for the live comment?): tried again, and said.
    for (let tries = 0; await comments.isVisible(); tries++) {
      if (tries === 3) throw new Error('the comments dialog stays open after Close');
      if (tries > 0) console.warn(`feed journey: Close clicked again (${tries})`);
      await comments.getByRole('button', { name: 'Close' }).click();
      await comments.waitFor({ state: 'hidden', timeout: 3000 }).catch(() => undefined);
    }
    await mentorCard.getByText(/\d+ comments?$/).waitFor();

    // Share the article with one person.
    shareText = `Amina to Brian only ${Date.now()}`;
    const articleCard = page
      .getByRole('list', { name: 'Feed' })
      .getByRole('article')
      .filter({ hasText: 'published a new article' })
      .filter({ hasText: ARTICLE })
      .first();
    await articleCard.getByRole('button', { name: 'Share', exact: true }).click();
    const share = page.getByRole('dialog', { name: 'Share this article' });
    await share.getByLabel('Message').fill(shareText);
    await share.getByRole('radio', { name: 'Specific people' }).check();
    await share.getByLabel('Find people').fill('Brian');
    await share.getByRole('button', { name: 'Add Brian Okello' }).click();
    await share.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByText('Post shared successfully').first().waitFor();
    await share.waitFor({ state: 'detached' });
    await page.getByRole('list', { name: 'Feed' }).getByRole('article').first().getByText(shareText).waitFor();
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('the person it was shared with sees it; a third person does not', async () => {
    const { context, page } = await newPage(browser, 1280);
    await signInAs(page, app.baseUrl, RECIPIENT);
    await page.waitForURL('**/feeds');
    await closePointsModal(page).catch(() => {});
    const shared = card(page, shareText);
    await shared.waitFor();
    await shared.getByText('shared an article with you').waitFor();
    await shared.getByRole('link', { name: new RegExp(ARTICLE) }).waitFor();
    await context.close();

    const third = await apiToken(THIRD);
    const feed = await api<{ data: { type: string; shareText?: string }[] }>('/home/feed/?limit=100', third);
    expect(feed.data.length).toBeGreaterThan(0);
    expect(feed.data.some((i) => i.shareText === shareText)).toBe(false);
    const thirdView = await newPage(browser, 1280);
    await signInAs(thirdView.page, app.baseUrl, THIRD);
    await thirdView.page.waitForURL('**/feeds');
    await closePointsModal(thirdView.page).catch(() => {});
    await thirdView.page.getByRole('list', { name: 'Feed' }).getByRole('article').first().waitFor();
    expect(await thirdView.page.getByText(shareText).count()).toBe(0);
    await thirdView.context.close();
  });

  it('the feed at 375 and 1280 px: side panels beside it on wide screens, drawers on phones', async () => {
    for (const width of [375, 1280]) {
      const { context, page } = await newPage(browser, width);
      await signInAs(page, app.baseUrl, LEARNER);
      await page.waitForURL('**/feeds');
      // The points sheet opens by itself on wide screens only; on a phone it waits for 'My points'.
      if (width >= 757) await closePointsModal(page).catch(() => {});
      await page.getByRole('list', { name: 'Feed' }).getByRole('article').first().waitFor();
      if (width < 757) {
        expect(await page.getByRole('dialog', { name: 'My Earned Points' }).count()).toBe(0);
        await page.getByRole('button', { name: 'My points' }).click();
        await closePointsModal(page);
        await page.getByRole('button', { name: 'User Info' }).click();
        const drawer = page.getByRole('dialog', { name: 'User Info' });
        await drawer.getByRole('navigation', { name: 'My content' }).waitFor();
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Follow', exact: true }).click();
        await page.getByRole('dialog', { name: 'Follow' }).getByRole('link', { name: 'View all mentors' }).waitFor();
        await page.keyboard.press('Escape');
      } else {
        await page.getByRole('complementary', { name: 'User info' }).getByRole('navigation', { name: 'My content' }).waitFor();
        await page
          .getByRole('complementary', { name: 'Follow' })
          .getByRole('button', { name: /Follow|Unfollow/ })
          .first()
          .waitFor();
      }
      await expectNoSidewaysScroll(page, 'the feed', width);
      await screenshot(page, `feed-home-${width}`);
      expect(jsErrors(page)).toEqual([]);
      await context.close();
    }
  });
});
