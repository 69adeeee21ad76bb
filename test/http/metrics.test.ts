/**
 * The operator's view (issue 11 §9) on the real server over a SQLite platform. Authority: the
 * Prometheus text exposition format (metric names, label sets, `_bucket`/`_count` series) and the
 * privacy rule (no body, secret or birth datum in a log line).
 * - GET /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>` (404 otherwise, the same
 *   body as a path that does not exist);
 * - requests are counted per route template and status (401, 429 and 200 each seen), latency is a
 *   histogram per route and status, the quota store's latency per operation, plus event-loop lag and
 *   the worker count;
 * - the access log has one structured line per request with method, route, status and duration, and
 *   never the request body, the secret or a birth datum.
 */
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { instrumentQuotaGate, processMetrics } from '../../src/http/metrics.js';
import { createPlatformHttp } from '../../src/http/platform/index.js';
import { buildServer, LOG_REDACT_PATHS } from '../../src/http/server.js';
import type { Platform } from '../../src/platform/platform.js';
import { workersGaugeText } from '../../src/process/cluster-ipc.js';
import { createFakeClock } from '../helpers/clock.js';
import { testCompute } from '../helpers/compute.js';
import { appHeaders } from '../helpers/http.js';
import {
  freshStorage,
  openTestPlatform,
  seedDeveloper,
  type TestStorage,
} from '../helpers/platform.js';

const TOKEN = 'operator-token-for-the-test-0123456789';
const clock = createFakeClock(Date.UTC(2026, 8, 9, 14, 30, 5));
const logLines: string[] = [];
let storage: TestStorage;
let platform: Platform;
let server: FastifyInstance;
let creds: { appId: string; appSecret: string };

before(async () => {
  storage = await freshStorage('sqlite');
  const sink = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const logger = pino({ level: 'info', redact: LOG_REDACT_PATHS }, sink);
  platform = await openTestPlatform(storage, { now: clock, logger });
  instrumentQuotaGate(platform.quota);
  const compute = testCompute();
  server = await buildServer({
    compute,
    platform: createPlatformHttp(platform, platform.config, { compute }),
    logger,
    metrics: {
      token: TOKEN,
      collect: async () => `${await processMetrics()}${workersGaugeText(1)}`,
    },
  });
  await server.ready();
  const dev = await seedDeveloper(platform);
  creds = await platform.apps.create(dev.accountId, 'metrics');
});
after(async () => {
  await server.close();
  await platform.close();
  storage.remove();
});

const metrics = async () => {
  const res = await server.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers['content-type']), /^text\/plain; version=0\.0\.4/);
  return res.payload;
};
const sample = (text: string, series: string): number => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('is hidden without the operator token', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`]) {
      const res = await server.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      const missing = await server.inject({ method: 'GET', url: '/no-such-path' });
      assert.equal(res.statusCode, 404);
      assert.equal(res.payload, missing.payload);
    }
  });

  it('counts requests per route and status, with latency, quota-store latency and loop lag', async () => {
    const before = await metrics();
    const ok =
      'sublord_http_requests_total{method="GET",route="/api/v1/event-catalog",status="200"}';
    const limited =
      'sublord_http_requests_total{method="GET",route="/api/v1/event-catalog",status="429"}';
    const unauthorized =
      'sublord_http_requests_total{method="GET",route="/api/v1/event-catalog",status="401"}';
    for (let i = 0; i < 62; i++) {
      await server.inject({
        method: 'GET',
        url: '/api/v1/event-catalog',
        headers: appHeaders(creds.appId, creds.appSecret),
      });
    }
    await server.inject({
      method: 'GET',
      url: '/api/v1/event-catalog',
      headers: appHeaders(creds.appId, 'wrong'),
    });
    const text = await metrics();
    assert.equal(sample(text, ok) - sample(before, ok), 60);
    assert.equal(sample(text, limited) - sample(before, limited), 2);
    assert.equal(sample(text, unauthorized) - sample(before, unauthorized), 1);
    const count =
      'sublord_http_request_duration_seconds_count{method="GET",route="/api/v1/event-catalog",status="200"}';
    assert.equal(sample(text, count) - sample(before, count), 60);
    assert.match(
      text,
      /^sublord_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/v1\/event-catalog",status="200"\} \d+$/m,
    );
    assert.ok(sample(text, 'sublord_quota_store_duration_seconds_count{op="consume"}') >= 62);
    assert.match(text, /^sublord_nodejs_eventloop_lag_seconds \d/m);
    // The bounded caches (src/geo/bounded-cache.ts): lookups by result, entries, bytes, budget.
    assert.match(text, /^sublord_cache_budget_bytes\{cache="zone_polygons"\} 8388608$/m);
    assert.match(text, /^sublord_cache_entries\{cache="zone_polygons"\} \d+$/m);
    assert.match(text, /^sublord_workers 1$/m);
  });

  it('logs one structured line per request, never a body, a secret or a birth datum', async () => {
    logLines.length = 0;
    const res = await server.inject({
      method: 'POST',
      url: '/api/v1/birth-chart',
      headers: appHeaders(creds.appId, creds.appSecret),
      payload: {
        birth_date: '1977-03-21',
        birth_time: '04:37',
        latitude: 12.9716,
        longitude: 77.5946,
      },
    });
    assert.ok([200, 429].includes(res.statusCode));
    const lines = logLines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const access = lines.filter((l) => l.msg === 'request');
    assert.equal(access.length, 1);
    assert.equal(access[0]?.route, '/api/v1/birth-chart');
    assert.equal(access[0]?.status, res.statusCode);
    assert.equal(typeof access[0]?.duration_ms, 'number');
    const all = logLines.join('');
    for (const secret of ['1977-03-21', '04:37', '12.9716', '77.5946', creds.appSecret]) {
      assert.ok(!all.includes(secret), `the log does not contain ${secret}`);
    }
  });
});
