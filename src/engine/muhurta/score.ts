/**
 * The muhurta score, 0-100, from documented weights (decisions.md Ranking; docs/muhurta-and-financial.md
 * repeats this table). Every factor gives one reason with the points it earned out of its maximum, so
 * a reader sees why one window outranks another.
 *
 * | Factor | Max | Rule |
 * |---|---|---|
 * | dasha_md, dasha_ad, dasha_pd | 10 each | the running mahadasha / bhukti / antara lord signifies a required house (kp-doctrine §6), graded by its strongest level: A 10, B 8, C 5, D 3 |
 * | moon_star, moon_sub | 10 each | the transit Moon's star lord / sub lord signifies a required house (kp-doctrine §6 (b)), graded the same way |
 * | ruling_planets | 15 | share of the ruling planets at the best moment (lagna sign and star lords, Moon sign and star lords, day lord; kp-doctrine §3.2) that signify a required house (§6 (c)) |
 * | elected_lagna | 10 | the rising sub lord at the best moment signifies a required house (decisions.md: KP elected lagna) |
 * | tara_bala | 5 | good tara 5; a bad tara 0 in the 1st cycle, 2 in the 2nd, 4 in the 3rd (vedic-techniques §9.1) |
 * | chandra_bala | 5 | count from natal Moon sign 1, 3, 6, 7, 10, 11: 5; 2, 5, 9: 5 in Shukla paksha; 4, 12: 3 in Krishna paksha (§9.1 verse) |
 * | tithi | 4 | a tithi §9.2 lists for the event |
 * | nakshatra | 3 | a nakshatra §9.2 lists as favourable for the event |
 * | yoga | 3 | not a yoga avoided in muhurta (§1.4; loans also Vriddhi) |
 * | karana | 3 | not Vishti (Bhadra) (§9.1 avoided periods) |
 * | weekday | 2 | a weekday §9.2 prefers for the event |
 */

import type { Chart } from '../chart/cast.js';
import type { Significators } from '../chart/significators.js';
import { flat } from '../flat-text.js';
import type { KpEvent } from '../kp/events.js';
import { WEEKDAYS } from '../kp/ruling-planets.js';
import { GRAHAS, type Graha } from '../types.js';
import { karanaName, pakshaOf, tithiName, YOGA_NAMES } from '../vedic/panchang-names.js';
import { NAKSHATRAS } from '../zodiac/nakshatras.js';
import {
  BAD_YOGAS,
  type MuhurtaRules,
  signCount,
  TARA_NAMES,
  taraCount,
  tithiInPaksha,
} from './rules.js';

export const WEIGHTS = {
  dasha_md: 10,
  dasha_ad: 10,
  dasha_pd: 10,
  moon_star: 10,
  moon_sub: 10,
  ruling_planets: 15,
  elected_lagna: 10,
  tara_bala: 5,
  chandra_bala: 5,
  tithi: 4,
  nakshatra: 3,
  yoga: 3,
  karana: 3,
  weekday: 2,
} as const;
export type Factor = keyof typeof WEIGHTS;

export interface Reason {
  factor: Factor;
  points: number;
  max: number;
  text: string;
}

/** What the score reads at one moment of a window. */
export interface Snapshot {
  /** Mahadasha, bhukti, antara lords. */
  dashaLords: [Graha, Graha, Graha];
  moonSign: number;
  moonSignLord: Graha;
  moonStarLord: Graha;
  moonSubLord: Graha;
  /** 1-27 */
  nakshatra: number;
  /** 1-30 */
  tithi: number;
  /** 1-27 */
  yoga: number;
  /** Half-tithi slot 1-60. */
  karana: number;
  weekday: number;
  dayLord: Graha;
  lagnaSign: number;
  lagnaSignLord: Graha;
  lagnaStarLord: Graha;
  lagnaSubLord: Graha;
  /** True when the rising sub lord at the best moment signifies the event. */
  electedLagna: boolean;
}

const list = (xs: readonly number[]) => (xs.length ? xs.join(', ') : 'none');

/**
 * Points for signifying at a level (kp-doctrine §4.1: A strongest, then B, C, D; the 100/75/50/25 %
 * reading quoted there, rounded to whole points of 10).
 */
const LEVEL_POINTS = { A: 10, B: 8, C: 5, D: 3 } as const;
type Level = keyof typeof LEVEL_POINTS;

export function scoreSnapshot(
  s: Snapshot,
  sig: Significators,
  chart: Chart,
  event: KpEvent,
  rules: MuhurtaRules,
  withText = true,
): { score: number; reasons: Reason[] } {
  return createScorer(sig, chart, event, rules)(s, withText);
}

export type Scorer = (s: Snapshot, withText?: boolean) => { score: number; reasons: Reason[] };

/**
 * The score for one chart and event, with what does not depend on the moment (which houses each
 * graha signifies and at which level, the avoided yogas) worked out once: the scan scores thousands
 * of stretches per request.
 */
