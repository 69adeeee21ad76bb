/**
 * The portal playground in real Chromium (Debian's, through playwright-core): sign up → open the
 * playground from the header → refused without a subscription (the API's 402 sentence) → granted,
 * enter 1990-07-04 10:12 at New Delhi → the chart is drawn inline (nine
 * graha labels in the SVG) and the 18 predictions are listed; again as a KP wheel from the re-shown
 * form; then a polar latitude shows the API's sentence beside the field. Screenshots go to
 * test-output/e2e/playground-<style>.png. The pages must run without a single CSP violation.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { birthChart } from '../../src/app/birth-chart.js';
import { testCompute } from '../helpers/compute.js';
import {
  E2E_OUTPUT_DIR,
  type PortalBrowser,
  shot,
  signUp,
  startPortalBrowser,
  watchedPage,
} from '../helpers/portal-browser.js';

const EMAIL = 'playground-dev@example.com';
const PASSWORD = 'correct horse battery staple';
const GRAHA_LABELS = ['Su', 'Mo', 'Ma', 'Me', 'Ju', 'Ve', 'Sa', 'Ra', 'Ke'];

let env: PortalBrowser;

before(async () => {
  env = await startPortalBrowser();
});

after(async () => {
  await env?.close();
});

/** Graha labels drawn in the result's SVG (a retrograde one reads e.g. `Sa(R)`). */
async function grahaLabels(page: Page): Promise<string[]> {
  // Browser-side expressions as strings: the project compiles without the DOM library.
  const texts = await page.evaluate<string[]>(
    `[...document.querySelectorAll('#result figure.chart svg text, #result figure.chart svg tspan')].map((e) => (e.textContent || '').trim())`,
  );
  return texts
    .map((t) => t.replace(/\(R\)$/, ''))
    .filter((t) => GRAHA_LABELS.includes(t))
    .sort();
}

async function submit(page: Page): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith('/portal/playground') && r.request().method() === 'POST',
    ),
    page.click('form.playground-form button[type=submit]'),
  ]);
  await page.waitForLoadState('load');
  return response.status();
}

