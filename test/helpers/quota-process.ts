/**
 * A child process for test/platform/quota-processes.test.ts: opens the platform on the given SQLite
 * data directory, waits for a start time from the parent, then makes `calls` quota consumes for an app
 * all processes share and as many for its own app, and reports how many were allowed and when it ran. Stands in for one
 * node:cluster worker.
 */
import { openTestPlatform } from './platform.js';

const [dataDir = '', sharedApp = '', ownApp = '', accountId = '', calls = '0'] =
  process.argv.slice(2);
const platform = await openTestPlatform({ dataDir, databaseUrl: null });
process.send?.('ready');
const startAt = await new Promise<number>((resolve) =>
  process.once('message', (m) => resolve(Number(m))),
);
await new Promise((r) => setTimeout(r, Math.max(0, startAt - Date.now())));
const began = Date.now();
let allowed = 0;
let ownAllowed = 0;
for (let i = 0; i < Number(calls); i++) {
  // Alternately the app every process shares and this process's own app (same account).
  if ((await platform.quota.consume(sharedApp, accountId)).allowed) allowed++;
  if ((await platform.quota.consume(ownApp, accountId)).allowed) ownAllowed++;
  // Yield to the event loop between calls, as a worker serving requests does.
  await new Promise((r) => setImmediate(r));
}
const ended = Date.now();
await platform.close();
process.send?.({ allowed, ownAllowed, began, ended }, () => process.exit(0));
