/**
 * geo-tz's decoded polygon blocks are kept in a cache bounded by the memory they hold (issue 37 §7).
 * Before, geo-tz's own Map kept every block a lookup ever decoded: 20,000 births weighted by where
 * people live decoded 1,132 blocks, 242 MB a thread, and a worker passed 1 GB. Authority: geo-tz's
 * own answers (the lookups must not change; test/oracle/zone-index.test.ts compares them over its
 * whole grid) and the cache's own accounting (src/geo/bounded-cache.ts).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BoundedCache, cacheStats } from '../../src/geo/bounded-cache.js';
import { ZONE_POLYGONS_BUDGET_BYTES, zoneAtCoordinates } from '../../src/geo/zone-lookup.js';

describe('BoundedCache', () => {
  it('keeps the most recently used within its budget, counts hits and misses', () => {
    const cache = new BoundedCache<string, number>('test', 10, (n) => n);
    cache.set('a', 4).set('b', 4);
    assert.equal(cache.get('a'), 4); // a is now the most recent
    cache.set('c', 4); // 12 > 10: b, the least recently used, goes
    assert.equal(cache.get('b'), undefined);
    assert.equal(cache.get('c'), 4);
    cache.set('huge', 11); // heavier than the whole budget: not kept, nothing evicted for it
    assert.equal(cache.get('huge'), undefined);
    assert.equal(cache.get('a'), 4);
    cache.set('a', 6); // replaced: its old weight is given back first
    assert.deepEqual(cache.stats(), {
      name: 'test',
      hits: 3,
      misses: 2,
      entries: 2,
      bytes: 10,
      budgetBytes: 10,
    });
  });
});

describe('the zone polygons cache', () => {
  it('holds no more than its budget after lookups all over the world, with the same answers', () => {
    // A 1° grid over the inhabited latitudes: hundreds of blocks, far more than the budget holds.
    const answers = new Map<string, string>();
    for (let lat = -50; lat <= 70; lat += 1) {
      for (let lon = -180; lon < 180; lon += 1)
        answers.set(`${lat},${lon}`, zoneAtCoordinates(lat, lon));
    }
    const polygons = cacheStats().find((c) => c.name === 'zone_polygons');
    assert.ok(polygons, 'registered for the metrics');
    assert.ok(polygons.misses > 100, `${polygons.misses} blocks decoded`);
    assert.ok(polygons.bytes <= ZONE_POLYGONS_BUDGET_BYTES, `${polygons.bytes} bytes held`);
    assert.equal(polygons.budgetBytes, ZONE_POLYGONS_BUDGET_BYTES);
    // Evicted blocks are decoded again: the same zone as the first time, everywhere.
    for (const [key, zone] of answers) {
      const [lat, lon] = key.split(',').map(Number) as [number, number];
      assert.equal(zoneAtCoordinates(lat, lon), zone, key);
    }
    // Points known to their zone (the tz database's own cities).
    assert.equal(zoneAtCoordinates(28.6139, 77.209), 'Asia/Kolkata');
    assert.equal(zoneAtCoordinates(59.9139, 10.7522), 'Europe/Oslo');
  });
});
