/**
 * The security headers in a real browser (issue 37 §5), Debian's Chromium: the landing page renders
 * with its one inline style allowed by hash and no policy refusal, and no page of the server can be
 * framed (`frame-ancestors 'none'`): the landing page, /docs and the portal, each put in an iframe
 * by another document, are refused by the browser. (The portal's and /docs's own pages are checked
 * for refusals by test/e2e/portal.test.ts and docs-code-samples.test.ts.)
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type PortalBrowser, startPortalBrowser, watchedPage } from '../helpers/portal-browser.js';

let env: PortalBrowser;
before(async () => {
  env = await startPortalBrowser();
});
after(() => env.close());

test('the landing page renders its style with no policy refusal', async () => {
  const { page, violations, context } = await watchedPage(env);
  try {
    await page.goto('/');
    // 40rem at the 16px of its own style: the inline style was applied.
    const width = await page.evaluate('getComputedStyle(document.body).maxWidth');
    assert.equal(width, '640px');
    assert.deepEqual(violations, []);
  } finally {
    await context.close();
  }
});

test('no page of the server can be framed', async () => {
  const { page, context } = await watchedPage(env);
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/frame-ancestors/.test(m.text())) refused.push(m.text());
  });
  try {
    for (const path of ['/', '/docs', '/portal/sign-in']) {
      refused.length = 0;
      await page.setContent(`<iframe src="${env.base}${path}"></iframe>`);
      const frame = page.frames()[1];
      await page.waitForFunction("document.querySelector('iframe') !== null");
      await page.waitForLoadState('load');
      assert.equal(refused.length, 1, `${path}: ${refused.join(' | ')}`);
      // The browser shows its own error page in the frame, not ours.
      assert.match(frame?.url() ?? '', /^chrome-error:/, path);
    }
  } finally {
    await context.close();
  }
});
