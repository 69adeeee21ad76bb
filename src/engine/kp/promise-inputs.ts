/**
 * Per-chart values that the judgment of every event reads (promise.ts), computed once per chart.
 *
 * A birth chart judges 18 events on one chart, and every judgment asks the same questions of the same
 * nine planets: which houses does the CSL signify at each level, at which grading rank, which planets
 * are principal significators of the required houses. The answers depend only on the significators,
 * so they are kept here as 12-bit house masks (bit h − 1 = house h) and a 9-bit graha mask per house,
 * built on the first judgment of a chart and remembered for the others. Set questions on houses 1-12
 * then become one `&` instead of arrays, `Set`s and sorts. Nothing here decides a verdict: the rules
 * and their doctrine stay in promise.ts.
 *
 * The values are remembered per `Significators` object (a WeakMap: they go when the chart goes); the
 * masks never change once built (significators are not modified after `significators()` returns
 * them), and the reasoning texts are filled in the first time they are needed. The cuspal promise
 * table (app/present/kp.ts) reads the same masks.
 */
import type { PlanetSignificators, Significators } from '../chart/significators.js';
import { GRAHAS, type Graha } from '../types.js';

/**
 * A planet's houses as 12-bit masks, one per list of its `PlanetSignificators`.
 *
 * A class, not an object literal with array fields: nine are made per chart, and V8's literal path
 * (an allocation site per literal, four array literals each) cost about 4 % of a birth chart's CPU in
 * a profile (issue 22 §3, fourth round); a constructor allocates the plain object inline. The grading
 * ranks and levels the judgment walks are read from the named masks (promise.ts `bestRank`,
 * `strength`), in the order the comments give.
 */
export class PlanetMasks {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
  readonly houses: number;
  /** a | b | c | d: the houses it signifies at any level. */
  readonly signified: number;
  readonly strongStar: number;
  readonly strongOwn: number;
  readonly strongHouses: number;
  /** "A 7; B 2; C 1, 8; D 5" for the reasoning, written when first needed. */
  levelsText: string | undefined;

  constructor(p: PlanetSignificators) {
    this.a = houseMask(p.a);
    this.b = houseMask(p.b);
    this.c = houseMask(p.c);
    this.d = houseMask(p.d);
    this.houses = houseMask(p.houses);
    this.signified = this.a | this.b | this.c | this.d;
    this.strongStar = houseMask(p.strongStar);
    this.strongOwn = houseMask(p.strongOwn);
    this.strongHouses = houseMask(p.strongHouses);
    this.levelsText = undefined;
  }
}

export interface PromiseInputs {
  planets: Record<Graha, PlanetMasks>;
  /** Per house 1-12 (index h − 1), its principal significators as a graha mask (`grahaBit`). */
  principalOfHouse: number[];
  /**
   * The reasoning's sentences on each CSL (its chain, levels, agency and houses), written by
   * promise.ts for `textChart` the first time a cusp with that sub lord is judged: every event whose
   * cusp has that sub lord shares them.
   */
  textChart: object | null;
  cslText: Partial<Record<Graha, string>>;
}

/** The mask of the houses in `houses` (house numbers outside 1-12 are never signified, so dropped). */
export function houseMask(houses: readonly number[]): number {
  let m = 0;
  // Indexed, not for-of: the event catalog's house lists are frozen arrays, over which V8 allocates an
  // iterator result per element (about 17 KB a birth chart, issue 22 §3).
  for (let i = 0; i < houses.length; i++) {
    const h = houses[i] as number;
    if (h >= 1 && h <= 12 && Number.isInteger(h)) m |= 1 << (h - 1);
  }
  return m;
}

/** The houses of a mask as a fresh ascending array (chart/houses.ts `housesOfMask`). */
export { housesOfMask as housesOf } from '../chart/houses.js';

const GRAHA_BIT = Object.fromEntries(GRAHAS.map((g, i) => [g, 1 << i])) as Record<Graha, number>;

/** The bit of a graha in a graha mask. */
export function grahaBit(g: Graha): number {
  return GRAHA_BIT[g];
}

/** The principal significators of any of the houses in `mask`, as a graha mask. */
export function principalOf(inputs: PromiseInputs, mask: number): number {
  let out = 0;
  for (let h = 1; h <= 12; h++)
    if (mask & (1 << (h - 1))) out |= inputs.principalOfHouse[h - 1] ?? 0;
  return out;
}

const memo = new WeakMap<Significators, PromiseInputs>();

/** The per-chart inputs of `sig`, built on first use. */
export function promiseInputs(sig: Significators): PromiseInputs {
  let inputs = memo.get(sig);
  if (!inputs) {
    inputs = build(sig);
    memo.set(sig, inputs);
  }
  return inputs;
}

function build(sig: Significators): PromiseInputs {
  const planets = {} as Record<Graha, PlanetMasks>;
  for (const g of GRAHAS) planets[g] = new PlanetMasks(sig.planets[g]);
  const principalOfHouse = new Array<number>(12).fill(0);
  for (const h of sig.houses) {
    let strong = 0;
    for (const g of h.strong) strong |= GRAHA_BIT[g];
    if (houseMask([h.house]) !== 0)
      principalOfHouse[h.house - 1] = (principalOfHouse[h.house - 1] ?? 0) | strong;
  }
  return { planets, principalOfHouse, textChart: null, cslText: {} };
}
