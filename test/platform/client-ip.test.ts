/**
 * Per-IP limits count an IPv6 /64 as one client and store no raw address (issue 20 §6): 8 "already
 * registered" answers came from one /64 against a limit of 5, and `quota_counters` held client IPs
 * in clear although the throttles HMAC'd them. Authority: the contract's per-IP website limit
 * (10 a minute) and RFC 6177 (a subscriber is typically given a /64 or more). Exact counts.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { clientIpKey, ipGroup } from '../../src/platform/limits/client-ip.js';
import type { Platform } from '../../src/platform/platform.js';
import { freshStorage, openTestPlatform, type TestStorage } from '../helpers/platform.js';

describe('ipGroup', () => {
  it('IPv4 as it is, IPv4-mapped IPv6 as IPv4, IPv6 by its /64 in every spelling', () => {
    assert.equal(ipGroup('203.0.113.9'), '203.0.113.9');
    assert.equal(ipGroup('::ffff:203.0.113.9'), '203.0.113.9');
    for (const ip of [
      '2001:db8:1:2:3:4:5:6',
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff::',
      '2001:DB8:1:2:0:0:0:9',
    ]) {
      assert.equal(ipGroup(ip), '2001:db8:1:2::/64', ip);
    }
    assert.notEqual(ipGroup('2001:db8:1:3::1'), ipGroup('2001:db8:1:2::1'));
    assert.equal(ipGroup('fe80::1%eth0'), 'fe80:0:0:0::/64');
  });
  it('the key is an HMAC: no part of the address in it', () => {
    const k = clientIpKey(Buffer.alloc(32, 7), '203.0.113.9');
    assert.match(k, /^[0-9a-f]{32}$/);
    assert.ok(!k.includes('203'));
  });
});

describe('through the platform', () => {
  let storage: TestStorage;
  let platform: Platform;
  before(async () => {
    storage = await freshStorage('sqlite');
    platform = await openTestPlatform(storage);
  });
  after(async () => {
    await platform.close();
    storage.remove();
  });

  it('eleven addresses of one /64 share the 10-a-minute website limit; another /64 does not', async () => {
    const results = [];
    for (let i = 1; i <= 11; i++) {
      results.push(
        (await platform.publicLimits.consume(`2001:db8:aa:bb::${i.toString(16)}`)).allowed,
      );
    }
    assert.deepEqual(results, [...new Array(10).fill(true), false]);
    assert.equal((await platform.publicLimits.consume('2001:db8:aa:bc::1')).allowed, true);
  });

  it('"already registered" answers are counted per /64', async () => {
    for (let i = 1; i <= 5; i++) await platform.throttles.signUpTaken(`2001:db8:cc:dd::${i}`);
    assert.equal((await platform.throttles.signUpAllowed('2001:db8:cc:dd:ffff::9')).allowed, false);
    assert.equal((await platform.throttles.signUpAllowed('2001:db8:cc:de::1')).allowed, true);
  });

  it('no client address is stored in clear', async () => {
    await platform.publicLimits.consume('198.51.100.77');
    const files = readdirSync(storage.dataDir, { recursive: true }) as string[];
    for (const f of files) {
      const path = join(storage.dataDir, f);
      let bytes: Buffer;
      try {
        bytes = readFileSync(path);
      } catch {
        continue; // a directory
      }
      for (const needle of ['198.51.100.77', '2001:db8:aa:bb']) {
        assert.ok(!bytes.includes(needle), `${f} holds ${needle}`);
      }
    }
  });
});
