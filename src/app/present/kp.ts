/**
 * Presenters for the KP parts of the birth chart: predictions, the tables, interlinks and aspects.
 * Field names here are the public contract (documented in src/http/schemas/kp.ts).
 */
import type { VedicAspect, WesternAspect } from '../../engine/chart/aspects.js';
import type { Chart } from '../../engine/chart/cast.js';
import type { Significators } from '../../engine/chart/significators.js';
import type { DashaPeriod, Vimshottari } from '../../engine/dasha/vimshottari.js';
import type { CuspInterlinks } from '../../engine/kp/interlinks.js';
import type { PromiseJudgment, TimingPeriod } from '../../engine/kp/promise.js';
import { type CuspSensitivity, sensitivityCaveat } from '../../engine/kp/sensitivity.js';
import { GRAHAS } from '../../engine/types.js';
import type { BirthDetails } from '../../engine/vedic/birth-details.js';
import { formatDegMinSec } from '../../engine/zodiac/signs.js';
import { round } from '../meta.js';

/** Antardashas from the one running at `fromJd` until `horizonYears` later (the natal timing horizon). */
export function timingPeriods(v: Vimshottari, fromJd: number, horizonYears = 20): TimingPeriod[] {
  const until = fromJd + horizonYears * v.yearDays;
  const out: TimingPeriod[] = [];
  for (const md of v.mahadashas) {
    for (const ad of md.children as DashaPeriod[]) {
      if (ad.endJd > fromJd && ad.startJd < until) {
        out.push({ mahadasha: md.lord, antardasha: ad.lord, startJd: ad.startJd, endJd: ad.endJd });
      }
    }
  }
  return out;
}

export function predictionRecord(j: PromiseJudgment, sensitivity: CuspSensitivity | undefined) {
  return {
    event: j.event.id,
    title: j.event.title,
    verdict: j.verdict,
    confidence: j.confidence,
    reasoning: j.reasoning,
    polarity: j.event.polarity,
    favourable: j.event.polarity === 'wanted' ? j.verdict !== 'DENIED' : j.verdict === 'DENIED',
    primary_cusp: j.event.primaryCusp,
    cuspal_sub_lord: j.cuspalSubLord,
    houses_signified: j.housesSignified,
    required_houses: [...j.event.required],
    negating_houses: [...j.event.negating],
    caveat: sensitivity ? sensitivityCaveat(sensitivity) : null,
  };
}

export function planetaryPositionsTable(chart: Chart) {
  return GRAHAS.map((g) => {
    const p = chart.positions[g];
    return {
      planet: g,
      sign: p.sign,
      degree: formatDegMinSec(p.longitude),
      longitude: round(p.longitude, 6),
      nakshatra: p.nakshatra,
      pada: p.pada,
      sign_lord: p.signLord,
      star_lord: p.starLord,
      sub_lord: p.subLord,
      sub_sub_lord: p.subSubLord,
      house: p.house,
      retrograde: p.retrograde,
      speed: round(p.speed, 6),
    };
  });
}

export function houseCuspsTable(chart: Chart, sensitivity: readonly CuspSensitivity[]) {
  return chart.cusps.map((c, i) => {
    const s = sensitivity[i];
    return {
      house: c.house,
      sign: c.sign,
      degree: formatDegMinSec(c.longitude),
      longitude: round(c.longitude, 6),
      sign_lord: c.signLord,
      star_lord: c.starLord,
      sub_lord: c.subLord,
      sub_sub_lord: c.subSubLord,
      sensitivity: {
        minutes_earlier: s?.minutesEarlier ?? null,
        sub_lord_earlier: s?.subLordEarlier ?? null,
        minutes_later: s?.minutesLater ?? null,
        sub_lord_later: s?.subLordLater ?? null,
      },
    };
  });
}

export function cuspalPromiseTable(chart: Chart, sig: Significators) {
  return chart.cusps.map((c) => {
    const p = sig.planets[c.subLord];
    return {
      house: c.house,
      sub_lord: c.subLord,
      star_lord_of_sub_lord: p.starLord,
      houses_via_star_lord: [...new Set([...p.a, ...p.c])].sort((x, y) => x - y),
      houses_own: [...new Set([...p.b, ...p.d])].sort((x, y) => x - y),
      houses_signified: p.houses,
    };
  });
}

export function houseSignificatorsAbcd(sig: Significators) {
  return sig.houses.map((h) => ({
    house: h.house,
    owner: h.owner,
    occupants: h.occupants,
    a: h.a,
    b: h.b,
    c: h.c,
    d: h.d,
  }));
}

export function planetaryAspects(vedic: VedicAspect[], western: WesternAspect[]) {
  return {
    vedic: vedic.map((a) => ({ from: a.from, to: a.to, drishti: a.drishti })),
    western: western.map((a) => ({
      between: a.between,
      aspect: a.aspect,
      angle: a.angle,
      separation: round(a.separation, 4),
      orb: round(a.orb, 4),
      applying: a.applying,
    })),
  };
}

export function interlinksRecords(links: CuspInterlinks[]) {
  return links.map((c) => ({
    house: c.house,
    sub_lord: c.subLord,
    sub_sub_lord: c.subSubLord,
    chain: c.chain.map((l) => ({
      role: l.role,
      planet: l.planet,
      occupies: l.occupies,
      owns: l.owns,
      star_lord: l.starLord,
      sub_lord: l.subLord,
      sub_sub_lord: l.subSubLord,
      signifies: l.signifies,
    })),
    events: c.events.map((e) => ({
      event: e.eventId,
      required_houses: [...e.required],
      negating_houses: [...e.negating],
      links: e.links.map((l) => ({
        role: l.role,
        planet: l.planet,
        required_hit: l.requiredHit,
        negating_hit: l.negatingHit,
      })),
    })),
  }));
}

export function vedicDetailsRecord(
  d: BirthDetails,
  meta: { ayanamsa: string; ayanamsa_name: string; ayanamsa_degrees: number },
) {
  return {
    lagna_sign: d.lagnaSign,
    lagna_lord: d.lagnaLord,
    moon_sign: d.moonSign,
    moon_sign_lord: d.moonSignLord,
    nakshatra: d.nakshatra,
    nakshatra_lord: d.nakshatraLord,
    pada: d.pada,
    tithi: d.tithi,
    yoga: d.yoga,
    karana: { name: d.karana.name, slot: d.karana.slot },
    weekday: d.weekday,
    weekday_lord: d.weekdayLord,
    ayanamsa: { id: meta.ayanamsa, name: meta.ayanamsa_name, degrees: meta.ayanamsa_degrees },
  };
}
