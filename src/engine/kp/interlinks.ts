/**
 * Cuspal interlinks (kp-doctrine.md §4.3-§4.4): for each cusp the chain
 * cusp → cuspal sub lord (CSL) → CSL's star lord → CSL's sub lord → that sub lord's star lord, plus the
 * cusp's sub-sub lord (the KCIL agent). Each link carries the houses it occupies and owns (for a node,
 * the houses of the planets it acts for) and, for each catalog event whose primary cusp this is, which
 * of those houses are required or negating.
 */
import type { Chart } from '../chart/cast.js';
import type { Significators } from '../chart/significators.js';
import type { Graha } from '../types.js';
import { EVENT_CATALOG } from './events.js';

export type LinkRole =
  | 'cuspal_sub_lord'
  | 'star_lord_of_csl'
  | 'sub_lord_of_csl'
  | 'star_lord_of_sub_lord'
  | 'cuspal_sub_sub_lord';

export interface InterlinkLink {
  role: LinkRole;
  planet: Graha;
  /** Placidus house the planet occupies. */
  occupies: number;
  /** Houses it owns; for Rahu/Ketu the houses of the planets they act for. */
  owns: number[];
  /** Its own lord chain. */
  starLord: Graha;
  subLord: Graha;
  subSubLord: Graha;
  /** All houses it signifies (levels A-D). */
  signifies: number[];
}

export interface EventLinkCheck {
  eventId: string;
  required: readonly number[];
  negating: readonly number[];
  links: Array<{ role: LinkRole; planet: Graha; requiredHit: number[]; negatingHit: number[] }>;
}

export interface CuspInterlinks {
  house: number;
  subLord: Graha;
  subSubLord: Graha;
  chain: InterlinkLink[];
  events: EventLinkCheck[];
}

const hit = (houses: readonly number[], set: readonly number[]) =>
  houses.filter((h) => set.includes(h));

export function cuspalInterlinks(chart: Chart, sig: Significators): CuspInterlinks[] {
  const link = (role: LinkRole, planet: Graha): InterlinkLink => {
    const p = chart.positions[planet];
    const s = sig.planets[planet];
    return {
      role,
      planet,
      occupies: p.house,
      owns: s.d,
      starLord: p.starLord,
      subLord: p.subLord,
      subSubLord: p.subSubLord,
      signifies: s.houses,
    };
  };
  return chart.cusps.map((cusp) => {
    const csl = cusp.subLord;
    const star = chart.positions[csl].starLord;
    const sub = chart.positions[csl].subLord;
    const subStar = chart.positions[sub].starLord;
    const chain = [
      link('cuspal_sub_lord', csl),
      link('star_lord_of_csl', star),
      link('sub_lord_of_csl', sub),
      link('star_lord_of_sub_lord', subStar),
      link('cuspal_sub_sub_lord', cusp.subSubLord),
    ];
    const events = EVENT_CATALOG.filter((ev) => ev.primaryCusp === cusp.house).map((ev) => ({
      eventId: ev.id,
      required: ev.required,
      negating: ev.negating,
      links: chain.map((l) => {
        const houses = [l.occupies, ...l.owns];
        return {
          role: l.role,
          planet: l.planet,
          requiredHit: [...new Set(hit(houses, ev.required))].sort((a, b) => a - b),
          negatingHit: [...new Set(hit(houses, ev.negating))].sort((a, b) => a - b),
        };
      }),
    }));
    return { house: cusp.house, subLord: csl, subSubLord: cusp.subSubLord, chain, events };
  });
}
