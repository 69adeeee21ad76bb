/**
 * Issue 23 §1: every portal page and playground tab fits a phone. In Debian's Chromium at 390 px
 * (an iPhone 12-15 width) and 1280 px, each page — public pages, dashboard with an app, the
 * credentials page, account, and the three playground tabs with their results drawn — must not
 * scroll sideways (`document.documentElement.scrollWidth <= innerWidth`, no tolerance: one pixel of
 * overflow is a sideways scroll) and its key buttons (Sign out, Rotate, Revoke) lie inside the
 * viewport's width. Wide tables may scroll inside their own box (.table-scroll), never the page.
 * A full-page screenshot of each goes to test-output/e2e/responsive/<width>-<page>.png
 * (docs/screenshots/ holds a copy). The pages must run without a CSP violation.
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

const PASSWORD = 'correct horse battery staple';
const SHOTS = `${E2E_OUTPUT_DIR}responsive/`;

let env: PortalBrowser;

before(async () => {
  env = await startPortalBrowser();
  mkdirSync(SHOTS, { recursive: true });
});

after(async () => {
  await env?.close();
});

/**
 * Records (in `problems`, asserted empty at the end so one run lists every page that fails) a
 * sideways scroll or a key button outside the width, and shoots the page.
 */
async function fits(
  problems: string[],
  page: Page,
  width: number,
  name: string,
  buttons: string[] = [],
) {
  await page.waitForLoadState('load');
  // Browser-side expressions as strings: the project compiles without the DOM library.
  const [scrollWidth, innerWidth] = await page.evaluate<[number, number]>(
    '[document.documentElement.scrollWidth, window.innerWidth]',
  );
  await page.screenshot({ path: `${SHOTS}${width}-${name}.png`, fullPage: true });
  if (scrollWidth > innerWidth) {
    problems.push(`${name} at ${width} px scrolls sideways: ${scrollWidth} > ${innerWidth}`);
  }
  for (const selector of buttons) {
    const boxes = page.locator(selector);
    const count = await boxes.count();
    assert.ok(count > 0, `${name}: ${selector} is on the page`);
    for (let i = 0; i < count; i++) {
      const box = await boxes.nth(i).boundingBox();
      assert.ok(box, `${name}: ${selector} is drawn`);
      if (box.x < 0 || box.x + box.width > innerWidth) {
        problems.push(
          `${name} at ${width} px: ${selector} spans ${box.x}..${box.x + box.width}, outside 0..${innerWidth}`,
        );
      }
    }
  }
}

async function submit(page: Page, button: string, path: string): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'POST'),
    page.click(button),
  ]);
  await page.waitForLoadState('load');
  return response.status();
}

for (const width of [390, 1280]) {
  test(`every portal page and playground tab fits ${width} px, in Chromium`, {
    timeout: 180_000,
  }, async () => {
    const { context, page, violations } = await watchedPage(env, {
      viewport: { width, height: 844 },
    });
    const email = `responsive-${width}@example.com`;
    const signOut = 'header button:has-text("Sign out")';
    const problems: string[] = [];

    for (const path of ['/portal', '/portal/sign-up', '/portal/sign-in', '/portal/forgot']) {
      await page.goto(path);
      await fits(problems, page, width, path.slice(1).replace(/\//g, '-'));
    }

    await signUp(page, email, PASSWORD);
    await fits(problems, page, width, 'dashboard-no-subscription', [signOut]);
    await env.platform.payments.grant(email);
    await page.reload();
    await page.fill('#name', 'production');
    await submit(page, 'form[action="/portal/apps"] button[type=submit]', '/portal/apps');
    await fits(problems, page, width, 'app-created', [signOut]);
    await page.goto('/portal/dashboard');
    await fits(problems, page, width, 'dashboard-with-app', [
      signOut,
      'form[action$="/rotate"] button',
      'form[action$="/revoke"] button',
    ]);
    await page.goto('/portal/account');
    await fits(problems, page, width, 'account', [signOut]);

    await page.goto('/portal/playground');
    await page.fill('#birth_date', '1990-07-04');
    await page.fill('#birth_time', '10:12');
    await page.fill('#latitude', '28.6139');
    await page.fill('#longitude', '77.209');
    await page.fill('#place', 'New Delhi');
    for (const style of ['south', 'north', 'wheel']) {
      await page.selectOption('#style', style);
      assert.equal(
        await submit(page, 'form.playground-form button[type=submit]', '/portal/playground'),
        200,
      );
      await fits(problems, page, width, `playground-chart-${style}`, [signOut]);
    }

    await page.goto('/portal/playground/question');
    await page.fill('#question', 'Will I get the new job I applied for?');
    assert.equal(
      await submit(page, 'form.question-form button[type=submit]', '/portal/playground/question'),
      200,
    );
    await fits(problems, page, width, 'playground-question', [signOut]);
    await page.fill('#horary_number', '120');
    await page.fill('#judgment_date', '2026-11-23');
    await page.fill('#judgment_time', '17:30');
    assert.equal(
      await submit(page, 'form.horary-form button[type=submit]', '/portal/playground/horary'),
      200,
    );
    await fits(problems, page, width, 'playground-horary', [signOut]);

    await page.goto('/portal/playground/muhurta');
    await page.fill('#birth_date', '1990-07-04');
    await page.fill('#birth_time', '10:12');
    await page.fill('#latitude', '28.6139');
    await page.fill('#longitude', '77.209');
    await page.selectOption('#event_name', 'job');
    assert.equal(
      await submit(page, 'form.muhurta-form button[type=submit]', '/portal/playground/muhurta'),
      200,
    );
    await fits(problems, page, width, 'playground-muhurta', [signOut]);

    assert.deepEqual(problems, [], 'every page fits and its key buttons are in view');
    assert.deepEqual(violations, [], 'no CSP violations or page errors');
    await context.close();
  });
}
