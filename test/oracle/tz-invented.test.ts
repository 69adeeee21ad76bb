/**
 * Nothing depends on the installed tz release: TZDIR points the service at a small zoneinfo tree
 * that this test compiles itself with the system's `zic`, from zone rules written below, including
 * an invented rule change (India moves to +06:00 in 2030 and keeps summer time +07:00 from 2031).
 * The service's answers must follow that tree, and agree with `zdump` reading the same tree.
 *
 * Authority: zic/zdump (glibc) over the rules below. Tolerance: none (whole seconds).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { OPEN_PLATFORM } from '../../src/http/open-platform.js';
import { buildServer } from '../../src/http/server.js';
import { createComputeDeps } from '../../src/process/compose.js';
import { loadConfig } from '../../src/process/config.js';
import { tempDir } from '../helpers/tmp.js';
import { zdumpReading } from './tz-zdump.js';

const VERSION = 'sublord-invented-1';

/** tzdata.zi syntax (zic accepts the one-letter keywords; src/geo reads names and version here). */
const RULES = `# version ${VERSION}
Z Etc/UTC 0 - UTC
R Inv 2031 max - March lastSunday 1:00u 1:00 S
R Inv 2031 max - October lastSunday 1:00u 0 -
Z Asia/Kolkata 5:53:28 - LMT 1900
5:30 - IST 2030
6:00 Inv +06/+07
L Asia/Kolkata Asia/Calcutta
`;

const DELHI = { latitude: 28.6139, longitude: 77.209 };

let tree: { path: string; remove(): void };
let app: FastifyInstance;

before(async () => {
  tree = tempDir('zoneinfo');
  const source = join(tree.path, 'rules.zi');
  writeFileSync(source, RULES);
  execFileSync('zic', ['-d', tree.path, source]);
  // zic compiles zones; src/geo (like the tzdata package) also reads the names and the version
  // from tzdata.zi in the tree.
  copyFileSync(source, join(tree.path, 'tzdata.zi'));
  const config = loadConfig({ TZDIR: tree.path });
  assert.equal(config.zoneinfoDir, tree.path, 'TZDIR selects the zoneinfo directory');
  app = await buildServer({ compute: createComputeDeps(config), platform: OPEN_PLATFORM });
  await app.ready();
});
after(async () => {
  await app?.close();
  tree?.remove();
});

const chart = async (birth_date: string, birth_time: string, extra: object = {}) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/cuspal-interlinks',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ ...DELHI, birth_date, birth_time, ...extra }),
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
};

describe('the service follows a zoneinfo tree compiled by the test (TZDIR)', () => {
  const cases = [
    { date: '1890-06-01', time: '12:00', note: 'LMT +5:53:28 (the tree has no Madras time)' },
    { date: '2020-06-01', time: '12:00', note: 'IST' },
    { date: '2030-06-01', time: '12:00', note: 'invented: +06 from 2030' },
    { date: '2031-01-15', time: '12:00', note: 'invented: winter +06' },
    { date: '2031-07-15', time: '12:00', note: 'invented: summer time +07' },
    { date: '2031-03-30', time: '07:30', note: 'invented gap 07:00 → 08:00' },
    { date: '2031-10-26', time: '07:30', note: 'invented overlap 08:00 → 07:00' },
    { date: '2350-07-15', time: '12:00', note: 'footer rule of the invented zone' },
  ];

  for (const c of cases) {
    it(`${c.date} ${c.time}: ${c.note}; same reading as zdump over the tree`, async () => {
      const want = zdumpReading('Asia/Kolkata', c.date, c.time, tree.path);
      // Zone from the coordinates (geo-tz says Asia/Kolkata); offsets from the tree.
      const body = await chart(c.date, c.time);
      assert.equal(body.timezone, 'Asia/Kolkata');
      assert.equal(body.utc_offset_hours, Math.round((want.offsetSeconds / 3600) * 1e6) / 1e6);
      assert.equal(body.local_time_status, want.status);
      assert.equal(body.meta.tz_version, VERSION);
      // The link in the tree answers the same.
      const linked = await chart(c.date, c.time, { timezone: 'Asia/Calcutta' });
      assert.equal(linked.utc_offset_hours, body.utc_offset_hours);
    });
  }

  it('the invented change is really not the installed release (so the test can fail)', async () => {
    const installed = zdumpReading('Asia/Kolkata', '2031-07-15', '12:00');
    assert.equal(installed.offsetSeconds, 19_800, 'the installed database keeps IST in 2031');
    assert.equal((await chart('2031-07-15', '12:00')).utc_offset_hours, 7);
  });
});
