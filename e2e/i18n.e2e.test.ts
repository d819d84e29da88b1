import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { appAndBrowser, artifactsDir, linkIn, screenshot, type RunningApp } from './harness';

/*
 * Issue 11 in a real browser: a phone set to Kiswahili (locale sw-TZ) gets the shell and sign-up in
 * Kiswahili, switches to English and back, keeps the choice over a reload and into a new sign-in on
 * another device, and receives its confirmation e-mail in Kiswahili. Screenshots at 375 px.
 */

let app: RunningApp;
let browser: Browser;

appAndBrowser((a, b) => {
  app = a;
  browser = b;
});

async function phone(locale = 'sw-TZ') {
  const context = await browser.newContext({ locale, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // A key its part's words file did not hold (client/src/i18n/catalogues.ts says so).
  page.on('console', (m) => {
    if (m.type() === 'error' && m.text().startsWith('words:')) errors.push(m.text());
  });
  return { context, page, errors };
}

/**
 * The English sentences of the interface that Kiswahili says differently: the literal text (outside
 * placeholders, plurals and tags) of every catalogue message whose Kiswahili differs, two words or
 * more. One of them on a Kiswahili page is a word that escaped the catalogue or its loading.
 */
/** Demo data that happens to equal an interface text: a session's title (the promo card names it)
 * and an institution's speciality (a landing tile). They are people's words, shown as written. */
const PEOPLES_WORDS = new Set(['Career Guidance after 12th science session', 'Cyber Security']);

function englishSentences(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'en.json' && dir.endsWith('i18n')) {
        const en = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
        const sw = JSON.parse(readFileSync(join(dir, 'sw.json'), 'utf8')) as Record<string, string>;
        for (const [key, text] of Object.entries(en)) {
          if (sw[key] === text) continue;
          let depth = 0;
          const outside = [...text].map((c) => (c === '{' ? (depth++, '|') : c === '}' ? (depth--, '|') : depth > 0 ? '' : c)).join('');
          for (const run of outside.replace(/<[^>]*>/g, '|').split('|')) {
            const words = run.trim();
            if (words.split(/\s+/).length >= 2 && words.length >= 8) found.push(words);
          }
        }
      }
    }
  };
  walk(resolve(__dirname, '..', 'client', 'src'));
  return [...new Set(found)].filter((sentence) => !PEOPLES_WORDS.has(sentence));
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const bodyText = (page: Page) => page.evaluate(() => document.body.innerText);

