/**
 * Makes the upgrade fixture of one release: a platform database written by THAT release's code, for
 * test/platform/upgrade.test.ts (the current code must open it, migrate it forward and keep every
 * credential working).
 *
 *   git worktree add --detach /tmp/rel <release commit> && ln -s "$PWD/node_modules" /tmp/rel/
 *   node --import ./scripts/ts-sources.mjs scripts/make-upgrade-fixture.ts /tmp/rel test/fixtures/upgrade/<version>
 *
 * Writes sublord.db (SQLite), sublord.pg.sql (plain pg_dump with INSERTs of the same data on PostgreSQL) and
 * fixture.json (the release, its commit, the clock and the credentials the test checks).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startPostgres } from '../test/helpers/servers.js';
import { tempDir } from '../test/helpers/tmp.js';

const [releaseRoot, outDir] = process.argv.slice(2).map((p) => resolve(p));
if (!releaseRoot || !outDir) {
  console.error('usage: make-upgrade-fixture.ts <release checkout> <output dir>');
  process.exit(2);
}

const SECRET_KEY = 'upgrade-fixture-server-key-0123456789abcdef0123';
const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const EMAIL = 'upgrade@example.com';
const PASSWORD = 'upgrade fixture password';

const release = JSON.parse(
  execFileSync('cat', [join(releaseRoot, 'package.json')], { encoding: 'utf8' }),
);
const commit = execFileSync('git', ['-C', releaseRoot, 'rev-parse', 'HEAD'], {
  encoding: 'utf8',
}).trim();
const { createPlatform } = (await import(
  pathToFileURL(join(releaseRoot, 'src/platform/platform.ts')).href
)) as typeof import('../src/platform/platform.js');

/** Writes the same data through the release's platform; returns the app's credentials. */
async function populate(dataDir: string, databaseUrl: string | null) {
  const platform = await createPlatform(
    {
      dataDir,
      databaseUrl,
      redisUrl: null,
      secretKey: SECRET_KEY,
      killSwitchRefreshSeconds: 1,
      baseUrl: 'http://localhost:8080',
    },
    { now: () => NOW },
  );
  try {
    await platform.accounts.create(EMAIL, PASSWORD);
    await platform.payments.grant(EMAIL, 3660);
    const account = await platform.accounts.findByEmail(EMAIL);
    if (!account) throw new Error('account not created');
    const live = await platform.apps.create(account.id, 'live app');
    const revoked = await platform.apps.create(account.id, 'revoked app');
    await platform.apps.revoke(account.id, revoked.appId);
    await platform.apps.setLimits(live.appId, { perMinute: 120, perDay: 5000 });
    for (let i = 0; i < 3; i++) await platform.usage.record(live.appId, NOW + i);
    await platform.killSwitch.disable('/api/v1/tsp');
    return { live, revoked };
  } finally {
    await platform.close();
  }
}

mkdirSync(outDir, { recursive: true });
const sqliteDir = tempDir('fixture-sqlite');
const sqlite = await populate(sqliteDir.path, null);
copyFileSync(join(sqliteDir.path, 'sublord.db'), join(outDir, 'sublord.db'));
sqliteDir.remove();

const pg = await startPostgres();
try {
  const url = await pg.createDatabase();
  const pgData = tempDir('fixture-pg');
  const pgApps = await populate(pgData.path, url);
  pgData.remove();
  const dump = spawnSync(
    'pg_dump',
    ['--format=plain', '--inserts', '--no-owner', '--no-privileges', `--dbname=${url}`],
    {
      encoding: 'utf8',
    },
  );
  if (dump.status !== 0) throw new Error(dump.stderr);
  // Lines that name the dumping server's version or settings are left out, so the file replays on
  // any PostgreSQL that runs the tests.
  const sql = dump.stdout
    .split('\n')
    .filter((line) => !/^-- Dumped (from|by)|^SET transaction_timeout|^\\(un)?restrict /.test(line))
    .join('\n');
  writeFileSync(join(outDir, 'sublord.pg.sql'), sql);
  writeFileSync(
    join(outDir, 'fixture.json'),
    `${JSON.stringify(
      {
        release: release.version,
        commit,
        made_at: new Date(NOW).toISOString(),
        secret_key: SECRET_KEY,
        email: EMAIL,
        password: PASSWORD,
        sqlite: {
          live: { app_id: sqlite.live.appId, app_secret: sqlite.live.appSecret },
          revoked: { app_id: sqlite.revoked.appId, app_secret: sqlite.revoked.appSecret },
        },
        postgres: {
          live: { app_id: pgApps.live.appId, app_secret: pgApps.live.appSecret },
          revoked: { app_id: pgApps.revoked.appId, app_secret: pgApps.revoked.appSecret },
        },
      },
      null,
      2,
    )}\n`,
  );
} finally {
  await pg.stop();
}
console.log(`wrote ${outDir}`);
