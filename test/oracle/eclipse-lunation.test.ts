/**
 * New and full moons and eclipses of 2024-2026 against Debian's `swetest` run at test time (a separate
 * build of the Swiss Ephemeris C library, in .ci/run's package list), within 1 minute.
 *
 * - Eclipses: `swetest -solecl` / `-lunecl` list every global solar and lunar eclipse with the UT
 *   Julian day of greatest eclipse and its type; the financial calendar must list the same eclipses,
 *   same type, instants within 60 s; also in 2023 and 2031, whose hybrid ("ann-tot") eclipses must
 *   come out hybrid.
 * - Lunations: at each new or full moon the calendar reports, swetest's geocentric apparent Sun and
 *   Moon longitudes must differ by 0° or 180° within 0.5′ (the elongation changes ~0.5′ per minute of
 *   time, so this is "within 1 minute"); completeness: successive new moons (and full moons) are
 *   29.2-29.9 days apart (the synodic month's range) and 2024-2026 holds 37 of each (1096 days / 29.53).
 * swetest runs with the same ephemeris as the adapter: the SE files when the adapter has them,
 * else its built-in Moshier theory (-emos).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { financialCalendar } from '../../src/engine/financial/calendar.js';
import { createTransitScanner } from '../../src/engine/transit/scanner.js';
import { DEFAULT_SETTINGS } from '../../src/engine/types.js';
import { resolveEphePath } from '../../src/process/config.js';
import { testCompute } from '../helpers/compute.js';

const eph = testCompute().ephemeris;
const ephePath = resolveEphePath(process.env.SE_EPHE_PATH);
const ephArgs = eph.mode === 'swiss' && ephePath ? [`-edir${ephePath}`] : ['-emos'];
const swetest = (args: string[]) =>
  execFileSync('swetest', [...args, ...ephArgs], { encoding: 'utf8' });

const START = eph.julianDayUt({ year: 2024, month: 1, day: 1, hour: 0, minute: 0, second: 0 });
const END = eph.julianDayUt({ year: 2027, month: 1, day: 1, hour: 0, minute: 0, second: 0 });
const calendar = financialCalendar(createTransitScanner(eph, DEFAULT_SETTINGS), START, END);

/** swetest's eclipse list: type word and the UT JD of greatest eclipse (last number of the line). */
function swetestEclipses(
  flag: '-solecl' | '-lunecl',
  count: number,
  from = START,
  to = END,
  begin = '1.1.2024',
) {
  const out = swetest([flag, `-b${begin}`, `-n${count}`]);
  const rows: Array<{ type: string; jd: number }> = [];
  for (const line of out.split('\n')) {
    const m = /^(total|ann-tot|annular|partial|penumb\.)\s+(solar|lunar).*\s(\d{7}\.\d+)\s*$/.exec(
      line,
    );
    if (m) rows.push({ type: m[1] as string, jd: Number(m[3]) });
  }
  return rows.filter((r) => r.jd >= from && r.jd < to);
}

const TYPE: Record<string, string> = {
  total: 'total',
  annular: 'annular',
  'ann-tot': 'hybrid',
  partial: 'partial',
  'penumb.': 'penumbral',
};

describe('eclipses 2024-2026 vs swetest', () => {
  for (const [flag, kind] of [
    ['-solecl', 'solar_eclipse'],
    ['-lunecl', 'lunar_eclipse'],
  ] as const) {
    it(`${kind}: same list, same type, within 60 s`, (t) => {
      const expected = swetestEclipses(flag, 12);
      const got = calendar.filter((e) => e.kind === kind);
      assert.ok(expected.length >= 6, `swetest lists ${expected.length}`);
      assert.equal(got.length, expected.length);
      let worst = 0;
      got.forEach((e, i) => {
        const x = expected[i] as { type: string; jd: number };
        const err = Math.abs(e.jd - x.jd) * 86400;
        worst = Math.max(worst, err);
        assert.ok(err < 60, `${kind} ${i}: ${err.toFixed(1)} s`);
        assert.equal(e.eclipseType, TYPE[x.type]);
      });
      t.diagnostic(`${kind}: ${got.length} eclipses, max difference ${worst.toFixed(2)} s`);
    });
  }
});

describe('hybrid solar eclipses vs swetest', () => {
  it('2023-04-20 and 2031-11-14 are hybrid (swetest "ann-tot"), their neighbours are not', () => {
    for (const [year, begin] of [
      [2023, '1.1.2023'],
      [2031, '1.1.2031'],
    ] as const) {
      const from = eph.julianDayUt({ year, month: 1, day: 1, hour: 0, minute: 0, second: 0 });
      const to = from + 365;
      const expected = swetestEclipses('-solecl', 4, from, to, begin);
      const got = financialCalendar(createTransitScanner(eph, DEFAULT_SETTINGS), from, to).filter(
        (e) => e.kind === 'solar_eclipse',
      );
      assert.deepEqual(
        got.map((e) => e.eclipseType),
        expected.map((x) => TYPE[x.type]),
      );
      assert.ok(
        got.some((e) => e.eclipseType === 'hybrid'),
        `${year} has a hybrid eclipse`,
      );
      got.forEach((e, i) => {
        assert.ok(Math.abs(e.jd - (expected[i] as { jd: number }).jd) * 86400 < 60);
      });
    }
  });
});

describe('new and full moons 2024-2026 vs swetest', () => {
  it('each is a syzygy per swetest (0.5′), none is missing', (t) => {
    let worst = 0;
    for (const kind of ['new_moon', 'full_moon'] as const) {
      const list = calendar.filter((e) => e.kind === kind);
      assert.equal(list.length, 37, kind);
      for (let i = 1; i < list.length; i++) {
        const gap = (list[i] as { jd: number }).jd - (list[i - 1] as { jd: number }).jd;
        assert.ok(gap > 29.2 && gap < 29.9, `${kind} gap ${gap}`);
      }
      for (const e of list) {
        const out = swetest([`-bj${e.jd.toFixed(8)}`, '-ut', '-p01', '-fl', '-head']);
        const [sun, moon] = out.trim().split(/\s+/).map(Number) as [number, number];
        const elong = (((moon - sun) % 360) + 360) % 360;
        const target = kind === 'new_moon' ? 0 : 180;
        const arcmin = Math.abs(((elong - target + 540) % 360) - 180) * 60;
        worst = Math.max(worst, arcmin);
        assert.ok(arcmin < 0.5, `${kind} at JD ${e.jd}: elongation off by ${arcmin.toFixed(3)}′`);
      }
    }
    t.diagnostic(
      `lunations: max elongation error ${worst.toFixed(4)}′ (≈ ${(worst * 2).toFixed(2)} s of time)`,
    );
  });
});
