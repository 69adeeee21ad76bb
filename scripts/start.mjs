#!/usr/bin/env node
// `npm start`: compiles src/ to dist/ when a source is newer than the last build (about a second on
// two cores; nothing when fresh), then runs the compiled server (its bundle, dist/bundle/main.js;
// scripts/build.mjs), which starts far faster than the sources.
// Cluster workers re-run this file: only the primary checks the build.
// The compile cache keeps V8's compiled code between starts, as bin/sublord does (scripts/sublord.mjs):
// in the system's temporary directory (Node's default; NODE_COMPILE_CACHE names another,
// NODE_DISABLE_COMPILE_CACHE=1 none). Every cluster worker runs this file, so each uses it.
import cluster from 'node:cluster';
// The version check first; node:module as a whole, so an older Node reaches the check rather than
// failing to link a named export it lacks (node-check.mjs).
import './node-check.mjs';
import * as nodeModule from 'node:module';

nodeModule.enableCompileCache();

if (cluster.isPrimary) {
  // The workers' malloc (glibc) keeps at most 2 arenas unless told otherwise: one per thread grew a
  // worker by about 20 MB under load (issue 37 §7; docs/operations.md, Memory). Read by each worker
  // process at its start, so it applies to cluster workers; a single process (WORKERS=1) needs it in
  // its environment (the systemd unit sets it).
  process.env.MALLOC_ARENA_MAX ??= '2';
  const { buildDist, isStale } = await import('./build.mjs');
  if (isStale()) {
    const { files, ms } = await buildDist();
    process.stderr.write(`built dist/ from ${files} files in ${ms} ms\n`);
  }
}
await import('../dist/bundle/main.js');
