/**
 * Vimshottari dasha from the Moon (kp-doctrine.md §6, vedic-techniques.md §7): the mahadasha sequence
 * starts at the star lord of the Moon's nakshatra with the unelapsed fraction of that lord's years;
 * antardasha = MD × AD / 120 years starting with the MD lord; pratyantardasha = MD × AD × PD / 120²
 * starting with the AD lord. A dasha year is `yearDays` days (default 365.25, decisions.md KP "Dasha").
 */
import type { Graha } from '../types.js';
import {
  NAKSHATRA_SPAN,
  nakshatraIndexOf,
  nakshatraLord,
  VIMSHOTTARI_ORDER,
  VIMSHOTTARI_TOTAL_YEARS,
  VIMSHOTTARI_YEARS,
  vimshottariAfter,
  vimshottariIndex,
} from '../zodiac/nakshatras.js';
import { normalizeDegrees } from '../zodiac/signs.js';

export const DEFAULT_DASHA_YEAR_DAYS = 365.25;

export interface DashaPeriod {
  lord: Graha;
  /** Start and end as UT Julian days. */
  startJd: number;
  endJd: number;
  /** Length in dasha years. */
  years: number;
  /** Lords from the mahadasha down to this period. */
  path: Graha[];
  /** Antardashas of a mahadasha; empty below (use subPeriods for deeper levels). */
  children: DashaPeriod[];
}

export interface Vimshottari {
  yearDays: number;
  /** Lord of the Moon's nakshatra: the mahadasha running at birth. */
  birthLord: Graha;
  /** Dasha years of the birth mahadasha still to run at birth. */
  balanceYears: number;
  /** Nine mahadashas from the one running at birth (the first starts before birth). */
  mahadashas: DashaPeriod[];
}

/**
 * The nine sub-periods of a period, starting with the period's own lord: antardashas of a mahadasha,
 * pratyantardashas of an antardasha, and so on (each lord's share is Y(lord) / 120 of the parent).
 */
export function subPeriods(parent: DashaPeriod, yearDays: number): DashaPeriod[] {
  const out: DashaPeriod[] = [];
  // The parent's place in the cycle is looked up once, not once per sub-period.
  const first = vimshottariIndex(parent.lord);
  let cursor = parent.startJd;
  for (let i = 0; i < 9; i++) {
    const lord = VIMSHOTTARI_ORDER[(first + i) % 9] as Graha;
    const sub = (parent.years * VIMSHOTTARI_YEARS[lord]) / VIMSHOTTARI_TOTAL_YEARS;
    // The last sub-period ends exactly where the parent does (no rounding drift).
    const end = i === 8 ? parent.endJd : cursor + sub * yearDays;
    out.push({
      lord,
      startJd: cursor,
      endJd: end,
      years: sub,
      path: extendedPath(parent.path, lord),
      children: [],
    });
    cursor = end;
  }
  return out;
}

/**
 * `path` and then `lord`, as an exact-size array. Not `[...path, lord]`, whose array holds spare room
 * (about 2.7 times the bytes), nor `path.concat(lord)`, which is several times slower (it checks its
 * argument for Symbol.isConcatSpreadable): a birth chart makes some 250 of these (issue 22 §3, fourth
 * round).
 */
function extendedPath(path: readonly Graha[], lord: Graha): Graha[] {
  const out = new Array<Graha>(path.length + 1);
  for (let i = 0; i < path.length; i++) out[i] = path[i] as Graha;
  out[path.length] = lord;
  return out;
}

/**
 * Vimshottari periods for a Moon longitude (sidereal degrees) at birth `birthJd` (UT Julian day):
 * mahadashas with their antardashas; deeper levels come from subPeriods().
 */
export function vimshottari(
  moonLongitude: number,
  birthJd: number,
  yearDays: number = DEFAULT_DASHA_YEAR_DAYS,
): Vimshottari {
  const lon = normalizeDegrees(moonLongitude);
  const n = nakshatraIndexOf(lon);
  const traversed = (lon - n * NAKSHATRA_SPAN) / NAKSHATRA_SPAN;
  const birthLord = nakshatraLord(n);
  const lordYears = VIMSHOTTARI_YEARS[birthLord];
  const firstStart = birthJd - traversed * lordYears * yearDays;
  const mahadashas: DashaPeriod[] = [];
  let cursor = firstStart;
  for (let i = 0; i < 9; i++) {
    const lord = vimshottariAfter(birthLord, i);
    const years = VIMSHOTTARI_YEARS[lord];
    const end = cursor + years * yearDays;
    const md: DashaPeriod = {
      lord,
      startJd: cursor,
      endJd: end,
      years,
      path: [lord],
      children: [],
    };
    md.children = subPeriods(md, yearDays);
    mahadashas.push(md);
    cursor = end;
  }
  return { yearDays, birthLord, balanceYears: (1 - traversed) * lordYears, mahadashas };
}

/**
 * The chain of periods running at `jd`, `depth` levels deep (3 = mahadasha, antardasha,
 * pratyantardasha), or an empty array outside the 120 years.
 */
export function runningPeriods(v: Vimshottari, jd: number, depth = 3): DashaPeriod[] {
  const chain: DashaPeriod[] = [];
  let level = v.mahadashas;
  while (chain.length < depth) {
    const p = level.find((x) => x.startJd <= jd && jd < x.endJd);
    if (!p) break;
    chain.push(p);
    // The level below the deepest one asked for is never generated.
    if (chain.length === depth) break;
    level = p.children.length > 0 ? p.children : subPeriods(p, v.yearDays);
  }
  return chain;
}

/** A balance in years as whole years, months (of year/12) and days (of yearDays), for display. */
export function yearsMonthsDays(years: number, yearDays: number) {
  const y = Math.floor(years + 1e-12);
  const monthsF = (years - y) * 12;
  const m = Math.floor(monthsF + 1e-12);
  const d = Math.floor((monthsF - m) * (yearDays / 12) + 1e-9);
  return { years: y, months: m, days: d };
}
