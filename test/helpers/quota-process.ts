/**
 * A child process for test/platform/quota-processes.test.ts: opens the platform on the given SQLite
 * data directory, waits for "go", makes `calls` quota consumes for one app as fast as it can and
 * reports how many were allowed. Stands in for one node:cluster worker.
 */
import { openTestPlatform } from './platform.js';

const [dataDir = '', appId = '', accountId = '', calls = '0'] = process.argv.slice(2);
const platform = await openTestPlatform({ dataDir, databaseUrl: null });
process.send?.('ready');
await new Promise<void>((resolve) => process.once('message', () => resolve()));
const results = await Promise.all(
  Array.from({ length: Number(calls) }, () => platform.quota.consume(appId, accountId)),
);
await platform.close();
process.send?.(results.filter((r) => r.allowed).length, () => process.exit(0));
