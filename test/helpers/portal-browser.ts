/**
 * A listening portal server on a throwaway SQLite platform plus Debian's Chromium (through
 * playwright-core, never a downloaded browser), for the end-to-end tests. Nothing skips: without
 * /usr/bin/chromium the test fails with the install hint (.ci/run installs it).
 */
import { existsSync, mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import type { Platform, PlatformConfig } from '../../src/platform/platform.js';
import { buildPlatformServer } from './http.js';
import { freshStorage, openTestPlatform, type TestStorage } from './platform.js';
import { freePort } from './servers.js';

const CHROMIUM = '/usr/bin/chromium';
export const E2E_OUTPUT_DIR = new URL('../../test-output/e2e/', import.meta.url).pathname;

/** Flags that keep Chromium off the closed network and headless as root. */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface PortalBrowser {
  platform: Platform;
  server: FastifyInstance;
  base: string;
  browser: Browser;
  close(): Promise<void>;
}

export async function startPortalBrowser(
  overrides: Partial<PlatformConfig> = {},
): Promise<PortalBrowser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found (apt-get install chromium)`);
  mkdirSync(E2E_OUTPUT_DIR, { recursive: true });
  const storage: TestStorage = await freshStorage('sqlite');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const platform = await openTestPlatform(storage, {}, { baseUrl: base, ...overrides });
  const server = await buildPlatformServer(platform);
  await server.listen({ host: '127.0.0.1', port });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  return {
    platform,
    server,
    base,
    browser,
    async close() {
      await browser.close();
      await server.close();
      await platform.close();
      storage.remove();
    },
  };
}

/** A page in a fresh context at the portal, and what went wrong in it: CSP refusals and page errors. */
export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** Console lines about a Content Security Policy refusal, and uncaught page errors. */
  violations: string[];
}

/** Opens a page (1200 × 900 unless other context options are given) that records its violations. */
export async function watchedPage(
  env: PortalBrowser,
  options: BrowserContextOptions = { viewport: { width: 1200, height: 900 } },
): Promise<WatchedPage> {
  const context = await env.browser.newContext({ baseURL: env.base, ...options });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  page.on('pageerror', (e) => violations.push(e.message));
  return { context, page, violations };
}

/** Signs up through the portal's form and waits for the dashboard. */
export async function signUp(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/portal/sign-up');
  await page.fill('#email', email);
  await page.fill('#password', password);
  await page.click('main button[type=submit]');
  await page.waitForURL('**/portal/dashboard');
}

/** A full-page screenshot to test-output/e2e/<name>.png. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${E2E_OUTPUT_DIR}${name}.png`, fullPage: true });
}
