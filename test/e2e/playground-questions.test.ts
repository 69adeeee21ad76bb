/**
 * The playground's question and muhurta tabs in real Chromium (Debian's, through playwright-core):
 * sign up → the question tab refuses without developer access (the API's 402 sentence) → granted:
 * an unreadable question shows the classifier's ok-false message and no horary form; an either/or one
 * its message; "Will I get the new job I applied for?" is classified as `job` (10th cusp, houses 2, 6,
 * 10, 11; what the API's question-cusp answers) → number 250 is refused beside its field (422) →
 * number 119 on 2026-11-23 17:30 at New Delhi gives the horary verdict, reasoning, ruling planets and
 * windows → blank date and time are judged "now at the place". Every valid request counts one against
 * the one daily playground allowance the chart tab also uses. Screenshots go to test-output/e2e/. The
 * pages must run without a CSP violation or page error.
 *
 * Authority for the expected values: the API's own use cases (src/app/question-cusp.ts,
 * src/app/horary.ts) called in this process with the same body, compared field by field with what the
 * page shows.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { horary } from '../../src/app/horary.js';
import { muhurta } from '../../src/app/muhurta.js';
import { questionCusp } from '../../src/app/question-cusp.js';
import { renderMuhurtaStrip } from '../../src/engine/render/muhurta-strip.js';
import { testCompute } from '../helpers/compute.js';
import {
  E2E_OUTPUT_DIR,
  type PortalBrowser,
  shot,
  signUp,
  startPortalBrowser,
  watchedPage,
} from '../helpers/portal-browser.js';

const EMAIL = 'playground-questions@example.com';
const MUHURTA_EMAIL = 'playground-muhurta@example.com';
const PASSWORD = 'correct horse battery staple';
const QUESTION = 'Will I get the new job I applied for?';

let env: PortalBrowser;

before(async () => {
  env = await startPortalBrowser();
});

after(async () => {
  await env?.close();
});

/** Submits the form the button belongs to and waits for the answer page; returns its status. */
async function submit(page: Page, button: string, path: string): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'POST'),
    page.click(button),
  ]);
  await page.waitForLoadState('load');
  return response.status();
}

const text = async (page: Page, selector: string) =>
  ((await page.textContent(selector)) ?? '').replace(/\s+/g, ' ').trim();

const classify = (page: Page) =>
  submit(page, 'form.question-form button[type=submit]', '/portal/playground/question');
const judge = (page: Page) =>
  submit(page, 'form.horary-form button[type=submit]', '/portal/playground/horary');

