/**
 * Oracle test for the Swiss Ephemeris adapter (src/ephemeris/sweph.ts).
 *
 * Authority: Debian's swetest (a separate build of the SE C library), recorded by
 * scripts/gen-swetest-fixtures.ts in test/oracle/fixtures/swetest-charts.json: 200 seeded-random
 * moments 1800–2399 at |latitude| ≤ 66°, plus 5 polar cases, each in both modes (SE files and
 * Moshier). KP ayanamsa (SE mode 5), mean node, Placidus.
 *
 * Tolerances (arc-seconds unless stated), and why:
 * - Same theory (adapter in mode X vs swetest in mode X): both run SE 2.10.03 on the same inputs,
 *   so the only expected differences are swetest's 11-decimal output (≤ 1.8e-8″) and floating-point
 *   differences between the two builds. Contract 0.001″ (SE's own house-position epsilon, far
 *   below any KP boundary effect); measured 1.8e-8″, i.e. output rounding only.
 * - Speeds, same theory: 1e-7 °/day; measured ~7e-18 °/day.
 * - Cross theory (Moshier adapter vs swetest with files): 3″ for positions, the "within about 3″"
 *   of design/decisions.md; measured 2.54″ (Moon), ≤ 1.1″ for the other grahas. House cusps do not
 *   depend on the planetary theory: 0.001″ (measured ~1e-6″, from delta-T tidal terms).
 * - Hindu sunrise/sunset vs swetest -rise -hindu: 0.1 s (swetest prints 0.1 s).
 * The measured maxima are printed in the test names and diagnostics.
 *
 * Run: node --import ./scripts/ts-sources.mjs --test test/oracle/ephemeris.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { TestContext } from 'node:test';
import { test } from 'node:test';
import { PolarLatitudeError } from '../../src/engine/errors.js';
import type { ChartSettings, Graha } from '../../src/engine/types.js';
import { AYANAMSAS, GRAHAS } from '../../src/engine/types.js';
import { createSwephEphemeris, nkpaMean, type SwephEphemeris } from '../../src/ephemeris/sweph.js';
import { resolveEphePath } from '../../src/process/config.js';

type Mode = 'swiss' | 'moshier';
type Triple = [number, number, number];

interface ModeResult {
  grahas: Record<string, Triple>;
  ayanamsa: number;
  cusps?: number[];
  ascendant?: number;
  mc?: number;
  armc?: number;
  polarMessage?: string;
}

interface FixtureCase {
  id: number;
  ut: string;
  jdUt: number;
  latitude: number;
  longitude: number;
  polar?: boolean;
  expected: Record<Mode, ModeResult>;
}

interface SunEventCase {
  id: number;
  jdUt: number;
  latitude: number;
  longitude: number;
  expected: Record<Mode, { rise: number | null; set: number | null; line: string }>;
}

interface Fixture {
  seed: number;
  swetest: { banner: string | null; debianPackage: string | null };
  cases: FixtureCase[];
  sunEvents: SunEventCase[];
}

const fixture = JSON.parse(
  readFileSync(new URL('./fixtures/swetest-charts.json', import.meta.url), 'utf8'),
) as Fixture;

const KP: ChartSettings = { ayanamsa: 'kp', nodeType: 'mean' };
const ARCSEC = 3600;

/** Tolerances; see the header for the reasoning. */
const TOL = {
  sameTheoryArcsec: 0.001,
  sameTheorySpeedDegPerDay: 1e-7,
  crossTheoryArcsec: 3,
  cuspsArcsec: 0.001,
  ayanamsaArcsec: 0.001,
};

/** Smallest angular separation of two longitudes, arc-seconds. */
function sepArcsec(a: number, b: number): number {
  return Math.abs(((((a - b) % 360) + 540) % 360) - 180) * ARCSEC;
}

const fmt = (arcsec: number): string =>
  arcsec === 0 ? '0″' : arcsec < 0.01 ? `${arcsec.toExponential(1)}″` : `${arcsec.toFixed(3)}″`;

