/**
 * A long use case for the compute-pool tests and benchmarks: the daily panchang for `days` days from
 * `date` at one place (about 1 s for a year), in the shape of every use case (deps, body, today).
 */
import { getHeapSpaceStatistics } from 'node:v8';
import type { ComputeDeps } from '../../src/app/deps.js';
import { dailyPanchang } from '../../src/app/panchang.js';

export interface PanchangRunBody {
  date: string;
  days: number;
  latitude: number;
  longitude: number;
}

export function panchangRun(deps: ComputeDeps, body: PanchangRunBody, _today: string) {
  const start = Date.parse(`${body.date}T00:00:00Z`);
  const out: Array<{ date: string; sunrise: unknown }> = [];
  for (let i = 0; i < body.days; i++) {
    const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    const p = dailyPanchang(deps, { date, latitude: body.latitude, longitude: body.longitude });
    out.push({ date, sunrise: (p as { sunrise?: unknown }).sunrise });
  }
  return out;
}

/** Fails with an error raised inside the thread (the pool must keep its stack for the log). */
export function failingUseCase(_deps: ComputeDeps, _body: unknown, _today: string): never {
  throw new RangeError('raised inside the compute thread');
}

/** Keeps allocating until its thread's heap limit ends it (the pool's `threadHeap`). */
export function hungryUseCase(_deps: ComputeDeps, _body: unknown, _today: string): never {
  const kept: number[][] = [];
  for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => i + 0.5));
}

/**
 * Churns 100 MB of short-lived objects, then says how large its thread's young generation grew
 * (V8's new space, bytes): the pool's `threadSemiSpaceMb` bounds it.
 */
export function youngGenerationAfterChurn(
  _deps: ComputeDeps,
  _body: unknown,
  _today: string,
): number {
  return churnYoungGeneration();
}

/** The churn itself, for the thread that runs the test too. */
export function churnYoungGeneration(): number {
  let recent: object[] = [];
  for (let i = 0; i < 2_000_000; i++) {
    recent.push({ i, label: `item ${i}` });
    if (recent.length === 20_000) recent = [];
  }
  return getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0;
}
