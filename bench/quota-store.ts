/**
 * Cost per request of the durable quota and usage writes (issue 9 §4), on the SQLite default (and on
 * PostgreSQL when BENCH_DATABASE_URL is set). Prints figures; it passes or fails nothing.
 *
 *   node --import ./scripts/ts-sources.mjs bench/quota-store.ts [calls]
 *   BENCH_ROOT=../other-checkout node --import ./scripts/ts-sources.mjs bench/quota-store.ts [calls]
 *
 * Measured: one quota consume (minute + day + account day in one BEGIN IMMEDIATE transaction), one
 * usage write (UPDATE apps … call_count + 1, autocommit), the two as two transactions and as the gate
 * does them (platform.chargeCall: one transaction on SQLite), the credential read and apps.verify,
 * with a WAL database at synchronous=NORMAL in a temporary directory. Then the same consume from
 * several processes at once on one file, to show the cost under contention.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Apps from '../src/platform/apps/apps.js';
import type * as PlatformModule from '../src/platform/platform.js';
import { ROOT } from './npm-start.js';

// The platform of this checkout, or of BENCH_ROOT's (bench/npm-start.ts): bench/pairs.ts measures
// two builds with the same benchmark.
const sourceOf = (path: string) => pathToFileURL(join(ROOT, path)).href;
const { kyselyCredentialReader } = (await import(
  sourceOf('src/platform/apps/apps.js')
)) as typeof Apps;
const { createPlatform } = (await import(
  sourceOf('src/platform/platform.js')
)) as typeof PlatformModule;
type Platform = PlatformModule.Platform;

const CALLS = Number(process.argv[2] ?? 20_000);
const KEY = 'bench-server-key-0123456789abcdef-0123456789abcdef';
const APPS = 50;
const WARM_UP = 2000;
/** The apps' own limits, so the account's day cap grows with them and no call is refused. */
const OWN = { perMinute: 1_000_000_000, perDay: 1_000_000_000 };

async function setUp(dataDir: string, databaseUrl: string | null, clock: () => number) {
  const platform = await createPlatform(
    {
      dataDir,
      databaseUrl,
      redisUrl: null,
      secretKey: KEY,
      killSwitchRefreshSeconds: 2,
      baseUrl: 'http://localhost',
    },
    { now: clock },
  );
  const email = `bench-${process.pid}-${Date.now()}@example.com`;
  const account = await platform.accounts.create(email, 'correct horse battery');
  await platform.payments.grant(email);
  const apps: string[] = [];
  // Revoke after creating so more than 5 apps can exist; the gate only needs their ids.
  for (let i = 0; i < APPS; i++) {
    const app = await platform.apps.create(account.id, `a${i}`);
    apps.push(app.appId);
    await platform.apps.revoke(account.id, app.appId);
  }
  return { platform, accountId: account.id, apps };
}

/** Wall time per call, and the process's CPU time per call (steadier on a shared machine). */
async function time(label: string, calls: number, run: (i: number) => Promise<unknown>) {
  const start = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  for (let i = 0; i < calls; i++) await run(i);
  const us = Number(process.hrtime.bigint() - start) / 1000 / calls;
  const used = process.cpuUsage(cpu);
  const cpuUs = (used.user + used.system) / calls;
  console.log(
    `${label.padEnd(50)} ${us.toFixed(1).padStart(8)} µs per request (CPU ${cpuUs.toFixed(1)} µs)`,
  );
  return us;
}

