/**
 * Presenters for /horary: windows as ISO 8601 local date-times at the judgment place, the horary
 * ascendant's row and the judgment's evidence. Numbers are rounded here once.
 */
import type { HoraryJudgment } from '../../engine/horary/judge.js';
import type { LagnaTransit } from '../../engine/horary/lagna.js';
import type { DbaWindow, MoonTransit, SunTransit } from '../../engine/horary/windows.js';
import { SIGNS } from '../../engine/types.js';
import { round } from '../meta.js';
import type { WallClock } from '../panchang.js';

/** Local ISO date-times of instants, each computed once (adjacent periods share their bounds). */
export function isoMemo(clock: WallClock): (jd: number) => string {
  const seen = new Map<number, string>();
  return (jd) => {
    let text = seen.get(jd);
    if (text === undefined) {
      text = clock.iso(jd);
      seen.set(jd, text);
    }
    return text;
  };
}

/**
 * A stretch of a body's passage: its sign, and the sign and star lords (and the sub lord if given):
 * the Sun's and the Moon's transits, the rising lagna, and the Sun through a sensitive point of the
 * ruling planets (KSK, R3 4032-4040).
 */
interface Passage {
  startJd: number;
  endJd: number;
  sign: number;
  signLord: string;
  starLord: string;
  subLord?: string;
}

export function passageRecord(p: Passage, iso: (jd: number) => string) {
  return {
    start: iso(p.startJd),
    end: iso(p.endJd),
    sign: SIGNS[p.sign],
    sign_lord: p.signLord,
    star_lord: p.starLord,
    ...(p.subLord === undefined ? {} : { sub_lord: p.subLord }),
  };
}

/** A window; `transits`, `moons`, `lagnas` are null for windows whose transits were not scanned. */
export function windowRecord(
  w: DbaWindow,
  iso: (jd: number) => string,
  transits: SunTransit[] | null,
  moons: MoonTransit[] | null = null,
  lagnas: LagnaTransit[] | null = null,
) {
  return {
    start: iso(w.startJd),
    end: iso(w.endJd),
    basis: 'dasha_bhukti_antara' as const,
    fruitful_significators: w.fruitful,
    periods: w.periods.map((p) => ({
      mahadasha: p.dasha,
      antardasha: p.bhukti,
      pratyantardasha: p.antara,
      start: iso(p.startJd),
      end: iso(p.endJd),
      sookshmas: p.sookshmas.map((s) => ({
        lord: s.lord,
        start: iso(s.startJd),
        end: iso(s.endJd),
      })),
    })),
    days: round(w.endJd - w.startJd, 2),
    sun_transits: transits?.map((t) => passageRecord(t, iso)) ?? null,
    moon_transits: moons?.map((t) => passageRecord(t, iso)) ?? null,
    lagna_transits: lagnas?.map((t) => passageRecord(t, iso)) ?? null,
  };
}

export function evidenceRecord(j: HoraryJudgment) {
  const p = j.promise;
  return {
    cuspal_sub_lord: p.cuspalSubLord,
    star_lord: p.starLord,
    sub_lord: p.subLord,
    houses_via_star_lord: p.starLevelHouses,
    houses_own: p.ownLevelHouses,
    sub_lord_houses: p.subLordHouses,
    required_signified: p.requiredSignified,
    negating_signified: p.negatingSignified,
    supporting_cusp: p.supportingCusp,
    supporting_cusp_agrees: p.supportAgrees,
    promise_verdict: p.verdict,
    retrograde_rule: j.retrograde,
    ksk_negation_rule: j.negationRule,
    ruling_planets_used: j.rulingPlanets,
    fruitful_significators: j.fruitfulSignificators,
    required_significators: j.requiredSignificators,
    moon_test: {
      genuine: j.moon.genuine,
      links: j.moon.links.map((l) => ({ planet: l.planet, role: l.role, houses: l.houses })),
    },
  };
}
