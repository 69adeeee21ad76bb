/** What the HTTP benchmarks start: `npm start`'s node command, without npm (bench/serving.ts, gate-tail.ts). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The repository's root, where `npm start` runs. */
export const ROOT = new URL('../', import.meta.url).pathname;

/** `npm start`'s node arguments, read from package.json so a benchmark starts exactly that. */
export const NPM_START_ARGS: string[] = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start
  .split(/\s+/)
  .slice(1);
