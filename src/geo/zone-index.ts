/**
 * geo-tz's quadtree index, split at build time so a process parses only the branch it looks up
 * (issue 22 §3). geo-tz/all `require`s its whole index (`timezones.geojson.index.json`, 0.9 MB)
 * when it loads: parsing it was most of the 35-45 ms the first zone lookup of a process cost, paid
 * by every server worker's warm-up before it listens and by every `bin/sublord chart`.
 *
 * `scripts/build.mjs` runs writeZoneIndex(): the index's top three levels go to `index.json`, each
 * branch below them to its own file (62 files, 12 KB median). primeZoneIndex() puts into Node's
 * `require.cache` (documented as writable) an index object with the same content whose branches
 * are read and parsed when geo-tz's lookup first walks into them, so geo-tz's own `find` runs
 * unchanged over its own data: only when the index is parsed changes, not what a lookup answers
 * (test/oracle/zone-index.test.ts compares every branch and lookups against geo-tz's own load).
 *
 * The split names the geo-tz release and the index's size it was made from; if either differs (a
 * geo-tz update without a rebuild), or the split is missing (the sources run directly), nothing is
 * primed and geo-tz loads its index as it always does. This module uses only Node built-ins, so the
 * build imports its compiled copy before anything else of dist/ is loaded.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import { dirname, join } from 'node:path';

/** Levels of the quadtree kept in index.json; each deeper branch is a file of its own. */
const TOP_LEVELS = 3;

/** The index file of geo-tz/all, its package.json, and how geo-tz/all `require`s the index. */
interface GeoTzFiles {
  index: string;
  packageJson: string;
}

/** geo-tz's files, resolved as `require('geo-tz/all')` from `from` resolves them. */
export function geoTzFiles(from: string | URL): GeoTzFiles {
  const findAll = createRequire(from).resolve('geo-tz/all');
  const root = join(dirname(findAll), '..');
  return {
    index: join(root, 'data', 'timezones.geojson.index.json'),
    packageJson: join(root, 'package.json'),
  };
}

/** What a split was made from: geo-tz's release and its index's size in bytes. */
function sourceOf(files: GeoTzFiles): { geo_tz: string; bytes: number } {
  const { version } = JSON.parse(readFileSync(files.packageJson, 'utf8')) as { version: string };
  return { geo_tz: version, bytes: statSync(files.index).size };
}

type Branch = Record<string, unknown>;

function isBranch(node: unknown): node is Branch {
  // A leaf is an array of zone numbers or a polygon block ({pos, len} into geo.dat).
  return typeof node === 'object' && node !== null && !Array.isArray(node) && !('pos' in node);
}

/** A branch below the top levels, in index.json: the name of its file. */
interface PartStub {
  part: string;
}

function isStub(node: unknown): node is PartStub {
  return typeof node === 'object' && node !== null && 'part' in node;
}

/** Build time: writes the split of geo-tz's index into `dir` (replacing what was there). */
export function writeZoneIndex(dir: string, files: GeoTzFiles = geoTzFiles(import.meta.url)): void {
  const index = JSON.parse(readFileSync(files.index, 'utf8')) as {
    timezones: string[];
    lookup: Branch;
  };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const top = (node: unknown, path: string, depth: number): unknown => {
    if (!isBranch(node)) return node;
    if (depth === TOP_LEVELS) {
      writeFileSync(join(dir, `${path}.json`), JSON.stringify(node));
      return { part: path } satisfies PartStub;
    }
    const out: Branch = {};
    for (const key of Object.keys(node)) out[key] = top(node[key], path + key, depth + 1);
    return out;
  };
  const lookup = top(index.lookup, '', 0);
  writeFileSync(
    join(dir, 'index.json'),
    JSON.stringify({ source: sourceOf(files), timezones: index.timezones, lookup }),
  );
}

/**
 * Replaces every stub under `node` with a property that reads and parses its file when first read.
 * A branch file that cannot be read (dist/ being rebuilt under a running server) is taken from
 * geo-tz's own index instead, parsed whole as geo-tz would have: the answer never depends on it.
 */
function attachParts(node: Branch, dir: string, ownIndex: () => Branch): void {
  for (const key of Object.keys(node)) {
    const child = node[key];
    if (isStub(child)) {
      const path = child.part;
      Object.defineProperty(node, key, {
        enumerable: true,
        configurable: true,
        get() {
          let value: unknown;
          try {
            value = JSON.parse(readFileSync(join(dir, `${path}.json`), 'utf8'));
          } catch {
            value = [...path].reduce<unknown>((branch, k) => (branch as Branch)[k], ownIndex());
          }
          Object.defineProperty(node, key, { value, enumerable: true, writable: true });
          return value;
        },
      });
    } else if (isBranch(child)) {
      attachParts(child, dir, ownIndex);
    }
  }
}

/**
 * The index as geo-tz's own file holds it, its branches parsed on first read; null when `dir` has no
 * split or one made from another geo-tz release or index.
 */
export function lazyZoneIndex(
  dir: string,
  files: GeoTzFiles = geoTzFiles(import.meta.url),
): { timezones: string[]; lookup: Branch } | null {
  let top: { source: { geo_tz: string; bytes: number }; timezones: string[]; lookup: Branch };
  try {
    top = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
  } catch {
    return null;
  }
  const source = sourceOf(files);
  if (top.source.geo_tz !== source.geo_tz || top.source.bytes !== source.bytes) return null;
  let own: Branch | null = null;
  const ownIndex = () => {
    own ??= (JSON.parse(readFileSync(files.index, 'utf8')) as { lookup: Branch }).lookup;
    return own;
  };
  attachParts(top.lookup, dir, ownIndex);
  return { timezones: top.timezones, lookup: top.lookup };
}

/**
 * Before geo-tz/all is first required from `from`: its index, when `dir` holds a current split, is
 * the lazy one above (a module already in `require.cache`, which `require` returns as it is).
 * Returns whether it was primed.
 */
export function primeZoneIndex(dir: string, from: string | URL): boolean {
  const files = geoTzFiles(from);
  const require = createRequire(from);
  if (require.cache[files.index] !== undefined) return false;
  const index = lazyZoneIndex(dir, files);
  if (index === null) return false;
  const module = new Module(files.index);
  module.filename = files.index;
  module.exports = index;
  module.loaded = true;
  require.cache[files.index] = module;
  return true;
}
