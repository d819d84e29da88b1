import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiJson, apiToken, appAndBrowser, jsErrors, newPage, screenshot, signInAs, type RunningApp } from './harness';

/*
 * Trust and safety (issue 31), end to end in Chromium against the built app and its demo data: a
 * learner reports another person's post from the feed; a moderator (the demo admin: admins work
 * the queue too) silences its author for a day and removes it from /moderation; the author, whose
 * account speaks Kiswahili, is told so and cannot post, in Kiswahili; /admin/audit shows both
 * actions. (That a silence ends by itself is the server's test: moderation.test.ts.)
 */

let app: RunningApp;
let browser: Browser;
appAndBrowser((a, b) => {
  app = a;
  browser = b;
});

const api = <T>(path: string, token: string, init: RequestInit = {}) => apiJson<T>(app.baseUrl, path, token, init);

describe('moderation', () => {
  it('a learner reports a post; a moderator silences its author and removes it; the author cannot post, in Kiswahili; the audit log shows it', async () => {
    // The author: the demo mentor, whose account speaks Kiswahili; their post is new.
    const authorToken = await apiToken(app.baseUrl, 'mentor@delv.africa');
    await api('/user/language', authorToken, { method: 'PUT', body: JSON.stringify({ language: 'sw' }) });
    const text = `Win a free phone: send your PIN to 0700 ${Date.now()}`;
    const posted = await api<{ data: { _id: string } }>('/post', authorToken, { method: 'POST', body: JSON.stringify({ postText: text }) });
    const postId = posted.data._id;

    // 1. The learner reports it from the feed.
    const learner = await newPage(browser);
    await signInAs(learner.page, app.baseUrl, 'learner@delv.africa');
    await learner.page.goto(`${app.baseUrl}/feeds`);
    const card = learner.page.locator('article.feed-card', { hasText: text });
    await card.getByRole('button', { name: 'Report' }).click();
    const dialog = learner.page.getByRole('dialog', { name: 'Report this post' });
    await dialog.getByRole('radio', { name: 'Spam' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await learner.page.getByText('Thank you. A moderator will look at it.').waitFor();
    await screenshot(learner.page, 'moderation-reported');

    // 2. The moderator finds it in the queue, silences the author for a day, then removes the post.
    const moderator = await newPage(browser);
    await signInAs(moderator.page, app.baseUrl, 'admin@delv.africa');
    await moderator.page.goto(`${app.baseUrl}/moderation`);
    const item = moderator.page.locator('li.moderation-case', { hasText: text });
    await item.getByText('1 person reported it').waitFor();
    await item.getByRole('button', { name: 'Claim' }).click();
    await item.getByText(/^Handled by /).waitFor();
    const act = async (action: string, reason: string, hours?: string) => {
      await item.getByRole('button', { name: 'Act' }).click();
      await item.getByRole('combobox', { name: 'Action' }).selectOption(action);
      if (hours) await item.getByRole('combobox', { name: 'For how long' }).selectOption(hours);
      await item.getByRole('textbox', { name: 'Reason (the person sees it)' }).fill(reason);
      await item.getByRole('button', { name: 'Apply' }).click();
    };
    await act('silence', 'Scam posts are not allowed', '24');
    await item.getByText('1 sanction', { exact: false }).waitFor();
    await screenshot(moderator.page, 'moderation-queue');
    await act('remove', 'A scam');
    await item.waitFor({ state: 'detached' });

    // The post is gone for everyone but its author and staff.
    const learnerToken = await apiToken(app.baseUrl, 'learner@delv.africa');
    const gone = await fetch(`${app.baseUrl}/api/post/${postId}`, { headers: { Authorization: `Bearer ${learnerToken}` } });
    expect(gone.status).toBe(404);

    // 3. The author is told (their bell), and cannot post: the refusal is in Kiswahili.
    const author = await newPage(browser);
    await signInAs(author.page, app.baseUrl, 'mentor@delv.africa');
    await author.page.goto(`${app.baseUrl}/notifications`);
    await author.page.getByText('Msimamizi amekunyamazisha kwa muda: Scam posts are not allowed').waitFor();
    await author.page.goto(`${app.baseUrl}/feeds`);
    await author.page.getByPlaceholder('Ungependa kushiriki nini?').fill('Another try');
    await author.page.getByRole('button', { name: 'Chapisha', exact: true }).click();
    const refusal = author.page.getByRole('alert').filter({ hasText: 'Huwezi kuchapisha, kutoa maoni, kuzungumza au kutoa tathmini hadi' });
    await refusal.waitFor();
    await screenshot(author.page, 'moderation-silenced-sw');

    // 4. The audit log shows both actions, by whom and why.
    await moderator.page.goto(`${app.baseUrl}/admin/audit`);
    const rows = moderator.page.locator('.audit-table tbody tr');
    await rows.filter({ hasText: 'moderation.remove' }).filter({ hasText: 'A scam' }).waitFor();
    await rows.filter({ hasText: 'moderation.silence' }).filter({ hasText: 'Scam posts are not allowed' }).waitFor();
    await screenshot(moderator.page, 'moderation-audit');

    for (const p of [learner.page, moderator.page, author.page]) expect(jsErrors(p)).toEqual([]);
    await Promise.all([learner.context.close(), moderator.context.close(), author.context.close()]);
  });
});
