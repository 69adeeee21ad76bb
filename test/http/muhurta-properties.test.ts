/**
 * Properties of the muhurta use case (api-contract "POST /api/v1/muhurta" rules 1-3, decisions.md
 * "Muhurta and financial"), on the real ephemeris and tz database:
 * - no window starts before 00:00 of the reader's day, for offsets −12 and +14, 30 s either side of
 *   the reader's midnight;
 * - from_date/to_date never add a window the unfiltered scan did not have;
 * - max_windows is respected; windows are ranked by score;
 * - a DENIED natal promise gives no windows and a notice;
 * - the promise equals the birth chart's own prediction for the same event and day;
 * - the same body twice gives byte-identical JSON.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { birthChart } from '../../src/app/birth-chart.js';
import { elect, muhurta } from '../../src/app/muhurta.js';
import { withOneEphemeris } from '../../src/app/one-ephemeris.js';
import { eventById, type KpEvent } from '../../src/engine/kp/events.js';
import {
  MUHURTA_EVENT_IDS,
  MUHURTA_RULES,
  type MuhurtaRules,
} from '../../src/engine/muhurta/rules.js';
import { testCompute } from '../helpers/compute.js';

const deps = testCompute();
const DELHI = {
  birth_date: '1990-07-04',
  birth_time: '10:12',
  latitude: 28.6139,
  longitude: 77.209,
};
const NEW_YORK = {
  birth_date: '1985-01-15',
  birth_time: '23:40',
  latitude: 40.7128,
  longitude: -74.006,
};

/** Epoch ms of an ISO local date-time with offset. */
const epoch = (iso: string) => Date.parse(iso);

describe("muhurta: the reader's day is a floor (rule 1 and 2)", () => {
  // For each offset, the reader's clock 30 s before and after local midnight on 2026-11-30/12-01.
  const cases = [
    { offset: 14, now: '2026-11-30T09:59:30Z', today: '2026-11-30' },
    { offset: 14, now: '2026-11-30T10:00:30Z', today: '2026-12-01' },
    { offset: -12, now: '2026-12-01T11:59:30Z', today: '2026-11-30' },
    { offset: -12, now: '2026-12-01T12:00:30Z', today: '2026-12-01' },
  ];
  for (const c of cases) {
    it(`offset ${c.offset} at ${c.now}: today ${c.today}, no window starts earlier`, () => {
      const r = muhurta(
        deps,
        { birth: DELHI, event_name: 'vehicle', viewer_utc_offset_hours: c.offset, max_windows: 20 },
        c.now,
      );
      assert.equal(r.today, c.today);
      assert.equal(r.scanned.from, c.today);
      const sign = c.offset < 0 ? '-' : '+';
      const floor = epoch(
        `${c.today}T00:00:00${sign}${String(Math.abs(c.offset)).padStart(2, '0')}:00`,
      );
      assert.ok(r.windows.length > 0);
      for (const w of r.windows) {
        assert.ok(
          epoch(w.start) >= floor - 1000,
          `${w.start} starts before ${c.today} at ${c.offset}`,
        );
        assert.ok(epoch(w.best) >= epoch(w.start) - 1000 && epoch(w.best) <= epoch(w.end) + 1000);
      }
    });
  }
});

describe('muhurta: filters, max_windows, ranking', () => {
  const now = '2026-11-23T17:00:00Z';
  const event = eventById('business') as KpEvent;
  const rules = MUHURTA_RULES.business as MuhurtaRules;
  const run = (extra: { fromDate?: string; toDate?: string; maxWindows?: number }) =>
    withOneEphemeris(deps, (d) =>
      elect(d, {
        birth: NEW_YORK,
        birthField: 'birth',
        event,
        rules,
        maxWindows: extra.maxWindows ?? 20,
        fromDate: extra.fromDate,
        toDate: extra.toDate,
        sunrise: 'hindu',
        now,
      }),
    );
  const all = run({});
  const key = (w: { start: string; end: string; best: string; score: number }) =>
    `${w.start}|${w.end}|${w.best}|${w.score}`;

  it('never adds a window the unfiltered scan did not have', () => {
    const everything = new Set(
      all.scan.windows.map((w) =>
        key({
          start: all.clock.iso(w.startJd),
          end: all.clock.iso(w.endJd),
          best: all.clock.iso(w.bestJd),
          score: w.score,
        }),
      ),
    );
    assert.ok(everything.size > 20, `the unfiltered scan has many windows (${everything.size})`);
    for (const [fromDate, toDate] of [
      ['2027-01-01', '2027-02-15'],
      ['2027-06-01', '2027-06-30'],
      [undefined, '2027-03-01'],
      ['2027-09-01', undefined],
    ] as const) {
      const f = run({ fromDate, toDate });
      assert.deepEqual(
        f.scanned,
        all.scanned,
        'a filter inside the default range does not move the scan',
      );
      for (const w of f.windows) {
        assert.ok(everything.has(key(w)), `${fromDate}..${toDate} added ${key(w)}`);
        const d = w.best.slice(0, 10);
        assert.ok(
          (fromDate === undefined || d >= fromDate) && (toDate === undefined || d <= toDate),
        );
      }
    }
  });

  it('respects max_windows and ranks by score, earliest first on ties', () => {
    for (const max of [1, 3, 20]) {
      const r = run({ maxWindows: max });
      assert.ok(r.windows.length <= max);
      assert.deepEqual(
        r.windows.map((w) => w.rank),
        r.windows.map((_, i) => i + 1),
      );
      for (let i = 1; i < r.windows.length; i++) {
        const a = r.windows[i - 1] as (typeof r.windows)[number];
        const b = r.windows[i] as (typeof r.windows)[number];
        assert.ok(a.score > b.score || (a.score === b.score && epoch(a.start) <= epoch(b.start)));
      }
      for (const w of r.windows) {
        assert.equal(
          w.score,
          w.reasons.reduce((s, x) => s + x.points, 0),
          'score = sum of reasons',
        );
        assert.ok(w.reasons.every((x) => x.points >= 0 && x.points <= x.max));
      }
    }
  });
});

describe('muhurta: promise', () => {
  const now = '2026-11-23T17:00:00Z';
  // The promise is context only (decisions.md, issue 21 §6): a DENIED promise removes no window.
  it('agrees with the birth chart, and a DENIED promise is reported, not a gate', () => {
    let denied = 0;
    for (const birth of [DELHI, NEW_YORK]) {
      const r0 = muhurta(deps, { birth, event_name: 'marriage' }, now);
      const chart = birthChart(deps, { ...birth, as_of: r0.today }, r0.today);
      for (const id of MUHURTA_EVENT_IDS) {
        const r = muhurta(deps, { birth, event_name: id, max_windows: 1 }, now);
        const p = chart.predictions.find((x: { event: string }) => x.event === id);
        if (p) {
          assert.deepEqual(
            r.promise,
            { verdict: p.verdict, confidence: p.confidence, reasoning: p.reasoning },
            id,
          );
        }
        if (r.promise.verdict === 'DENIED') denied++;
      }
    }
    assert.ok(denied > 0, 'at least one DENIED promise among the cases');
  });

  it('same body twice → byte-identical output', () => {
    const body = { birth: DELHI, event_name: 'job', max_windows: 5, from_date: '2027-01-01' };
    assert.equal(
      JSON.stringify(muhurta(deps, body, now)),
      JSON.stringify(muhurta(deps, body, now)),
    );
  });
});
