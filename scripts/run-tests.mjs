#!/usr/bin/env node
// Runs node's test runner over every *.test.ts under the given directories (default: test/).
// The list is built here (sorted, .test.ts only). Node 26 runs the TypeScript itself by stripping
// types; scripts/ts-sources.mjs, preloaded in every test process, resolves the sources' './x.js'
// imports to './x.ts'. Child processes a test starts preload it the same way (test/helpers/cluster.ts).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function collect(path, out) {
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) collect(join(path, name), out);
  } else if (path.endsWith('.test.ts')) {
    out.push(path);
  }
  return out;
}

const roots = process.argv.slice(2);
const files = (roots.length > 0 ? roots : ['test']).flatMap((r) => collect(r, []));
if (files.length === 0) {
  console.error('no test files found');
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  [
    '--no-warnings=ExperimentalWarning',
    '--import',
    new URL('./ts-sources.mjs', import.meta.url).href,
    '--test',
    '--test-reporter=spec',
    ...files,
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
