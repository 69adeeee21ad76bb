/**
 * GET /source is rate limited (issue 20 §6): the AGPL source archive is several MB, and a client
 * looping on it had no limit. Authority: SOURCE_PER_MINUTE (src/http/routes/source.ts, documented in
 * docs/operations.md). Expected: the first SOURCE_PER_MINUTE downloads from one address (an IPv6 /64
 * counts as one) in a minute succeed, the next gets 429 with Retry-After, another address is not
 * affected. Tolerance: none (counts); a minute boundary during the test is retried once.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { SOURCE_PER_MINUTE } from '../../src/http/routes/source.js';
import { buildTestServer } from '../helpers/server.js';

let app: FastifyInstance;
before(async () => {
  app = await buildTestServer();
});
after(async () => {
  await app.close();
});

const get = (remoteAddress: string) => app.inject({ method: 'GET', url: '/source', remoteAddress });

describe('GET /source', () => {
  it(`${SOURCE_PER_MINUTE} downloads a minute per address, then 429 with Retry-After`, async () => {
    await get('192.0.2.200'); // builds the archive outside the counted minute
    for (let attempt = 0; attempt < 2; attempt++) {
      const started = Math.floor(Date.now() / 60_000);
      const statuses: number[] = [];
      for (let i = 0; i <= SOURCE_PER_MINUTE; i++) {
        statuses.push((await get(`2001:db8:5:${6 + attempt}::${i + 1}`)).statusCode);
      }
      if (Math.floor(Date.now() / 60_000) !== started) continue;
      assert.deepEqual(statuses, [...new Array(SOURCE_PER_MINUTE).fill(200), 429]);
      const refused = await get(`2001:db8:5:${6 + attempt}::ffff`);
      assert.equal(refused.statusCode, 429);
      assert.ok(Number(refused.headers['retry-after']) >= 1);
      assert.equal((await get('192.0.2.201')).statusCode, 200);
      return;
    }
    assert.fail('two minute boundaries in a row');
  });
});
