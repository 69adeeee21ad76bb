#!/usr/bin/env node
// Runs node's test runner over every *.test.ts under the given directories (default: test/).
// Node 20's --test does not expand globs, so the file list is built here.
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
    'tsx',
    '--test',
    '--test-reporter=spec',
    ...files,
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
