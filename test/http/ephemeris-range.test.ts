/**
 * Every date of the range, every time, the same answer (issue 9 §2), through the real routes.
 *
 * Authority: decisions.md (Date range 1800-01-01 to 2399-12-31 answers 200; one ephemeris per
 * chart; meta.ephemeris says which one served) and SE's own file limits, read from the installed
 * `sepl_18.se1`/`semo_18.se1` at construction. Tolerance: none; responses are compared as bytes.
 *
 * - Boundary sweep: births, panchang days and couples on 1800-01-01 and 2399-12-31 at UTC offsets
 *   from −12 to +14 answer 200 on every endpoint that takes a date; the figures (how many, which
 *   ephemeris served) are printed.
 * - Determinism: a chart, then the boundary charts in both orders, then the first chart again,
 *   byte for byte (before the fix a failed boundary chart left SE serving later charts differently).
 * - Missing semo_18.se1: a directory holding only a copy of sepl_18.se1 (made here) serves every
 *   chart from Moshier, says so in meta.ephemeris, and /healthz lists the one file found.
 */
import assert from 'node:assert/strict';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { OPEN_PLATFORM } from '../../src/http/open-platform.js';
import { buildServer } from '../../src/http/server.js';
import { createComputeDeps } from '../../src/process/compose.js';
import { DEBIAN_EPHE_DIR, resolveEphePath } from '../../src/process/config.js';
import { buildTestServer } from '../helpers/server.js';
import { tempDir } from '../helpers/tmp.js';

let app: FastifyInstance;
before(async () => {
  app = await buildTestServer();
});
after(async () => {
  await app.close();
});

const post = (server: FastifyInstance, url: string, payload: unknown) =>
  server.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

const DELHI = { latitude: 28.6139, longitude: 77.209 };
const OFFSETS = [-12, -9.5, -6, -3, 0, 3, 5.5, 9, 12, 14];
const TIMES = ['00:00', '00:30', '06:00', '12:00', '18:00', '23:30', '23:59'];
const EDGES = ['1800-01-01', '2399-12-31'];

const ephePath = resolveEphePath(process.env.SE_EPHE_PATH);

describe('every date of the range answers 200, with one ephemeris per response', () => {
  it('the SE files are installed (swe-basic-data), so both ephemerides are exercised', () => {
    assert.notEqual(
      ephePath,
      null,
      `install swe-basic-data (${DEBIAN_EPHE_DIR}) or set SE_EPHE_PATH`,
    );
  });

  it('birth-chart and cuspal-interlinks on both edge dates at every offset', async (t) => {
    const tally: Record<string, number> = {};
    const failures: string[] = [];
    for (const url of ['/api/v1/birth-chart', '/api/v1/cuspal-interlinks']) {
      for (const birth_date of EDGES) {
        for (const utc_offset_hours of OFFSETS) {
          for (const birth_time of TIMES) {
            const body = {
              ...DELHI,
              birth_date,
              birth_time,
              utc_offset_hours,
              as_of: '2000-01-01',
            };
            const res = await post(app, url, body);
            const key = `${url} ${res.statusCode} ${res.json().meta?.ephemeris ?? '-'}`;
            tally[key] = (tally[key] ?? 0) + 1;
            if (res.statusCode !== 200) failures.push(`${JSON.stringify(body)} → ${res.body}`);
          }
        }
      }
    }
    t.diagnostic(JSON.stringify(tally));
    console.log(`edge charts: ${JSON.stringify(tally)}`);
    assert.deepEqual(failures.slice(0, 5), []);
    // Both theories served: the files inside their range, Moshier at the far edges.
    assert.ok(tally['/api/v1/birth-chart 200 swiss'], 'some edge charts come from the files');
    assert.ok(tally['/api/v1/birth-chart 200 moshier'], 'some edge charts come from Moshier');
  });

  it('panchang on 1800-01-01 and 2399-12-31 at every offset, and a mid-range day from the files', async (t) => {
    const tally: Record<string, number> = {};
    for (const date of EDGES) {
      for (const utc_offset_hours of OFFSETS) {
        const res = await post(app, '/api/v1/panchang', { ...DELHI, date, utc_offset_hours });
        assert.equal(res.statusCode, 200, `${date} ${utc_offset_hours}: ${res.body}`);
        const key = `${date} ${res.json().meta.ephemeris}`;
        tally[key] = (tally[key] ?? 0) + 1;
      }
    }
    t.diagnostic(JSON.stringify(tally));
    console.log(`edge panchangs: ${JSON.stringify(tally)}`);
    // The evening before 1800-01-01 lies outside the files: that whole day is Moshier.
    assert.equal(tally['1800-01-01 moshier'], OFFSETS.length);
    const mid = await post(app, '/api/v1/panchang', { ...DELHI, date: '2100-06-01' });
    assert.equal(mid.json().meta.ephemeris, 'swiss');
  });

  it('compatibility with partners on the edge dates', async () => {
    const modes = new Set<string>();
    for (const utc_offset_hours of OFFSETS) {
      const res = await post(app, '/api/v1/compatibility', {
        boy: { ...DELHI, birth_date: '1800-01-01', birth_time: '00:00', utc_offset_hours },
        girl: { ...DELHI, birth_date: '2399-12-31', birth_time: '23:59', utc_offset_hours },
      });
      assert.equal(res.statusCode, 200, res.body);
      modes.add(res.json().meta.ephemeris);
    }
    // One of the pair is outside the files at the extreme offsets: the pair is Moshier.
    assert.ok(modes.has('moshier'));
  });
});

