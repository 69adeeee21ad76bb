/**
 * Deeply nested JSON cannot stall or crash the server (issue 20 §1). Authority: the issue's
 * reproducer: 64 KB bodies of `'[' * 6000` around 25,900 zeros, and depth 20,000, sent without a
 * login to the routes that parsed them before any check (sign-out, a portal form post without
 * Origin) and to JSON routes behind their checks (sign-in, the birth chart with credentials).
 * Before the fix the key scan copied the path at every node (quadratic: about 0.3 s a body, ping p50
 * 1.7 ms → 925 ms at 3.4 bodies/s) and overflowed the stack at depth 20,000 (500).
 * Expected: every such body gets a 4xx, never a 5xx, while ping keeps being answered; and the scan
 * is linear, its cost of the order of the parse's (at most twice). That cost is counted in bytes
 * allocated (V8's own counter, the same on a busy machine as on an idle one), not timed (issue 37
 * §9): the old scan copied the path at every node, about 150 MB for the 64 KB body.
 * Bounded: a real loopback listener in this process, 2 senders × 12 bodies, 25 pings.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { getHeapStatistics } from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { bodyShapeProblem, MAX_BODY_DEPTH } from '../../src/http/body.js';
import type { IssuedCredentials } from '../../src/platform/apps/apps.js';
import type { Platform } from '../../src/platform/platform.js';
import { appHeaders, BIRTH_BODY, buildPlatformServer } from '../helpers/http.js';
import {
  freshStorage,
  openTestPlatform,
  seedDeveloper,
  type TestStorage,
} from '../helpers/platform.js';

const WIDE_DEEP = `${'['.repeat(6000)}${new Array(25_900).fill('0').join(',')}${']'.repeat(6000)}`;
const VERY_DEEP = `${'['.repeat(20_000)}0${']'.repeat(20_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(20_000)}0${'}'.repeat(20_000)}`;

let storage: TestStorage;
let platform: Platform;
let server: FastifyInstance;
let base: string;
let creds: IssuedCredentials;

before(async () => {
  storage = await freshStorage('sqlite');
  platform = await openTestPlatform(storage);
  server = await buildPlatformServer(platform);
  await server.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  const dev = await seedDeveloper(platform);
  creds = await platform.apps.create(dev.accountId, 'deep');
});
after(async () => {
  await server.close();
  await platform.close();
  storage.remove();
});

/** Bytes V8 allocated while `work` ran. */
function allocatedBy(work: () => unknown): number {
  const before = getHeapStatistics().total_allocated_bytes;
  work();
  return getHeapStatistics().total_allocated_bytes - before;
}

/** A 64 KB body that passes the scan: 2,000 small objects, each 30 levels deep at one point. */
const LARGE_VALID = JSON.stringify(
  Array.from({ length: 2000 }, (_, i) => ({
    i,
    deep: JSON.parse(`${'['.repeat(28)}${i}${']'.repeat(28)}`),
  })),
);

describe('the body scan', () => {
  test('costs at most twice the parse of the same body (bytes allocated): linear', () => {
    for (const text of [WIDE_DEEP, VERY_DEEP, DEEP_OBJECT, LARGE_VALID]) {
      const value = JSON.parse(text);
      const scan = allocatedBy(() => bodyShapeProblem(value));
      const parse = allocatedBy(() => JSON.parse(text));
      assert.ok(scan <= 2 * parse, `${text.length} B body: scan ${scan} B, parse ${parse} B`);
    }
    assert.equal(bodyShapeProblem(JSON.parse(LARGE_VALID)), null);
  });

  const nested = (depth: number) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);
  test(`accepts depth ${MAX_BODY_DEPTH} and refuses one more, naming the body`, () => {
    assert.equal(bodyShapeProblem(nested(MAX_BODY_DEPTH)), null);
    assert.deepEqual(bodyShapeProblem(nested(MAX_BODY_DEPTH + 1)), {
      field: 'body',
      code: 'body_too_deep',
      message: `nests objects and arrays deeper than ${MAX_BODY_DEPTH} levels`,
    });
    assert.equal(bodyShapeProblem(JSON.parse(VERY_DEEP))?.field, 'body');
  });
  test('names the path of a reserved key, built only when found', () => {
    const value = JSON.parse('{"a":[{"b":1},{"__proto__":{"x":1}}]}');
    assert.equal(bodyShapeProblem(value)?.field, 'a.1.__proto__');
    const ctor = JSON.parse('{"birth":{"constructor":{"prototype":{}}}}');
    assert.equal(bodyShapeProblem(ctor)?.field, 'birth.constructor.prototype');
    assert.equal(bodyShapeProblem(JSON.parse('{"constructor":"x","a":[1,[2]]}')), null);
  });
});

async function send(path: string, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  await res.arrayBuffer();
  return res.status;
}

async function ping(): Promise<number> {
  const res = await fetch(`${base}/api/v1/ping`, {
    headers: appHeaders(creds.appId, creds.appSecret),
  });
  await res.arrayBuffer();
  return res.status;
}

const TARGETS: Array<{ path: string; headers: () => Record<string, string> }> = [
  { path: '/api/auth/sign-out', headers: () => ({}) },
  { path: '/portal/sign-in', headers: () => ({}) },
  { path: '/api/auth/sign-in', headers: () => ({}) },
  { path: '/api/v1/birth-chart', headers: () => appHeaders(creds.appId, creds.appSecret) },
];

describe('nested bodies over loopback', () => {
  test('depth 20,000 and the 64 KB body get a 4xx on every route that used to parse them', async () => {
    for (const { path, headers } of TARGETS) {
      for (const body of [VERY_DEEP, DEEP_OBJECT, WIDE_DEEP]) {
        const status = await send(path, body, headers());
        assert.ok(status >= 400 && status < 500, `${path} (${body.length} B) → ${status}`);
      }
    }
    // A JSON route that parses it answers 422 naming the problem.
    const res = await fetch(`${base}/api/v1/birth-chart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...appHeaders(creds.appId, creds.appSecret) },
      body: `${JSON.stringify(BIRTH_BODY).slice(0, -1)},"name":${VERY_DEEP}}`,
    });
    assert.equal(res.status, 422);
    const problem = (await res.json()) as {
      field_errors: Array<{ field: string; code: string; message: string }>;
    };
    assert.deepEqual(problem.field_errors, [
      {
        field: 'body',
        code: 'body_too_deep',
        message: `The request body nests objects and arrays deeper than ${MAX_BODY_DEPTH} levels.`,
      },
    ]);
  });

  test('while two connections send them, ping keeps being answered', async () => {
    const statuses: number[] = [];
    let sending = true;
    const sender = async (offset: number) => {
      for (let i = 0; i < 12 || sending; i++) {
        const { path, headers } = TARGETS[(i + offset) % TARGETS.length] as (typeof TARGETS)[0];
        statuses.push(await send(path, i % 2 === 0 ? WIDE_DEEP : VERY_DEEP, headers()));
        if (i >= 200) break;
      }
    };
    const senders = [sender(0), sender(1)];
    const pings: number[] = [];
    for (let i = 0; i < 25; i++) pings.push(await ping());
    sending = false;
    await Promise.all(senders);
    assert.ok(
      statuses.every((s) => s >= 400 && s < 500),
      `statuses: ${[...new Set(statuses)].join(', ')}`,
    );
    assert.deepEqual(new Set(pings), new Set([200]));
  });
});
