/**
 * Presenters for the KP parts of the birth chart: predictions, the tables, interlinks and aspects.
 * Field names here are the public contract (documented in src/http/schemas/kp.ts).
 */
import type { VedicAspect, WesternAspect } from '../../engine/chart/aspects.js';
import type { Chart } from '../../engine/chart/cast.js';
import type { Significators } from '../../engine/chart/significators.js';
import {
  type DashaPeriod,
  runningPeriods,
  type Vimshottari,
} from '../../engine/dasha/vimshottari.js';
import type { VerdictDistribution } from '../../engine/kp/birth-window.js';
import type { CuspInterlinks } from '../../engine/kp/interlinks.js';
import type {
  AntaraPeriod,
  ChainLink,
  PeriodLord,
  PromiseJudgment,
  TimingJudgment,
  TimingPeriod,
} from '../../engine/kp/promise.js';
import { housesOf, promiseInputs } from '../../engine/kp/promise-inputs.js';
import { type CuspSensitivity, sensitivityCaveat } from '../../engine/kp/sensitivity.js';
import { isoDate } from '../../engine/time/julian.js';
import { GRAHAS } from '../../engine/types.js';
import type { BirthDetails } from '../../engine/vedic/birth-details.js';
import { formatDegMinSec } from '../../engine/zodiac/signs.js';
import { round } from '../meta.js';
import { EVERY_BLOCK, type Included } from './include.js';

/**
 * Antardashas from the one running at `fromJd` until `horizonYears` later (the natal timing horizon),
 * each with its mahadasha's bounds.
 */
export function timingPeriods(v: Vimshottari, fromJd: number, horizonYears = 20): TimingPeriod[] {
  const until = fromJd + horizonYears * v.yearDays;
  const out: TimingPeriod[] = [];
  for (const md of v.mahadashas) {
    for (const ad of md.children as DashaPeriod[]) {
      if (ad.endJd > fromJd && ad.startJd < until) {
        out.push({
          mahadasha: md.lord,
          antardasha: ad.lord,
          startJd: ad.startJd,
          endJd: ad.endJd,
          mahadashaStartJd: md.startJd,
          mahadashaEndJd: md.endJd,
        });
      }
    }
  }
  return out;
}

/** The antara (pratyantardasha) running at `jd`, or null outside the 120 years. */
export function runningAntara(v: Vimshottari, jd: number): AntaraPeriod | null {
  const p = runningPeriods(v, jd, 3)[2];
  return p ? { lord: p.lord, startJd: p.startJd, endJd: p.endJd } : null;
}

/**
 * `isoDate`, remembered for the last offset: the 18 predictions of a chart show the same running
 * periods, so the same few bounds are dated 18 times. A pure function's memo, so a hit is exact; it is
 * emptied when the offset changes or it holds more than a chart's worth of dates.
 */
const dates = { offset: Number.NaN, byJd: new Map<number, string>() };
function periodDate(jd: number, offset: number): string {
  if (dates.offset !== offset || dates.byJd.size > 256) {
    dates.offset = offset;
    dates.byJd.clear();
  }
  let date = dates.byJd.get(jd);
  if (date === undefined) {
    date = isoDate(jd, offset);
    dates.byJd.set(jd, date);
  }
  return date;
}

function levels(l: ChainLink) {
  return { planet: l.planet, a: l.a, b: l.b, c: l.c, d: l.d, principal: l.principal };
}

function periodLordRecord(p: PeriodLord, offset: number) {
  return {
    lord: p.lord,
    start: p.startJd === null ? null : periodDate(p.startJd, offset),
    end: p.endJd === null ? null : periodDate(p.endJd, offset),
    signifies_required: p.requiredSignified,
    signifies_negating: p.negatingSignified,
    principal_for_required: p.principalForRequired,
  };
}

function periodRecord(n: TimingPeriod | null, offset: number) {
  return n
    ? {
        mahadasha: n.mahadasha,
        antardasha: n.antardasha,
        start: periodDate(n.startJd, offset),
        end: periodDate(n.endJd, offset),
      }
    : null;
}

/**
 * The timing part: compact by default (the date of judgment, whether the periods graded the verdict,
 * the next fruitful and the next adverse bhukti, the witness); with `predictions.timing`, also the
 * running periods and the houses each lord signifies.
 */
function timingRecord(
  t: TimingJudgment,
  asOf: string | null,
  offset: number,
  grades: boolean,
  running: boolean,
) {
  const compact = {
    grades_verdict: grades && t.witnessBasis !== null,
    basis: t.witnessBasis,
    next_fruitful_period: periodRecord(t.nextFruitful, offset),
    next_adverse_period: periodRecord(t.nextAdverse, offset),
    witness: t.witness,
  };
  if (!running) return compact;
  const r = t.running;
  // The date of judgment is the dasha block's `as_of` in the default body: stated once (issue 22 §3).
  return {
    ...compact,
    as_of: asOf,
    running: r
      ? {
          mahadasha: periodLordRecord(r.mahadasha, offset),
          antardasha: periodLordRecord(r.bhukti, offset),
          pratyantardasha: r.antara ? periodLordRecord(r.antara, offset) : null,
        }
      : null,
  };
}

