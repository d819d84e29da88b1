import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiToken, appAndBrowser, expectNoSidewaysScroll, newPage, signInAs, type RunningApp } from './harness';

/*
 * Issue 36 items 5 and 6 on the built app in Chromium: /groups fits a 320 px phone (its search
 * button was cut off), and axe-core finds nothing serious or critical on the pages it named
 * (label-content-name-mismatch on /groups, /institutions, an institution's home and
 * /institution/mentors; `list` on the institution home and /institution/library; aria-hidden-focus
 * in the video page's carousel).
 */

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

let app: RunningApp;
let browser: Browser;
appAndBrowser((a, b) => {
  app = a;
  browser = b;
});

/** axe's serious and critical findings on the page as it is now, with the elements named. */
async function seriousFindings(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's CSP (rightly) refuses an inline script tag.
  await page.evaluate(`${AXE}\n;true`);
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<Result> } }).axe;
    const { violations } = await axe.run(document);
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

async function firstId(path: string, token?: string): Promise<string> {
  const res = await fetch(`${app.baseUrl}/api${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const body = (await res.json()) as { data: { _id: string }[] };
  return body.data[0]._id;
}

describe('readable on phones', () => {
  it('/groups fits 320 px in English and Kiswahili: nothing scrolls sideways and the search button is whole', async () => {
    for (const language of ['en', 'sw']) {
      const { context, page } = await newPage(browser, 320);
      await signInAs(page, app.baseUrl, 'learner@delv.africa');
      // This device's choice, newer than the account's (the app saves it on the account).
      await page.evaluate((l) => {
        window.localStorage.setItem('delv.language', l);
        window.localStorage.setItem('delv.language.unsaved', '1');
      }, language);
      await page.goto(`${app.baseUrl}/groups`);
      const button = page.locator('.groups-search').getByRole('button');
      await button.waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      await page.locator('.group-card, .empty-state').first().waitFor();
      // What reaches past the right edge, named (empty when the page fits).
      const past = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map(
            (el) =>
              `${el.tagName.toLowerCase()}.${String(el.className).replace(/\s+/g, '.')} ${Math.round(el.getBoundingClientRect().right)}`,
          ),
      );
      expect(past, `/groups in ${language}`).toEqual([]);
      await expectNoSidewaysScroll(page, `/groups in ${language}`, 320);
      const box = await button.boundingBox();
      expect(box && box.x + box.width, `the search button in ${language}`).toBeLessThanOrEqual(320);
      await context.close();
    }
  });

  it('axe finds nothing serious on the pages issue 36 named', async () => {
    const learnerToken = await apiToken(app.baseUrl, 'learner@delv.africa');
    const institutionId = await firstId('/institution?limit=1', learnerToken);
    const videoId = await firstId('/contents/videos?limit=1');
    const pages: [string, string, string][] = [
      ['learner@delv.africa', '/groups', 'h1'],
      ['learner@delv.africa', '/institutions', 'h1'],
      ['learner@delv.africa', `/institution/more/${institutionId}`, 'h1'],
      ['', `/video/watch/${videoId}`, 'h1'],
      ['institution@delv.africa', '/institution/mentors', 'h1'],
      ['institution@delv.africa', '/institution/library', 'h1'],
    ];
    const found: string[] = [];
    for (const width of [375, 1280]) {
      for (const [who, path, ready] of pages) {
        const { context, page } = await newPage(browser, width);
        if (who) await signInAs(page, app.baseUrl, who);
        await page.goto(`${app.baseUrl}${path}`, { waitUntil: 'networkidle' });
        await page.locator(ready).first().waitFor();
        // The points pop-up is not part of these pages.
        for (const f of await seriousFindings(page)) found.push(`${path} at ${width} px: ${f}`);
        await context.close();
      }
    }
    expect(found).toEqual([]);
  });
});
