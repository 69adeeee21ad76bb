/**
 * TRUST_PROXY names the reverse proxies whose X-Forwarded-For is believed (issue 9 §5). "true" or a
 * hop count would believe a header that any client can send, and the per-IP sign-in limit would be
 * bypassed by changing it on every request: both are refused at start. Through the real server:
 * a client that is not a listed proxy cannot move its per-IP budget with X-Forwarded-For; a listed
 * proxy's header is believed.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createPlatformHttp } from '../../src/http/platform/index.js';
import { buildServer } from '../../src/http/server.js';
import type { Platform } from '../../src/platform/platform.js';
import { loadConfig } from '../../src/process/config.js';
import { testCompute } from '../helpers/compute.js';
import { freshStorage, openTestPlatform, type TestStorage } from '../helpers/platform.js';

test('TRUST_PROXY accepts IPs, CIDRs and range names; refuses true, hop counts and junk', () => {
  const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
  assert.equal(trust(''), false);
  assert.equal(trust('false'), false);
  assert.equal(trust('127.0.0.1'), '127.0.0.1');
  assert.equal(
    trust(' 10.0.0.0/8, 192.168.1.7 ,::1,fd00::/8'),
    '10.0.0.0/8,192.168.1.7,::1,fd00::/8',
  );
  assert.equal(trust('loopback,uniquelocal'), 'loopback,uniquelocal');
  for (const bad of ['true', '1', '2', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/9', '*']) {
    assert.throws(() => trust(bad), /TRUST_PROXY must list/, bad);
  }
});

let storage: TestStorage;
let platform: Platform;
let server: FastifyInstance;

before(async () => {
  storage = await freshStorage('sqlite');
  // A fixed clock, mid-minute: the per-IP budget is 10 a clock-aligned minute, so on the system clock
  // the 11 attempts of a test could straddle a minute's end and the 11th be allowed again.
  platform = await openTestPlatform(storage, { now: () => Date.parse('2026-01-15T10:00:30Z') });
  const compute = testCompute();
  server = await buildServer({
    compute,
    platform: createPlatformHttp(platform, platform.config, { compute }),
    trustProxy: loadConfig({ TRUST_PROXY: '10.0.0.2' }).trustProxy,
  });
});
after(async () => {
  await server.close();
  await platform.close();
  storage.remove();
});

const attempt = (remoteAddress: string, forwardedFor: string, n: number) =>
  server.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    // A different email each time: only the per-IP limit is under test.
    payload: { email: `probe-${remoteAddress}-${n}@example.com`, password: 'wrong password!' },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });

test('a client that is not a listed proxy cannot reset its per-IP budget with X-Forwarded-For', async () => {
  for (let i = 0; i < 10; i++) {
    assert.equal((await attempt('203.0.113.50', `198.18.0.${i}`, i)).statusCode, 401);
  }
  const refused = await attempt('203.0.113.50', '198.18.1.1', 11);
  assert.equal(refused.statusCode, 429, 'the header was ignored: the budget is the peer address');
});

test("a listed proxy's X-Forwarded-For is the client address", async () => {
  for (let i = 0; i < 10; i++) {
    assert.equal((await attempt('10.0.0.2', '198.18.2.1', i)).statusCode, 401);
  }
  assert.equal((await attempt('10.0.0.2', '198.18.2.1', 10)).statusCode, 429, 'that client is out');
  const other = await attempt('10.0.0.2', '198.18.2.2', 11);
  assert.equal(other.statusCode, 401, 'another client behind the same proxy has its own budget');
});
