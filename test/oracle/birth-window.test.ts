/**
 * Birth-time uncertainty as a distribution (issue 35 §3; src/engine/kp/birth-window.ts). Authority: a
 * second-by-second scan with Swiss Ephemeris' own house frames (placidusFromArmc at each second, no
 * interpolation), for seeded births: the window's pieces must be exactly the stretches in which no cusp
 * changes its row of the 249 table and no planet changes its house (tolerance: the scan's one second,
 * i.e. each cut within 1/60 minute of the scan's change, and as many cuts as changes). Then the
 * distribution: shares sum to 1, the stated verdict holds in the piece containing the stated time, a
 * zero-minute window is the stated verdict alone.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mulberry32 } from '../../scripts/mulberry32.js';
import { castChart, withFrame } from '../../src/engine/chart/cast.js';
import { significators } from '../../src/engine/chart/significators.js';
import { natalDistributions, windowPieces } from '../../src/engine/kp/birth-window.js';
import { natalJudgments } from '../../src/engine/kp/natal.js';
import { ARMC_DEGREES_PER_MINUTE } from '../../src/engine/kp/sensitivity.js';
import { DEFAULT_SETTINGS } from '../../src/engine/types.js';
import { testCompute } from '../helpers/compute.js';

const eph = testCompute().ephemeris;

/** What a judgment reads of the cusps: each cusp's 249-row, each planet's house. */
function state(chart: ReturnType<typeof castChart>): string {
  return [
    ...chart.cusps.map((c) => c.subRow),
    ...Object.values(chart.positions).map((p) => p.house),
  ].join(',');
}

function births(n: number) {
  const rnd = mulberry32(35035);
  return Array.from({ length: n }, () => ({
    jd: 2429630.5 + rnd() * (2453371.5 - 2429630.5),
    lat: -45 + rnd() * 100,
    lon: -180 + rnd() * 360,
  }));
}

describe('the window’s pieces against a second-by-second scan of real house frames', () => {
  for (const [i, b] of births(6).entries()) {
    it(`birth ${i} (latitude ${b.lat.toFixed(1)}), ±5 minutes`, () => {
      const chart = castChart(eph, b.jd, b.lat, b.lon, DEFAULT_SETTINGS);
      const minutes = 5;
      const changes: number[] = [];
      let prev = '';
      for (let s = -minutes * 60; s <= minutes * 60; s++) {
        const frame = eph.placidusFromArmc(
          chart.jdUt,
          chart.frame.armc + (s / 60) * ARMC_DEGREES_PER_MINUTE,
          chart.latitude,
          chart.settings,
        );
        const st = state(withFrame(chart, frame));
        if (prev !== '' && st !== prev) changes.push(s / 60);
        prev = st;
      }
      const pieces = windowPieces(eph, chart, minutes);
      const cuts = pieces.slice(1).map((p) => p.from);
      // The scan marks the first whole second after a change; two changes within one second are
      // one change to it. So: every change the scan sees has a cut in the second before it, and every
      // cut has a change of the scan in the second after it.
      const within = (cut: number, change: number) =>
        change - cut >= 0 && change - cut <= 1 / 60 + 1e-9;
      for (const c of changes)
        assert.ok(
          cuts.some((cut) => within(cut, c)),
          `scan change at ${c} has no cut: ${cuts}`,
        );
      for (const cut of cuts)
        assert.ok(
          changes.some((c) => within(cut, c)),
          `cut at ${cut} is no change: ${changes}`,
        );
      assert.ok(cuts.length >= changes.length);
      const at = (m: number) =>
        withFrame(
          chart,
          eph.placidusFromArmc(
            chart.jdUt,
            chart.frame.armc + m * ARMC_DEGREES_PER_MINUTE,
            chart.latitude,
            chart.settings,
          ),
        );
      for (const p of pieces) {
        const eps = Math.min(1 / 120, (p.to - p.from) / 4);
        for (const m of [p.from + eps, (p.from + p.to) / 2, p.to - eps])
          assert.equal(state(at(m)), state(p.chart), `inside ${p.from}..${p.to}`);
      }
      assert.equal(pieces[0]?.from, -minutes);
      assert.equal(pieces.at(-1)?.to, minutes);
    });
  }
});

describe('verdict_distribution', () => {
  it('shares sum to 1; the stated verdict holds at the stated time; ±0 minutes is the stated verdict', () => {
    for (const b of births(20)) {
      const chart = castChart(eph, b.jd, b.lat, b.lon, DEFAULT_SETTINGS);
      const stated = natalJudgments(chart, significators(chart), {});
      const pieces = windowPieces(eph, chart, 10);
      const here = pieces.find((p) => p.from <= 0 && p.to > 0);
      assert.ok(here);
      const atHere = natalJudgments(here.chart, significators(here.chart), {});
      const dist = natalDistributions(eph, chart, 10, {});
      const zero = natalDistributions(eph, chart, 0, {});
      stated.forEach((j, i) => {
        assert.equal(atHere[i]?.verdict, j.verdict, j.event.id);
        const d = dist[i] ?? {};
        const sum = Object.values(d).reduce((a, x) => a + x, 0);
        assert.ok(Math.abs(sum - 1) < 1e-9, `${j.event.id} sums to ${sum}`);
        assert.ok((d[j.verdict] ?? 0) > 0, `${j.event.id}: the stated verdict has a share`);
        assert.deepEqual(zero[i], { [j.verdict]: 1 });
      });
    }
  });
});