test('a signed-in developer classifies a question and judges it by horary, in Chromium', {
  timeout: 60_000,
}, async () => {
  const { context, page, violations } = await watchedPage(env);

  const anonymous = await page.goto('/portal/playground/question');
  assert.ok(anonymous?.url().endsWith('/portal/sign-in'), 'signed out: redirected to sign-in');

  await signUp(page, EMAIL, PASSWORD);

  // From the chart tab to the question tab; without access the tab refuses with the API's sentence.
  await page.goto('/portal/playground');
  await page.click('nav.tabs a[data-tab="question"]');
  await page.waitForURL('**/portal/playground/question');
  assert.match(await text(page, '#playground-refusal'), /no active developer access/);
  assert.equal(await page.locator('form.question-form').count(), 0);
  await env.platform.payments.grant(EMAIL);
  const granted = await page.reload();
  assert.equal(granted?.status(), 200);
  assert.equal(await page.getAttribute('nav.tabs a[aria-current="page"]', 'data-tab'), 'question');
  assert.equal(await text(page, '#playground-remaining'), '100');
  assert.equal(await page.isChecked('#in_india'), true, 'in India by default, as the API');

  // ok:false answers show the classifier's message and offer no horary form.
  await page.fill('#question', 'asdf qwer zxcv');
  assert.equal(await classify(page), 200);
  assert.match(await text(page, '#classification-message'), /could not be read/);
  assert.equal(await page.locator('form.horary-form').count(), 0);
  await page.fill('#question', 'Should I take the job in Delhi or the one in Mumbai?');
  assert.equal(await classify(page), 200);
  assert.equal(await page.getAttribute('#classification-message', 'data-notice-kind'), 'either_or');
  assert.match(await text(page, '#classification-message'), /either\/or question/);

  // A readable question: the page shows what POST /api/v1/question-cusp answers.
  const expected = questionCusp({ question: QUESTION, in_india: true });
  await page.fill('#question', QUESTION);
  assert.equal(await classify(page), 200);
  assert.equal(await text(page, '#playground-remaining'), '97', 'each classification counted');
  assert.match(
    await text(page, '#classification-event'),
    new RegExp(`${expected.category} ${expected.event_id}`),
  );
  assert.equal(await text(page, '#classification-cusp'), String(expected.primary_cusp));
  assert.equal(await text(page, '#classification-required'), expected.required_houses.join(', '));
  assert.match(
    await text(page, '#classification-confidence'),
    new RegExp(`^${expected.classification_confidence.toFixed(2)} `),
  );
  assert.equal(await page.inputValue('#question'), QUESTION, 'the question is kept');
  assert.equal(await page.inputValue('#latitude'), '28.6139', 'New Delhi by default');
  await shot(page, 'playground-question-classified');

  // Out of range: the API's sentence beside the number, nothing judged, nothing counted.
  await page.fill('#horary_number', '250');
  assert.equal(await judge(page), 422);
  assert.match(
    await text(page, '#horary_number-error'),
    /^Horary number must be an integer from 1 to 249\.$/,
  );
  assert.equal(await page.getAttribute('#horary_number', 'aria-invalid'), 'true');
  assert.equal(await page.locator('#judgment').count(), 0);
  assert.equal(await text(page, '#playground-remaining'), '97');

  // A judgment at a given moment: what POST /api/v1/horary answers for the same body.
  const body = {
    question: QUESTION,
    horary_number: 119,
    judgment_date: '2026-11-23',
    judgment_time: '17:30',
    latitude: 28.6139,
    longitude: 77.209,
    place: 'New Delhi',
    in_india: true,
  };
  const api = horary(testCompute(), body);
  await page.fill('#horary_number', '119');
  await page.fill('#judgment_date', body.judgment_date);
  await page.fill('#judgment_time', body.judgment_time);
  assert.equal(await judge(page), 200);
  assert.equal(
    await text(page, '#judgment-verdict'),
    api.verdict.charAt(0) + api.verdict.slice(1).toLowerCase().replace(/_/g, ' '),
  );
  assert.equal(await text(page, '#judgment-reasoning'), api.reasoning.replace(/\s+/g, ' ').trim());
  assert.match(
    await text(page, '#ruling-planets'),
    new RegExp(`^${api.ruling_planets.ranked.join(', ')}`),
  );
  assert.match(
    await text(page, '#judgment-moment'),
    /^2026-11-23 17:30 Asia\/Kolkata \(UTC\+05:30\)$/,
  );
  assert.match(
    await text(page, '#judgment-ascendant'),
    new RegExp(`^Number 119: ${api.horary_ascendant.sign} `),
  );
  assert.ok(api.windows.length > 0, 'this judgment has windows (fixture choice)');
  assert.equal(await page.locator('#horary-windows tbody tr').count(), api.windows.length);
  const first = api.windows[0];
  assert.ok(first);
  assert.equal(
    await text(page, '#horary-windows tbody tr:first-child td:nth-child(2)'),
    `${first.start.slice(0, 10)} ${first.start.slice(11, 16)}`,
  );
  // Issue 23 §3: the ruling planets and the horary chart's planets and cusps as tables.
  const rp = api.ruling_planets;
  assert.deepEqual(
    await page.evaluate<string[]>(
      `[...document.querySelectorAll('#ruling-planets-table tbody tr td:nth-child(2)')].map((td) => td.textContent.trim())`,
    ),
    [
      rp.ascendant_sign_lord,
      rp.ascendant_star_lord,
      rp.ascendant_sub_lord,
      rp.moon_sign_lord,
      rp.moon_star_lord,
      rp.moon_sub_lord,
      rp.day_lord,
      `${rp.ranked.join(' ')}${rp.node_agents.length > 0 ? ` + node agents ${rp.node_agents.join(' ')}` : ''}`,
    ],
  );
  assert.equal(await page.locator('#horary-planets-table tbody tr').count(), 9);
  // The horary chart drawn from the API's chart_layout (include): the nine grahas in its SVG.
  const drawn = await page.evaluate<string[]>(
    `[...document.querySelectorAll('figure.horary-chart svg text, figure.horary-chart svg tspan')].map((e) => (e.textContent || '').trim().replace(/\\(R\\)$/, ''))`,
  );
  for (const g of ['Su', 'Mo', 'Ma', 'Me', 'Ju', 'Ve', 'Sa', 'Ra', 'Ke']) {
    assert.ok(drawn.includes(g), `${g} drawn in the horary chart`);
  }
  assert.deepEqual(
    await page.evaluate<string[]>(
      `[...document.querySelectorAll('#horary-cusps-table tbody tr td:nth-child(5)')].map((td) => td.textContent.trim())`,
    ),
    api.cusps.map((c) => c.sub_lord),
    'the horary cusps sub lords',
  );
  assert.equal(JSON.parse((await page.textContent('#request-json')) ?? '').horary_number, 119);
  assert.equal(await text(page, '#playground-remaining'), '96');
  await shot(page, 'playground-question-judged');

  // Blank date and time: judged now at the place, and said so.
  await page.fill('#judgment_date', '');
  await page.fill('#judgment_time', '');
  assert.equal(await judge(page), 200);
  assert.match(
    await text(page, '#judgment-moment'),
    /^\d{4}-\d\d-\d\d \d\d:\d\d Asia\/Kolkata \(UTC\+05:30\) now at the place$/,
  );

  assert.deepEqual(violations, [], 'no CSP violations or page errors');
  await context.close();
});