/** Running maximum with the label of where it was seen. */
class Max {
  value = 0;
  where = '-';
  see(v: number, where: string): void {
    if (v > this.value || this.where === '-') {
      this.value = Math.max(this.value, v);
      this.where = where;
    }
  }
}

const moshier = createSwephEphemeris({ ephePath: null });
const ephePath = resolveEphePath(process.env.SE_EPHE_PATH);
const swiss = ephePath === null ? null : createSwephEphemeris({ ephePath });
/**
 * The swiss-mode oracle needs the SE data files (Debian swe-basic-data, installed by .ci/run). A
 * machine without them FAILS these tests with this message; nothing is skipped.
 */
const swissMissing =
  swiss === null
    ? 'SE data files absent (no SE_EPHE_PATH, no /usr/share/libswe/ephe/sepl_18.se1): install swe-basic-data'
    : swiss.mode !== 'swiss'
      ? `SE files at ${ephePath} unusable (${swiss.fallbackReason})`
      : null;

test('the SE data files are installed and usable', () => {
  assert.equal(swissMissing, null, swissMissing ?? '');
});

const regular = fixture.cases.filter((c) => c.polar !== true);
const polar = fixture.cases.filter((c) => c.polar === true);

interface Stats {
  planets: Max;
  planetsByBody: Map<Graha, Max>;
  node: Max;
  speed: Max;
  retroMismatches: string[];
  cusps: Max;
  armc: Max;
  ayanamsa: Max;
}

/** Compare the adapter with one swetest mode over every regular case. */
function compare(eph: SwephEphemeris, oracle: Mode, withHouses: boolean): Stats {
  const s: Stats = {
    planets: new Max(),
    planetsByBody: new Map(),
    node: new Max(),
    speed: new Max(),
    retroMismatches: [],
    cusps: new Max(),
    armc: new Max(),
    ayanamsa: new Max(),
  };
  for (const c of regular) {
    const exp = c.expected[oracle];
    const got = eph.grahas(c.jdUt, KP);
    for (const g of GRAHAS) {
      const e = g === 'Ketu' ? undefined : exp.grahas[g];
      if (e === undefined) continue;
      const [lon, , speed] = e;
      const where = `${g} case ${c.id} ${c.ut}`;
      const d = sepArcsec(got[g].longitude, lon);
      if (g === 'Rahu') s.node.see(d, where);
      else {
        s.planets.see(d, where);
        const m = s.planetsByBody.get(g) ?? new Max();
        m.see(d, where);
        s.planetsByBody.set(g, m);
      }
      s.speed.see(Math.abs(got[g].speed - speed), where);
      if (got[g].speed < 0 !== speed < 0) s.retroMismatches.push(where);
    }
    // Ketu is not in swetest's list: it must be Rahu + 180° with Rahu's speed.
    assert.ok(sepArcsec(got.Ketu.longitude, got.Rahu.longitude + 180) < 1e-9);
    assert.equal(got.Ketu.speed, got.Rahu.speed);
    s.ayanamsa.see(
      Math.abs(eph.ayanamsa(c.jdUt, KP) - exp.ayanamsa) * ARCSEC,
      `case ${c.id} ${c.ut}`,
    );
    if (!withHouses) continue;
    const f = eph.placidus(c.jdUt, c.latitude, c.longitude, KP);
    const cusps = exp.cusps ?? [];
    assert.equal(cusps.length, 12);
    for (const [i, cusp] of cusps.entries()) {
      s.cusps.see(sepArcsec(f.cusps[i] ?? Number.NaN, cusp), `H${i + 1} case ${c.id}`);
    }
    s.cusps.see(sepArcsec(f.ascendant, exp.ascendant ?? Number.NaN), `Asc case ${c.id}`);
    s.cusps.see(sepArcsec(f.mc, exp.mc ?? Number.NaN), `MC case ${c.id}`);
    s.armc.see(sepArcsec(f.armc, exp.armc ?? Number.NaN), `case ${c.id}`);
  }
  return s;
}

