/**
 * KP star / sub / sub-sub divisions and the numbered 249 (horary) and 2193 (TSP) tables, generated from
 * the Vimshottari proportions, never typed in (kp-doctrine.md §2.1-§2.3, decisions.md KP "Tables").
 *
 * Arithmetic is exact: longitudes of boundaries are integers in units of 1/3 arc-second, in which a
 * nakshatra is 144,000 units, a sub of lord L is 1,200·Y(L) units and a sub-sub of (L1, L2) is
 * 10·Y(L1)·Y(L2) units (Y = Vimshottari years).
 */
import { type Graha, SIGNS, type Sign } from '../types.js';
import {
  NAKSHATRAS,
  type Nakshatra,
  nakshatraLord,
  padaOf,
  VIMSHOTTARI_YEARS,
  vimshottariAfter,
} from './nakshatras.js';
import { normalizeDegrees, signLordOfIndex } from './signs.js';

/** Table units per degree (1/3 arc-second). */
export const UNITS_PER_DEGREE = 10_800;
const UNITS_PER_CIRCLE = 360 * UNITS_PER_DEGREE;
const UNITS_PER_SIGN = 30 * UNITS_PER_DEGREE;
const UNITS_PER_NAKSHATRA = UNITS_PER_CIRCLE / 27;

/** One row of the 249 or 2193 table. */
export interface KpRow {
  /** Row number, 1-based, in increasing longitude from 0° Aries. */
  number: number;
  sign: Sign;
  signLord: Graha;
  nakshatra: Nakshatra;
  starLord: Graha;
  subLord: Graha;
  /** Only set in the 2193 table. */
  subSubLord: Graha | null;
  /** Start, sidereal degrees from 0° Aries (exact multiple of 1/3″). */
  start: number;
  /** End (= next row's start), sidereal degrees. */
  end: number;
  /** Start within the sign, degrees. */
  startInSign: number;
}

interface Division {
  startUnits: number;
  endUnits: number;
  nakshatraIndex: number;
  subLord: Graha;
  subSubLord: Graha | null;
  /** The sub containing the division (the division itself in the 249 table), in units. */
  subStartUnits: number;
  subEndUnits: number;
}

/** Subs (depth 1) or sub-subs (depth 2) of the whole zodiac, in longitude order. */
function divisions(depth: 1 | 2): Division[] {
  const out: Division[] = [];
  for (let n = 0; n < 27; n++) {
    const star = nakshatraLord(n);
    let cursor = n * UNITS_PER_NAKSHATRA;
    for (let i = 0; i < 9; i++) {
      const sub = vimshottariAfter(star, i);
      if (depth === 1) {
        const span = 1200 * VIMSHOTTARI_YEARS[sub];
        out.push({
          startUnits: cursor,
          endUnits: cursor + span,
          nakshatraIndex: n,
          subLord: sub,
          subSubLord: null,
          subStartUnits: cursor,
          subEndUnits: cursor + span,
        });
        cursor += span;
        continue;
      }
      const subStartUnits = cursor;
      const subEndUnits = cursor + 1200 * VIMSHOTTARI_YEARS[sub];
      for (let j = 0; j < 9; j++) {
        const subSub = vimshottariAfter(sub, j);
        const span = 10 * VIMSHOTTARI_YEARS[sub] * VIMSHOTTARI_YEARS[subSub];
        out.push({
          startUnits: cursor,
          endUnits: cursor + span,
          nakshatraIndex: n,
          subLord: sub,
          subSubLord: subSub,
          subStartUnits,
          subEndUnits,
        });
        cursor += span;
      }
    }
  }
  return out;
}

/** The sign boundary strictly inside a division, in units, or null (no division spans two). */
function signBoundaryIn(d: Division): number | null {
  const boundary = (Math.floor(d.startUnits / UNITS_PER_SIGN) + 1) * UNITS_PER_SIGN;
  return boundary < d.endUnits ? boundary : null;
}

/** A division's extent in units, split at a sign boundary inside it (one piece or two). */
function piecesOf(d: Division): Array<[number, number]> {
  const boundary = signBoundaryIn(d);
  return boundary === null
    ? [[d.startUnits, d.endUnits]]
    : [
        [d.startUnits, boundary],
        [boundary, d.endUnits],
      ];
}