export function createScorer(
  sig: Significators,
  chart: Chart,
  event: KpEvent,
  rules: MuhurtaRules,
): Scorer {
  const req = event.required;
  const hitsOf = {} as Record<Graha, number[]>;
  const levelOf = {} as Record<Graha, Level | null>;
  for (const g of GRAHAS) {
    const p = sig.planets[g];
    hitsOf[g] = p.houses.filter((h) => req.includes(h));
    /** The strongest level at which g signifies a required house, or null. */
    levelOf[g] = p.a.some((h) => req.includes(h))
      ? 'A'
      : p.b.some((h) => req.includes(h))
        ? 'B'
        : p.c.some((h) => req.includes(h))
          ? 'C'
          : p.d.some((h) => req.includes(h))
            ? 'D'
            : null;
  }
  const badYogas = new Set([...BAD_YOGAS, ...rules.extraBadYogas]);
  return (s, withText = true) => score(s, withText);

  function score(s: Snapshot, withText: boolean): { score: number; reasons: Reason[] } {
    const hits = (g: Graha) => hitsOf[g];
    const level = (g: Graha) => levelOf[g];
    const graded = (g: Graha) => {
      const l = levelOf[g];
      return l === null ? 0 : LEVEL_POINTS[l];
    };
    const reasons: Reason[] = [];
    // Texts are built only when asked: the scan scores many stretches and keeps one.
    const add = (factor: Factor, ok: boolean | number, text: () => string) => {
      const max = WEIGHTS[factor];
      const points = typeof ok === 'number' ? ok : ok ? max : 0;
      reasons.push({ factor, points, max, text: withText ? text() : '' });
    };
    const reqText = `required ${list(req)}`;

    const names = ['Mahadasha', 'Bhukti', 'Antara'] as const;
    (['dasha_md', 'dasha_ad', 'dasha_pd'] as const).forEach((f, i) => {
      const lord = s.dashaLords[i] as Graha;
      const h = hits(lord);
      add(f, graded(lord), () =>
        h.length > 0
          ? flat`${names[i]} lord ${lord} signifies ${list(h)} (${reqText}), strongest at level ${level(lord)}`
          : flat`${names[i]} lord ${lord} signifies none of the required houses ${list(req)}`,
      );
    });

    for (const [f, lord, what] of [
      ['moon_star', s.moonStarLord, 'star lord'],
      ['moon_sub', s.moonSubLord, 'sub lord'],
    ] as const) {
      const h = hits(lord);
      add(f, graded(lord), () =>
        h.length > 0
          ? flat`Moon's ${what} ${lord} signifies ${list(h)}, strongest at level ${level(lord)}`
          : flat`Moon's ${what} ${lord} signifies none of ${list(req)}`,
      );
    }

    const rps = [
      ...new Set<Graha>([
        s.lagnaSignLord,
        s.lagnaStarLord,
        s.moonSignLord,
        s.moonStarLord,
        s.dayLord,
      ]),
    ];
    const fruitful = rps.filter((g) => hits(g).length > 0);
    add(
      'ruling_planets',
      Math.round((WEIGHTS.ruling_planets * fruitful.length) / rps.length),
      () =>
        flat`${fruitful.length} of ${rps.length} ruling planets (${rps.join(', ')}) signify a required house${fruitful.length ? `: ${fruitful.join(', ')}` : ''}`,
    );

    add('elected_lagna', s.electedLagna, () =>
      s.electedLagna
        ? flat`rising sub lord ${s.lagnaSubLord} signifies ${list(hits(s.lagnaSubLord))} at the best moment`
        : flat`no rising sub in this stretch has a sub lord signifying ${list(req)}`,
    );

    const count = taraCount(chart.positions.Moon.nakshatraNumber, s.nakshatra);
    const r = count % 9;
    const cycle = Math.ceil(count / 9);
    const taraName = TARA_NAMES[(r + 8) % 9] as string;
    const goodTara = r % 2 === 0; // 2, 4, 6, 8 and 9 (remainder 0)
    add(
      'tara_bala',
      goodTara ? WEIGHTS.tara_bala : cycle === 1 ? 0 : cycle === 2 ? 2 : 4,
      () =>
        flat`${taraName} tara (count ${count} from the birth star, cycle ${cycle}): ${goodTara ? 'good' : cycle === 1 ? 'bad, in full' : cycle === 2 ? 'bad, about half' : 'bad, negligible'}`,
    );

    const c = signCount(chart.positions.Moon.signIndex, s.moonSign);
    const paksha = pakshaOf(s.tithi);
    const chandra = [1, 3, 6, 7, 10, 11].includes(c)
      ? 5
      : [2, 5, 9].includes(c)
        ? paksha === 'Shukla'
          ? 5
          : 0
        : paksha === 'Krishna'
          ? 3
          : 0;
    add(
      'chandra_bala',
      chandra,
      () => flat`Moon in the ${c}${ordinal(c)} sign from the natal Moon, ${paksha} paksha`,
    );

    const t = tithiInPaksha(s.tithi);
    add(
      'tithi',
      rules.goodTithis.includes(t),
      () =>
        flat`${tithiName(s.tithi)} (${paksha} ${t})${rules.goodTithis.includes(t) ? ' is' : ' is not'} among the event's tithis ${list(rules.goodTithis)}`,
    );
    const nak = NAKSHATRAS[s.nakshatra - 1] as (typeof NAKSHATRAS)[number];
    const goodNak = rules.goodNakshatras.includes(nak);
    add(
      'nakshatra',
      goodNak,
      () => flat`${nak} is ${goodNak ? '' : 'not '}a favourable nakshatra for ${event.id}`,
    );
    const badYoga = badYogas.has(s.yoga);
    add(
      'yoga',
      !badYoga,
      () => flat`${YOGA_NAMES[s.yoga - 1]} yoga${badYoga ? ' is avoided in muhurta' : ''}`,
    );
    const karana = karanaName(s.karana - 1);
    add(
      'karana',
      karana !== 'Vishti',
      () => flat`${karana} karana${karana === 'Vishti' ? ' (Bhadra) is avoided' : ''}`,
    );
    const goodDay = rules.goodWeekdays.includes(s.weekday);
    add(
      'weekday',
      goodDay,
      () => flat`${WEEKDAYS[s.weekday]} is ${goodDay ? '' : 'not '}a preferred weekday`,
    );

    return { score: reasons.reduce((sum, x) => sum + x.points, 0), reasons };
  }
}

