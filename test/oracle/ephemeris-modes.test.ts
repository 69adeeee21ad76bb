/**
 * The Ephemeris port's one-theory rule (engine/ports.ts), at the adapter level, where every caller
 * (birth chart, panchang, horary, muhurta, transit scans) gets it:
 * - per computation (`withOneEphemeris`): the files serve all of it or Moshier serves all of it, and
 *   the reported mode is the one that served; a value computed inside a Moshier run is exactly the
 *   Moshier adapter's value even at an instant the files could serve;
 * - per call (unwrapped methods): never fails for lack of files, and equals the theory that can serve
 *   that instant;
 * - the files' range is read from SE's own file data (sepl_18/semo_18, 1800-2399).
 * Authority: SE's file headers (get_current_file_data) and the Moshier adapter. Tolerance: exact.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Ephemeris } from '../../src/engine/ports.js';
import type { ChartSettings } from '../../src/engine/types.js';
import { createSwephEphemeris } from '../../src/ephemeris/sweph.js';
import { resolveEphePath } from '../../src/process/config.js';

const KP: ChartSettings = { ayanamsa: 'kp', nodeType: 'mean' };
const ephePath = resolveEphePath(process.env.SE_EPHE_PATH);
const files = createSwephEphemeris({ ephePath });
const moshier = createSwephEphemeris({ ephePath: null });

const J2000 = 2451545.0;
/** 1800-01-01 00:00 UT: before sepl_18 starts (1800-01-01 0h TT) once delta-T is counted. */
const JD_1800 = 2378496.5;
/** 2400-01-01 12:00 UT: sepl_18 holds it, but SE reads it from there only while that file is open. */
const JD_2400 = 2597642.0;

test('the files are installed (swe-basic-data) and their range is 1800-2399 from SE itself', () => {
  assert.equal(files.mode, 'swiss', files.fallbackReason ?? 'install swe-basic-data');
  const range = files.filesRange;
  assert.ok(range !== null);
  // 1800-01-01 0h TT + margin, and 2400-01-01 0h TT (the end of the file's name block) − margin.
  assert.ok(range.fromJdUt > JD_1800 && range.fromJdUt < JD_1800 + 0.2, `${range.fromJdUt}`);
  assert.ok(range.toJdUt < 2597641.5 && range.toJdUt > 2597641.5 - 0.2, `${range.toJdUt}`);
  assert.deepEqual(
    ['semo_18.se1', 'sepl_18.se1'].filter((f) => files.dataFiles?.includes(f)),
    ['semo_18.se1', 'sepl_18.se1'],
  );
  assert.deepEqual(moshier.dataFiles, []);
});

test('per computation: all files, or all Moshier, and the mode says which', () => {
  const inside = files.withOneEphemeris((e) => e.grahas(J2000, KP));
  assert.equal(inside.mode, 'swiss');
  const fromFiles = JSON.stringify(inside.value);
  const fromMoshier = JSON.stringify(moshier.grahas(J2000, KP));
  assert.notEqual(fromFiles, fromMoshier, 'the two theories differ in the last digits');

  // A computation touching 1800-01-01 00:00 UT and J2000: Moshier for both, J2000 included.
  let seenMode: string | null = null;
  const mixed = files.withOneEphemeris((e: Ephemeris) => {
    seenMode = e.mode;
    const early = e.grahas(JD_1800, KP);
    return { early, j2000: e.grahas(J2000, KP) };
  });
  assert.equal(mixed.mode, 'moshier');
  assert.equal(seenMode, 'moshier', 'inside the work, eph.mode is the serving theory');
  assert.equal(JSON.stringify(mixed.value.j2000), fromMoshier);
  // The same with the out-of-range instant second: the files' first answer is discarded.
  const late = files.withOneEphemeris((e) => [e.grahas(J2000, KP), e.grahas(JD_2400, KP)]);
  assert.equal(late.mode, 'moshier');
  assert.equal(JSON.stringify(late.value[0]), fromMoshier);
  // Nested runs keep the outer theory.
  const nested = files.withOneEphemeris((e) => e.withOneEphemeris((f) => f.mode));
  assert.deepEqual(nested, { value: { value: 'swiss', mode: 'swiss' }, mode: 'swiss' });
});

test('sunrise searches and houses are held to the range too', () => {
  // A sunrise search from 2399-12-30 12:00 UT may run into 2400: Moshier serves it.
  const r = files.withOneEphemeris((e) => e.sunEvent(2597640.0, 28.6, 77.2, 'rise'));
  assert.equal(r.mode, 'moshier');
  assert.equal(r.value, moshier.sunEvent(2597640.0, 28.6, 77.2, 'rise'));
  const h = files.withOneEphemeris((e) => e.placidus(J2000, 28.6, 77.2, KP));
  assert.equal(h.mode, 'swiss');
});

test('per call: unwrapped methods never fail for lack of files and repeat exactly', () => {
  const a = JSON.stringify(files.grahas(JD_1800, KP));
  assert.equal(a, JSON.stringify(moshier.grahas(JD_1800, KP)));
  const b = JSON.stringify(files.grahas(JD_2400, KP));
  assert.equal(b, JSON.stringify(moshier.grahas(JD_2400, KP)));
  const j = JSON.stringify(files.grahas(J2000, KP));
  // Whatever was asked before, the same call gives the same bytes.
  assert.equal(JSON.stringify(files.grahas(JD_1800, KP)), a);
  assert.equal(JSON.stringify(files.grahas(J2000, KP)), j);
  assert.equal(JSON.stringify(files.grahas(JD_2400, KP)), b);
});
