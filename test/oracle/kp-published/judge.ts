/**
 * One published case against the engine: what the engine says (`ours`) and what the author states
 * (`theirs`), in the same shape, restricted to the fields the author states (`comparable`). Shared by
 * test/oracle/kp-examples.test.ts, test/oracle/kp-published.test.ts and
 * scripts/kp-published-agreement.ts, so every published case is judged the same way.
 */
import assert from 'node:assert/strict';
import { horary } from '../../../src/app/horary.js';
import { resolveMoment } from '../../../src/app/moment.js';
import { castChart } from '../../../src/engine/chart/cast.js';
import { significators } from '../../../src/engine/chart/significators.js';
import {
  type DashaPeriod,
  runningPeriods,
  subPeriods,
  vimshottari,
} from '../../../src/engine/dasha/vimshottari.js';
import { castHorary } from '../../../src/engine/horary/cast.js';
import { eventById } from '../../../src/engine/kp/events.js';
import { assessPromise } from '../../../src/engine/kp/promise.js';
import { rulingPlanets } from '../../../src/engine/kp/ruling-planets.js';
import { jdFromCivil } from '../../../src/engine/time/julian.js';
import { DEFAULT_SETTINGS, type Graha } from '../../../src/engine/types.js';
import { KP_249 } from '../../../src/engine/zodiac/kp-subs.js';
import { testCompute } from '../../helpers/compute.js';
import type { Moment } from '../kp-examples.data.js';
import type { PublishedCheck } from './types.js';

const compute = testCompute();
const { ephemeris: eph, zones } = compute;

/** The 365.25-day dasha year (the engine's default; KSK's tables use the same). */
const YEAR = 365.25;

export interface JudgedCase {
  id: string;
  moment: Moment | null;
  check: PublishedCheck;
}

function jdOf(m: Moment): number {
  return resolveMoment(eph, zones, {
    date: m.date,
    time: m.time,
    latitude: m.latitude,
    longitude: m.longitude,
    utcOffsetHours: m.utcOffsetHours,
  }).jdUt;
}

function chartAt(jd: number, m: Moment) {
  return castChart(eph, jd, m.latitude, m.longitude, DEFAULT_SETTINGS);
}

/** Julian day (UT) of 12:00 local civil time on an ISO date at a fixed offset. */
function noonJd(date: string, utcOffsetHours: number): number {
  const [y, mo, d] = date.split('-').map(Number);
  return (
    jdFromCivil({ year: y ?? 0, month: mo ?? 1, day: d ?? 1, hour: 12, minute: 0, second: 0 }) -
    utcOffsetHours / 24
  );
}

function positionAt(jd: number, m: Moment, body: Graha | 'Ascendant') {
  const chart = chartAt(jd, m);
  const p = body === 'Ascendant' ? chart.cusps[0] : chart.positions[body];
  assert.ok(p);
  return { sign: p.sign, starLord: p.starLord, subLord: p.subLord };
}

/** Restricts an object to the keys the author states. */
function pick(o: Record<string, unknown>, keys: readonly string[]) {
  return Object.fromEntries(keys.map((k) => [k, o[k]]));
}