/** Splits divisions at sign boundaries and numbers them (a straddling division appears once per sign). */
function numberedTable(depth: 1 | 2): readonly KpRow[] {
  const rows: KpRow[] = [];
  for (const d of divisions(depth)) {
    for (const [start, end] of piecesOf(d)) {
      const signIndex = Math.floor(start / UNITS_PER_SIGN);
      rows.push(
        Object.freeze({
          number: rows.length + 1,
          sign: SIGNS[signIndex] as Sign,
          signLord: signLordOfIndex(signIndex),
          nakshatra: NAKSHATRAS[d.nakshatraIndex] as Nakshatra,
          starLord: nakshatraLord(d.nakshatraIndex),
          subLord: d.subLord,
          subSubLord: d.subSubLord,
          start: start / UNITS_PER_DEGREE,
          end: end / UNITS_PER_DEGREE,
          startInSign: (start - signIndex * UNITS_PER_SIGN) / UNITS_PER_DEGREE,
        }),
      );
    }
  }
  return Object.freeze(rows);
}

/** The starts of the rows the divisions make once split at sign boundaries (numberedTable's). */
function rowStarts(divisions: readonly Division[]): number[] {
  const out: number[] = [];
  for (const d of divisions) {
    out.push(d.startUnits);
    const boundary = signBoundaryIn(d);
    if (boundary !== null) out.push(boundary);
  }
  return out;
}

/** The KP horary table: 243 subs + 6 sign-split subs = 249 rows. */
export const KP_249: readonly KpRow[] = numberedTable(1);

/**
 * The sub-sub (TSP) table: 2187 sub-subs + 6 sign-split sub-subs = 2193 rows, built on first use
 * (only a TSP judgment reads its rows; building its 2,193 records took 30-50 ms of every process's
 * start, issue 22). kpPoint needs only the rows' starts (ROW_STARTS_2193).
 */
let kp2193Rows: readonly KpRow[] | null = null;
export function kp2193(): readonly KpRow[] {
  kp2193Rows ??= numberedTable(2);
  return kp2193Rows;
}

/** Row n (1-249) of the horary table. */
export function horaryRow(n: number): KpRow {
  const row = KP_249[n - 1];
  if (!row) throw new RangeError(`horary number must be 1-249, got ${n}`);
  return row;
}

/** Row n (1-2193) of the sub-sub (TSP) table. */
export function tspRow(n: number): KpRow {
  const row = kp2193()[n - 1];
  if (!row) throw new RangeError(`TSP number must be 1-2193, got ${n}`);
  return row;
}

/**
 * For each of `points` (ascending), the index of the last of `starts` (ascending, starts[0] = 0) at or
 * below it: one sweep through both.
 */
function lastStartsAtOrBelow(starts: readonly number[], points: readonly number[]): number[] {
  const out: number[] = [];
  let k = 0;
  for (const u of points) {
    while (k + 1 < starts.length && (starts[k + 1] as number) <= u) k++;
    out.push(k);
  }
  return out;
}

/**
 * Table units of a longitude. A tiny upward nudge (1e-6 unit ≈ 1e-10°) makes a float that was
 * computed from an exact boundary land on the boundary's own (later) division, as KP counts a
 * division from its start.
 */
function unitsOf(longitude: number): number {
  return Math.floor(normalizeDegrees(longitude) * UNITS_PER_DEGREE + 1e-6) % UNITS_PER_CIRCLE;
}

/** The full KP lord chain of a sidereal longitude. */
export interface KpPoint {
  signIndex: number;
  sign: Sign;
  signLord: Graha;
  /** 1-27 */
  nakshatraNumber: number;
  nakshatra: Nakshatra;
  /** 1-4 */
  pada: number;
  starLord: Graha;
  subLord: Graha;
  subSubLord: Graha;
  /** Row of the 249 table containing the point. */
  subRow: number;
  /** Row of the 2193 table containing the point. */
  subSubRow: number;
  /** Start and end of the containing sub (not split by signs), sidereal degrees. */
  subStart: number;
  subEnd: number;
  /** Start and end of the containing sub-sub, sidereal degrees. */
  subSubStart: number;
  subSubEnd: number;
}

