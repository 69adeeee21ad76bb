/**
 * The hour by the rising lagna in horary timing (issue 21 §6; src/engine/horary/lagna.ts).
 *
 * KP Reader III has no forward horary prediction timed to the hour by the lagna (the lagna at an event
 * is named only after the fact, R3 1644-1646 and 1928-1929; see docs/kp-judgment.md), so there is no
 * published hour to test against. Authority instead: geometry computed without the engine's lagna
 * clock or its KP tables.
 * - Swiss Ephemeris' own Placidus ascendant (`placidus()`, swetest-checked in
 *   test/oracle/ephemeris.test.ts) at the middle of every returned stretch, and 3 s inside both ends,
 *   lies in the stated sign, star and sub; 3 s outside an end that is a sub boundary (not the edge of
 *   the Moon's day), it does not. Tolerance 3 s: the response's local times are whole seconds (±0.5 s)
 *   and the lagna clock's linear ARMC is right to about a second (test/oracle/transit-lagna.test.ts).
 * - An ascendant from the textbook formula (Meeus, Astronomical Algorithms, ch. 12 mean sidereal time
 *   and ch. 13/14 ascendant, with the obliquity and the ayanamsa from the ephemeris) at each middle:
 *   it leaves out the equation of the equinoxes (at most 1.2 s of sidereal time, under 0.05° of
 *   ascendant at 28° N), and the shortest sub is 0.67°, so the middle is safely inside.
 * - The sign, star and sub lords are worked out from the longitude by plain Vimshottari arithmetic
 *   (kp-doctrine §2.1), not read from the engine's 249 table.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { horary } from '../../src/app/horary.js';
import { DEFAULT_SETTINGS } from '../../src/engine/types.js';
import { testCompute } from '../helpers/compute.js';

const compute = testCompute();
const eph = compute.ephemeris;
const DELHI = { latitude: 28.6139, longitude: 77.209 };

const ORDER = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];
const YEARS = [7, 20, 6, 10, 7, 18, 16, 19, 17];
const SIGN_LORDS = [
  'Mars',
  'Venus',
  'Mercury',
  'Moon',
  'Sun',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Saturn',
  'Jupiter',
];

/** Sign lord, star lord and sub lord of a sidereal longitude, by Vimshottari arithmetic. */
function lordsOf(lon: number): [string, string, string] {
  const l = ((lon % 360) + 360) % 360;
  const span = 360 / 27;
  const n = Math.floor(l / span);
  const star = n % 9;
  let into = ((l - n * span) / span) * 120; // Vimshottari years into the nakshatra
  let sub = star;
  for (let k = 0; k < 9; k++) {
    const i = (star + k) % 9;
    const y = YEARS[i] as number;
    if (into < y) {
      sub = i;
      break;
    }
    into -= y;
  }
  return [SIGN_LORDS[Math.floor(l / 30)] as string, ORDER[star] as string, ORDER[sub] as string];
}

const RAD = Math.PI / 180;
/** Sidereal ascendant from mean sidereal time (Meeus 12.4) and the textbook formula. */
function formulaAscendant(jd: number, lat: number, lon: number): number {
  const t = (jd - 2451545) / 36525;
  const gmst =
    280.46061837 + 360.98564736629 * (jd - 2451545) + 0.000387933 * t * t - (t * t * t) / 38710000;
  const theta = (gmst + lon) * RAD;
  const eps = eph.obliquity(jd) * RAD;
  const asc = Math.atan2(
    Math.cos(theta),
    -(Math.sin(theta) * Math.cos(eps) + Math.tan(lat * RAD) * Math.sin(eps)),
  );
  return asc / RAD - eph.ayanamsa(jd, DEFAULT_SETTINGS);
}

/** Julian day (UT) of an ISO local date-time with its offset. */
const jdOf = (iso: string) => Date.parse(iso) / 86_400_000 + 2440587.5;
const seAsc = (jd: number) =>
  eph.placidus(jd, DELHI.latitude, DELHI.longitude, DEFAULT_SETTINGS).ascendant;
const SEC = 1 / 86_400;

interface Stretch {
  start: string;
  end: string;
  sign: string;
  sign_lord: string;
  star_lord: string;
  sub_lord: string;
}

