/**
 * The one-line opt-in for a long use case (issue 11 §3). In a route:
 *
 *   async (request) => offload(compute, MUHURTA, request.body, todayUtc())
 *
 * with `const MUHURTA = useCase(new URL('../../../app/muhurta.js', import.meta.url), 'muhurta')`.
 * When the server has a pool (serve.ts attaches one), the use case runs on a worker thread; without
 * one (tests, the CLI) it runs inline, so the answer is the same either way.
 */
import type { ComputeDeps } from '../app/deps.js';
import type { ComputePool, RunOptions, UseCaseRef } from './pool.js';

const pools = new WeakMap<ComputeDeps, ComputePool>();

/** Makes the pool run this deps' offloaded use cases (serve.ts). */
export function attachPool(deps: ComputeDeps, pool: ComputePool): void {
  pools.set(deps, pool);
}

/**
 * A use case by module URL and export name (the module must be importable by a thread). Only a
 * scan (months of ephemeris, tens of ms or more) is offloaded; a chart or two (milliseconds) runs
 * inline in its route, as the birth chart does: it never waits behind a scan, and a thread for it
 * would cost each worker tens of MB (issue 37 §7).
 */
export function useCase(module: URL, exportName: string): UseCaseRef {
  return { module, export: exportName };
}

type UseCaseFn<B, R> = (deps: ComputeDeps, body: B, today: string) => R;

/**
 * Runs the use case on the attached pool, or inline when there is none. `options` name the tenant
 * (the app, for fairness) and the signal that cancels the work (src/http/compute-context.ts); the
 * pool may refuse or stop the task with ComputeRefused (refusal.ts).
 */
export async function offload<B, R>(
  deps: ComputeDeps,
  ref: UseCaseRef,
  body: B,
  today: string,
  options: RunOptions = {},
): Promise<R> {
  const pool = pools.get(deps);
  if (pool) return pool.run<R>(ref, body, today, options);
  const mod = (await import(ref.module.href)) as Record<string, UseCaseFn<B, R>>;
  const fn = mod[ref.export];
  if (typeof fn !== 'function') throw new Error(`${ref.module.href} exports no ${ref.export}`);
  return fn(deps, body, today);
}