function describeBodies(s: Stats): string {
  return [...s.planetsByBody.entries()].map(([g, m]) => `${g} ${fmt(m.value)}`).join(', ');
}

function sameTheorySuite(label: string, eph: () => SwephEphemeris, oracle: Mode) {
  return async (t: TestContext) => {
    const s = compare(eph(), oracle, true);
    t.diagnostic(`per body (max): ${describeBodies(s)}`);
    await t.test(
      `grahas vs swetest (${label}): tolerance ${TOL.sameTheoryArcsec}″, max ${fmt(s.planets.value)} (${s.planets.where})`,
      () => assert.ok(s.planets.value <= TOL.sameTheoryArcsec),
    );
    await t.test(
      `mean node vs swetest (${label}): tolerance ${TOL.sameTheoryArcsec}″, max ${fmt(s.node.value)} (${s.node.where})`,
      () => assert.ok(s.node.value <= TOL.sameTheoryArcsec),
    );
    await t.test(
      `speeds vs swetest (${label}): tolerance ${TOL.sameTheorySpeedDegPerDay} °/day, max ${s.speed.value.toExponential(1)} °/day (${s.speed.where}); retrograde flags identical`,
      () => {
        assert.ok(s.speed.value <= TOL.sameTheorySpeedDegPerDay);
        assert.deepEqual(s.retroMismatches, []);
      },
    );
    await t.test(
      `cusps+Asc+MC vs swetest (${label}): tolerance ${TOL.cuspsArcsec}″, max ${fmt(s.cusps.value)} (${s.cusps.where}); ARMC max ${fmt(s.armc.value)}`,
      () => {
        assert.ok(s.cusps.value <= TOL.cuspsArcsec);
        assert.ok(s.armc.value <= TOL.cuspsArcsec);
      },
    );
    await t.test(
      `true ayanamsa vs swetest (${label}): tolerance ${TOL.ayanamsaArcsec}″, max ${fmt(s.ayanamsa.value)}`,
      () => assert.ok(s.ayanamsa.value <= TOL.ayanamsaArcsec),
    );
    await t.test(
      `${polar.length} polar cases: PolarLatitudeError (swetest fell back to Porphyry)`,
      () => {
        for (const c of polar) {
          assert.match(c.expected[oracle].polarMessage ?? '', /Placidus failed/);
          assert.throws(
            () => eph().placidus(c.jdUt, c.latitude, c.longitude, KP),
            (err: unknown) => err instanceof PolarLatitudeError && err.field === 'latitude',
          );
        }
      },
    );
  };
}

test(
  `swetest oracle, Moshier (fixture seed ${fixture.seed}, swetest ${fixture.swetest.banner ?? '?'})`,
  sameTheorySuite('Moshier', () => moshier, 'moshier'),
);

test(
  'swetest oracle, SE files',
  sameTheorySuite(
    'SE files',
    () => {
      assert.ok(swiss !== null);
      return swiss;
    },
    'swiss',
  ),
);

test('Moshier accuracy against swetest with SE files', async (t) => {
  const s = compare(moshier, 'swiss', true);
  t.diagnostic(`per body (max): ${describeBodies(s)}`);
  await t.test(
    `grahas, Moshier vs files: tolerance ${TOL.crossTheoryArcsec}″, max ${fmt(s.planets.value)} (${s.planets.where})`,
    () => assert.ok(s.planets.value <= TOL.crossTheoryArcsec),
  );
  await t.test(
    `cusps, Moshier vs files: tolerance ${TOL.cuspsArcsec}″, max ${fmt(s.cusps.value)} (${s.cusps.where})`,
    () => assert.ok(s.cusps.value <= TOL.cuspsArcsec),
  );
});

// ---------------------------------------------------------------------------------------------
// Sunrise/sunset against swetest -rise -hindu

const sunEvents = fixture.sunEvents;

/** swetest prints rise/set to 0.1 s; allow that rounding plus SE's own convergence. */
const SUN_TOL_SECONDS = 0.1;

