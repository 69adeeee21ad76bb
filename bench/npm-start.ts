/** What the HTTP benchmarks start: `npm start`'s node command, without npm (bench/serving.ts, gate-tail.ts). */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The repository's root, where `npm start` runs: this checkout, or BENCH_ROOT when it names another
 * checkout (with its own `npm ci`), so the same benchmark measures two builds side by side
 * (bench/pairs.ts).
 */
export const ROOT = process.env.BENCH_ROOT
  ? `${resolve(process.env.BENCH_ROOT)}/`
  : new URL('../', import.meta.url).pathname;

/** `npm start`'s node arguments, read from package.json so a benchmark starts exactly that. */
export const NPM_START_ARGS: string[] = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start
  .split(/\s+/)
  .slice(1);

/** Waits until `url`'s /healthz answers 200; throws naming `what` after `limitMs`. */
export async function waitHealthy(url: string, what: string, limitMs = 60_000): Promise<void> {
  for (const t0 = Date.now(); ; ) {
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() - t0 > limitMs) throw new Error(`${what}: the service did not start`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
