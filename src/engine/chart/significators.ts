/**
 * KP significators, levels A-D (kp-doctrine.md §4.1, decisions.md KP "Significators").
 *
 * Per planet P: A = house occupied by P's star lord; B = house P occupies; C = houses owned by P's star
 * lord; D = houses P owns. Per house H the same relation inverted: A = planets in the star of H's
 * occupants, B = occupants, C = planets in the star of H's owner, D = the owner. A house's owner is the
 * lord of the sign on its cusp (an intercepted sign gives its lord no ownership).
 *
 * Rahu and Ketu own no sign; they act as agents (kp-doctrine §4.2): of a planet conjoined with them
 * (same sign), else of planets aspecting them (Vedic drishti), else of their star lord, else (when the
 * node is in its own star) of their sign lord. The houses a node "owns" are the houses its agents
 * occupy and own; it also signifies the house it occupies, as every planet does.
 */
import { GRAHAS, type Graha } from '../types.js';
import { signLordOfIndex } from '../zodiac/signs.js';
import type { Chart } from './cast.js';
import { aspectsSign } from './drishti.js';

export type AgencyBasis = 'conjunction' | 'aspect' | 'star_lord' | 'sign_lord';

export interface NodeAgency {
  /** The planets the node acts for. */
  agents: Graha[];
  basis: AgencyBasis;
}

export interface PlanetSignificators {
  planet: Graha;
  starLord: Graha;
  subLord: Graha;
  /** Level A: house occupied by the star lord. */
  a: number[];
  /** Level B: house occupied. */
  b: number[];
  /** Level C: houses owned by the star lord. */
  c: number[];
  /** Level D: houses owned (for a node: its agents' houses). */
  d: number[];
  /** Union of A-D, ascending. */
  houses: number[];
  /** Only for Rahu and Ketu. */
  agency: NodeAgency | null;
}

export interface HouseSignificators {
  house: number;
  /** Lord of the sign on the cusp. */
  owner: Graha;
  occupants: Graha[];
  a: Graha[];
  b: Graha[];
  c: Graha[];
  d: Graha[];
}

export interface Significators {
  planets: Record<Graha, PlanetSignificators>;
  houses: HouseSignificators[];
}

const NODES: readonly Graha[] = ['Rahu', 'Ketu'];
const isNode = (g: Graha) => g === 'Rahu' || g === 'Ketu';
const sortNum = (xs: Iterable<number>) => [...new Set(xs)].sort((p, q) => p - q);
const inGrahaOrder = (xs: Iterable<Graha>) => {
  const set = new Set(xs);
  return GRAHAS.filter((g) => set.has(g));
};

/** Houses (1-12) whose cusp sign is owned by each graha. */
export function houseOwnership(chart: Chart): Record<Graha, number[]> {
  const owned = Object.fromEntries(GRAHAS.map((g) => [g, [] as number[]])) as Record<
    Graha,
    number[]
  >;
  for (const cusp of chart.cusps) owned[signLordOfIndex(cusp.signIndex)].push(cusp.house);
  return owned;
}

/** Whom a node acts for, by KSK's priority (kp-doctrine §4.2). */
export function nodeAgency(chart: Chart, node: Graha): NodeAgency {
  const p = chart.positions[node];
  const planets = GRAHAS.filter((g) => !isNode(g));
  const conjoined = planets.filter((g) => chart.positions[g].signIndex === p.signIndex);
  if (conjoined.length > 0) return { agents: conjoined, basis: 'conjunction' };
  const aspecting = planets.filter((g) =>
    aspectsSign(g, chart.positions[g].signIndex, p.signIndex),
  );
  if (aspecting.length > 0) return { agents: aspecting, basis: 'aspect' };
  if (!isNode(p.starLord)) return { agents: [p.starLord], basis: 'star_lord' };
  return { agents: [p.signLord], basis: 'sign_lord' };
}

export function significators(chart: Chart): Significators {
  const owned = houseOwnership(chart);
  const agency = {} as Record<Graha, NodeAgency | null>;
  // A node "owns" what its agents occupy and own.
  const ownedOrActedFor = { ...owned };
  for (const g of GRAHAS) agency[g] = null;
  for (const node of NODES) {
    const ag = nodeAgency(chart, node);
    agency[node] = ag;
    ownedOrActedFor[node] = sortNum(
      ag.agents.flatMap((a) => [chart.positions[a].house, ...owned[a]]),
    );
  }

  const planets = {} as Record<Graha, PlanetSignificators>;
  for (const g of GRAHAS) {
    const pos = chart.positions[g];
    const star = pos.starLord;
    const a = [chart.positions[star].house];
    const b = [pos.house];
    const c = sortNum(ownedOrActedFor[star]);
    const d = sortNum(ownedOrActedFor[g]);
    planets[g] = {
      planet: g,
      starLord: star,
      subLord: pos.subLord,
      a,
      b,
      c,
      d,
      houses: sortNum([...a, ...b, ...c, ...d]),
      agency: agency[g],
    };
  }

  const houses: HouseSignificators[] = chart.cusps.map((cusp) => {
    const h = cusp.house;
    const levels = (key: 'a' | 'b' | 'c' | 'd') =>
      inGrahaOrder(GRAHAS.filter((g) => planets[g][key].includes(h)));
    return {
      house: h,
      owner: signLordOfIndex(cusp.signIndex),
      occupants: inGrahaOrder(GRAHAS.filter((g) => chart.positions[g].house === h)),
      a: levels('a'),
      b: levels('b'),
      c: levels('c'),
      d: levels('d'),
    };
  });
  return { planets, houses };
}