function ordinal(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
}

/**
 * The same points as {@link createScorer}, as plain numbers and without the reasons (the scan scores
 * many stretches and keeps one): `rest` is every factor but the two that depend on the rising sign
 * (ruling planets, elected lagna), `lagna` those two, so a snapshot's score is rest + lagna. Every
 * factor is an integer, so the sum equals the reasons' sum exactly (test/engine/muhurta-score.test.ts
 * compares both on random snapshots).
 */
export interface PointScorer {
  rest(s: Snapshot): number;
  lagna(s: Snapshot): number;
}

export function createPointScorer(
  sig: Significators,
  chart: Chart,
  event: KpEvent,
  rules: MuhurtaRules,
): PointScorer {
  const req = event.required;
  const graded = {} as Record<Graha, number>;
  const fruitful = {} as Record<Graha, boolean>;
  for (const g of GRAHAS) {
    const p = sig.planets[g];
    fruitful[g] = p.houses.some((h) => req.includes(h));
    graded[g] = p.a.some((h) => req.includes(h))
      ? LEVEL_POINTS.A
      : p.b.some((h) => req.includes(h))
        ? LEVEL_POINTS.B
        : p.c.some((h) => req.includes(h))
          ? LEVEL_POINTS.C
          : p.d.some((h) => req.includes(h))
            ? LEVEL_POINTS.D
            : 0;
  }
  const badYogas = new Set([...BAD_YOGAS, ...rules.extraBadYogas]);
  const natalNakshatra = chart.positions.Moon.nakshatraNumber;
  const natalSign = chart.positions.Moon.signIndex;
  return {
    rest(s) {
      let points =
        graded[s.dashaLords[0]] +
        graded[s.dashaLords[1]] +
        graded[s.dashaLords[2]] +
        graded[s.moonStarLord] +
        graded[s.moonSubLord];
      const count = taraCount(natalNakshatra, s.nakshatra);
      const r = count % 9;
      const cycle = Math.ceil(count / 9);
      points += r % 2 === 0 ? WEIGHTS.tara_bala : cycle === 1 ? 0 : cycle === 2 ? 2 : 4;
      const c = signCount(natalSign, s.moonSign);
      const paksha = pakshaOf(s.tithi);
      points += [1, 3, 6, 7, 10, 11].includes(c)
        ? 5
        : [2, 5, 9].includes(c)
          ? paksha === 'Shukla'
            ? 5
            : 0
          : paksha === 'Krishna'
            ? 3
            : 0;
      if (rules.goodTithis.includes(tithiInPaksha(s.tithi))) points += WEIGHTS.tithi;
      const nak = NAKSHATRAS[s.nakshatra - 1] as (typeof NAKSHATRAS)[number];
      if (rules.goodNakshatras.includes(nak)) points += WEIGHTS.nakshatra;
      if (!badYogas.has(s.yoga)) points += WEIGHTS.yoga;
      if (karanaName(s.karana - 1) !== 'Vishti') points += WEIGHTS.karana;
      if (rules.goodWeekdays.includes(s.weekday)) points += WEIGHTS.weekday;
      return points;
    },
    lagna(s) {
      const rps = [
        ...new Set<Graha>([
          s.lagnaSignLord,
          s.lagnaStarLord,
          s.moonSignLord,
          s.moonStarLord,
          s.dayLord,
        ]),
      ];
      let n = 0;
      for (const g of rps) if (fruitful[g]) n++;
      return (
        Math.round((WEIGHTS.ruling_planets * n) / rps.length) +
        (s.electedLagna ? WEIGHTS.elected_lagna : 0)
      );
    },
  };
}
