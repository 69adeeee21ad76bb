/**
 * Heavy requests under load (issue 20 §2), on the real `npm start` entry: WORKERS=2, SQLite, loopback.
 * The heavy request is the issue's worst one: muhurta for a birth at latitude -65.6 (a searched
 * sunrise), to_date three years ahead, max_windows 20 (about 1 s of CPU on an idle core, several on
 * this shared machine). The issue's three rows, scaled down to run in well under a minute:
 *
 *   1. one app sends a heavy request every second for 8 s while another account calls
 *      financial/chart every 250 ms;
 *   2. one app sends 20 heavy requests in one burst;
 *   3. five apps send 4 heavy requests each at once while the other account makes 8 financial/chart
 *      calls.
 *
 * Checked: every request gets an HTTP status (none dropped: the server's idle timeout is 1 s here,
 * far shorter than the work); every 503 has Retry-After; the other account's calls are all answered
 * 200 (never refused: a financial chart is computed inline, never queued behind a scan; their p50/p99
 * are printed, not asserted: issue 37 §9; on an idle machine the p99 is a fraction of a second, see
 * bench/RESULTS.md); and nothing is charged for a
 * 5xx: each app's call count and day quota moved by exactly its non-5xx answers.
 * Settings under test: deadline 10 s, line 4, 2 heavy requests per app in flight per worker.
 * Authority: issue 20 §2.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DatabaseSync } from 'node:sqlite';
import { after, before, test } from 'node:test';
import { heavyMuhurtaBody, type RunningService, startService } from '../helpers/cluster.js';
import { openTestPlatform, seedDeveloper } from '../helpers/platform.js';
import { tempDir } from '../helpers/tmp.js';

const DEADLINE_S = 10;
const SETTINGS = {
  WORKERS: '2',
  COMPUTE_DEADLINE_SECONDS: String(DEADLINE_S),
  COMPUTE_QUEUE_LIMIT: '4',
  COMPUTE_APP_IN_FLIGHT: '2',
  HTTP_BODY_TIMEOUT_SECONDS: '1',
};

const HEAVY = heavyMuhurtaBody();
const CHEAP = {
  birth: { birth_date: '2000-03-15', birth_time: '09:15', latitude: 19.076, longitude: 72.8777 },
  event_name: 'listing',
};

interface App {
  id: string;
  secret: string;
}
interface Result {
  app: App;
  status: number | null;
  ms: number;
  retryAfter: string | null;
}

const data = tempDir('overload');
let service: RunningService;
const apps: Record<string, App> = {};
const results: Result[] = [];

before(async () => {
  const platform = await openTestPlatform({ dataDir: data.path, databaseUrl: null });
  try {
    for (const name of ['warm', 'steady', 'burst', 'h1', 'h2', 'h3', 'h4', 'h5', 'other']) {
      const dev = await seedDeveloper(platform);
      const app = await platform.apps.create(dev.accountId, name);
      apps[name] = { id: app.appId, secret: app.appSecret };
    }
  } finally {
    await platform.close();
  }
  service = await startService({ DATA_DIR: data.path, ...SETTINGS }, 60_000);
});
after(async () => {
  await service?.stop();
  data.remove();
});

async function call(app: App, path: string, body: unknown): Promise<Result> {
  const t0 = performance.now();
  let result: Result;
  try {
    const res = await fetch(`${service.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-app-id': app.id,
        'x-app-secret': app.secret,
      },
      body: JSON.stringify(body),
      // A bound on the test, far past the deadline: a request still open then has no status.
      signal: AbortSignal.timeout(60_000),
    });
    await res.arrayBuffer();
    result = {
      app,
      status: res.status,
      ms: performance.now() - t0,
      retryAfter: res.headers.get('retry-after'),
    };
  } catch {
    result = { app, status: null, ms: performance.now() - t0, retryAfter: null };
  }
  results.push(result);
  return result;
}
const heavy = (app: App) => call(app, '/api/v1/muhurta', HEAVY);
const cheap = (app: App) => call(app, '/api/v1/financial/chart', CHEAP);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}
function row(name: string, rs: Result[]): string {
  const by = (s: number | null) => rs.filter((r) => r.status === s).length;
  return `${name}: ${rs.length} requests, ${by(200)} × 200, ${by(503)} × 503, ${by(null)} without a status`;
}
function checkStatuses(rs: Result[]): void {
  for (const r of rs) {
    assert.notEqual(r.status, null, 'every request gets a status');
    assert.ok(r.status === 200 || r.status === 503, `status ${r.status}`);
    if (r.status === 503) assert.ok(Number(r.retryAfter) >= 1, '503 carries Retry-After');
  }
}
/** The refusal reasons the server logged so far, counted. */
function reasons(): string {
  const counts = new Map<string, number>();
  for (const m of service.output().matchAll(/"reason":"(\w+)"/g)) {
    counts.set(m[1] ?? '', (counts.get(m[1] ?? '') ?? 0) + 1);
  }
  return [...counts].map(([r, n]) => `${r} ${n}`).join(', ') || 'none';
}