/** `predictions.levels`: the houses the judgment weighed, their levels and the rules' leanings. */
function levelsRecord(j: PromiseJudgment) {
  return {
    houses_signified: j.housesSignified,
    required_houses: [...j.event.required],
    negating_houses: [...j.event.negating],
    negation_rule: j.event.negationRule,
    required_signified: j.requiredSignified,
    negating_signified: j.negatingSignified,
    required_level: j.requiredLevel,
    negating_level: j.negatingLevel,
    required_principal: j.requiredPrincipal,
    negating_principal: j.negatingPrincipal,
    csl_leaning: j.cslLeaning,
    sub_lord_leaning: j.subLordLeaning,
    promise_rule: j.promiseRule,
    supporting_cusp: j.supportingCusp,
    support_agrees: j.supportAgrees,
  };
}

/** `predictions.chain`: the CSL, its star lord and its sub lord with their levels; node agency. */
function chainRecord(j: PromiseJudgment) {
  return {
    chain: {
      cuspal_sub_lord: levels(j.chain.cuspalSubLord),
      star_lord: levels(j.chain.starLord),
      sub_lord: levels(j.chain.subLord),
    },
    houses_via_star_lord: j.starLevelHouses,
    houses_own: j.ownLevelHouses,
    houses_via_sub_lord: j.subLordHouses,
    node_agency: j.nodeAgency.map((n) => ({
      node: n.node,
      agents: n.sources.map((s) => ({ planet: s.planet, basis: s.basis })),
    })),
  };
}

/**
 * One prediction: the contract's five fields, then the light additions every body carries, then the
 * `include` blocks asked for (`blocks`; the financial judgment sends every one). `asOf` is the date of
 * judgment (natal: the request's as_of), `utcOffsetHours` the offset in which period dates are
 * shown (the birth's, as in the dasha block) and `timingGrades` whether the periods may grade the
 * verdict (natal: only with the request's own as_of, issue 21 §8).
 */
export function predictionRecord(
  j: PromiseJudgment & WindowFields,
  sensitivity: CuspSensitivity | undefined,
  asOf: string | null = null,
  utcOffsetHours = 0,
  timingGrades = true,
  blocks: Included = EVERY_BLOCK,
) {
  const record = {
    event: j.event.id,
    title: j.event.title,
    verdict: j.verdict,
    confidence: j.confidence,
    reasoning: j.reasoning,
    polarity: j.event.polarity,
    favourable: j.event.polarity === 'wanted' ? j.verdict !== 'DENIED' : j.verdict === 'DENIED',
    primary_cusp: j.event.primaryCusp,
    cuspal_sub_lord: j.cuspalSubLord,
    caveat: caveatOf(j, sensitivity),
    promise_verdict: j.promise,
    rule: j.rule,
    basis: j.basis,
    grade_from_timing: j.gradeFromTiming,
    timing: timingRecord(
      j.timing,
      asOf,
      utcOffsetHours,
      timingGrades,
      blocks['predictions.timing'],
    ),
  };
  const levels = blocks['predictions.levels'] ? levelsRecord(j) : null;
  const chain = blocks['predictions.chain'] ? chainRecord(j) : null;
  const window = j.distribution === undefined ? null : { verdict_distribution: j.distribution };
  if (levels === null && chain === null && window === null)
    return record as WithBlocks<typeof record>;
  // The blocks follow the default fields, so a block only adds keys to the default record. A new
  // literal, not Object.assign onto `record`: an object given more than about a dozen properties by
  // assignment turns into a dictionary in V8, and JSON.stringify's fast path refuses one (flat-text.ts).
  return { ...record, ...window, ...levels, ...chain } as WithBlocks<typeof record>;
}

/** What a judgment carries when the birth time's uncertainty was stated (kp/birth-window.ts). */
interface WindowFields {
  distribution?: VerdictDistribution;
  windowCaveat?: string | null;
}

/**
 * The caveat (contract rule 6; issue 35 §3): with a stated uncertainty, the distribution's sentence
 * when another verdict holds for part of the window; otherwise the 4-minute caveat, only when a
 * neighbouring sub lord gives another verdict.
 */
function caveatOf(
  j: PromiseJudgment & WindowFields,
  s: CuspSensitivity | undefined,
): string | null {
  if (j.windowCaveat !== undefined) return j.windowCaveat;
  return s !== undefined && j.birthTimeVerdictMoves ? sensitivityCaveat(s) : null;
}

type WithBlocks<T> = T &
  Partial<
    ReturnType<typeof levelsRecord> &
      ReturnType<typeof chainRecord> & { verdict_distribution: VerdictDistribution }
  >;

export function planetaryPositionsTable(chart: Chart) {
  return GRAHAS.map((g) => {
    const p = chart.positions[g];
    return {
      planet: g,
      sign: p.sign,
      degree_text: formatDegMinSec(p.longitude),
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
      degree_text: formatDegMinSec(c.longitude),
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
  // The sub lords' levels as house masks, shared with the predictions' judgment of the same chart.
  const masks = promiseInputs(sig).planets;
  return chart.cusps.map((c) => {
    const p = sig.planets[c.subLord];
    const m = masks[c.subLord];
    return {
      house: c.house,
      sub_lord: c.subLord,
      star_lord_of_sub_lord: p.starLord,
      houses_via_star_lord: housesOf(m.a | m.c),
      houses_own: housesOf(m.b | m.d),
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
      event_id: e.eventId,
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
