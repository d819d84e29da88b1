import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiJson, apiToken, appAndBrowser, jsErrors, newPage, screenshot, signInAs, type RunningApp } from './harness';

/*
 * Blocking a person (issue 31), end to end in Chromium against the built app and its demo data: the
 * demo learner blocks the demo mentor from his profile; his post is gone from her feed; he can no
 * longer write in the discussion of the two of them (the refusal is said on his message); her
 * settings list him under "Blocked people".
 */

let app: RunningApp;
let browser: Browser;
appAndBrowser((a, b) => {
  app = a;
  browser = b;
});

const api = <T>(path: string, token: string, init: RequestInit = {}) => apiJson<T>(app.baseUrl, path, token, init);
const post = <T>(path: string, token: string, body: unknown) => api<T>(path, token, { method: 'POST', body: JSON.stringify(body) });

describe('blocking', () => {
  it('a learner blocks a mentor: his posts leave her feed and he cannot message her', async () => {
    const [learnerToken, mentorToken] = await Promise.all([
      apiToken(app.baseUrl, 'learner@delv.africa'),
      apiToken(app.baseUrl, 'mentor@delv.africa'),
    ]);
    const me = (token: string) => api<{ data: { _id: string; firstname: string; lastname: string } }>('/user/profile', token);
    const [learnerId, mentor] = [(await me(learnerToken)).data._id, (await me(mentorToken)).data];
    // Before: a discussion of the two of them in a group, and a new post of his.
    const groupId = (
      await post<{ data: { _id: string } }>('/discussiongroup', mentorToken, {
        groupName: `Mentoring ${Date.now()}`,
        privacy: 'Private',
        members: [learnerId],
      })
    ).data._id;
    const chatId = (await post<{ data: { _id: string } }>('/chat', mentorToken, { groupId, title: 'Just us', members: [learnerId] })).data
      ._id;
    const text = `Office hours this Friday ${Date.now()}`;
    await post('/post', mentorToken, { postText: text });

    // 1. She sees his post, then blocks him from his profile.
    const learner = await newPage(browser);
    await signInAs(learner.page, app.baseUrl, 'learner@delv.africa');
    await learner.page.goto(`${app.baseUrl}/feeds`);
    await learner.page.locator('article.feed-card', { hasText: text }).waitFor();
    await learner.page.goto(`${app.baseUrl}/users/profile/${mentor._id}`);
    await learner.page.getByRole('heading', { name: `${mentor.firstname} ${mentor.lastname}` }).waitFor();
    await learner.page.getByRole('button', { name: 'Block', exact: true }).click();
    const dialog = learner.page.getByRole('dialog', { name: `Block ${mentor.firstname} ${mentor.lastname}?` });
    await dialog.getByText(/Neither of you will be able to message/).waitFor();
    await screenshot(learner.page, 'block-confirm');
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await learner.page.getByText(/^Blocked\. Neither of you/).waitFor();

    // 2. His post is gone from her feed (the feed has loaded: her own cards or others' are there).
    await learner.page.goto(`${app.baseUrl}/feeds`);
    await learner.page.locator('article.feed-card').first().waitFor();
    expect(await learner.page.locator('article.feed-card', { hasText: text }).count()).toBe(0);

    // 3. He cannot write to her: his message is refused, and says why.
    const mentorPage = await newPage(browser);
    await signInAs(mentorPage.page, app.baseUrl, 'mentor@delv.africa');
    await mentorPage.page.goto(`${app.baseUrl}/ChatRoom/${groupId}?chat=${chatId}`);
    await mentorPage.page.getByPlaceholder('Write a message').fill('Are you coming on Friday?');
    await mentorPage.page.getByRole('button', { name: 'Send', exact: true }).click();
    await mentorPage.page.getByText('Not sent: You cannot do this: one of you has blocked the other').waitFor();
    await screenshot(mentorPage.page, 'block-refused');
    const refused = await fetch(`${app.baseUrl}/api/chat/submitchat`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${mentorToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ groupId, chatId, content: 'Hello?' }),
    });
    expect(refused.status).toBe(403);

    // 4. Her settings list him, with Unblock.
    await learner.page.goto(`${app.baseUrl}/updateprofile?tab=blocked`);
    await learner.page.getByRole('link', { name: `${mentor.firstname} ${mentor.lastname}` }).waitFor();
    await learner.page.getByRole('button', { name: `Unblock ${mentor.firstname} ${mentor.lastname}` }).waitFor();
    await screenshot(learner.page, 'block-settings');

    for (const p of [learner.page, mentorPage.page]) expect(jsErrors(p)).toEqual([]);
    await Promise.all([learner.context.close(), mentorPage.context.close()]);
  });
});
