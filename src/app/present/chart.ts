/**
 * Presenters: engine records → the contract's JSON field names. Shared by every endpoint that shows a
 * chart (birth chart, horary, cuspal interlinks). Numbers are rounded here, once, for byte-stable output.
 */
import type { Chart, CuspPosition, PlanetPosition } from '../../engine/chart/cast.js';
import type { Significators } from '../../engine/chart/significators.js';
import {
  type DashaPeriod,
  runningPeriods,
  subPeriods,
  type Vimshottari,
  yearsMonthsDays,
} from '../../engine/dasha/vimshottari.js';
import { isoDate } from '../../engine/time/julian.js';
import { GRAHAS, type Graha } from '../../engine/types.js';
import { formatDegMin } from '../../engine/zodiac/signs.js';
import { round } from '../meta.js';

export interface PositionRecord {
  name: Graha;
  longitude: number;
  speed: number;
  retrograde: boolean;
  sign: string;
  sign_lord: Graha;
  nakshatra: string;
  pada: number;
  star_lord: Graha;
  sub_lord: Graha;
  sub_sub_lord: Graha;
  house: number;
}

export function positionRecord(p: PlanetPosition): PositionRecord {
  return {
    name: p.name,
    longitude: round(p.longitude, 6),
    speed: round(p.speed, 6),
    retrograde: p.retrograde,
    sign: p.sign,
    sign_lord: p.signLord,
    nakshatra: p.nakshatra,
    pada: p.pada,
    star_lord: p.starLord,
    sub_lord: p.subLord,
    sub_sub_lord: p.subSubLord,
    house: p.house,
  };
}

export function positionsObject(chart: Chart): Record<Graha, PositionRecord> {
  const out = {} as Record<Graha, PositionRecord>;
  for (const g of GRAHAS) out[g] = positionRecord(chart.positions[g]);
  return out;
}

export interface CuspRecord {
  house: number;
  cusp: string;
  sign: string;
  longitude: number;
  sign_lord: Graha;
  star_lord: Graha;
  sub_lord: Graha;
  sub_sub_lord: Graha;
}

export function cuspRecord(c: CuspPosition): CuspRecord {
  return {
    house: c.house,
    cusp: formatDegMin(c.longitude),
    sign: c.sign,
    longitude: round(c.longitude, 6),
    sign_lord: c.signLord,
    star_lord: c.starLord,
    sub_lord: c.subLord,
    sub_sub_lord: c.subSubLord,
  };
}

export function significatorRecords(s: Significators) {
  return GRAHAS.map((g) => {
    const p = s.planets[g];
    return {
      planet: g,
      star_lord: p.starLord,
      sub_lord: p.subLord,
      a: p.a,
      b: p.b,
      c: p.c,
      d: p.d,
      houses: p.houses,
      agency: p.agency ? { agents: p.agency.agents, basis: p.agency.basis } : null,
    };
  });
}

/**
 * One record per period, with its start and end as dates. Consecutive periods share a bound (each
 * ends where the next begins) and sub-periods share their parent's outer bounds, so each instant is
 * turned into a date once: a bound equal to the previous one, or to the parent's, reuses its text.
 */
function periodRecords<T>(
  periods: readonly DashaPeriod[],
  date: (jd: number) => string,
  parent: DashaPeriod | undefined,
  parentStart: string | undefined,
  parentEnd: string | undefined,
  record: (p: DashaPeriod, start: string, end: string) => T,
): T[] {
  const out: T[] = [];
  let prevEndJd = parent?.startJd;
  let prevEnd = parentStart;
  for (const p of periods) {
    const start = p.startJd === prevEndJd && prevEnd !== undefined ? prevEnd : date(p.startJd);
    const end = p.endJd === parent?.endJd && parentEnd !== undefined ? parentEnd : date(p.endJd);
    out.push(record(p, start, end));
    prevEndJd = p.endJd;
    prevEnd = end;
  }
  return out;
}

/**
 * The dasha block: every mahadasha; the antardashas of the running one, or of every one with
 * `withAntardashas` (the `antardashas` include block: 81 periods were 4.2 KB of every default body, and
 * each prediction's `timing` dates its own next periods; issue 22 §3), the others then carrying no
 * `antardashas` key. Pratyantardashas are listed for the antardashas of the running mahadasha only
 * (729 periods would be 90 % of the body and rarely read), and are empty arrays elsewhere; without them (`include` did not name them) the antardashas carry no
 * `pratyantardashas` key at all (81 empty arrays were 1.8 KB of the default body, issue 22 §3). The
 * periods in force on `asOfJd` are named once, in `current` (a `running` flag on each of the 90 periods
 * was 1.4 KB of it). Dates are local civil dates at the birth place's offset.
 */
export function dashaBlock(
  v: Vimshottari,
  asOfJd: number,
  asOf: string,
  utcOffsetHours: number,
  withPratyantardashas = true,
  withAntardashas = true,
) {
  const chain = runningPeriods(v, asOfJd);
  const runningMd = chain[0];
  const balance = yearsMonthsDays(v.balanceYears, v.yearDays);
  const date = (jd: number): string => isoDate(jd, utcOffsetHours);
  // Each period as { lord, start, end } written out (no object spread): 171 a chart.
  const period = (p: DashaPeriod, start: string, end: string) => ({ lord: p.lord, start, end });
  const pratyantardashas = (md: DashaPeriod, ad: DashaPeriod, start: string, end: string) =>
    md === runningMd ? periodRecords(subPeriods(ad, v.yearDays), date, ad, start, end, period) : [];
  const antardashas = (md: DashaPeriod, start: string, end: string) =>
    periodRecords(md.children, date, md, start, end, (ad, s, e) =>
      withPratyantardashas
        ? { lord: ad.lord, start: s, end: e, pratyantardashas: pratyantardashas(md, ad, s, e) }
        : period(ad, s, e),
    );
  return {
    system: 'vimshottari',
    year_days: v.yearDays,
    antardashas_scope: withAntardashas ? 'every_mahadasha' : 'running_mahadasha',
    pratyantardashas_scope: withPratyantardashas ? 'running_mahadasha' : 'none',
    as_of: asOf,
    balance_at_birth: {
      lord: v.birthLord,
      years: round(v.balanceYears, 6),
      ymd: balance,
    },
    current: {
      mahadasha: chain[0]?.lord ?? null,
      antardasha: chain[1]?.lord ?? null,
      pratyantardasha: chain[2]?.lord ?? null,
    },
    mahadashas: periodRecords(v.mahadashas, date, undefined, undefined, undefined, (md, s, e) =>
      withAntardashas || md === runningMd
        ? { lord: md.lord, start: s, end: e, years: md.years, antardashas: antardashas(md, s, e) }
        : { lord: md.lord, start: s, end: e, years: md.years },
    ),
  };
}