/** The published statement in the shape `ours` answers. */
export function theirs(c: JudgedCase): unknown {
  const check = c.check;
  switch (check.kind) {
    case 'promise':
      return { denied: check.denied };
    case 'cusp':
      return {
        sign: check.sign,
        starLord: check.starLord,
        ...(check.subLord ? { subLord: check.subLord } : {}),
      };
    case 'planets':
      return {
        starLords: check.starLords,
        ...(check.subLords ? { subLords: check.subLords } : {}),
      };
    case 'empty_stars':
      return Object.fromEntries(check.planets.map((g) => [g, true]));
    case 'vacant':
      return Object.fromEntries(check.houses.map((h) => [h, true]));
    case 'lagna_moon':
      return {
        ascSign: check.ascSign,
        ...(check.ascStarLord ? { ascStarLord: check.ascStarLord } : {}),
        ...(check.moonStarLord ? { moonStarLord: check.moonStarLord } : {}),
        ...(check.moonSign ? { moonSign: check.moonSign } : {}),
      };
    case 'dasha':
      return check.lords;
    case 'ruling_planets': {
      const { kind: _k, ...rest } = check;
      return rest;
    }
    case 'horary_ascendant': {
      const { kind: _k, number: _n, ...rest } = check;
      return rest;
    }
    case 'cusps':
      return { signLords: check.signLords, starLords: check.starLords, subLords: check.subLords };
    case 'horary_verdict':
    case 'horary_question':
      return { answer: check.answer };
    case 'position':
      return {
        ...(check.sign ? { sign: check.sign } : {}),
        ...(check.starLord ? { starLord: check.starLord } : {}),
        ...(check.subLord ? { subLord: check.subLord } : {}),
      };
    case 'dasha_balance':
      return { lord: check.lord, withinTolerance: true };
    case 'period_start':
      return { withinTolerance: true };
    case 'significators':
      return { notSignificators: [] };
    case 'occupants':
      return [...check.planets].sort();
    case 'horary_cusp':
      return { starLord: check.starLord, ...(check.subLord ? { subLord: check.subLord } : {}) };
  }
}

