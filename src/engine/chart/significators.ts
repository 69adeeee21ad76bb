/**
 * KP significators, levels A-D (kp-doctrine.md §4.1, decisions.md KP "Significators").
 *
 * Per planet P: A = house occupied by P's star lord; B = house P occupies; C = houses owned by P's star
 * lord; D = houses P owns. Per house H the same relation inverted: A = planets in the star of H's
 * occupants, B = occupants, C = planets in the star of H's owner, D = the owner. A house's owner is the
 * lord of the sign on its cusp (an intercepted sign gives its lord no ownership).
 *
 * Principal (strong) significators (kp-doctrine §4.1, KSK Reader III "27-40"; Tin Win, KP E-zine Dec
 * 2007):
 * - an occupied house: levels A and B;
 * - a vacant house (no occupant): levels C and D become its principal significators (empty-house rule);
 * - a planet with no planet in any of its three stars gives its own results strongly: it is a principal
 *   significator of the houses it occupies and owns (KSK takes Mercury, with no planet in its stars,
 *   as the strongest significator);
 * - Rahu and Ketu are principal significators of the house they occupy and of every house their agents
 *   occupy or own: what a node carries is not graded below its own occupancy (KSK: "Nodes are stronger
 *   than the planets", R3 3781; R3 3828 takes Rahu, in Saturn's sign, as a significator of Saturn's
 *   houses 2, 6, 10 where Saturn itself is not taken).
 *
 * Rahu and Ketu own no sign; they act as agents (kp-doctrine §4.2, KSK Reader III "Behaviour of
 * planets", Reader II "The nodes") of ALL of: the planets conjoined with them, the planets aspecting
 * them (Parashari drishti on the node's sign), their star lord and their sign lord, in that order of
 * strength (conjunction strongest). "Conjoined" means within CONJUNCTION_ORB degrees of longitude,
 * across a sign boundary too: a planet 29° away in the same sign is not conjoined (it may still act as
 * the node's sign lord), one 2° away in the next sign is. The orb is the chart's conjunction orb for
 * degree aspects (8°, `aspects.ts`), the Western-aspect reading KSK mixes into KP (kp-doctrine §4.1
 * "Aspects"). The houses a node "owns" (its level D) are the houses its agents occupy and own; it also
 * signifies the house it occupies, as every planet does.
 *
 * A planet in a node's star therefore takes those houses at level C (issue 21 §2, read against KSK):
 * KSK adds the node that represents a lord (R3 3781-3782) and, in the same step, the planets in that
 * node's star: "take Rahu and Ketu in the constellation Sathabisha of Rahu" for a 9th whose lord Mars
 * is conjoined with Rahu (R3 4117); the Moon and Mercury "in Magha ruled by Ketu" for a 6th whose lord
 * Saturn disposes Ketu (R3 4119-4121); "Take Rahu and Ketu in Rahu star" for a 12th whose occupant's
 * sign Rahu holds (R3 4144-4145). R3 3778-3780 ("There is no planet in any of the three stars") is
 * about Jupiter's stars, not the nodes'. test/engine/significators-node-star.test.ts.
 */
import { GRAHAS, type Graha } from '../types.js';
import { signLordOfIndex } from '../zodiac/signs.js';
import type { Chart } from './cast.js';
import { aspectsSign } from './drishti.js';
import { housesOfMask as housesOf } from './houses.js';

/** A node is conjoined with a planet within this many degrees of longitude (see the header). */
export const CONJUNCTION_ORB = 8;

export type AgencyBasis = 'conjunction' | 'aspect' | 'star_lord' | 'sign_lord';

export interface NodeAgent {
  planet: Graha;
  basis: AgencyBasis;
}