function checkOther(name: string, rs: Result[], t: { diagnostic(s: string): void }): void {
  t.diagnostic(`refusals logged so far: ${reasons()}`);
  const ms = rs.map((r) => r.ms);
  t.diagnostic(
    `${name}: the other account's financial/chart p50 ${percentile(ms, 50).toFixed(0)} ms, p99 ${percentile(ms, 99).toFixed(0)} ms (${rs.length} calls)`,
  );
  assert.ok(
    rs.every((r) => r.status === 200),
    `${name}: the other account is answered 200: ${rs.map((r) => `${r.status} in ${r.ms.toFixed(0)} ms`).join(', ')}`,
  );
}

test('heavy load: every request gets a status, other accounts keep theirs, 503s are not charged', async (t) => {
  const { warm, steady, burst, other } = apps as Record<string, App>;
  // Both workers' compute threads start (a cold thread takes seconds here).
  // Two at a time (at most 2 per app per worker), until a round is answered 200 in full.
  for (let round = 0; ; round++) {
    const warmed = await Promise.all([cheap(warm as App), cheap(warm as App)]);
    if (round >= 2 && warmed.every((r) => r.status === 200)) break;
    assert.ok(round < 8, `warm-up: ${warmed.map((r) => r.status)}`);
  }
  results.length = 0;
  const t0 = performance.now();

  // Row 1: one app at one heavy request a second; the other account every 250 ms.
  const steadyCalls: Promise<Result>[] = [];
  const otherCalls1: Promise<Result>[] = [];
  for (let i = 0; i < 32; i++) {
    if (i % 4 === 0) steadyCalls.push(heavy(steady as App));
    otherCalls1.push(cheap(other as App));
    await sleep(250);
  }
  const row1 = await Promise.all(steadyCalls);
  const other1 = await Promise.all(otherCalls1);
  t.diagnostic(row(`row 1, one app at 60/min (scaled: 8 in 8 s)`, row1));
  checkStatuses([...row1, ...other1]);
  checkOther('row 1', other1, t);

  // Row 2: one app's burst.
  const row2 = await Promise.all(Array.from({ length: 20 }, () => heavy(burst as App)));
  t.diagnostic(row('row 2, one app, one burst of 20', row2));
  checkStatuses(row2);

  // Row 3: five apps at once, and the other account's ordinary calls meanwhile.
  const five = ['h1', 'h2', 'h3', 'h4', 'h5'].flatMap((n) =>
    Array.from({ length: 4 }, () => heavy(apps[n] as App)),
  );
  const otherCalls3: Promise<Result>[] = [];
  for (let i = 0; i < 8; i++) {
    otherCalls3.push(cheap(other as App));
    await sleep(500);
  }
  const row3 = await Promise.all(five);
  const other3 = await Promise.all(otherCalls3);
  t.diagnostic(row('row 3, five apps × 4 at once', row3));
  checkStatuses([...row3, ...other3]);
  checkOther('row 3', other3, t);

  // Nothing charged for a 5xx: per app, the call count and the day quota moved by its non-5xx answers.
  const db = new DatabaseSync(join(data.path, 'sublord.db'), { readOnly: true });
  try {
    for (const [name, app] of Object.entries(apps)) {
      if (name === 'warm') continue;
      const answered = results.filter((r) => r.app === app && r.status !== null && r.status < 500);
      const row = db.prepare('SELECT call_count FROM apps WHERE id = ?').get(app.id) as {
        call_count: number;
      };
      assert.equal(row.call_count, answered.length, `${name}: call_count = its non-5xx answers`);
      const ping = await fetch(`${service.url}/api/v1/ping`, {
        headers: { 'x-app-id': app.id, 'x-app-secret': app.secret },
      });
      await ping.arrayBuffer();
      assert.equal(
        Number(ping.headers.get('x-ratelimit-remaining-day')),
        1000 - answered.length,
        `${name}: the day quota counts only its non-5xx answers`,
      );
    }
  } finally {
    db.close();
  }
  const refused = results.filter((r) => r.status === 503).length;
  t.diagnostic(
    `${results.length} requests in ${((performance.now() - t0) / 1000).toFixed(1)} s, ${refused} × 503 (none charged), 0 without a status`,
  );
  // The heavy request is real work, not a quick 422: computed in full, or stopped at its deadline.
  const heavyAnswered = [...row1, ...row2, ...row3].filter((r) => r.status === 200).length;
  assert.ok(heavyAnswered > 0 || /"reason":"deadline"/.test(service.output()), 'heavy work ran');
});