test('a signed-in developer casts a chart in the playground, in Chromium', {
  timeout: 60_000,
}, async () => {
  const { context, page, violations } = await watchedPage(env);

  const anonymous = await page.goto('/portal/playground');
  assert.ok(anonymous?.url().endsWith('/portal/sign-in'), 'signed out: redirected to sign-in');

  await signUp(page, EMAIL, PASSWORD);
  assert.equal(await page.locator('#playground-link a[href="/portal/playground"]').count(), 1);

  // No subscription yet: the playground refuses with the API's 402 sentence and shows no form.
  await page.click('header nav a[href="/portal/playground"]');
  await page.waitForURL('**/portal/playground');
  assert.match((await page.textContent('#playground-refusal')) ?? '', /no active developer access/);
  assert.equal(await page.locator('form.playground-form').count(), 0);
  await shot(page, 'playground-no-access');
  await env.platform.payments.grant(EMAIL);
  await page.reload();
  assert.equal(await page.locator('#playground-refusal').count(), 0);
  assert.match((await page.textContent('#playground-remaining')) ?? '', /^100$/);
  assert.equal(
    await page.getAttribute('header nav a[aria-current="page"]', 'href'),
    '/portal/playground',
  );
  assert.equal(await page.locator('#result').count(), 0, 'no result before a submission');

  await page.fill('#birth_date', '1990-07-04');
  await page.fill('#birth_time', '10:12');
  await page.fill('#latitude', '28.6139');
  await page.fill('#longitude', '77.209');
  await page.fill('#name', 'Playground <probe>');
  await page.fill('#place', 'New Delhi');
  await page.selectOption('#style', 'south');
  assert.equal(await submit(page), 200);
  // The API's own body for the same birth (the tables do not depend on as_of, the date given here).
  const api = birthChart(
    testCompute(),
    { birth_date: '1990-07-04', birth_time: '10:12', latitude: 28.6139, longitude: 77.209 },
    '2026-01-01',
  );

  for (const style of ['south', 'wheel']) {
    if (style !== 'south') {
      // The form comes back filled in: only the style changes.
      assert.equal(await page.inputValue('#birth_date'), '1990-07-04');
      assert.equal(await page.inputValue('#latitude'), '28.6139');
      await page.selectOption('#style', style);
      assert.equal(await submit(page), 200);
    }
    assert.equal(await page.inputValue('#style'), style);
    const labels = await grahaLabels(page);
    assert.deepEqual(labels, [...GRAHA_LABELS].sort(), `nine graha labels in the ${style} chart`);
    assert.match(
      (await page.textContent('#result figure.chart svg title')) ?? '',
      /^Playground <probe> 1990-07-04 10:12$/,
      'the name is drawn as text, not markup',
    );
    assert.equal(await page.locator('#result table.predictions tbody tr').count(), 18);
    assert.equal(
      (
        (await page.textContent('#result table.predictions tbody tr:first-child td.domain')) ?? ''
      ).trim(),
      'Marriage',
    );
    assert.match((await page.textContent('#current-dasha')) ?? '', /^\s*\w+ \/ \w+ \/ \w+/);
    assert.match(
      (await page.textContent('#result-timezone')) ?? '',
      /Asia\/Kolkata \(UTC\+05:30\)/,
    );
    // Issue 23 §3: the KP tables, cell for cell what POST /api/v1/birth-chart answers (the text on
    // screen: innerText leaves out the "House" a phone's card layout adds).
    const rows = async (selector: string) =>
      page.evaluate<string[][]>(
        `[...document.querySelectorAll('${selector} tbody tr')].map((tr) => [...tr.cells].map((td) => td.innerText.replace(/\\s+/g, ' ').trim()))`,
      );
    const planets = await rows('#planets-table');
    assert.equal(planets.length, 9);
    assert.deepEqual(
      planets.map((row) => [row[0]?.replace(' (R)', ''), ...row.slice(3, 8)]),
      Object.values(api.positions).map((p) => [
        p.name,
        p.sign_lord,
        p.star_lord,
        p.sub_lord,
        p.sub_sub_lord,
        String(p.house),
      ]),
      'planets: name, sign, star, sub and sub-sub lords, house',
    );
    const cusps = await rows('#cusps-table');
    assert.deepEqual(
      cusps.map((c) => c.slice(2)),
      api.cusps.map((c) => [c.sign_lord, c.star_lord, c.sub_lord, c.sub_sub_lord]),
    );
    const abcd = await rows('#significators-table');
    const dash = (l: readonly string[]) => (l.length === 0 ? '–' : l.join(' '));
    assert.deepEqual(
      abcd,
      api.house_significators_abcd.map((h) => [
        String(h.house),
        dash(h.a),
        dash(h.b),
        dash(h.c),
        dash(h.d),
      ]),
    );
    await shot(page, `playground-${style}`);
    await page
      .locator('#result .chart-row')
      .screenshot({ path: `${E2E_OUTPUT_DIR}playground-${style}-chart.png` });
  }

  // Reasoning is folded away until asked for.
  const firstReasoning = page.locator('#result table.predictions tbody tr:first-child details');
  assert.equal(await firstReasoning.locator('p').isVisible(), false);
  await firstReasoning.locator('summary').click();
  assert.match((await firstReasoning.locator('p').textContent()) ?? '', /cusp sub lord/);

  // A polar latitude: the API's 422 sentence beside the latitude field, the form kept.
  await page.fill('#latitude', '80');
  assert.equal(await submit(page), 422);
  assert.match((await page.textContent('#latitude-error')) ?? '', /Placidus houses are undefined/);
  assert.equal(await page.getAttribute('#latitude', 'aria-invalid'), 'true');
  assert.equal(await page.inputValue('#birth_time'), '10:12');
  assert.equal(await page.locator('#result').count(), 0);
  await shot(page, 'playground-polar-error');

  assert.deepEqual(violations, [], 'no CSP violations or page errors');
  await context.close();
});
