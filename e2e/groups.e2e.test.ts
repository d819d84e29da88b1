import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  apiToken,
  appAndBrowser,
  expectNoSidewaysScroll,
  jsErrors,
  linkIn,
  newPage,
  screenshot,
  signInAs,
  submitSignIn,
  DEMO_PASSWORD,
  type RunningApp,
} from './harness';

/*
 * Groups and chat end to end (issue 12), two people in two browser contexts against the built app:
 * A (the demo learner) creates a private group; B asks to join; A sees the request arrive in her
 * Requests tab without reloading and approves it; B is a member at once. A opens a discussion with
 * B; they chat live. B's network is cut, B types two messages (they wait in the outbox), the network
 * returns, and both arrive once and in order; B reloads and the history is there.
 */

const A = 'learner@delv.africa';
const B = 'faith.wambui@delv.africa';
const C = 'zawadi.said@delv.africa';

let app: RunningApp;
let browser: Browser;
appAndBrowser((a, b) => {
  app = a;
  browser = b;
});

async function signedIn(email: string, width = 1280) {
  const { context, page } = await newPage(browser, width);
  await signInAs(page, app.baseUrl, email);
  await page.waitForURL('**/feeds');
  return { context, page };
}

const bubbles = (page: Page) => page.locator('.chat-messages .chat-message:not(.chat-pending) .chat-text');

