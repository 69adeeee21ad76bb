/**
 * Upgrading a database made by the previous release (issue 23 §6). The fixture under
 * test/fixtures/upgrade/<release>/ was written by that release's own code
 * (scripts/make-upgrade-fixture.ts, run on its commit, named in fixture.json). Authority: the
 * credentials that release issued, recorded beside its database. The current code must open the
 * database, run every newer migration forward (migrations are forward-only: a rollback is a restore of
 * the backup taken before the upgrade, docs/deployment.md) and keep every password, app secret, app
 * limit, subscription, revocation and kill switch as they were; opening it again changes nothing.
 */
import assert from 'node:assert/strict';
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import pg from 'pg';
import { MIGRATIONS } from '../../src/platform/db/migrations.js';
import { createPlatform } from '../../src/platform/platform.js';
import { describeOnBothDialects } from '../helpers/dialects.js';
import { freshStorage, type TestStorage, testConfig } from '../helpers/platform.js';

const RELEASE = '0.1.0';
const DIR = new URL(`../fixtures/upgrade/${RELEASE}/`, import.meta.url).pathname;
const fixture = JSON.parse(readFileSync(join(DIR, 'fixture.json'), 'utf8')) as {
  commit: string;
  made_at: string;
  secret_key: string;
  email: string;
  password: string;
  sqlite: Record<'live' | 'revoked', { app_id: string; app_secret: string }>;
  postgres: Record<'live' | 'revoked', { app_id: string; app_secret: string }>;
};
/** A week after the fixture was made: its 3,660-day subscription is still running. */
const NOW = Date.parse(fixture.made_at) + 7 * 86_400_000;

describeOnBothDialects(`upgrade from release ${RELEASE}`, (kind) => {
  let storage: TestStorage;
  beforeEach(async () => {
    storage = await freshStorage(kind);
    if (kind === 'sqlite') {
      copyFileSync(join(DIR, 'sublord.db'), join(storage.dataDir, 'sublord.db'));
    } else {
      const client = new pg.Client({ connectionString: storage.databaseUrl ?? '' });
      await client.connect();
      try {
        await client.query(readFileSync(join(DIR, 'sublord.pg.sql'), 'utf8'));
      } finally {
        await client.end();
      }
    }
  });
  afterEach(() => storage.remove());

  const open = () =>
    createPlatform(testConfig(storage, { secretKey: fixture.secret_key }), { now: () => NOW });

  test('every newer migration runs forward and every credential of the old release still works', async () => {
    const apps = fixture[kind];
    const platform = await open();
    try {
      const applied = await platform.database.db
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .execute();
      assert.deepEqual(
        (applied as Array<{ name: string }>).map((r) => r.name).sort(),
        Object.keys(MIGRATIONS).sort(),
        'all migrations applied, the old ones kept',
      );
      const account = await platform.accounts.authenticate(fixture.email, fixture.password);
      assert.equal(account.email, fixture.email);
      assert.equal((await platform.subscriptions.status(account.id)).state, 'active');

      const live = await platform.apps.verify(apps.live.app_id, apps.live.app_secret);
      assert.equal(live?.appId, apps.live.app_id, 'the live app’s secret verifies');
      assert.deepEqual(live?.limits, { perMinute: 120, perDay: 5000 });
      assert.equal(await platform.apps.verify(apps.revoked.app_id, apps.revoked.app_secret), null);

      const listed = await platform.apps.list(account.id);
      assert.equal(listed.find((a) => a.id === apps.live.app_id)?.callCount, 3);
      await platform.usage.record(apps.live.app_id, NOW);
      assert.equal(
        (await platform.apps.list(account.id)).find((a) => a.id === apps.live.app_id)?.callCount,
        4,
        'usage recording works on the upgraded schema',
      );
      await platform.killSwitch.refresh();
      assert.ok(platform.killSwitch.isDisabled('/api/v1/tsp'), 'the kill switch survived');
    } finally {
      await platform.close();
    }
    // A second start on the upgraded database is a no-op.
    const again = await open();
    try {
      assert.ok(await again.apps.verify(apps.live.app_id, apps.live.app_secret));
    } finally {
      await again.close();
    }
  });
});
