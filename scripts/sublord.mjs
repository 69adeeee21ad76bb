#!/usr/bin/env node
// `bin/sublord`: runs the compiled command line (dist/bundle/cli.js, from scripts/build.mjs: `npm ci`
// and `npm start` build it) when dist/ is as new as every source, else the TypeScript sources
// themselves, which Node 26 runs by stripping their types (scripts/ts-sources.mjs). It never builds:
// several CLI processes may start at once (tests, scripts), and a build replaces dist/ as a whole.
// The compile cache keeps V8's compiled code (and stripped TypeScript) between runs, in the system's
// temporary directory (Node's default; NODE_COMPILE_CACHE names another, NODE_DISABLE_COMPILE_CACHE=1 none).
import { enableCompileCache } from 'node:module';
import { isStale } from './build.mjs';

enableCompileCache();

if (!isStale()) {
  await import('../dist/bundle/cli.js');
} else {
  await import('./ts-sources.mjs');
  await import('../src/cli/main.ts');
}
