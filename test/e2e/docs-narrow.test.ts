/**
 * /docs on a phone (issue 36 §2): the page carries a viewport tag, so a 390 px phone lays it out at
 * 390 px instead of shrinking a 980 px page, and nothing scrolls sideways there (the document's
 * scrollWidth is at most the viewport's width, no tolerance), with the birth-chart operation open
 * (its description, code samples, parameters and response tables). And /openapi.json names the
 * server it came from (`servers`: BASE_URL), which the code samples call. In Debian's Chromium; the
 * screenshots go to test-output/e2e/docs/ (docs/screenshots/390-docs-*.png hold copies).
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import {
  E2E_OUTPUT_DIR,
  type PortalBrowser,
  startPortalBrowser,
  watchedPage,
} from '../helpers/portal-browser.js';

const SHOTS = `${E2E_OUTPUT_DIR}docs/`;
let env: PortalBrowser;

before(async () => {
  env = await startPortalBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
after(async () => {
  await env?.close();
});

test('/openapi.json names this server, and the code samples call it', async () => {
  const doc = (await (await fetch(`${env.base}/openapi.json`)).json()) as {
    servers: Array<{ url: string }>;
    paths: Record<string, Record<string, { 'x-codeSamples': Array<{ source: string }> }>>;
  };
  assert.deepEqual(
    doc.servers.map((s) => s.url),
    [env.base],
  );
  const samples = doc.paths['/api/v1/birth-chart']?.post?.['x-codeSamples'] ?? [];
  assert.equal(samples.length, 3);
  for (const sample of samples) assert.ok(sample.source.includes(env.base), sample.source);
  assert.ok(!JSON.stringify(doc.paths).includes('localhost:8080'));
});

test('/docs at 390 px: a viewport tag, and no sideways scroll with an operation open', async () => {
  const { context, page, violations } = await watchedPage(env, {
    viewport: { width: 390, height: 844 },
  });
  try {
    await page.goto(`${env.base}/docs`);
    const viewport = await page.getAttribute('meta[name="viewport"]', 'content');
    assert.equal(viewport, 'width=device-width, initial-scale=1');
    await page.locator('.swagger-ui .info .title').waitFor();
    await page.screenshot({ path: `${SHOTS}390-docs-top.png`, fullPage: false });
    const operation = page.locator('#operations-natal-postBirthChart');
    await operation.locator('.opblock-summary').click();
    await operation.locator('.responses-wrapper').waitFor();
    const [scrollWidth, innerWidth] = await page.evaluate<[number, number]>(
      '[document.documentElement.scrollWidth, window.innerWidth]',
    );
    await page.screenshot({ path: `${SHOTS}390-docs.png`, fullPage: false });
    // The operation's parameters and the first responses, a phone screen and a half of it.
    await page
      .locator('#operations-natal-postBirthChart .parameters-container')
      .scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}390-docs-birth-chart.png`, fullPage: false });
    assert.equal(innerWidth, 390);
    assert.ok(scrollWidth <= innerWidth, `scrolls sideways: ${scrollWidth} > ${innerWidth}`);
    assert.deepEqual(violations, []);
  } finally {
    await context.close();
  }
});