export interface NodeAgency {
  /** Every planet the node acts for, strongest first (each once, under its strongest basis). */
  agents: Graha[];
  /** Basis of the strongest agent. */
  basis: AgencyBasis;
  /** The agents with their basis, strongest first: conjunction, aspect, star lord, sign lord. */
  sources: NodeAgent[];
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
  /** True when no graha occupies any of this planet's three stars. */
  emptyStars: boolean;
  /**
   * Houses this planet signifies as a principal significator, by the rules in the header, split by
   * where they come from: through its star lord (A, and C of a vacant house) or by itself (B, D of a
   * vacant house, D when its stars are empty, a node's strong agency).
   */
  strongStar: number[];
  strongOwn: number[];
  /** strongStar ∪ strongOwn, ascending. */
  strongHouses: number[];
}

export interface HouseSignificators {
  house: number;
  /** Lord of the sign on the cusp. */
  owner: Graha;
  occupants: Graha[];
  /** True when no graha occupies the house: C and D are then its principal significators. */
  vacant: boolean;
  a: Graha[];
  b: Graha[];
  c: Graha[];
  d: Graha[];
  /** Principal significators: A and B, or C and D when vacant, plus the header's special cases. */
  strong: Graha[];
}

export interface Significators {
  planets: Record<Graha, PlanetSignificators>;
  houses: HouseSignificators[];
}

const NODES: readonly Graha[] = ['Rahu', 'Ketu'];
const isNode = (g: Graha) => g === 'Rahu' || g === 'Ketu';
/** The seven grahas that are not nodes, in GRAHAS order. */
const PLANETS: readonly Graha[] = GRAHAS.filter((g) => !isNode(g));

/** Houses (1-12) whose cusp sign is owned by each graha. */
export function houseOwnership(chart: Chart): Record<Graha, number[]> {
  const owned = Object.fromEntries(GRAHAS.map((g) => [g, [] as number[]])) as Record<
    Graha,
    number[]
  >;
  for (const cusp of chart.cusps) owned[signLordOfIndex(cusp.signIndex)].push(cusp.house);
  return owned;
}

/** Shortest angular distance between two longitudes, degrees [0, 180]. */
function separation(x: number, y: number): number {
  const d = Math.abs(x - y) % 360;
  return d > 180 ? 360 - d : d;
}

/** Everyone a node acts for, strongest first (kp-doctrine §4.2; see the header). */
export function nodeAgency(chart: Chart, node: Graha): NodeAgency {
  const p = chart.positions[node];
  const planets = PLANETS;
  const sources: NodeAgent[] = [];
  const add = (planet: Graha, basis: AgencyBasis) => {
    if (!isNode(planet) && !sources.some((s) => s.planet === planet)) {
      sources.push({ planet, basis });
    }
  };
  // The conjoined planets, nearest first (ties in GRAHAS order, as a stable sort gives): an insertion
  // into a short list, not a map, filter and sort of records (two nodes a chart, issue 22 §3, fourth
  // round).
  const conjoined: Graha[] = [];
  const seps: number[] = [];
  for (const g of planets) {
    const sep = separation(chart.positions[g].longitude, p.longitude);
    if (!(sep <= CONJUNCTION_ORB)) continue;
    let i = seps.length;
    while (i > 0 && (seps[i - 1] as number) > sep) i--;
    conjoined.splice(i, 0, g);
    seps.splice(i, 0, sep);
  }
  for (const g of conjoined) add(g, 'conjunction');
  for (const g of planets) {
    if (aspectsSign(g, chart.positions[g].signIndex, p.signIndex)) add(g, 'aspect');
  }
  add(p.starLord, 'star_lord');
  add(p.signLord, 'sign_lord');
  const first = sources[0] as NodeAgent; // the sign lord is never a node, so there is always one
  return { agents: sources.map((s) => s.planet), basis: first.basis, sources };
}

/** The lord of each sign index 0-11. */
const SIGN_LORD_OF: readonly Graha[] = Array.from({ length: 12 }, (_, i) => signLordOfIndex(i));

type HouseLevel = 'a' | 'b' | 'c' | 'd' | 'strong';

/** Appends `g` to the `level` list of every house in `mask` (byHouse[h − 1] is house h). */
function pushToHouses(
  byHouse: ReadonlyArray<HouseSignificators | undefined>,
  mask: number,
  g: Graha,
  level: HouseLevel,
): void {
  for (let m = mask; m !== 0; m &= m - 1) byHouse[31 - Math.clz32(m & -m)]?.[level].push(g);
}