async function storedMessages(groupId: string, chatId: string): Promise<string[]> {
  const token = await apiToken(app.baseUrl, A);
  const res = await fetch(`${app.baseUrl}/api/chat/getAllChatDiscusions/${groupId}/${chatId}?limit=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { content: string }[] }).data.map((m) => m.content);
}

describe('groups and chat', () => {
  it('a private group: B asks, A approves live, they chat, and messages typed offline arrive once and in order', async () => {
    const name = `Study circle ${Date.now()}`;
    const a = await signedIn(A);
    // 1. A creates a private group from /groups.
    await a.page.goto(`${app.baseUrl}/groups`);
    await a.page.getByRole('heading', { level: 1, name: /^All Groups \(\d+\)$/ }).waitFor();
    await a.page.getByRole('button', { name: 'Create', exact: true }).click();
    const create = a.page.getByRole('dialog', { name: 'Create a new group' });
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await create.getByText('Group name is required').waitFor();
    await create.getByLabel('Group Name').fill(name);
    await create.getByLabel('Description').fill('We revise together before exams.');
    await create.getByLabel(/^Private/).check();
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await a.page.getByText('Discussion group Successfully created').waitFor();
    await a.page.waitForURL('**/ChatRoom/*');
    const groupId = a.page.url().split('/ChatRoom/')[1].split('?')[0];
    await a.page.getByRole('heading', { level: 1, name }).waitFor();

    // A waits on her Requests tab (the same document throughout: no reload).
    await a.page.goto(`${app.baseUrl}/profile?tab=requests`);
    await a.page.getByRole('heading', { name: /^Requests to decide \(\d+\)$/ }).waitFor();
    await a.page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    // 2. B finds it and asks to join.
    const b = await signedIn(B, 375);
    await b.page.goto(`${app.baseUrl}/groups?q=${encodeURIComponent(name)}`);
    const card = b.page.getByRole('listitem').filter({ has: b.page.getByRole('heading', { name }) });
    await card.getByRole('button', { name: `Request to join ${name}` }).click();
    await b.page.getByText('Join Request submitted successfully').waitFor();
    await card.getByRole('button', { name: 'Requested' }).waitFor();
    await expectNoSidewaysScroll(b.page, 'groups at 375 px', 375);
    await screenshot(b.page, 'groups-375');

    // 3. A sees it arrive and approves; B hears the decision and is a member at once.
    const row = a.page.locator('.request-row').filter({ hasText: name });
    await row.waitFor({ timeout: 10_000 });
    expect(await a.page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await row.getByRole('button', { name: /^Approve the request of / }).click();
    await a.page.getByText('Success: Request status has been updated').first().waitFor();
    await b.page.getByText('Request to join Accepted.').waitFor({ timeout: 10_000 });
    await card.getByRole('link', { name: 'Chat' }).waitFor();

    // 4. A opens a discussion with B.
    await a.page.goto(`${app.baseUrl}/ChatRoom/${groupId}`);
    await a.page.getByRole('button', { name: 'New discussion' }).click();
    const newChat = a.page.getByRole('dialog', { name: 'New discussion' });
    await newChat.getByLabel('Title').fill('Week 1');
    await newChat.getByRole('checkbox').first().check();
    await newChat.getByRole('button', { name: 'Start discussion' }).click();
    await a.page.waitForURL(/chat=/);
    const chatId = new URL(a.page.url()).searchParams.get('chat')!;
    await a.page.getByRole('textbox', { name: 'Message' }).fill('Welcome! Shall we start with chapter one?');
    await a.page.getByRole('textbox', { name: 'Message' }).press('Enter');
    await bubbles(a.page).filter({ hasText: 'Welcome!' }).waitFor();

    // 5. B opens it and replies; A sees the reply live.
    await b.page.goto(`${app.baseUrl}/ChatRoom/${groupId}?chat=${chatId}`);
    await bubbles(b.page).filter({ hasText: 'Welcome!' }).waitFor();
    await b.page.getByRole('textbox', { name: 'Message' }).fill('Yes, see you tonight.');
    await b.page.getByRole('button', { name: 'Send' }).click();
    await bubbles(a.page).filter({ hasText: 'Yes, see you tonight.' }).waitFor({ timeout: 10_000 });
    await expectNoSidewaysScroll(b.page, 'chat at 375 px', 375);
    await screenshot(b.page, 'chat-375');

    // 6. B's network is cut: two messages wait in the outbox (shown as waiting), then go in order.
    await b.context.setOffline(true);
    for (const text of ['Offline one', 'Offline two']) {
      await b.page.getByRole('textbox', { name: 'Message' }).fill(text);
      await b.page.getByRole('textbox', { name: 'Message' }).press('Enter');
    }
    await b.page.locator('.chat-pending').filter({ hasText: 'Offline two' }).getByText('Waiting for the network').waitFor();
    await b.context.setOffline(false);
    await bubbles(a.page).filter({ hasText: 'Offline two' }).waitFor({ timeout: 30_000 });
    await bubbles(b.page).filter({ hasText: 'Offline two' }).waitFor({ timeout: 30_000 });
    const stored = await storedMessages(groupId, chatId);
    expect(stored).toEqual(['Welcome! Shall we start with chapter one?', 'Yes, see you tonight.', 'Offline one', 'Offline two']);
    const shownToA = await bubbles(a.page).allInnerTexts();
    expect(shownToA.slice(-2)).toEqual(['Offline one', 'Offline two']);

    // 7. B reloads: the history is there.
    await b.page.reload();
    await bubbles(b.page).filter({ hasText: 'Offline two' }).waitFor();
    expect(await bubbles(b.page).allInnerTexts()).toEqual(stored);
    await screenshot(a.page, 'chat-1280');

    expect(jsErrors(a.page)).toEqual([]);
    expect(jsErrors(b.page)).toEqual([]);
  });

  it('a member invites someone by e-mail; the mailed link leads them to sign in and into the group', async () => {
    const a = await signedIn(A);
    const token = await apiToken(app.baseUrl, A);
    const created = await fetch(`${app.baseUrl}/api/discussiongroup`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ groupName: `Invited circle ${Date.now()}`, privacy: 'Private' }),
    });
    const group = ((await created.json()) as { data: { _id: string; groupName: string } }).data;
    await a.page.goto(`${app.baseUrl}/ChatRoom/${group._id}`);
    await a.page.getByRole('button', { name: 'Invite by e-mail' }).click();
    const dialog = a.page.getByRole('dialog', { name: `Invite someone to ${group.groupName}` });
    await dialog.getByLabel('E-mail address').fill(C);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await a.page.getByText('Invitation sent successfully').waitFor();
    await dialog.getByText(`Invitation sent to ${C}. The link works until`).waitFor();
    await screenshot(a.page, 'group-invite-sent-1280');
    await dialog.getByRole('button', { name: 'Done' }).click();

    const mail = await app.mailWith((m) => m.includes(group.groupName) && m.includes(C));
    const c = await newPage(browser, 375);
    await c.page.goto(linkIn(mail, '/invitation/'));
    await c.page.waitForURL(`**/invitation/login/${group._id}?email=*`);
    await submitSignIn(c.page, C, DEMO_PASSWORD);
    await c.page.waitForURL(`**/ChatRoom/${group._id}`);
    await c.page.getByText('You joined the group').waitFor();
    await c.page.getByRole('button', { name: 'Leave group' }).waitFor();
    expect(jsErrors(c.page)).toEqual([]);
  });

  it("an institution's private group: made on its Groups page; a learner meets one clean private state and asks; the institution decides there", async () => {
    const name = `Nursing cohort ${Date.now()}`;
    // 1. The institution creates a private group from /institution/groups.
    const inst = await newPage(browser, 1280);
    await signInAs(inst.page, app.baseUrl, 'institution@delv.africa');
    await inst.page.goto(`${app.baseUrl}/institution/groups`);
    await inst.page.getByRole('heading', { name: /^Groups \(\d+\)$/ }).waitFor();
    await inst.page.getByRole('button', { name: 'Create Groups' }).click();
    const create = inst.page.getByRole('dialog', { name: 'Create a new group' });
    await create.getByLabel('Group Name').fill(name);
    await create.getByLabel(/^Private/).check();
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    const card = inst.page.getByRole('listitem').filter({ has: inst.page.getByRole('heading', { name }) });
    await card.getByRole('button', { name: `No join requests for ${name}` }).waitFor();
    const groupId = (await card.getByRole('link', { name }).getAttribute('href'))!.split('/ChatRoom/')[1];

    // 2. A learner opens its room: the private state once, one Request to join, nothing refused on the way.
    const b = await signedIn(B, 375);
    const refused: string[] = [];
    b.page.on('response', (r) => {
      if (r.url().includes('/api/') && r.status() >= 400) refused.push(`${r.status()} ${r.url()}`);
    });
    const consoleErrors: string[] = [];
    b.page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    await b.page.goto(`${app.baseUrl}/ChatRoom/${groupId}`);
    await b.page.getByRole('heading', { name: 'This group is private' }).waitFor();
    expect(await b.page.getByRole('button', { name: `Request to join ${name}` }).count()).toBe(1);
    expect(await b.page.getByText(/Members of /).count()).toBe(0);
    await expectNoSidewaysScroll(b.page, 'private room at 375 px', 375);
    await screenshot(b.page, 'group-private-375');
    await b.page.setViewportSize({ width: 1280, height: 900 });
    await expectNoSidewaysScroll(b.page, 'private room at 1280 px', 1280);
    await screenshot(b.page, 'group-private-1280');
    await b.page.getByRole('button', { name: `Request to join ${name}` }).click();
    await b.page.getByText('Join Request submitted successfully').waitFor();
    await b.page.getByRole('button', { name: 'Requested' }).waitFor();
    expect(refused).toEqual([]);
    expect(consoleErrors).toEqual([]);

    // 3. The institution's bell counts it (live); the request is approved from there.
    await card.getByRole('button', { name: `1 join request for ${name}` }).waitFor({ timeout: 10_000 });
    await screenshot(inst.page, 'institution-groups-1280');
    await inst.page.setViewportSize({ width: 375, height: 800 });
    await expectNoSidewaysScroll(inst.page, 'institution groups at 375 px', 375);
    await screenshot(inst.page, 'institution-groups-375');
    await card.getByRole('button', { name: `1 join request for ${name}` }).click();
    const requests = inst.page.getByRole('dialog', { name: `Requests to join ${name}` });
    await requests.getByRole('button', { name: /^Approve the request of / }).waitFor();
    await screenshot(inst.page, 'institution-group-requests-375');
    await requests.getByRole('button', { name: /^Approve the request of / }).click();
    await inst.page.getByText('Success: Request status has been updated').first().waitFor();
    await b.page.getByText('Request to join Accepted.').waitFor({ timeout: 10_000 });
    await b.page.getByRole('button', { name: 'Leave group' }).waitFor();
    expect(jsErrors(inst.page)).toEqual([]);
    expect(jsErrors(b.page)).toEqual([]);
  });
});
