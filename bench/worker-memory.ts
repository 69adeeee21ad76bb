/**
 * Memory per worker under a long mixed load (issue 20 §6): one worker process (WORKERS=1, SQLite),
 * `ROUNDS` rounds of `PER_ROUND` requests (birth chart, panchang, financial chart on the compute pool,
 * event catalog) from 8 concurrent clients, printing the worker's RSS after each round, so a reader can
 * see whether it levels off. Prints figures only (never pass/fail).
 *
 *   node --import ./scripts/ts-sources.mjs bench/worker-memory.ts [rounds] [per_round]
 */
import { execFileSync } from 'node:child_process';
import { startService } from '../test/helpers/cluster.js';
import { openTestPlatform, seedDeveloper } from '../test/helpers/platform.js';
import { tempDir } from '../test/helpers/tmp.js';

const ROUNDS = Number(process.argv[2] ?? 8);
const PER_ROUND = Number(process.argv[3] ?? 1000);
const data = tempDir('memory');
const platform = await openTestPlatform({ dataDir: data.path, databaseUrl: null });
const dev = await seedDeveloper(platform);
const app = await platform.apps.create(dev.accountId, 'memory');
await platform.apps.setLimits(app.appId, { perMinute: 1_000_000, perDay: 1_000_000 });
await platform.close();
const service = await startService({ DATA_DIR: data.path, WORKERS: '1' }, 60_000);
const headers = {
  'content-type': 'application/json',
  'x-app-id': app.appId,
  'x-app-secret': app.appSecret,
};
const requests: Array<() => Promise<Response>> = [
  () =>
    fetch(`${service.url}/api/v1/birth-chart`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        birth_date: `19${50 + Math.floor(Math.random() * 49)}-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}`,
        birth_time: '10:12',
        latitude: -60 + Math.random() * 120,
        longitude: -180 + Math.random() * 360,
      }),
    }),
  () =>
    fetch(`${service.url}/api/v1/financial/chart`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        birth: {
          birth_date: '2000-03-15',
          birth_time: '09:15',
          latitude: 19.076,
          longitude: 72.8777,
        },
        event_name: 'listing',
      }),
    }),
  () => fetch(`${service.url}/api/v1/event-catalog`, { headers }),
];
const rssMb = (pid: number) =>
  Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024;
const pid = service.child.pid ?? 0;
console.log(`round 0: ${rssMb(pid).toFixed(0)} MB RSS after start`);
let sent = 0;
for (let round = 1; round <= ROUNDS; round++) {
  let left = PER_ROUND;
  const statuses = new Map<number, number>();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (left-- > 0) {
        const res = await (requests[sent++ % requests.length] as () => Promise<Response>)();
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }),
  );
  console.log(
    `round ${round}: ${round * PER_ROUND} requests, ${rssMb(pid).toFixed(0)} MB RSS (${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ')})`,
  );
}
await service.stop();
data.remove();
