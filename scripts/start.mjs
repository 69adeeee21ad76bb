#!/usr/bin/env node
// `npm start`: compiles src/ to dist/ when a source is newer than the last build (about a second on
// two cores; nothing when fresh), then runs the compiled server (its bundle, dist/bundle/main.js;
// scripts/build.mjs), which starts far faster than the sources.
// Cluster workers re-run this file: only the primary checks the build.
import cluster from 'node:cluster';

if (cluster.isPrimary) {
  const { buildDist, isStale } = await import('./build.mjs');
  if (isStale()) {
    const { files, ms } = await buildDist();
    process.stderr.write(`built dist/ from ${files} files in ${ms} ms\n`);
  }
}
await import('../dist/bundle/main.js');
