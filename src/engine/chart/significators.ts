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

/** Houses 1-12 of a 12-bit mask (bit h−1 = house h), ascending. */
function housesOf(mask: number): number[] {
  const out: number[] = [];
  for (let h = 1; h <= 12; h++) if (mask & (1 << (h - 1))) out.push(h);
  return out;
}

function maskOf(houses: readonly number[]): number {
  let m = 0;
  for (const h of houses) m |= 1 << (h - 1);
  return m;
}

export function significators(chart: Chart): Significators {
  const owned = houseOwnership(chart);
  // Houses each graha "owns" as a bit mask; a node owns what its agents occupy and own.
  const ownedMask = {} as Record<Graha, number>;
  const agency = {} as Record<Graha, NodeAgency | null>;
  for (const g of GRAHAS) {
    ownedMask[g] = maskOf(owned[g]);
    agency[g] = null;
  }
  for (const node of NODES) {
    const ag = nodeAgency(chart, node);
    agency[node] = ag;
    let m = 0;
    for (const a of ag.agents) m |= (1 << (chart.positions[a].house - 1)) | ownedMask[a];
    ownedMask[node] = m;
  }

  const planets = {} as Record<Graha, PlanetSignificators>;
  const levelMasks = {} as Record<Graha, [number, number, number, number]>;
  for (const g of GRAHAS) {
    const pos = chart.positions[g];
    const star = pos.starLord;
    const a = 1 << (chart.positions[star].house - 1);
    const b = 1 << (pos.house - 1);
    const c = ownedMask[star];
    const d = ownedMask[g];
    levelMasks[g] = [a, b, c, d];
    planets[g] = {
      planet: g,
      starLord: star,
      subLord: pos.subLord,
      a: housesOf(a),
      b: housesOf(b),
      c: housesOf(c),
      d: housesOf(d),
      houses: housesOf(a | b | c | d),
      agency: agency[g],
    };
  }

  const houses: HouseSignificators[] = chart.cusps.map((cusp) => {
    const bit = 1 << (cusp.house - 1);
    const level = (i: 0 | 1 | 2 | 3) => GRAHAS.filter((g) => (levelMasks[g][i] & bit) !== 0);
    return {
      house: cusp.house,
      owner: signLordOfIndex(cusp.signIndex),
      occupants: GRAHAS.filter((g) => chart.positions[g].house === cusp.house),
      a: level(0),
      b: level(1),
      c: level(2),
      d: level(3),
    };
  });
  return { planets, houses };
}
