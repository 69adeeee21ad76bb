/**
 * PostgreSQL pool sizing (issue 34 §4; docs/deployment.md, "Pool sizing"): DATABASE_POOL_SIZE
 * defaults to about ten connections an instance whatever WORKERS is (10 divided by the workers,
 * rounded up, at least 2 each), and a server without room for a process's pool refuses it at start
 * in one line naming the setting, exit 78, rather than under load: a real PostgreSQL allowing 5
 * connections, an instance asking for 8 (the real start command).
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { defaultPoolSize, loadConfig, POOL_PER_INSTANCE } from '../../src/process/config.js';
import { freePort, runToExit } from '../helpers/cluster.js';
import { startPostgres } from '../helpers/servers.js';
import { tempDir } from '../helpers/tmp.js';

const dir = tempDir('pool-sizing');
after(() => dir.remove());

test('the default pool: about ten connections an instance, at least two a worker', () => {
  assert.equal(POOL_PER_INSTANCE, 10);
  const sizes = [1, 2, 3, 4, 8, 16].map((w) => [w, defaultPoolSize(w), w * defaultPoolSize(w)]);
  assert.deepEqual(sizes, [
    [1, 10, 10],
    [2, 5, 10],
    [3, 4, 12],
    [4, 3, 12],
    [8, 2, 16],
    [16, 2, 32],
  ]);
  assert.equal(loadConfig({ WORKERS: '2' }).databasePoolSize, 5);
  assert.equal(loadConfig({ WORKERS: '2', DATABASE_POOL_SIZE: '7' }).databasePoolSize, 7);
  assert.throws(
    () => loadConfig({ DATABASE_POOL_SIZE: '0' }),
    /DATABASE_POOL_SIZE must be at least 1/,
  );
  assert.throws(
    () => loadConfig({ DATABASE_POOLER: 'pgpool' }),
    /DATABASE_POOLER must be pgbouncer/,
  );
});

test('PostgreSQL without room for the pool: one line naming DATABASE_POOL_SIZE, exit 78', async () => {
  const server = await startPostgres({ max_connections: '5', superuser_reserved_connections: '0' });
  try {
    const databaseUrl = await server.createDatabase();
    const { code, stderr } = await runToExit({
      PORT: String(await freePort()),
      WORKERS: '1',
      DATA_DIR: dir.path,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '8',
    });
    assert.equal(code, 78, stderr);
    const lines = stderr.split('\n').filter((l) => l.includes('could not start'));
    assert.equal(lines.length, 1, stderr);
    assert.match(
      lines[0] ?? '',
      /refused a connection: too many clients\. This process opens 8 \(DATABASE_POOL_SIZE\)/,
    );
  } finally {
    await server.stop();
  }
});