/** The 2,187 sub-subs of the zodiac (not split by signs), ascending, and their starts in units. */
const SUB_SUBS: readonly Division[] = divisions(2);
const SUB_SUB_STARTS: readonly number[] = SUB_SUBS.map((d) => d.startUnits);
/** The rows' starts in units: the 249 table's, and the 2193 table's (its sub-subs split at signs). */
const ROW_STARTS_249 = KP_249.map((r) => Math.round(r.start * UNITS_PER_DEGREE));
const ROW_STARTS_2193 = rowStarts(SUB_SUBS);
/**
 * The sub-sub holding the start of each 360-unit (2′) cell of the zodiac. No sub-sub is narrower than
 * a cell (Sun-Sun: 10 × 6 × 6 units), so a point lies in its cell's sub-sub or the next one.
 */
const CELL_UNITS = 360;
const SUB_SUB_AT_CELL = subSubAtCell();
function subSubAtCell(): Uint16Array {
  const cells = new Uint16Array(UNITS_PER_CIRCLE / CELL_UNITS);
  // The cells whose start lies in sub-sub k: from the first at or after its start to the next one's.
  for (let k = 0; k < SUB_SUB_STARTS.length; k++) {
    const from = Math.ceil((SUB_SUB_STARTS[k] as number) / CELL_UNITS);
    const to = Math.ceil((SUB_SUB_STARTS[k + 1] ?? UNITS_PER_CIRCLE) / CELL_UNITS);
    cells.fill(k, from, to);
  }
  return cells;
}

/** Index of the sub-sub holding u. */
function subSubIndex(u: number): number {
  const k = SUB_SUB_AT_CELL[Math.floor(u / CELL_UNITS)] as number;
  return k + 1 < SUB_SUB_STARTS.length && (SUB_SUB_STARTS[k + 1] as number) <= u ? k + 1 : k;
}

/** For each sub-sub, the rows of the 249 and 2193 tables (0-based) holding its start. */
const SUB_ROW_AT_START = lastStartsAtOrBelow(ROW_STARTS_249, SUB_SUB_STARTS);
const SUB_SUB_ROW_AT_START = lastStartsAtOrBelow(ROW_STARTS_2193, SUB_SUB_STARTS);

/** The row (0-based) holding u, from the row holding a point at or before it in the same sub-sub. */
function rowFrom(starts: readonly number[], row: number, u: number): number {
  // A sign boundary inside the sub-sub (or its sub) starts one more row: at most one step.
  let r = row;
  while (r + 1 < starts.length && (starts[r + 1] as number) <= u) r++;
  return r;
}

/**
 * The sub lord of a sidereal longitude (degrees): `kpPoint(longitude).subLord` without the rest of
 * the record (the sensitivity search asks it 24 times a chart; issue 22 §3, fourth round).
 */
export function subLordAt(longitude: number): Graha {
  return (SUB_SUBS[subSubIndex(unitsOf(longitude))] as Division).subLord;
}

/**
 * Sign, nakshatra, pada and star / sub / sub-sub lords of a sidereal longitude (degrees). Every
 * division is an exact integer of 1/3″ units, so the one holding the point is read from tables built
 * once (its 2′ cell, then at most one step); stepping through the Vimshottari order for each point
 * cost 3.5 times as much (0.63 against 0.18 µs a point; same results, test/engine/kp-tables.test.ts).
 */
export function kpPoint(longitude: number): KpPoint {
  const u = unitsOf(longitude);
  const k = subSubIndex(u);
  const d = SUB_SUBS[k] as Division;
  const n = d.nakshatraIndex;
  const signIndex = Math.floor(u / UNITS_PER_SIGN);
  return {
    signIndex,
    sign: SIGNS[signIndex] as Sign,
    signLord: signLordOfIndex(signIndex),
    nakshatraNumber: n + 1,
    nakshatra: NAKSHATRAS[n] as Nakshatra,
    pada: padaOf(u / UNITS_PER_DEGREE),
    starLord: nakshatraLord(n),
    subLord: d.subLord,
    subSubLord: d.subSubLord as Graha,
    subRow: rowFrom(ROW_STARTS_249, SUB_ROW_AT_START[k] as number, u) + 1,
    subSubRow: rowFrom(ROW_STARTS_2193, SUB_SUB_ROW_AT_START[k] as number, u) + 1,
    subStart: d.subStartUnits / UNITS_PER_DEGREE,
    subEnd: d.subEndUnits / UNITS_PER_DEGREE,
    subSubStart: d.startUnits / UNITS_PER_DEGREE,
    subSubEnd: d.endUnits / UNITS_PER_DEGREE,
  };
}
