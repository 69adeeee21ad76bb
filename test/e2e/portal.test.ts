/**
 * The developer portal in real Chromium (Debian's, through playwright-core): sign up → subscription
 * granted by the operator → create an app → read the App ID and secret shown once → ping 200 →
 * reload (no second app, secret not shown again) → rotate with a 1-hour grace period → old and new
 * secret 200 → revoke → both 401 → sign out → sign in. A screenshot of every page
 * goes to test-output/e2e/. The page must run without a single CSP violation.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  type PortalBrowser,
  shot,
  startPortalBrowser,
  watchedPage,
} from '../helpers/portal-browser.js';

const EMAIL = 'e2e-dev@example.com';
const PASSWORD = 'correct horse battery staple';

let env: PortalBrowser;

before(async () => {
  env = await startPortalBrowser();
});

after(async () => {
  await env?.close();
});

async function ping(appId: string, appSecret: string): Promise<number> {
  const res = await fetch(`${env.base}/api/v1/ping`, {
    headers: { 'X-App-Id': appId, 'X-App-Secret': appSecret },
  });
  await res.arrayBuffer();
  return res.status;
}

test('sign up → grant → create app → ping → rotate → revoke, in Chromium', {
  timeout: 120_000,
}, async () => {
  const { context, page, violations } = await watchedPage(env, {});
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.base });
  page.on('dialog', (d) => {
    void d.accept();
  });

  await page.goto('/portal/sign-up');
  await page.fill('#email', EMAIL);
  await page.fill('#password', PASSWORD);
  await shot(page, '01-sign-up');
  await page.click('button[type=submit]');
  await page.waitForURL('**/portal/dashboard');
  assert.equal(await page.textContent('#subscription-state'), 'No subscription');
  assert.equal(await page.locator('#name').count(), 0, 'no create form without a subscription');
  await shot(page, '02-dashboard-no-subscription');

  // The operator grants the purchase (the built-in payment provider).
  await env.platform.payments.grant(EMAIL);
  await page.reload();
  assert.equal(await page.textContent('#subscription-state'), 'Active');
  assert.match(
    (await page.textContent('#subscription-expiry')) ?? '',
    /^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/,
  );
  await shot(page, '03-dashboard-active');

  await page.fill('#name', 'production');
  const [created, shown] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith('/portal/apps') && r.request().method() === 'POST',
    ),
    page.waitForResponse((r) => r.url().endsWith('/credentials')),
    page.click('form[action="/portal/apps"] button[type=submit]'),
  ]);
  // Post/Redirect/Get (issue 23 §5): the POST answers 303, the secret is on the GET it leads to.
  assert.equal(created.status(), 303);
  assert.equal(shown.status(), 200);
  assert.equal(shown.headers()['cache-control'], 'no-store');
  assert.match((await page.textContent('.warning')) ?? '', /will not be shown again/);
  const appId = ((await page.textContent('#app-id')) ?? '').trim();
  const firstSecret = ((await page.textContent('#app-secret')) ?? '').trim();
  assert.match(appId, /^app_/);
  assert.match(firstSecret, /^[A-Za-z0-9_-]{43}$/);
  await page.click('button[data-copy="app-secret"]');
  // Browser-side expressions as strings: the project compiles without the DOM library.
  await page.locator('button[data-copy="app-secret"]', { hasText: 'Copied' }).waitFor();
  assert.equal(
    await page.evaluate<string>('navigator.clipboard.readText()'),
    firstSecret,
    'copy button copies the secret',
  );
  await shot(page, '04-app-created');

  assert.equal(await ping(appId, firstSecret), 200, 'the shown credentials work');

  // Refreshing the page re-sends a GET: no second app, the secret is not shown again and still works.
  await page.reload();
  assert.match((await page.textContent('h1')) ?? '', /Secret already shown/);
  assert.ok(!(await page.content()).includes(firstSecret));
  assert.equal(await ping(appId, firstSecret), 200, 'the secret shown once still works');

  await page.goto('/portal/dashboard');
  assert.equal(await page.locator('tr.live').count(), 1, 'the refresh created no second app');
  const row = page.locator(`tr[data-app-id="${appId}"]`);
  assert.equal((await row.locator('td.calls').textContent())?.trim(), '2', 'the pings are counted');
  assert.ok(!(await page.content()).includes(firstSecret), 'the secret is never shown again');
  await shot(page, '05-dashboard-with-app');

  // Rotation with a grace period: the old secret keeps working for the hour chosen.
  await row.locator('form[action$="/rotate"] select[name=grace]').selectOption('3600');
  await row.locator('form[action$="/rotate"] button').click();
  await page.waitForSelector('#app-secret');
  assert.match((await page.textContent('#grace')) ?? '', /keeps working until/);
  const rotatedSecret = ((await page.textContent('#app-secret')) ?? '').trim();
  assert.equal(
    ((await page.textContent('#app-id')) ?? '').trim(),
    appId,
    'rotation keeps the App ID',
  );
  assert.notEqual(rotatedSecret, firstSecret);
  await shot(page, '06-secret-rotated');
  assert.equal(await ping(appId, firstSecret), 200, 'the old secret works during the grace period');
  assert.equal(await ping(appId, rotatedSecret), 200, 'the new secret works');

  await page.click('a[href="/portal/dashboard"]');
  await page.locator(`tr[data-app-id="${appId}"] form[action$="/revoke"] button`).click();
  await page.waitForURL('**/portal/dashboard?notice=revoked');
  assert.match((await page.textContent('.notice')) ?? '', /revoked/);
  await shot(page, '07-app-revoked');
  assert.equal(await ping(appId, rotatedSecret), 401, 'a revoked app is refused');
  assert.equal(await ping(appId, firstSecret), 401, 'revoking ends the grace period too');

  await page.click('header form button[type=submit]');
  await page.waitForURL('**/portal/sign-in?notice=signed-out');
  await shot(page, '08-signed-out');
  await page.fill('#email', EMAIL);
  await page.fill('#password', PASSWORD);
  await page.click('main button[type=submit]');
  await page.waitForURL('**/portal/dashboard');
  await shot(page, '09-signed-in-again');

  assert.deepEqual(violations, [], 'no CSP violations or page errors');
  await context.close();
});