async function measure(kind: string, platform: Platform, accountId: string, apps: string[]) {
  // The apps' own limits (OWN) keep every call allowed (a refused call is cheaper; the account's
  // 5,000 a day refused most calls before issue 22). The clock moves 1 ms a call, as a server
  // answering about a thousand calls a second sees it: mostly updates of the same minute's rows.
  console.log(`\n${kind}, ${CALLS} calls each (after ${WARM_UP} warm-up calls)`);
  for (let i = 0; i < WARM_UP; i++) {
    await platform.quota.consume(apps[i % APPS] ?? '', accountId, OWN);
    await platform.usage.record(apps[i % APPS] ?? '', i);
  }
  // Two rounds: WAL checkpoints and caches land on whichever loop triggers them, so the order of the
  // three loops shows in one round; compare the rounds before trusting a figure.
  for (const round of [1, 2]) {
    await time(`[${round}] quota consume (3 counters, one transaction)`, CALLS, (i) =>
      platform.quota.consume(apps[i % APPS] ?? '', accountId, OWN),
    );
    await time(`[${round}] usage write (call_count + 1, committed)`, CALLS, (i) =>
      platform.usage.record(apps[i % APPS] ?? '', i),
    );
    await time(`[${round}] both, two transactions (before issue 22)`, CALLS, async (i) => {
      await platform.quota.consume(apps[i % APPS] ?? '', accountId, OWN);
      await platform.usage.record(apps[i % APPS] ?? '', i);
    });
    await time(`[${round}] both, as the /api/v1 gate does (chargeCall)`, CALLS, (i) =>
      platform.chargeCall(
        { appId: apps[i % APPS] ?? '', accountId, accessExpiresAt: null, limits: OWN },
        i,
      ),
    );
    // The gate's credential read (apps are revoked here: the same work as a live app, then null).
    const kysely = kyselyCredentialReader(platform.database.db);
    await time(`[${round}] credential row through Kysely (before issue 22)`, CALLS, (i) =>
      kysely(apps[i % APPS] ?? ''),
    );
    await time(`[${round}] apps.verify, as the gate does`, CALLS, (i) =>
      platform.apps.verify(apps[i % APPS] ?? '', 'not-the-secret'),
    );
  }
}

async function child(dataDir: string, calls: number): Promise<void> {
  let t = Date.UTC(2026, 0, 1) + Number(process.env.BENCH_OFFSET ?? 0);
  const { platform, accountId, apps } = await setUp(dataDir, null, () => t++);
  process.send?.('ready');
  await new Promise<void>((resolve) => process.once('message', () => resolve()));
  const start = process.hrtime.bigint();
  for (let i = 0; i < calls; i++) {
    const app = { appId: apps[i % APPS] ?? '', accountId, accessExpiresAt: null, limits: OWN };
    await platform.chargeCall(app, i);
  }
  const us = Number(process.hrtime.bigint() - start) / 1000 / calls;
  await platform.close();
  process.send?.(us);
}

async function contended(dataDir: string, processes: number, calls: number): Promise<void> {
  const children = [];
  for (let n = 0; n < processes; n++) {
    const c = fork(new URL(import.meta.url).pathname, ['--child', dataDir, String(calls)], {
      env: { ...process.env, BENCH_OFFSET: String(n * 10_000_000) },
      execArgv: ['--import', new URL('../scripts/ts-sources.mjs', import.meta.url).href],
    });
    await new Promise((r) => c.once('message', r));
    children.push(c);
  }
  const start = process.hrtime.bigint();
  const each = await Promise.all(
    children.map((c) => {
      const done = new Promise<number>((r) => c.once('message', (m) => r(Number(m))));
      c.send('go');
      return done;
    }),
  );
  const wallUs = Number(process.hrtime.bigint() - start) / 1000 / (calls * processes);
  console.log(
    `${`${processes} processes on one file, gate writes`.padEnd(46)} ${wallUs.toFixed(1).padStart(8)} µs per request (wall clock / all requests); each process saw ${Math.min(...each).toFixed(0)}–${Math.max(...each).toFixed(0)} µs`,
  );
}

if (process.argv[2] === '--child') {
  await child(process.argv[3] ?? '', Number(process.argv[4] ?? 1000));
  process.exit(0);
}

const dir = mkdtempSync(join(tmpdir(), 'sublord-bench-quota-'));
try {
  let t = Date.UTC(2026, 0, 1);
  const sqlite = await setUp(dir, null, () => (t += 1));
  await measure('SQLite (WAL, synchronous=NORMAL)', sqlite.platform, sqlite.accountId, sqlite.apps);
  await sqlite.platform.close();
  await contended(join(dir, 'shared'), 2, Math.min(CALLS, 5000));
  await contended(join(dir, 'shared4'), 4, Math.min(CALLS, 2500));
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) {
    let u = Date.UTC(2026, 0, 1);
    const pg = await setUp(dir, pgUrl, () => (u += 1));
    await measure('PostgreSQL', pg.platform, pg.accountId, pg.apps);
    await pg.platform.close();
  } else {
    console.log('\n(set BENCH_DATABASE_URL to measure PostgreSQL too)');
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
