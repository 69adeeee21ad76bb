/**
 * What a compute thread's young generation costs in time (issue 37 §7): the same tasks on a pool
 * whose thread has 4 MB semi-spaces (serve.ts, COMPUTE_THREAD_SEMI_SPACE_MB), 8 MB and 16 MB
 * (npm start's main thread), in alternating rounds, one task at a time. The task is the one that
 * puts most work on the thread under a mixed load: the birth chart with a 10-minute birth-time window
 * (its recorded example, dates drawn by a seeded sequence), then a muhurta scan. Prints ms a task
 * and the ratio to 16 MB; asserts nothing.
 *
 *   node --import ./scripts/ts-sources.mjs bench/thread-young-generation.ts [rounds=4] [tasks=40]
 */
import { mulberry32 } from '../scripts/mulberry32.js';
import examples from '../src/http/openapi-examples.json' with { type: 'json' };
import { resolveEphePath } from '../src/process/config.js';
import { useCase } from '../src/workers/offload.js';
import { ComputePool } from '../src/workers/pool.js';

const ROUNDS = Number(process.argv[2] ?? 4);
const TASKS = Number(process.argv[3] ?? 40);
const config = {
  ephePath: resolveEphePath(process.env.SE_EPHE_PATH),
  zoneinfoDir: process.env.TZDIR || '/usr/share/zoneinfo',
};
type Example = { request: { body: Record<string, unknown> } };
const ex = examples as unknown as Record<string, Example>;
interface Case {
  name: string;
  ref: ReturnType<typeof useCase>;
  body: Record<string, unknown>;
}
const CASES: Case[] = [
  {
    name: 'birth chart, 10-minute window',
    ref: useCase(new URL('../src/app/birth-chart.js', import.meta.url), 'birthChartIncluding'),
    body: ex['POST /api/v1/birth-chart']?.request.body ?? {},
  },
  {
    name: 'muhurta scan',
    ref: useCase(new URL('../src/app/muhurta.js', import.meta.url), 'muhurta'),
    body: ex['POST /api/v1/muhurta']?.request.body ?? {},
  },
];

const sizes = [4, 8, 16];
// Pools are started one after the other: the flag is read when each thread's isolate is made.
const pools = new Map<number, ComputePool>();
for (const mb of sizes) {
  const pool = new ComputePool(config, 1, { threadSemiSpaceMb: mb });
  for (const c of CASES) await pool.run(c.ref, c.body, '2026-01-01'); // starts and warms it
  pools.set(mb, pool);
}

console.log(`thread-young-generation: node ${process.version}, ${ROUNDS} rounds × ${TASKS} tasks`);
for (const c of CASES) {
  const ms = new Map<number, number>(sizes.map((mb) => [mb, 0]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const mb of round % 2 === 0 ? sizes : [...sizes].reverse()) {
      const random = mulberry32(round + 1);
      const pool = pools.get(mb) as ComputePool;
      const started = performance.now();
      for (let t = 0; t < TASKS; t++) {
        const year = 1950 + Math.floor(random() * 55);
        const body = {
          ...c.body,
          ...('birth_date' in c.body ? { birth_date: `${year}-06-15` } : {}),
        };
        await pool.run(c.ref, body, '2026-01-01');
      }
      ms.set(mb, (ms.get(mb) ?? 0) + performance.now() - started);
    }
  }
  const per = (mb: number) => (ms.get(mb) ?? 0) / (ROUNDS * TASKS);
  console.log(
    `${c.name}: ${sizes.map((mb) => `${per(mb).toFixed(2)} ms at ${mb} MB (${(per(mb) / per(16)).toFixed(3)}×)`).join(', ')}`,
  );
}
await Promise.all([...pools.values()].map((p) => p.close()));
