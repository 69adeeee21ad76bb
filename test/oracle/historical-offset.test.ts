/**
 * Historical offsets that surprise (issue 35 §5): war time, double summer time and local mean time.
 * Authority: the system tz database as printed by glibc's `zdump -v` (an implementation independent of
 * src/geo), read at test time, never frozen. For each birth below zdump gives the period in force (its
 * offset, isdst flag and abbreviation) and the zone's standard offset of that era (the nearest earlier
 * period with isdst=0 that is not LMT); the warning must report exactly those, and its kind must be the
 * one written here by hand from the history of each place. Ordinary summer time, standard time, a
 * negative DST (Dublin's winter) and a fixed utc_offset_hours give no warning.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { localTime } from '../../src/app/moment.js';
import { offsetKind, offsetWarning } from '../../src/app/offset-check.js';
import { createZoneRules } from '../../src/geo/zones.js';

const zones = createZoneRules();

interface Case {
  place: string;
  latitude: number;
  longitude: number;
  date: string;
  time: string;
  /** Written by hand: what the place's clocks were. */
  kind: 'war_time' | 'double_summer_time' | 'local_mean_time' | null;
}

const MADRAS = { place: 'Madras', latitude: 13.0833, longitude: 80.2833 };
const LONDON = { place: 'London', latitude: 51.5074, longitude: -0.1278 };
const CASES: Case[] = [
  // KSK's rectification native, "5-26 a.m. exact time corresponding to clock time of 6-26 A.M." (R3 5439).
  { ...MADRAS, date: '1942-11-09', time: '04:26', kind: 'war_time' },
  { ...MADRAS, date: '1942-01-15', time: '12:00', kind: 'war_time' },
  { ...MADRAS, date: '1942-07-01', time: '12:00', kind: null },
  { ...MADRAS, date: '1850-01-01', time: '12:00', kind: 'local_mean_time' },
  { ...MADRAS, date: '1990-07-04', time: '10:12', kind: null },
  { ...LONDON, date: '1944-06-15', time: '12:00', kind: 'double_summer_time' },
  { ...LONDON, date: '1943-01-15', time: '12:00', kind: 'war_time' },
  { ...LONDON, date: '1960-07-01', time: '12:00', kind: null },
  {
    place: 'New York',
    latitude: 40.7128,
    longitude: -74.006,
    date: '1943-06-15',
    time: '12:00',
    kind: 'war_time',
  },
  {
    place: 'Berlin',
    latitude: 52.52,
    longitude: 13.405,
    date: '1945-06-15',
    time: '12:00',
    kind: 'double_summer_time',
  },
  {
    place: 'Sydney',
    latitude: -33.8688,
    longitude: 151.2093,
    date: '1943-01-15',
    time: '12:00',
    kind: 'war_time',
  },
  {
    place: 'Dublin',
    latitude: 53.3498,
    longitude: -6.2603,
    date: '1990-01-15',
    time: '12:00',
    kind: null,
  },
];

interface ZdumpPeriod {
  start: number;
  offset: number;
  isDst: boolean;
  abbreviation: string;
}

/** The periods zdump prints for a zone, from each transition's "after" line (and the first "before"). */
function zdumpPeriods(zone: string, toYear: number): ZdumpPeriod[] {
  const out = execFileSync('zdump', ['-v', '-c', `1800,${toYear}`, zone], { encoding: 'utf8' });
  const line = /UT = .* (\S+) isdst=(\d) gmtoff=(-?\d+)$/;
  const ut = /^\S+\s+(\w{3} \w{3}\s+\d+ \d\d:\d\d:\d\d -?\d+) UT/;
  const periods: ZdumpPeriod[] = [];
  const rows = out.split('\n').filter((l) => line.test(l));
  rows.forEach((l, i) => {
    const m = line.exec(l) as RegExpExecArray;
    const at = Date.parse(`${(ut.exec(l) as RegExpExecArray)[1]} UTC`) / 1000;
    const p = { offset: Number(m[3]), isDst: m[2] === '1', abbreviation: m[1] as string };
    // Lines come in pairs (the last second before a transition, the first after).
    if (i === 0) periods.push({ start: Number.NEGATIVE_INFINITY, ...p });
    else if (i % 2 === 1) periods.push({ start: at, ...p });
  });
  return periods;
}

describe('historical offsets against zdump -v', () => {
  for (const c of CASES) {
    it(`${c.place} ${c.date} ${c.time}: ${c.kind ?? 'no warning'}`, () => {
      const time = localTime(zones, c);
      const w = offsetWarning('birth_time', zones, time, c.longitude);
      assert.equal(w?.kind ?? null, c.kind);
      const year = Number(c.date.slice(0, 4));
      // Through a few years past the birth (and at least to 1950: zdump prints nothing for a range
      // without transitions).
      const periods = zdumpPeriods(time.timezone, Math.max(year + 3, 1950));
      const i = periods.findLastIndex((p) => p.start <= time.epochSeconds);
      const p = periods[i];
      assert.ok(p);
      // The zone's standard offset of that era, by zdump: the nearest earlier isdst=0, non-LMT period.
      const earlier = periods.slice(0, i + 1).reverse();
      const std = p.isDst
        ? earlier.find((q) => !q.isDst && q.abbreviation !== 'LMT')?.offset
        : p.offset;
      const kind = offsetKind({
        offset: p.offset,
        isDst: p.isDst,
        abbreviation: p.abbreviation,
        fromEpoch: Number.isFinite(p.start) ? p.start : null,
        toEpoch: periods[i + 1]?.start ?? null,
        standardOffset: std ?? null,
      });
      assert.equal(kind, c.kind, 'the rule applied to zdump’s facts gives the kind by hand');
      assert.equal(time.utcOffsetHours * 3600, p.offset, 'the chart used the offset in force');
      if (w === undefined) return;
      assert.equal(w.abbreviation, p.abbreviation);
      assert.equal(Math.round(w.utc_offset_hours * 3600), p.offset);
      assert.equal(
        w.standard_offset_hours === null ? null : Math.round(w.standard_offset_hours * 3600),
        c.kind === 'local_mean_time' ? null : std,
      );
      assert.match(w.message, new RegExp(c.date));
    });
  }

  it('a fixed utc_offset_hours chose its offset: no warning', () => {
    const time = localTime(zones, {
      ...MADRAS,
      date: '1942-11-09',
      time: '04:26',
      utcOffsetHours: 5.5,
    });
    assert.equal(offsetWarning('birth_time', zones, time, MADRAS.longitude), undefined);
  });

  it('local mean time names the birth place’s own mean time', () => {
    const time = localTime(zones, { ...MADRAS, date: '1850-01-01', time: '12:00' });
    const w = offsetWarning('birth_time', zones, time, MADRAS.longitude);
    assert.equal(
      w?.place_mean_time_offset_hours,
      Math.round((Math.round(MADRAS.longitude * 240) / 3600) * 1e6) / 1e6,
    );
    assert.equal(w?.standard_offset_hours, null);
  });
});