/** [date, score] of every covered day cell of an SVG strip (markup from the page or the renderer). */
function coveredDays(svg: string): string[] {
  return [...svg.matchAll(/data-date="([\d-]+)" data-score="(\d+)"/g)].map(
    (m) => `${m[1]}=${m[2]}`,
  );
}

function rankLabels(svg: string): string[] {
  return [...svg.matchAll(/data-rank="([^"]+)"/g)].map((m) => m[1] as string);
}

test('a signed-in developer finds muhurta windows drawn on a calendar strip, in Chromium', {
  timeout: 60_000,
}, async () => {
  const { context, page, violations } = await watchedPage(env);

  await signUp(page, MUHURTA_EMAIL, PASSWORD);
  const refused = await page.goto('/portal/playground/muhurta');
  assert.equal(refused?.status(), 402);
  assert.match(await text(page, '#playground-refusal'), /no active developer access/);
  await env.platform.payments.grant(MUHURTA_EMAIL);
  await page.reload();
  // The event list is GET /api/v1/muhurta/events' ten ids.
  assert.equal(await page.locator('#event_name option').count(), 10);

  const find = () =>
    submit(page, 'form.muhurta-form button[type=submit]', '/portal/playground/muhurta');
  await page.fill('#birth_date', '1990-07-04');
  await page.fill('#birth_time', '10:12');
  await page.fill('#latitude', '28.6139');
  await page.fill('#longitude', '77.209');
  await page.selectOption('#event_name', 'job');
  assert.equal(await page.inputValue('#max_windows'), '20');
  assert.equal(await find(), 200);

  // The answer does not depend on the time of day: the scan starts at 00:00 of the reader's day.
  const today = /today, (\d{4}-\d\d-\d\d)\)/.exec(await text(page, '#muhurta-scanned'))?.[1];
  assert.ok(today, "the reader's day is shown");
  const birth = {
    birth_date: '1990-07-04',
    birth_time: '10:12',
    latitude: 28.6139,
    longitude: 77.209,
  };
  const api = muhurta(
    testCompute(),
    { birth, event_name: 'job', max_windows: 20 },
    `${today}T06:30:00Z`,
  );
  assert.ok(api.windows.length > 0, 'job is promised for this birth (fixture choice)');
  assert.match(
    await text(page, '#muhurta-promise'),
    new RegExp(
      `^${api.promise.verdict.charAt(0)}${api.promise.verdict.slice(1).toLowerCase().replace(/_/g, ' ')} `,
    ),
  );
  assert.equal(await page.locator('#muhurta-windows tbody tr').count(), api.windows.length);
  assert.equal(
    await text(page, '#muhurta-windows tbody tr:first-child td:nth-child(2)'),
    String(api.windows[0]?.score),
  );

  // The strip on the page is the pure renderer's picture of the API's answer.
  const pageSvg = await page.locator('figure.strip').innerHTML();
  const expected = renderMuhurtaStrip({
    from: api.scanned.from,
    to: api.scanned.to,
    windows: api.windows,
    title: 'x',
  });
  assert.ok(coveredDays(expected).length > 0);
  assert.deepEqual(coveredDays(pageSvg), coveredDays(expected));
  assert.deepEqual(rankLabels(pageSvg), rankLabels(expected));
  const box = await page.locator('figure.strip svg').boundingBox();
  assert.ok(
    box && box.width > 800 && box.height > 300,
    `the strip is drawn (${box?.width}×${box?.height})`,
  );
  await shot(page, 'playground-muhurta');
  await page
    .locator('figure.strip')
    .screenshot({ path: `${E2E_OUTPUT_DIR}playground-muhurta-strip.png` });

  // The natal promise is context, never a gate (issue 21 §6; decisions.md Muhurta): marriage, DENIED
  // for this birth before issue 21's promise rules, still gets its windows, and the page shows the
  // verdict beside them.
  const married = muhurta(
    testCompute(),
    { birth, event_name: 'marriage', max_windows: 20 },
    `${today}T06:30:00Z`,
  );
  assert.ok(married.windows.length > 0, 'windows whatever the natal promise');
  await page.selectOption('#event_name', 'marriage');
  assert.equal(await find(), 200);
  assert.match(
    await text(page, '#muhurta-promise'),
    new RegExp(
      `^${married.promise.verdict.charAt(0)}${married.promise.verdict.slice(1).toLowerCase().replace(/_/g, ' ')} `,
    ),
  );
  assert.equal(await page.locator('#muhurta-windows tbody tr').count(), married.windows.length);

  // A polar birth: the API's sentence beside the latitude, the form kept.
  await page.fill('#latitude', '80');
  assert.equal(await find(), 422);
  assert.match(await text(page, '#latitude-error'), /Placidus houses are undefined/);
  assert.equal(await page.inputValue('#birth_time'), '10:12');

  assert.deepEqual(violations, [], 'no CSP violations or page errors');
  await context.close();
});
