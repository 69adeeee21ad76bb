#!/usr/bin/env node
// `bin/sublord`: runs the compiled command line (dist/bundle/cli.js, from scripts/build.mjs: `npm ci`
// and `npm start` build it) when dist/ is as new as every source, else the TypeScript sources
// themselves, which Node 26 runs by stripping their types (scripts/ts-sources.mjs). It never builds:
// several CLI processes may start at once (tests, scripts), and a build replaces dist/ as a whole.
// The compile cache keeps V8's compiled code (and stripped TypeScript) between runs, in the system's
// temporary directory (Node's default; NODE_COMPILE_CACHE names another, NODE_DISABLE_COMPILE_CACHE=1 none).
import { readFileSync } from 'node:fs';
// The version check first; node:module as a whole, so an older Node reaches the check rather than
// failing to link a named export it lacks (node-check.mjs).
import './node-check.mjs';
import * as nodeModule from 'node:module';

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  // `sublord --version` alone answers here, as bare Node starts (issue 22): the freshness check and
  // the command line's modules are most of what it cost. The same line as the program's own
  // `.version()` (src/cli/program.ts; test/cli/cli.test.ts compares the two).
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  process.stdout.write(`sublord ${version} (Node.js ${process.versions.node})\n`);
} else {
  nodeModule.enableCompileCache();
  const { isStale } = await import('./build.mjs');
  if (!isStale()) {
    await run('../dist/bundle/cli.js', '../dist/process/startup-errors.js');
  } else {
    await import('./ts-sources.mjs');
    await run('../src/cli/main.ts', '../src/process/startup-errors.ts');
  }
}

/**
 * Imports the command line. A native module that cannot be loaded (sweph's addon built for another
 * Node.js, or missing) fails that import: one line saying what to run instead of the loader's stack
 * (issue 37 §10; src/process/startup-errors.ts).
 */
async function run(entry, startupErrors) {
  try {
    await import(entry);
  } catch (error) {
    const { nativeModuleStartupError, StartupError } = await import(startupErrors);
    const native = nativeModuleStartupError(error);
    if (!(native instanceof StartupError)) throw error;
    process.stderr.write(`sublord: ${native.message}\n`);
    process.exit(native.exitCode);
  }
}