describe('same input, same bytes, whatever was cast before', () => {
  const normal = { ...DELHI, birth_date: '1990-07-04', birth_time: '10:12', as_of: '2026-11-21' };
  const charts = {
    normal,
    // East of Greenwich early on 1800-01-01: the UTC instant is on 1799-12-31 (Moshier).
    east1800: { ...normal, birth_date: '1800-01-01', birth_time: '00:30', utc_offset_hours: 14 },
    // West late on 2399-12-31: the UTC instant is in 2400 (Moshier).
    west2399: { ...normal, birth_date: '2399-12-31', birth_time: '23:30', utc_offset_hours: -12 },
    // 2400-01-01 00:00 UT: sepl_18 holds it, but SE reads it from there only while that file
    // happens to be open; before the fix this chart failed after east1800 had been cast.
    near2400: { ...normal, birth_date: '2399-12-31', birth_time: '12:00', utc_offset_hours: -12 },
    // Inside the files at the start of the range.
    inside1800: { ...normal, birth_date: '1800-01-02', birth_time: '12:00', utc_offset_hours: 0 },
  };
  type Name = keyof typeof charts;
  const order: Name[] = [
    'normal',
    'east1800',
    'west2399',
    'near2400',
    'inside1800',
    'normal',
    'inside1800',
    'near2400',
    'west2399',
    'east1800',
    'normal',
  ];

  for (const url of ['/api/v1/birth-chart', '/api/v1/cuspal-interlinks']) {
    it(`${url}: a chart, the boundary charts in both orders, the first chart again: identical bytes`, async () => {
      const seen = new Map<Name, string>();
      for (const name of order) {
        const res = await post(app, url, charts[name]);
        assert.equal(res.statusCode, 200, `${name}: ${res.body}`);
        const first = seen.get(name);
        if (first === undefined) seen.set(name, res.body);
        else assert.equal(res.body, first, `${name} changed after other charts were cast`);
      }
      const mode = (n: Name) => JSON.parse(seen.get(n) ?? '{}').meta.ephemeris;
      assert.deepEqual(
        Object.keys(charts).map((n) => `${n}:${mode(n as Name)}`),
        [
          'normal:swiss',
          'east1800:moshier',
          'west2399:moshier',
          'near2400:moshier',
          'inside1800:swiss',
        ],
      );
    });
  }
});

describe('semo_18.se1 missing: the Moon would silently come from Moshier', () => {
  let dir: { path: string; remove(): void };
  let partial: FastifyInstance;
  before(async () => {
    dir = tempDir('ephe');
    copyFileSync(join(ephePath ?? DEBIAN_EPHE_DIR, 'sepl_18.se1'), join(dir.path, 'sepl_18.se1'));
    const compute = createComputeDeps({ ephePath: dir.path, zoneinfoDir: '/usr/share/zoneinfo' });
    partial = await buildServer({ compute, platform: OPEN_PLATFORM });
    await partial.ready();
  });
  after(async () => {
    await partial.close();
    dir.remove();
  });

  it('meta.ephemeris says moshier, and the chart is exactly the Moshier chart', async () => {
    const body = { ...DELHI, birth_date: '1990-07-04', birth_time: '10:12', as_of: '2026-11-21' };
    const res = await post(partial, '/api/v1/birth-chart', body);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().meta.ephemeris, 'moshier');
    const moshierOnly = createComputeDeps({ ephePath: null, zoneinfoDir: '/usr/share/zoneinfo' });
    const pure = await buildServer({ compute: moshierOnly, platform: OPEN_PLATFORM });
    await pure.ready();
    const reference = await post(pure, '/api/v1/birth-chart', body);
    await pure.close();
    assert.equal(res.body, reference.body);
    // The full files still serve the shared adapter afterwards.
    const full = await post(app, '/api/v1/birth-chart', body);
    assert.equal(full.json().meta.ephemeris, 'swiss');
  });

  it('/healthz lists the one file found and reports moshier', async () => {
    const health = (await partial.inject('/healthz')).json();
    assert.equal(health.ephemeris, 'moshier');
    assert.deepEqual(health.ephemeris_files, ['sepl_18.se1']);
    const full = (await app.inject('/healthz')).json();
    assert.equal(full.ephemeris, 'swiss');
    assert.ok(full.ephemeris_files.includes('semo_18.se1'), JSON.stringify(full.ephemeris_files));
  });
});