for (const [label, oracle] of [
  ['Moshier', 'moshier'],
  ['SE files', 'swiss'],
] as const) {
  test(`Hindu sunrise/sunset (SE_BIT_HINDU_RISING) vs swetest -rise -hindu (${label})`, (t) => {
    const eph = oracle === 'swiss' ? swiss : moshier;
    assert.ok(eph !== null);
    let max = 0;
    for (const c of sunEvents) {
      const exp = c.expected[oracle];
      for (const kind of ['rise', 'set'] as const) {
        const got = eph.sunEvent(c.jdUt, c.latitude, c.longitude, kind);
        const want = exp[kind];
        if (want === null) {
          assert.equal(got, null, `case ${c.id} ${kind}: ${exp.line}`);
          continue;
        }
        assert.ok(got !== null, `case ${c.id} ${kind}: expected ${exp.line}`);
        const dt: number = Math.abs(got - want) * 86400;
        max = Math.max(max, dt);
        assert.ok(
          dt <= SUN_TOL_SECONDS,
          `case ${c.id} ${kind}: off by ${dt.toFixed(3)} s (${exp.line})`,
        );
      }
    }
    t.diagnostic(
      `${sunEvents.length} cases: tolerance ${SUN_TOL_SECONDS} s, max ${max.toFixed(3)} s`,
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Ayanamsa check values (kp-doctrine §1.3, §1.2)

/** d°m′s″ → degrees. */
const dms = (d: number, m: number, s: number): number => d + m / 60 + s / 3600;

/** 0h UT unless stated (kp-doctrine §1.3). */
const CHECK_DATES: Record<string, number> = {
  '1900-01-01': 2415020.5,
  '1950-01-01': 2433282.5,
  '2000-01-01 12h': 2451545.0,
  '2020-01-01': 2458849.5,
  '2025-01-01': 2460676.5,
  '2026-01-01': 2461041.5,
};

/** Mean ayanamsa (SEFLG_NONUT), kp-doctrine §1.3: [Lahiri (1), KP (5), KP VP291 (45)]. */
const MEAN_TABLE: Record<string, [number, number, number]> = {
  '1900-01-01': [dms(22, 27, 37.91), dms(22, 21, 49.24), dms(22, 23, 1.71)],
  '1950-01-01': [dms(23, 9, 31.41), dms(23, 3, 42.74), dms(23, 4, 55.2)],
  '2000-01-01 12h': [dms(23, 51, 25.53), dms(23, 45, 36.86), dms(23, 46, 49.31)],
  '2020-01-01': [dms(24, 8, 11.27), dms(24, 2, 22.6), dms(24, 3, 35.04)],
  '2025-01-01': [dms(24, 12, 22.84), dms(24, 6, 34.17), dms(24, 7, 46.61)],
  '2026-01-01': [dms(24, 13, 13.09), dms(24, 7, 24.43), dms(24, 8, 36.87)],
};
const TABLE_TOL_ARCSEC = 0.05;

test(`mean ayanamsa = kp-doctrine §1.3 table (modes 1, 5, 45) within ${TABLE_TOL_ARCSEC}″`, (t) => {
  let max = 0;
  for (const [date, [lahiri, kp, vp291]] of Object.entries(MEAN_TABLE)) {
    const jd = CHECK_DATES[date];
    assert.ok(jd !== undefined);
    for (const [id, want] of [
      ['lahiri', lahiri],
      ['kp', kp],
      ['kp_vp291', vp291],
    ] as const) {
      const got = moshier.meanAyanamsa(jd, { ayanamsa: id, nodeType: 'mean' });
      const d = Math.abs(got - want) * ARCSEC;
      max = Math.max(max, d);
      assert.ok(d <= TABLE_TOL_ARCSEC, `${id} ${date}: ${d.toFixed(3)}″`);
    }
  }
  t.diagnostic(`max ${max.toFixed(3)}″`);
});

test('ayanamsa() is the TRUE value (nutation included): mode 5 check values of §1.3', () => {
  const kp2000 = moshier.ayanamsa(2451545.0, KP);
  const kp2025 = moshier.ayanamsa(2460676.5, KP);
  assert.ok(Math.abs(kp2000 - dms(23, 45, 22.93)) * ARCSEC <= TABLE_TOL_ARCSEC, `${kp2000}`);
  assert.ok(Math.abs(kp2025 - dms(24, 6, 34.37)) * ARCSEC <= TABLE_TOL_ARCSEC, `${kp2025}`);
});

test('NKPA (kp_new): Balachandran formula check values within 1″', () => {
  const KPN: ChartSettings = { ayanamsa: 'kp_new', nodeType: 'mean' };
  // 15 April, 0h UT (kp-doctrine §1.2: the jupitersweb yearly table is NKPA on 15 April).
  const april15: Array<[number, number]> = [
    [2415124.5, dms(22, 22, 30)], // 1900, the epoch
    [2433386.5, dms(23, 4, 22)], // 1950
    [2458954.5, dms(24, 3, 0)], // 2020
    [2460780.5, dms(24, 7, 12)], // 2025
  ];
  for (const [jd, want] of april15) {
    const got = moshier.meanAyanamsa(jd, KPN);
    assert.equal(got, nkpaMean(jd));
    assert.ok(
      Math.abs(got - want) * ARCSEC <= 1,
      `jd ${jd}: ${((got - want) * ARCSEC).toFixed(2)}″`,
    );
  }
  // NKPA sits about 23″ above mode 5 around 2000–2030 (kp-doctrine §1.3).
  const jd = 2458954.5;
  const diff = (nkpaMean(jd) - moshier.meanAyanamsa(jd, KP)) * ARCSEC;
  assert.ok(diff > 20 && diff < 26, `NKPA − mode 5 = ${diff}″`);
  // Positions shift by exactly (mode-5 mean − NKPA); speeds by that offset's slow drift
  // (~2e-8 °/day), keeping speed the derivative of longitude.
  const kp = moshier.grahas(jd, KP);
  const kpn = moshier.grahas(jd, KPN);
  const drift = kpn.Moon.speed - kp.Moon.speed;
  assert.ok(drift > 1.5e-8 && drift < 2.5e-8, `speed drift ${drift}`);
  for (const g of GRAHAS) {
    const shift = ((kpn[g].longitude - kp[g].longitude + 540) % 360) - 180;
    assert.ok(Math.abs(shift * ARCSEC + diff) < 1e-6, `${g}: ${shift * ARCSEC}″`);
    assert.ok(Math.abs(kpn[g].speed - kp[g].speed - drift) < 1e-15, g);
  }
});

test('every ayanamsa: longitude + ayanamsa() is the same tropical longitude (the value subtracted)', () => {
  const jd = 2460676.5;
  const base = moshier.grahas(jd, KP);
  const baseAy = moshier.ayanamsa(jd, KP);
  const frameKp = moshier.placidus(jd, 28.6139, 77.209, KP);
  for (const id of AYANAMSAS) {
    const s: ChartSettings = { ayanamsa: id, nodeType: 'mean' };
    const g = moshier.grahas(jd, s);
    const ay = moshier.ayanamsa(jd, s);
    for (const name of GRAHAS) {
      const d = sepArcsec(g[name].longitude + ay, base[name].longitude + baseAy);
      assert.ok(d < 1e-6, `${id} ${name}: ${d}″`);
    }
    const f = moshier.placidus(jd, 28.6139, 77.209, s);
    assert.ok(sepArcsec(f.ascendant + ay, frameKp.ascendant + baseAy) < 1e-6, `${id} Asc`);
    assert.equal(f.armc, frameKp.armc, 'ARMC is tropical and does not depend on the ayanamsa');
  }
  // Sanity of the spread (kp-doctrine §1.3): Lahiri − KP ≈ 5′49″, VP291 − KP ≈ 72.4″.
  const ayOf = (id: (typeof AYANAMSAS)[number]) =>
    moshier.ayanamsa(jd, { ayanamsa: id, nodeType: 'mean' });
  assert.ok(Math.abs((ayOf('lahiri') - ayOf('kp')) * ARCSEC - 349) < 1);
  assert.ok(Math.abs((ayOf('kp_vp291') - ayOf('kp')) * ARCSEC - 72.4) < 0.5);
});

// ---------------------------------------------------------------------------------------------
// Houses from ARMC (the horary construction)

const CONSISTENCY_TOL_ARCSEC = 0.001;

test(`placidusFromArmc(armc of a real moment) = placidus() within ${CONSISTENCY_TOL_ARCSEC}″, all ayanamsas`, (t) => {
  let max = 0;
  for (const eph of [moshier, ...(swiss !== null && swiss.mode === 'swiss' ? [swiss] : [])]) {
    for (const c of regular.slice(0, 50)) {
      for (const id of AYANAMSAS) {
        const s: ChartSettings = { ayanamsa: id, nodeType: 'mean' };
        const real = eph.placidus(c.jdUt, c.latitude, c.longitude, s);
        const fromArmc = eph.placidusFromArmc(c.jdUt, real.armc, c.latitude, s);
        const diffs = [
          ...real.cusps.map((x, i) => sepArcsec(x, fromArmc.cusps[i] ?? Number.NaN)),
          sepArcsec(real.ascendant, fromArmc.ascendant),
          sepArcsec(real.mc, fromArmc.mc),
        ];
        max = Math.max(max, ...diffs);
        assert.equal(fromArmc.armc, real.armc);
      }
    }
  }
  t.diagnostic(`max ${fmt(max)}`);
  assert.ok(max <= CONSISTENCY_TOL_ARCSEC);
});

test('horary number 74 at Delhi, 2025-01-01 12:00 UT (kp-doctrine §3.1 check values)', () => {
  const eph = moshier;
  const jd = eph.julianDayUt({ year: 2025, month: 1, day: 1, hour: 12, minute: 0, second: 0 });
  const lat = 28.6139;
  const rowStart = dms(104, 53, 20); // Cancer 14°53′20″, sidereal
  // §3.1: λ = row start + ayanamsa(t) (tropical), ε = true obliquity, RAMC = α − AD − 90°.
  const rad = Math.PI / 180;
  const lambda = (rowStart + eph.ayanamsa(jd, KP)) * rad;
  const eps = eph.obliquity(jd) * rad;
  const alpha = Math.atan2(Math.sin(lambda) * Math.cos(eps), Math.cos(lambda));
  const delta = Math.asin(Math.sin(eps) * Math.sin(lambda));
  const ad = Math.asin(Math.tan(delta) * Math.tan(lat * rad));
  const ramc = ((((alpha - ad) / rad - 90) % 360) + 360) % 360;
  assert.ok(Math.abs(ramc - 31.2165) < 0.0001, `RAMC ${ramc}`);

  const f = eph.placidusFromArmc(jd, ramc, lat, KP);
  assert.ok(sepArcsec(f.ascendant, rowStart) < 0.001, `Asc ${f.ascendant}`);
  const want = [104.8889, 128.9863, 157.1194, 189.3358, 223.062, 255.2554];
  want.forEach((w, i) => {
    const got = f.cusps[i] ?? Number.NaN;
    assert.ok(Math.abs(got - w) <= 0.001, `H${i + 1}: ${got.toFixed(4)} vs ${w}`);
    // H7–H12 are the opposite cusps.
    assert.ok(sepArcsec(f.cusps[i + 6] ?? Number.NaN, got + 180) < 1e-6, `H${i + 7}`);
  });
  assert.throws(() => eph.placidusFromArmc(jd, ramc, 70, KP), PolarLatitudeError);
});

// ---------------------------------------------------------------------------------------------
// Time, obliquity, nodes

test('julianDayUt / utcFromJulianDay: SE UTC→UT1, round trip within 1 ms', () => {
  // Before 1972 SE takes UTC as UT1, so this is the plain calendar JD.
  assert.equal(
    moshier.julianDayUt({ year: 1900, month: 1, day: 1, hour: 0, minute: 0, second: 0 }),
    2415020.5,
  );
  // 2000-01-01 12:00 UTC: UT1 − UTC was +0.355 s; SE's model gives it within a second.
  const j2000 = moshier.julianDayUt({
    year: 2000,
    month: 1,
    day: 1,
    hour: 12,
    minute: 0,
    second: 0,
  });
  assert.ok(Math.abs(j2000 - 2451545.0) * 86400 < 1);
  const instants = [
    { year: 1800, month: 1, day: 1, hour: 0, minute: 0, second: 0 },
    { year: 1969, month: 7, day: 20, hour: 20, minute: 17, second: 40 },
    { year: 2016, month: 12, day: 31, hour: 23, minute: 59, second: 60 }, // leap second
    { year: 2025, month: 1, day: 1, hour: 12, minute: 0, second: 0 },
    { year: 2399, month: 12, day: 31, hour: 23, minute: 59, second: 59.5 },
  ];
  for (const u of instants) {
    const back = moshier.utcFromJulianDay(moshier.julianDayUt(u));
    assert.deepEqual(
      [back.year, back.month, back.day, back.hour, back.minute],
      [u.year, u.month, u.day, u.hour, u.minute],
      JSON.stringify(u),
    );
    assert.ok(Math.abs(back.second - u.second) < 1e-3, `${JSON.stringify(u)} → ${back.second}`);
  }
});

test('obliquity() is the true obliquity (J2000: 23°26′21.41″ mean + Δε)', () => {
  const eps = moshier.obliquity(2451545.0);
  // Mean ε(J2000) = 23.4392911°, Δε(J2000) ≈ −0.0016°.
  assert.ok(Math.abs(eps - 23.43768) < 2e-5, `${eps}`);
});

test('true node: Rahu within 2° of the mean node, Ketu opposite, same speed', () => {
  const jd = 2460676.5;
  const mean = moshier.grahas(jd, KP);
  const tru = moshier.grahas(jd, { ayanamsa: 'kp', nodeType: 'true' });
  assert.ok(sepArcsec(mean.Rahu.longitude, tru.Rahu.longitude) < 2 * ARCSEC);
  assert.notEqual(mean.Rahu.longitude, tru.Rahu.longitude);
  assert.ok(sepArcsec(tru.Ketu.longitude, tru.Rahu.longitude + 180) < 1e-9);
  assert.equal(tru.Ketu.speed, tru.Rahu.speed);
  assert.equal(tru.Sun.longitude, mean.Sun.longitude);
});

// ---------------------------------------------------------------------------------------------
// Mode reporting (runs last: a bad path changes SE's process-wide file path)

test('mode: moshier without a path, swiss with the Debian files', () => {
  assert.equal(moshier.mode, 'moshier');
  assert.equal(moshier.ephePath, null);
  assert.equal(moshier.fallbackReason, null);
  assert.ok(swiss !== null);
  assert.equal(swiss.mode, 'swiss');
  assert.equal(swiss.fallbackReason, null);
  assert.match(swiss.version, /^2\.10/);
});

test('a path without SE files reports moshier honestly; a swiss adapter keeps its own files', () => {
  const bad = createSwephEphemeris({ ephePath: '/nonexistent/sublord-ephe' });
  assert.equal(bad.mode, 'moshier');
  assert.match(bad.fallbackReason ?? '', /not found/);
  assert.deepEqual(bad.dataFiles, []);
  // SE's path is process-wide; a 'swiss' adapter re-selects its own before each computation, so
  // it still answers from the files (and says so), byte for byte as before.
  if (swiss !== null && swiss.mode === 'swiss') {
    const before = JSON.stringify(swiss.withOneEphemeris((e) => e.grahas(2451545.0, KP)));
    const afterBad = createSwephEphemeris({ ephePath: '/nonexistent/sublord-ephe' });
    assert.equal(afterBad.mode, 'moshier');
    const served = swiss.withOneEphemeris((e) => e.grahas(2451545.0, KP));
    assert.equal(served.mode, 'swiss');
    assert.equal(JSON.stringify(served), before);
  }
  // Moshier adapters never depended on the path.
  assert.doesNotThrow(() => moshier.grahas(2451545.0, KP));
});