/** What our engine says for a case, in the shape of its check. */
export function ours(c: JudgedCase): unknown {
  const m = c.moment;
  assert.ok(m, `${c.id} has a moment`);
  const check = c.check;
  if (check.kind === 'position' && check.anyHour) {
    // The hour is not published: the first whole hour of the civil day where the stated lords hold.
    const want = JSON.stringify(theirs(c));
    const keys = Object.keys(theirs(c) as object);
    const noon = noonJd(m.date, m.utcOffsetHours);
    let found: unknown = null;
    for (let h = -12; h < 12 && found === null; h++) {
      const at = pick(positionAt(noon + h / 24, m, check.body), keys);
      if (JSON.stringify(at) === want) found = at;
    }
    return found ?? pick(positionAt(noon, m, check.body), keys);
  }
  const jd = jdOf(m);
  const chart = chartAt(jd, m);
  switch (check.kind) {
    case 'promise': {
      const ev = eventById(check.event);
      assert.ok(ev, check.event);
      const a = assessPromise(chart, significators(chart), ev);
      return { denied: a.verdict === 'DENIED', verdict: a.verdict, rule: a.rule };
    }
    case 'cusp': {
      const cusp = chart.cusps[check.house - 1];
      assert.ok(cusp);
      return { sign: cusp.sign, starLord: cusp.starLord, subLord: cusp.subLord };
    }
    case 'planets': {
      const star: Partial<Record<Graha, Graha>> = {};
      const sub: Partial<Record<Graha, Graha>> = {};
      for (const g of Object.keys(check.starLords) as Graha[])
        star[g] = chart.positions[g].starLord;
      for (const g of Object.keys(check.subLords ?? check.starLords) as Graha[]) {
        sub[g] = chart.positions[g].subLord;
      }
      return { starLords: star, subLords: sub };
    }
    case 'empty_stars': {
      const sig = significators(chart);
      return Object.fromEntries(check.planets.map((g) => [g, sig.planets[g].emptyStars]));
    }
    case 'vacant': {
      const sig = significators(chart);
      return Object.fromEntries(check.houses.map((h) => [h, sig.houses[h - 1]?.vacant]));
    }
    case 'lagna_moon': {
      const asc = chart.cusps[0];
      assert.ok(asc);
      return {
        ascSign: asc.sign,
        ascStarLord: asc.starLord,
        moonStarLord: chart.positions.Moon.starLord,
        moonSign: chart.positions.Moon.sign,
      };
    }
    case 'dasha': {
      const v = vimshottari(chart.positions.Moon.longitude, jd, YEAR);
      return runningPeriods(v, noonJd(check.on, m.utcOffsetHours), check.lords.length).map(
        (p) => p.lord,
      );
    }
    case 'ruling_planets': {
      const rp = rulingPlanets(eph, jd, m.latitude, m.longitude, DEFAULT_SETTINGS);
      return {
        dayLord: rp.dayLord,
        moonStarLord: rp.moonStarLord,
        moonSignLord: rp.moonSignLord,
        ascSignLord: rp.ascendantSignLord,
        ascStarLord: rp.ascendantStarLord,
      };
    }
    case 'horary_ascendant': {
      const row = KP_249[check.number - 1];
      assert.ok(row);
      return {
        sign: row.sign,
        fromArcSec: Math.round(row.startInSign * 3600),
        starLord: row.starLord,
        subLord: row.subLord,
      };
    }
    case 'cusps':
      return {
        signLords: chart.cusps.map((x) => x.signLord),
        starLords: chart.cusps.map((x) => x.starLord),
        subLords: chart.cusps.map((x) => x.subLord),
      };
    case 'horary_verdict':
    case 'horary_question': {
      const r = horary(compute, {
        question: check.question,
        horary_number: check.number,
        judgment_date: m.date,
        judgment_time: m.time,
        latitude: m.latitude,
        longitude: m.longitude,
        utc_offset_hours: m.utcOffsetHours,
        ...(check.kind === 'horary_verdict' ? { locked_event_id: check.event } : {}),
      }) as { verdict: string; event_id: string };
      return {
        answer: r.verdict === 'DENIED' ? 'no' : 'yes',
        verdict: r.verdict,
        event: r.event_id,
      };
    }
    case 'position':
      return positionAt(jd, m, check.body);
    case 'dasha_balance': {
      const v = vimshottari(chart.positions.Moon.longitude, jd, YEAR);
      const first = v.mahadashas[0];
      assert.ok(first);
      const stated = check.years * YEAR + check.months * (YEAR / 12) + check.days;
      const balance = first.endJd - jd;
      return {
        lord: first.lord,
        withinTolerance: Math.abs(balance - stated) <= check.toleranceDays,
        balanceDays: Math.round(balance),
        statedDays: Math.round(stated),
      };
    }
    case 'period_start': {
      const v = vimshottari(chart.positions.Moon.longitude, jd, YEAR);
      let level: DashaPeriod[] = v.mahadashas;
      let p: DashaPeriod | undefined;
      for (const lord of check.lords) {
        p = level.find((x) => x.lord === lord && x.endJd > jd);
        if (!p) return { withinTolerance: false, missing: lord };
        level = p.children.length > 0 ? p.children : subPeriods(p, YEAR);
      }
      assert.ok(p);
      const stated = noonJd(check.on, m.utcOffsetHours);
      return {
        withinTolerance: Math.abs(p.startJd - stated) <= check.toleranceDays,
        offByDays: Math.round(p.startJd - stated),
      };
    }
    case 'significators': {
      const sig = significators(check.number ? horaryChart(check.number, jd, m) : chart);
      const signifies = (g: Graha) =>
        sig.houses.some(
          (h) => check.houses.includes(h.house) && [...h.a, ...h.b, ...h.c, ...h.d].includes(g),
        );
      return { notSignificators: check.planets.filter((g) => !signifies(g)) };
    }
    case 'occupants': {
      const sig = significators(check.number ? horaryChart(check.number, jd, m) : chart);
      const h = sig.houses[check.house - 1];
      assert.ok(h);
      // The stated planets that occupy the house (a planet the author does not name may be there too).
      return check.planets.filter((g) => h.b.includes(g)).sort();
    }
    case 'horary_cusp': {
      const cusp = horaryChart(check.number, jd, m).cusps[check.house - 1];
      assert.ok(cusp);
      return { starLord: cusp.starLord, subLord: cusp.subLord };
    }
  }
}

function horaryChart(n: number, jd: number, m: Moment) {
  return castHorary(eph, n, jd, m.latitude, m.longitude, DEFAULT_SETTINGS).chart;
}

/** Our answer restricted to the fields the author states. */
export function comparable(c: JudgedCase, our: unknown): unknown {
  const their = theirs(c) as Record<string, unknown>;
  if (Array.isArray(their) || typeof our !== 'object' || our === null) return our;
  return pick(our as Record<string, unknown>, Object.keys(their));
}

/** True when the engine agrees with the published statement. */
export function agrees(c: JudgedCase): boolean {
  return JSON.stringify(comparable(c, ours(c))) === JSON.stringify(theirs(c));
}
