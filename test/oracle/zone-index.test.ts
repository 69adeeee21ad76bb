/**
 * The build's split of geo-tz's zone index (src/geo/zone-index.ts) is geo-tz's index, parsed branch
 * by branch: the same content, and geo-tz's own `find` answers the same over it.
 *
 * Authority: geo-tz/all's own index file and its own `find` over it (the package the service pins).
 * Tolerance: none (the same JSON text; the same zone lists, in the same order).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  geoTzFiles,
  lazyZoneIndex,
  primeZoneIndex,
  writeZoneIndex,
} from '../../src/geo/zone-index.js';
import { tempDir } from '../helpers/tmp.js';

type Find = (latitude: number, longitude: number) => string[];

const require = createRequire(import.meta.url);
const files = geoTzFiles(import.meta.url);

/** A world grid every 5° (poles and the antimeridian included) and places near zone borders. */
const POINTS: Array<[number, number]> = [
  [28.6139, 77.209],
  [59.9139, 10.7522], // Oslo (Europe/Oslo, not Berlin: the full data set)
  [52.3676, 4.9041],
  [31.5497, 74.3436], // Lahore, near the India border
  [27.7172, 85.324], // Kathmandu (+05:45)
  [-33.8688, 151.2093],
  [40.7128, -74.006],
  [90, 0],
  [-90, 0],
  [0, 180],
  [0, -180],
];
for (let lat = -90; lat <= 90; lat += 5)
  for (let lon = -180; lon <= 180; lon += 5) POINTS.push([lat, lon]);

let dir: { path: string; remove(): void };

before(() => {
  dir = tempDir('zone-index-');
  writeZoneIndex(dir.path);
});
after(() => dir.remove());

describe('geo-tz zone index split by branch', () => {
  it('holds exactly geo-tz’s index, every branch read back', () => {
    const original = readFileSync(files.index, 'utf8');
    const lazy = lazyZoneIndex(dir.path);
    assert.ok(lazy);
    // Stringifying reads every branch (each a getter until then).
    assert.equal(JSON.stringify(lazy), JSON.stringify(JSON.parse(original)));
  });

  it('parses a branch only when a lookup walks into it', () => {
    const lazy = lazyZoneIndex(dir.path);
    assert.ok(lazy);
    const unread = (node: Record<string, unknown>): number =>
      Object.keys(node).reduce((n, key) => {
        const d = Object.getOwnPropertyDescriptor(node, key);
        if (d?.get) return n + 1;
        const child = d?.value;
        return typeof child === 'object' && child !== null && !Array.isArray(child)
          ? n + unread(child as Record<string, unknown>)
          : n;
      }, 0);
    const before = unread(lazy.lookup);
    assert.equal(before, readdirSync(dir.path).length - 1, 'one branch per file, none read yet');
    // The first branch left to read, found the way geo-tz walks (one key per level).
    let node = lazy.lookup;
    let key = Object.keys(node)[0] ?? '';
    while (!Object.getOwnPropertyDescriptor(node, key)?.get) {
      node = node[key] as Record<string, unknown>;
      key = Object.keys(node)[0] ?? '';
    }
    const branch = node[key];
    assert.equal(typeof branch, 'object');
    assert.equal(Object.getOwnPropertyDescriptor(node, key)?.value, branch, 'kept once read');
    assert.equal(unread(lazy.lookup), before - 1);
  });

  it('geo-tz’s find answers the same over the split as over its own index', () => {
    const own = require('geo-tz/all') as { find: Find };
    const expected = POINTS.map(([lat, lon]) => own.find(lat, lon));
    // A second geo-tz instance, its index the split one.
    const findAll = require.resolve('geo-tz/all');
    delete require.cache[findAll];
    delete require.cache[files.index];
    assert.equal(primeZoneIndex(dir.path, import.meta.url), true);
    const split = require('geo-tz/all') as { find: Find };
    assert.notEqual(split, own);
    const primed = require.cache[files.index]?.exports as { lookup: Record<string, unknown> };
    assert.ok(Object.getOwnPropertyDescriptor(primed.lookup, 'a'), 'the primed index is used');
    const actual = POINTS.map(([lat, lon]) => split.find(lat, lon));
    assert.deepEqual(actual, expected);
    // Already loaded: nothing is primed a second time.
    assert.equal(primeZoneIndex(dir.path, import.meta.url), false);
  });

  it('takes a branch whose file is gone from geo-tz’s own index', () => {
    // dist/ rebuilt under a running server: the answer must not depend on the split's files.
    const gone = tempDir('zone-index-gone-');
    try {
      writeZoneIndex(gone.path);
      const lazy = lazyZoneIndex(gone.path);
      assert.ok(lazy);
      for (const name of readdirSync(gone.path))
        if (name !== 'index.json') rmSync(join(gone.path, name));
      assert.equal(
        JSON.stringify(lazy),
        JSON.stringify(JSON.parse(readFileSync(files.index, 'utf8'))),
      );
    } finally {
      gone.remove();
    }
  });

  it('is not used when made from another geo-tz release, or missing', () => {
    const stale = tempDir('zone-index-stale-');
    try {
      writeZoneIndex(stale.path);
      const top = JSON.parse(readFileSync(join(stale.path, 'index.json'), 'utf8'));
      top.source.geo_tz = '0.0.0';
      writeFileSync(join(stale.path, 'index.json'), JSON.stringify(top));
      assert.equal(lazyZoneIndex(stale.path), null);
      top.source.geo_tz = JSON.parse(readFileSync(files.packageJson, 'utf8')).version;
      top.source.bytes += 1;
      writeFileSync(join(stale.path, 'index.json'), JSON.stringify(top));
      assert.equal(lazyZoneIndex(stale.path), null);
      assert.equal(lazyZoneIndex(join(stale.path, 'absent')), null);
    } finally {
      stale.remove();
    }
  });
});
