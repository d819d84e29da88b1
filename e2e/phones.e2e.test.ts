import { afterAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startStandIn } from '../server/test/payoutStandIn';
import { startSmsStandIn } from '../server/test/smsStandIn';
import { appAndBrowser, expectNoSidewaysScroll, jsErrors, newPage, screenshot, signInAs, type RunningApp } from './harness';

/*
 * Phones first (issue 33), end to end against the built app, with local stand-ins of Africa's
 * Talking's SMS and payout APIs (the real services are not reachable from here): Brian adds a
 * second number in Settings › Phone numbers at 375 px, reads the code the SMS brought from the
 * stand-in's log, verifies it, turns SMS reminders on; a STOP reply to the stand-in turns them
 * off; he redeems his points to the new number (the form offers only verified numbers); the admin,
 * as claim reviewer, sees the claim's risk signals on the desk at 375 px and today's SMS count on
 * /admin/insights.
 */

const REDEEMER = 'brian.okello@delv.africa';
const REVIEWER = 'admin@delv.africa';
const NEW_NUMBER = '+254712345678';

const sms = await startSmsStandIn();
afterAll(() => sms.close());
const payouts = await startStandIn();
afterAll(() => payouts.close());

let app: RunningApp;
let browser: Browser;
appAndBrowser(
  (a, b) => {
    app = a;
    browser = b;
  },
  { ...payouts.env(), ...sms.env(), PAYOUT_POLL_MS: '200' },
);

describe('phones first', () => {
  it('a number is verified with the code from the SMS, redeemed to, and the reviewer sees the claim’s risk signals', async () => {
    const brian = await newPage(browser, 375);
    await signInAs(brian.page, app.baseUrl, REDEEMER);
    await brian.page.goto(`${app.baseUrl}/updateprofile?tab=phones`);
    await brian.page.getByRole('heading', { name: 'Phone numbers' }).waitFor();
    // The demo number is verified already; a second one is added.
    await brian.page.getByRole('list', { name: 'My numbers' }).getByText('+256772123456').waitFor();
    await brian.page.getByLabel('Mobile number with country code').fill('+254 712 345 678');
    const asked = Date.now();
    await brian.page.getByRole('button', { name: 'Send code' }).click();
    // How fast is measured by bench/sms.bench.ts (a shared machine's load varies too much to assert it here).
    const message = await sms.waitFor(NEW_NUMBER, asked, 10_000);
    expect(message.message).toMatch(/^Your Delv code is \d{6}\. It expires in 10 minutes\./);
    const code = sms.lastCode(NEW_NUMBER)!;
    const row = brian.page.getByRole('listitem').filter({ hasText: NEW_NUMBER });
    await row.getByText('Waiting for its code').waitFor();
    await row.getByLabel(`Six-digit code sent to ${NEW_NUMBER}`).fill(code);
    await row.getByRole('button', { name: 'Verify' }).click();
    await row.getByText('Verified', { exact: true }).waitFor();
    await expectNoSidewaysScroll(brian.page, 'phone numbers at 375 px', 375);
    await screenshot(brian.page, 'phones-settings-375');

    // SMS reminders on; a STOP reply (Africa's Talking's inbound callback) turns them off.
    await brian.page.getByRole('checkbox', { name: 'Session reminders by SMS' }).check();
    await brian.page.getByRole('button', { name: 'Save SMS settings' }).click();
    await brian.page.getByText('SMS settings saved').first().waitFor();
    expect(await sms.reply(`${app.baseUrl}/api/sms/inbound`, NEW_NUMBER, 'STOP')).toBe(200);
    await brian.page.reload();
    await brian.page.getByRole('checkbox', { name: 'Session reminders by SMS' }).waitFor();
    expect(await brian.page.getByRole('checkbox', { name: 'Session reminders by SMS' }).isChecked()).toBe(false);
    await brian.page.getByText('SMS stopped (replied STOP)').waitFor();

    // Redeem to the new number: only verified numbers are offered.
    await brian.page.goto(`${app.baseUrl}/feeds`);
    await brian.page.getByRole('button', { name: 'My points' }).click();
    const points = brian.page.getByRole('dialog', { name: 'My Earned Points' });
    await points.getByRole('button', { name: 'Redeem' }).click();
    await points.getByLabel('Institution').fill('Strathmore University');
    const numbers = points.getByLabel('Mobile number with country code');
    expect(await numbers.locator('option').allTextContents()).toEqual([NEW_NUMBER, '+256772123456']);
    await numbers.selectOption(NEW_NUMBER);
    await points.getByLabel('Airtime').check();
    await points.getByRole('button', { name: 'Submit claim' }).click();
    await points.getByText('Success: Your claim has been submitted').waitFor();

    // The reviewer's desk on a phone: the claim with its risk signals.
    const admin = await newPage(browser, 375);
    await signInAs(admin.page, app.baseUrl, REVIEWER);
    await admin.page.goto(`${app.baseUrl}/pending_claims`);
    const card = admin.page.getByRole('listitem').filter({ hasText: 'Strathmore University' });
    await card.waitFor();
    await card.getByText(NEW_NUMBER).waitFor();
    const signals = card.getByRole('region', { name: 'Risk signals' });
    await signals.getByText('Number in no other account').waitFor();
    await signals.getByText(/^Account (made today|\d+ days? old)$/).waitFor();
    await signals.getByText(/points in the last day \(usual day \d+\)$/).waitFor();
    await signals.getByText('1 claim from this device in 30 days, 1 account').waitFor();
    await signals.getByText('No rejected claims').waitFor();
    await expectNoSidewaysScroll(admin.page, 'the desk with risk signals at 375 px', 375);
    await screenshot(admin.page, 'phones-desk-risk-375');
    // Approved, it is paid to the verified number through the stand-in.
    await card.getByRole('button', { name: 'Approve' }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await brian.page.getByText('Your claim was paid').first().waitFor({ timeout: 20_000 });
    expect(payouts.payments).toMatchObject([{ provider: 'africastalking', phone: NEW_NUMBER, status: 'paid' }]);

    // The admin's console counts today's SMS against the budget.
    await admin.page.goto(`${app.baseUrl}/admin/insights`);
    const smsCard = admin.page.getByRole('region', { name: 'SMS today' });
    await smsCard.getByText('1 of 1,000 sent today', { exact: false }).waitFor();
    await smsCard.getByText('Through Africa’s Talking', { exact: false }).waitFor();
    await expectNoSidewaysScroll(admin.page, '/admin/insights at 375 px', 375);

    expect(jsErrors(brian.page)).toEqual([]);
    expect(jsErrors(admin.page)).toEqual([]);
  });
});
