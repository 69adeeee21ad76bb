/**
 * The playground and the dashboard on a phone (issue 36 §6), in Debian's Chromium at 390 px:
 * - the chart tab's KP tables (planets, cusps, significators A-D) lay every cell out on the screen as
 *   cards: each cell's right edge within the viewport and no ancestor that scrolls sideways (the sub
 *   lord, sub-sub lord and the C/D columns were in scroll boxes before), and the page does not scroll
 *   sideways;
 * - after submitting, the result is brought into view (the form posts to #result: the section's top
 *   is at the top of the viewport, where it was 1,314 px below it);
 * - the horary judgment's tables the same;
 * - the dashboard draws each app's calls per day over the last 30 days: one bar per day, as many
 *   calls as recorded (platform usage records on three past days), its label stating the total.
 * Screenshots: test-output/e2e/narrow/ (docs/screenshots/ holds copies). No CSP violation.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  E2E_OUTPUT_DIR,
  type PortalBrowser,
  signUp,
  startPortalBrowser,
  watchedPage,
} from '../helpers/portal-browser.js';

const EMAIL = 'narrow-dev@example.com';
const PASSWORD = 'correct horse battery staple';
const SHOTS = `${E2E_OUTPUT_DIR}narrow/`;
const DAY_MS = 86_400_000;

let env: PortalBrowser;
before(async () => {
  env = await startPortalBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
after(async () => {
  await env?.close();
});

/** Cells of the tables that leave the viewport or sit in a box that scrolls sideways. */
async function offScreen(page: Page, selector: string): Promise<string[]> {
  // Browser-side expressions as strings: the project compiles without the DOM library.
  return page.evaluate<string[]>(`(() => {
    const out = [];
    for (const td of document.querySelectorAll(${JSON.stringify(`${selector} td`)})) {
      const r = td.getBoundingClientRect();
      if (r.right > window.innerWidth + 0.5 || r.left < -0.5) out.push(td.closest('table').id + ': ' + td.textContent.trim() + ' at ' + Math.round(r.left) + '-' + Math.round(r.right));
      for (let el = td.parentElement; el && el !== document.body; el = el.parentElement)
        if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') {
          out.push(td.closest('table').id + ': inside a sideways scroll box (' + el.tagName + '.' + el.className + ')');
          break;
        }
    }
    return [...new Set(out)];
  })()`);
}

async function fitsSideways(page: Page): Promise<void> {
  const [scrollWidth, innerWidth] = await page.evaluate<[number, number]>(
    '[document.documentElement.scrollWidth, window.innerWidth]',
  );
  assert.ok(scrollWidth <= innerWidth, `the page scrolls sideways: ${scrollWidth} > ${innerWidth}`);
}

/** Where the element's top is, relative to the viewport, once the page has settled. */
const topOf = (page: Page, selector: string) =>
  page.evaluate<number>(
    `document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect().top`,
  );

test('390 px: the KP tables are cards on the screen, and the result comes into view', {
  timeout: 180_000,
}, async () => {
  const { context, page, violations } = await watchedPage(env, {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
  });
  try {
    await signUp(page, EMAIL, PASSWORD);
    await env.platform.payments.grant(EMAIL);

    // The chart tab.
    await page.goto('/portal/playground');
    await page.fill('#birth_date', '1990-07-04');
    await page.fill('#birth_time', '10:12');
    await page.fill('#latitude', '28.6139');
    await page.fill('#longitude', '77.209');
    await Promise.all([
      page.waitForURL('**/portal/playground#result'),
      page.click('form.playground-form button[type=submit]'),
    ]);
    await page.locator('#planets-table').waitFor();
    const top = await topOf(page, '#result');
    assert.ok(top > -5 && top < 60, `the result starts at ${top} px, in view`);
    await page.screenshot({ path: `${SHOTS}390-playground-result.png` });
    for (const table of ['#planets-table', '#cusps-table', '#significators-table'])
      assert.deepEqual(await offScreen(page, table), [], table);
    await fitsSideways(page);
    await page.locator('#kp-tables').scrollIntoViewIfNeeded();
    await page.evaluate(`document.getElementById('kp-tables').scrollIntoView()`);
    await page.screenshot({ path: `${SHOTS}390-playground-kp-tables.png` });
    await page.locator('#significators-table').screenshot({
      path: `${SHOTS}390-playground-significators.png`,
    });

    // The horary judgment's tables.
    await page.goto('/portal/playground/question');
    await page.fill('#question', 'Will I get the new job I applied for?');
    await Promise.all([
      page.waitForURL('**/portal/playground/question#classification'),
      page.click('form.question-form button[type=submit]'),
    ]);
    const classified = await topOf(page, '#classification');
    assert.ok(classified > -5 && classified < 60, `the classification starts at ${classified} px`);
    await page.fill('#horary_number', '120');
    await page.fill('#latitude', '28.6139');
    await page.fill('#longitude', '77.209');
    await Promise.all([
      page.waitForURL('**/portal/playground/horary#judgment'),
      page.click('form.horary-form button[type=submit]'),
    ]);
    await page.locator('#horary-planets-table').waitFor();
    const judgment = await topOf(page, '#judgment');
    assert.ok(judgment > -5 && judgment < 60, `the judgment starts at ${judgment} px, in view`);
    for (const table of ['#horary-planets-table', '#horary-cusps-table'])
      assert.deepEqual(await offScreen(page, table), [], table);
    await fitsSideways(page);
    assert.deepEqual(violations, []);
  } finally {
    await context.close();
  }
});

test('the dashboard draws each app’s calls per day over the last 30 days', {
  timeout: 120_000,
}, async () => {
  const account = await env.platform.accounts.findByEmail(EMAIL);
  assert.ok(account);
  const app = await env.platform.apps.create(account.id, 'production');
  const staging = await env.platform.apps.create(account.id, 'staging');
  const now = env.platform.now();
  const recorded: Array<[number, number]> = [
    [0, 3],
    [2, 7],
    [29, 1],
    [30, 5], // outside the 30 days: not drawn
  ];
  for (const [daysAgo, calls] of recorded)
    for (let i = 0; i < calls; i++)
      await env.platform.usage.record(app.appId, now - daysAgo * DAY_MS);

  const { context, page, violations } = await watchedPage(env, {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
  });
  try {
    await page.goto('/portal/sign-in');
    await page.fill('#email', EMAIL);
    await page.fill('#password', PASSWORD);
    await page.click('main button[type=submit]');
    await page.waitForURL('**/portal/dashboard');
    const chart = page.locator(`figure.usage-chart[data-app="${app.appId}"]`);
    assert.equal(await chart.locator('rect').count(), 30, 'one bar per day');
    const label = (await chart.locator('svg').getAttribute('aria-label')) ?? '';
    assert.match(label, /^11 calls in the last 30 days; the most, 7, on \d{4}-\d\d-\d\d\.$/);
    const heights = await chart
      .locator('rect')
      .evaluateAll((rects) => rects.map((r) => Number(r.getAttribute('height'))));
    assert.equal(heights.filter((h) => h > 0).length, 3, 'three days with calls');
    assert.equal(Math.max(...heights), heights[27], 'the busiest bar is two days ago');
    const quiet = page.locator(`figure.usage-chart[data-app="${staging.appId}"] svg`);
    assert.equal(await quiet.getAttribute('aria-label'), 'No calls in the last 30 days.');
    await fitsSideways(page);
    await page.locator('#usage-heading').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}390-dashboard-usage.png` });
    assert.deepEqual(violations, []);
  } finally {
    await context.close();
  }
});