describe('horary timing: the hour by the rising lagna (issue 21 §6)', () => {
  // Number 115 for fame, 2025-03-10 10:00 New Delhi: a promised matter whose first window has a
  // fruitful sookshma and a Moon confirmation (test/oracle/horary-timing.test.ts).
  const r = horary(compute, {
    question: 'Will I become famous?',
    horary_number: 115,
    judgment_date: '2025-03-10',
    judgment_time: '10:00',
    ...DELHI,
    locked_event_id: 'fame',
  }) as {
    evidence: { ruling_planets_used: string[]; fruitful_significators: string[] };
    windows: Array<{
      moon_transits: Array<{ start: string; end: string }> | null;
      lagna_transits: Stretch[] | null;
    }>;
  };
  const [first, ...later] = r.windows;

  it('the first window names rising stretches within the Moon’s first confirmed day, by the rule', () => {
    assert.ok(first?.moon_transits?.[0], 'fixture choice: a Moon confirmation');
    assert.ok(first.lagna_transits && first.lagna_transits.length > 0, 'fixture: some stretch');
    const day = first.moon_transits[0];
    let previous = '';
    for (const s of first.lagna_transits) {
      assert.ok(jdOf(s.start) >= jdOf(day.start) - SEC && jdOf(s.end) <= jdOf(day.end) + SEC);
      assert.ok(jdOf(s.start) < jdOf(s.end) && s.start >= previous, 'earliest first');
      previous = s.end;
      assert.ok(r.evidence.ruling_planets_used.includes(s.sign_lord), s.sign_lord);
      assert.ok(r.evidence.fruitful_significators.includes(s.star_lord), s.star_lord);
      assert.ok(r.evidence.fruitful_significators.includes(s.sub_lord), s.sub_lord);
    }
    for (const w of later) assert.equal(w.lagna_transits, null);
  });

  it('Swiss Ephemeris’ ascendant is in the stated sign, star and sub inside each stretch, and not outside its sub boundaries', () => {
    const day = first?.moon_transits?.[0];
    assert.ok(day && first?.lagna_transits);
    for (const s of first.lagna_transits) {
      const a = jdOf(s.start);
      const b = jdOf(s.end);
      const stated = [s.sign_lord, s.star_lord, s.sub_lord];
      for (const jd of [a + 3 * SEC, (a + b) / 2, b - 3 * SEC]) {
        assert.deepEqual(lordsOf(seAsc(jd)), stated, `${s.start}..${s.end} at JD ${jd}`);
      }
      if (Math.abs(a - jdOf(day.start)) > 2 * SEC) {
        assert.notDeepEqual(lordsOf(seAsc(a - 3 * SEC)), stated, `before ${s.start}`);
      }
      if (Math.abs(b - jdOf(day.end)) > 2 * SEC) {
        assert.notDeepEqual(lordsOf(seAsc(b + 3 * SEC)), stated, `after ${s.end}`);
      }
    }
  });

  it('none is missed: sampling Swiss Ephemeris’ ascendant every 15 s through the day finds the same stretches', () => {
    // Tolerance: a stretch found by sampling starts within one 15 s step of the stated start.
    const day = first?.moon_transits?.[0];
    assert.ok(day && first?.lagna_transits);
    const rp = r.evidence.ruling_planets_used;
    const fruitful = r.evidence.fruitful_significators;
    const step = 15 * SEC;
    const found: Array<{ jd: number; lords: string[] }> = [];
    let inRun = false;
    let previous = '';
    for (let jd = jdOf(day.start) + SEC; jd < jdOf(day.end) && found.length < 12; jd += step) {
      const lords = lordsOf(seAsc(jd));
      const [sign, star, sub] = lords;
      const ok = rp.includes(sign) && fruitful.includes(star) && fruitful.includes(sub);
      // A new stretch: the rule starts to hold, or it holds in a different sub than a step before.
      if (ok && (!inRun || lords.join() !== previous)) found.push({ jd, lords });
      inRun = ok;
      previous = lords.join();
    }
    const stated = first.lagna_transits;
    assert.equal(found.length, stated.length);
    stated.forEach((s, i) => {
      const f = found[i];
      assert.ok(f);
      assert.deepEqual(f.lords, [s.sign_lord, s.star_lord, s.sub_lord]);
      assert.ok(Math.abs(f.jd - jdOf(s.start)) <= step + SEC, `${s.start}`);
    });
  });

  it('the textbook ascendant agrees at the middle of each stretch', () => {
    assert.ok(first?.lagna_transits);
    for (const s of first.lagna_transits) {
      const mid = (jdOf(s.start) + jdOf(s.end)) / 2;
      assert.deepEqual(
        lordsOf(formulaAscendant(mid, DELHI.latitude, DELHI.longitude)),
        [s.sign_lord, s.star_lord, s.sub_lord],
        s.start,
      );
    }
  });

  it('the arithmetic of lordsOf matches a known point (KSK’s sensitive point, Leo 21°: Sun, Venus, Jupiter, R3 4038)', () => {
    assert.deepEqual(lordsOf(141), ['Sun', 'Venus', 'Jupiter']);
  });
});