describe('Delv in Kiswahili', () => {
  it('a guest on a Kiswahili phone signs up in Kiswahili, switches languages, and the choice follows them', async () => {
    const { context, page, errors } = await phone();
    const email = `neema.${Date.now()}@example.com`;

    // First visit: the browser's language decides; the shell is Kiswahili before anything shows.
    await page.goto(app.baseUrl + '/');
    await page.getByRole('button', { name: 'Fungua menyu' }).waitFor();
    expect(await htmlLang(page)).toBe('sw');
    await screenshot(page, 'i18n-landing-sw-375');
    await page.getByRole('button', { name: 'Fungua menyu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menyu ya simu' });
    await menu.getByRole('link', { name: 'Jisajili' }).waitFor();
    // The open menu as the phone shows it (the screen, not the whole page behind it).
    await page.screenshot({ path: join(artifactsDir, 'i18n-mobile-menu-sw-375.png') });
    await menu.getByRole('link', { name: 'Jisajili' }).click();

    // Sign-up, entirely in Kiswahili: the chooser, the form, the browser-side errors.
    await page.getByRole('heading', { name: 'Fikiri upya, chochea taaluma yako' }).waitFor();
    await page.getByRole('link', { name: /Jisajili kama mtu binafsi/ }).click();
    await page.waitForURL('**/signup/individual');
    await page.getByRole('button', { name: 'Jisajili', exact: true }).click();
    await page.getByText('Barua pepe inahitajika').waitFor();
    await page.getByText('Jina la kwanza linahitajika').waitFor();
    const formText = await bodyText(page);
    for (const english of ['Sign Up', 'First Name', 'Email is required', 'Register', 'Repeat password'])
      expect(formText).not.toContain(english);
    await page.getByLabel('Jina la kwanza', { exact: true }).fill('Neema');
    await page.getByLabel('Jina la ukoo', { exact: true }).fill('Mushi');
    await page.getByLabel('Barua pepe', { exact: true }).fill(email);
    await page.getByLabel('Nchi', { exact: true }).selectOption('Tanzania');
    await page.getByLabel('Aina', { exact: true }).selectOption('student');
    await page.getByLabel('Tarehe ya kuzaliwa', { exact: true }).fill('2003-06-21');
    await page.getByLabel('Nenosiri', { exact: true }).fill('nenosiri-1');
    await page.getByLabel('Rudia nenosiri', { exact: true }).fill('nenosiri-1');
    await screenshot(page, 'i18n-signup-sw-375');
    await page.getByRole('button', { name: 'Jisajili', exact: true }).click();
    await page.getByRole('heading', { name: 'Akaunti imefunguliwa' }).waitFor();
    await screenshot(page, 'i18n-signup-done-sw-375');

    // The confirmation e-mail is in Kiswahili.
    const mail = app.mails().find((m) => m.includes(email))!;
    expect(mail).toContain('Subject: Thibitisha akaunti yako ya Delv');
    expect(mail).toContain('Habari Neema');

    // The mobile menu's switcher: English, and the choice survives a reload; then back.
    await page.getByRole('button', { name: 'Fungua menyu' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Account created' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    await page.reload();
    await page.goto(app.baseUrl + '/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Kiswahili' }).click();
    await page.getByRole('heading', { name: 'Ingia' }).waitFor();

    // Confirm and sign in, in Kiswahili.
    await page.goto(linkIn(mail, '/confirm/login/'));
    await page.getByText('Akaunti imethibitishwa').first().waitFor();
    await page.getByLabel('Barua pepe', { exact: true }).fill(email);
    await page.getByLabel('Nenosiri', { exact: true }).fill('nenosiri-1');
    await page.getByRole('button', { name: 'Ingia', exact: true }).click();
    await page.waitForURL('**/onboardingInterests');

    // On a wide screen the switcher is in the top bar: English, saved on the account.
    await page.setViewportSize({ width: 1280, height: 900 });
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/language') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'English' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByRole('button', { name: 'Browse' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Browse' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect(errors).toEqual([]);
    await context.close();

    // Another Kiswahili phone: Kiswahili until they sign in; then their account's English.
    const other = await phone();
    await other.page.goto(app.baseUrl + '/login');
    await other.page.getByRole('heading', { name: 'Ingia' }).waitFor();
    await other.page.getByLabel('Barua pepe', { exact: true }).fill(email);
    await other.page.getByLabel('Nenosiri', { exact: true }).fill('nenosiri-1');
    await other.page.getByRole('button', { name: 'Ingia', exact: true }).click();
    await other.page.getByRole('button', { name: 'Open menu' }).waitFor();
    expect(await htmlLang(other.page)).toBe('en');

    // And back to Kiswahili in the top bar, which the account keeps too.
    await other.page.setViewportSize({ width: 1280, height: 900 });
    await other.page.getByRole('button', { name: 'Kiswahili' }).click();
    await other.page.getByRole('button', { name: 'Vinjari' }).waitFor();
    await other.page.setViewportSize({ width: 375, height: 800 });
    await screenshot(other.page, 'i18n-signed-in-sw-375');
    expect(other.errors).toEqual([]);
    await other.context.close();
  });
  it("a guest on a Kiswahili phone finds no English sentence on the landing page, search, mentors, a session, an article overview, the institutions and an institution's home", async () => {
    const english = englishSentences();
    expect(english.length).toBeGreaterThan(100);
    const { context, page, errors } = await phone();
    const leftovers: string[] = [];
    const walked: string[] = [];
    const unconverted = (
      JSON.parse(readFileSync(resolve(__dirname, '..', 'client', 'src', 'i18n', 'unconverted.json'), 'utf8')) as { folders: string[] }
    ).folders;
    const visit = async (path: string, folder: string, ready: () => Promise<unknown>, shot: string) => {
      await page.goto(app.baseUrl + path);
      if (unconverted.includes(`features/${folder}`)) return;
      walked.push(path);
      await ready();
      await page.waitForLoadState('networkidle');
      expect(await htmlLang(page)).toBe('sw');
      // Whole texts and labels on screen; a long sentence also inside a longer text. (People's own
      // words, such as a session titled 'Career Guidance after 12th science', are not the interface's.)
      const { pieces, text } = await page.evaluate(() => {
        const found = new Set<string>();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const piece = node.textContent?.trim();
          if (piece) found.add(piece);
        }
        for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
          for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
            const value = el.getAttribute(name)?.trim();
            if (value) found.add(value);
          }
        }
        return { pieces: [...found], text: document.body.innerText };
      });
      const onScreen = new Set(pieces);
      const leftover = (sentence: string) => onScreen.has(sentence) || (sentence.split(/\s+/).length >= 5 && text.includes(sentence));
      leftovers.push(...english.filter(leftover).map((sentence) => `${path}: ${sentence}`));
      await screenshot(page, shot);
    };

    // Each page with the feature folder that holds its words: a folder still listed in
    // client/src/i18n/unconverted.json is not walked yet (issue 11 converts them one by one).
    await visit('/search?q=data', 'search', () => page.locator('a[href^="/session/"]').first().waitFor(), 'i18n-walk-search-sw-375');
    const sessionHref = await page.locator('a[href^="/session/"]').first().getAttribute('href');
    const articleHref = await page.locator('a[href^="/article/overview/"]').first().getAttribute('href');
    await visit('/', 'landing', () => page.getByRole('heading', { level: 1 }).waitFor(), 'i18n-walk-landing-sw-375');
    await visit('/mentors', 'mentors', () => page.getByRole('heading', { level: 1 }).waitFor(), 'i18n-walk-mentors-sw-375');
    await visit(sessionHref!, 'sessions', () => page.getByRole('heading', { level: 1 }).waitFor(), 'i18n-walk-session-sw-375');
    await visit(articleHref!, 'content', () => page.getByRole('heading', { level: 1 }).waitFor(), 'i18n-walk-article-overview-sw-375');
    await visit('/institutions', 'institutions', () => page.locator('.inst-card').first().waitFor(), 'i18n-walk-institutions-sw-375');
    const institutionHref = await page.locator('a[href^="/institution/more/"]').first().getAttribute('href');
    await visit(
      institutionHref!,
      'institutions',
      () => page.getByRole('heading', { level: 1 }).waitFor(),
      'i18n-walk-institution-home-sw-375',
    );
    expect(walked).toEqual(expect.arrayContaining(['/search?q=data', '/']));

    expect(leftovers).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
