/**
 * Secret rotation with a grace period (issue 23 §5), both dialects: the App ID is kept; the previous
 * secret works until the grace period ends (exclusive) and not a millisecond later; without a grace
 * period it stops at once; a second rotation keeps only the newest previous secret; revoking ends the
 * grace period too. Authority: the issue text and docs/platform.md (Apps and secrets).
 */
import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { MAX_ROTATION_GRACE_MS } from '../../src/platform/apps/apps.js';
import { HOUR_MS } from '../../src/platform/clock.js';
import { PlatformError } from '../../src/platform/errors.js';
import type { Platform } from '../../src/platform/platform.js';
import { createFakeClock } from '../helpers/clock.js';
import { describeOnBothDialects } from '../helpers/dialects.js';
import { freshPlatformEachTest, seedDeveloper } from '../helpers/platform.js';

const START = Date.UTC(2026, 5, 1, 8, 0, 0);

describeOnBothDialects('rotation grace period', (kind) => {
  const clock = createFakeClock(START);
  let platform: Platform;
  let accountId: string;

  freshPlatformEachTest(kind, clock, START, (p) => {
    platform = p;
  });
  beforeEach(async () => {
    accountId = (await seedDeveloper(platform)).accountId;
  });

  test('the old secret works until the grace period ends, then only the new one', async () => {
    const created = await platform.apps.create(accountId, 'fleet');
    const rotated = await platform.apps.rotate(accountId, created.appId, HOUR_MS);
    assert.equal(rotated.appId, created.appId, 'the App ID is kept');
    assert.equal(rotated.app.previousSecretExpiresAt, START + HOUR_MS);
    assert.ok(await platform.apps.verify(created.appId, created.appSecret));
    assert.ok(await platform.apps.verify(created.appId, rotated.appSecret));
    clock.advance(HOUR_MS - 1);
    assert.ok(await platform.apps.verify(created.appId, created.appSecret), 'last millisecond');
    clock.advance(1);
    assert.equal(await platform.apps.verify(created.appId, created.appSecret), null, 'ended');
    assert.ok(await platform.apps.verify(created.appId, rotated.appSecret));
  });

  test('without a grace period the old secret stops at once', async () => {
    const created = await platform.apps.create(accountId, 'app');
    const rotated = await platform.apps.rotate(accountId, created.appId);
    assert.equal(rotated.app.previousSecretExpiresAt, null);
    assert.equal(await platform.apps.verify(created.appId, created.appSecret), null);
    assert.ok(await platform.apps.verify(created.appId, rotated.appSecret));
  });

  test('a second rotation keeps only the newest previous secret', async () => {
    const created = await platform.apps.create(accountId, 'app');
    const second = await platform.apps.rotate(accountId, created.appId, HOUR_MS);
    const third = await platform.apps.rotate(accountId, created.appId, HOUR_MS);
    assert.equal(await platform.apps.verify(created.appId, created.appSecret), null);
    assert.ok(await platform.apps.verify(created.appId, second.appSecret));
    assert.ok(await platform.apps.verify(created.appId, third.appSecret));
  });

  test('revoking ends the grace period too; the grace is bounded to 7 days', async () => {
    const created = await platform.apps.create(accountId, 'app');
    const rotated = await platform.apps.rotate(accountId, created.appId, HOUR_MS);
    await platform.apps.revoke(accountId, created.appId);
    assert.equal(await platform.apps.verify(created.appId, created.appSecret), null);
    assert.equal(await platform.apps.verify(created.appId, rotated.appSecret), null);

    const other = await platform.apps.create(accountId, 'other');
    for (const bad of [-1, 1.5, MAX_ROTATION_GRACE_MS + 1]) {
      await assert.rejects(platform.apps.rotate(accountId, other.appId, bad), (error: unknown) => {
        assert.ok(error instanceof PlatformError);
        assert.equal(error.code, 'INVALID_INPUT');
        assert.equal(error.field, 'grace');
        return true;
      });
    }
    assert.ok(
      await platform.apps.verify(other.appId, other.appSecret),
      'a refused rotation changes nothing',
    );
  });
});