export function significators(chart: Chart): Significators {
  const pos = chart.positions;
  // Houses each graha "owns" as a bit mask: the houses whose cusp sign it rules.
  const ownedMask = {} as Record<Graha, number>;
  const houseBit = {} as Record<Graha, number>;
  for (const g of GRAHAS) {
    ownedMask[g] = 0;
    houseBit[g] = 1 << (pos[g].house - 1);
  }
  for (const cusp of chart.cusps) {
    ownedMask[SIGN_LORD_OF[cusp.signIndex] as Graha] |= 1 << (cusp.house - 1);
  }
  let occupied = 0;
  for (const g of GRAHAS) occupied |= houseBit[g];
  const vacant = ~occupied & 0xfff;
  // Grahas whose three stars hold no graha.
  const emptyStars = {} as Record<Graha, boolean>;
  for (const g of GRAHAS) emptyStars[g] = true;
  for (const g of GRAHAS) emptyStars[pos[g].starLord] = false;

  // Houses each graha signifies strongly by itself (level B and the header's promotions of D); a
  // node owns what its agents occupy and own.
  const strongOwnMask = {} as Record<Graha, number>;
  const agency = {} as Record<Graha, NodeAgency | null>;
  for (const g of GRAHAS) {
    strongOwnMask[g] = houseBit[g] | (ownedMask[g] & (emptyStars[g] ? 0xfff : vacant));
    agency[g] = null;
  }
  for (const node of NODES) {
    const ag = nodeAgency(chart, node);
    agency[node] = ag;
    let m = 0;
    for (const a of ag.agents) m |= houseBit[a] | ownedMask[a];
    ownedMask[node] = m;
    // What a node carries as agent is graded with its own occupancy, never below it (KSK: "Nodes are
    // stronger than the planets", R3 3781; on the 1933-11-11 chart "Rahu is in Saturn's sign. Hence,
    // take Mercury, Venus and Rahu as the 3 significators", R3 3828; issue 21 §2).
    strongOwnMask[node] = houseBit[node] | m;
  }

  // Per house, the grahas at each level, filled in GRAHAS order (the order of the lists).
  const houses: HouseSignificators[] = [];
  const byHouse: Array<HouseSignificators | undefined> = new Array(12);
  for (const cusp of chart.cusps) {
    const h: HouseSignificators = {
      house: cusp.house,
      owner: SIGN_LORD_OF[cusp.signIndex] as Graha,
      occupants: [],
      vacant: false,
      a: [],
      b: [],
      c: [],
      d: [],
      strong: [],
    };
    houses.push(h);
    byHouse[cusp.house - 1] = h;
  }

  const planets = {} as Record<Graha, PlanetSignificators>;
  for (const g of GRAHAS) {
    const p = pos[g];
    const star = p.starLord;
    const a = houseBit[star];
    const b = houseBit[g];
    const c = ownedMask[star];
    const d = ownedMask[g];
    const sStar = a | (c & vacant);
    const sOwn = strongOwnMask[g];
    planets[g] = {
      planet: g,
      starLord: star,
      subLord: p.subLord,
      a: housesOf(a),
      b: housesOf(b),
      c: housesOf(c),
      d: housesOf(d),
      houses: housesOf(a | b | c | d),
      agency: agency[g],
      emptyStars: emptyStars[g],
      strongStar: housesOf(sStar),
      strongOwn: housesOf(sOwn),
      strongHouses: housesOf(sStar | sOwn),
    };
    pushToHouses(byHouse, a, g, 'a');
    pushToHouses(byHouse, b, g, 'b');
    pushToHouses(byHouse, c, g, 'c');
    pushToHouses(byHouse, d, g, 'd');
    pushToHouses(byHouse, sStar | sOwn, g, 'strong');
    byHouse[p.house - 1]?.occupants.push(g);
  }
  for (const h of houses) h.vacant = h.occupants.length === 0;
  return { planets, houses };
}
