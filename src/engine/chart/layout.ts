/**
 * `chart_layout`: the geometry to draw a chart three ways (South Indian, North Indian, KP wheel) as plain
 * numbers and strings, so a client can draw it without knowing astrology and the SVG renderer
 * (engine/render/svg.ts) is a pure function of this object alone.
 *
 * Field names are snake_case because this object *is* the wire shape of `chart_layout` (the presenter
 * only rounds its numbers); the TypeBox schema in http/schemas/layout.ts documents every field.
 *
 * Conventions (also stated in the schema):
 * - Square charts use a unit square: x from 0 (left) to 1 (right), y from 0 (top) to 1 (bottom), as on
 *   screen and in SVG. Multiply by the drawing size and add the offset.
 * - South Indian: signs in fixed cells of a 4×4 grid, Pisces top-left, Aries next to it, then clockwise
 *   round the 12 outer cells (Gemini top-right, Virgo bottom-right, Sagittarius bottom-left); the centre
 *   2×2 is empty.
 * - North Indian: houses in fixed cells (house 1 the top centre diamond, then counter-clockwise: 2 and 3
 *   upper left, 4 left diamond, 7 bottom diamond, 10 right diamond); each house holds the sign counted
 *   from the ascendant sign (whole-sign houses, as North Indian charts are drawn).
 * - KP wheel: a unit circle centred at (0, 0), x right, y down (screen). Angles are degrees measured
 *   counter-clockwise on screen from the 3 o'clock direction, so a point at angle a and radius r is
 *   (r·cos a, −r·sin a). The ascendant is at 180° (9 o'clock, left) and the zodiac runs counter-clockwise
 *   as in Western and KP wheels: angle = (180 + longitude − ascendant longitude) mod 360.
 */
import { GRAHAS, type Graha, SIGNS, type Sign } from '../types.js';
import { formatDegMin, normalizeDegrees } from '../zodiac/signs.js';
import type { Chart } from './cast.js';

/** Short graha labels used in pictures. */
export const GRAHA_LABELS: Readonly<Record<Graha, string>> = Object.freeze({
  Sun: 'Su',
  Moon: 'Mo',
  Mars: 'Ma',
  Mercury: 'Me',
  Jupiter: 'Ju',
  Venus: 'Ve',
  Saturn: 'Sa',
  Rahu: 'Ra',
  Ketu: 'Ke',
});

/** Two-letter sign labels, Aries … Pisces (no glyphs, so any font draws them). */
export const SIGN_LABELS: readonly string[] = Object.freeze([
  'Ar',
  'Ta',
  'Ge',
  'Cn',
  'Le',
  'Vi',
  'Li',
  'Sc',
  'Sg',
  'Cp',
  'Aq',
  'Pi',
]);

/** Label of the ascendant in every picture. */
export const ASCENDANT_LABEL = 'Asc';

/** A point: unit-square coordinates for the square charts, unit-circle coordinates for the wheel. */
export interface LayoutPoint {
  x: number;
  y: number;
}

/** An axis-aligned box in unit-square coordinates (top-left corner, width, height). */
export interface LayoutBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A straight line to draw, in the coordinates of its chart. */
export interface LayoutSegment {
  from: LayoutPoint;
  to: LayoutPoint;
}

/** The ascendant (cusp 1) once for every picture. */
export interface LayoutAscendant {
  /** Sidereal longitude, degrees [0, 360). */
  longitude: number;
  sign: Sign;
  /** 0 = Aries … 11 = Pisces. */
  sign_index: number;
  /** Degrees and minutes within the sign, `DD°MM′` (minutes truncated). */
  degree_text: string;
}

/** A graha once for every picture. */
export interface LayoutGraha {
  graha: Graha;
  /** Short label with `(R)` when retrograde, e.g. `Sa(R)`; Rahu and Ketu are never marked. */
  label: string;
  /** Sidereal longitude, degrees [0, 360). */
  longitude: number;
  sign: Sign;
  sign_index: number;
  /** `DD°MM′` within the sign. */
  degree_text: string;
  retrograde: boolean;
  /** Placidus (KP) house 1-12. */
  kp_house: number;
  /** Whole-sign house 1-12 counted from the ascendant sign (the North Indian cell). */
  whole_sign_house: number;
}

/**
 * One line of text in a square chart's cell: the ascendant or a graha. Its text (`label degree_text`)
 * is the graha's in `grahas` (or the ascendant's, `Asc` and its degree_text), stated there once.
 */
export interface CellItem {
  /** The graha, or null for the ascendant. */
  graha: Graha | null;
  /** Suggested centre of the item's one-line text (`label degree_text`), unit square. */
  x: number;
  y: number;
}

/** A cell of the South Indian chart (one sign). */
export interface SouthCell {
  /** 0 = Aries … 11 = Pisces; its two-letter label is SIGN_LABELS[sign_index] (`Ar`). */
  sign_index: number;
  /**
   * Grid row 0-3 from the top and column 0-3 from the left. The cell's box is (col/4, row/4) with
   * side 1/4 and its sign label is centred at (box.x + 0.226, box.y + 0.232) (southCellGeometry).
   */
  row: number;
  col: number;
  /** True for the ascendant's sign. */
  is_ascendant: boolean;
  /** Whole-sign house of this sign counted from the ascendant sign. */
  whole_sign_house: number;
  /** Placidus (KP) cusps whose longitude falls in this sign (0, 1 or 2 of them, ascending). */
  cusps: number[];
  /** Ascendant (if here) then grahas, by longitude, each with a text anchor. */
  items: CellItem[];
  /** Line height the item anchors assume (unit square); size the item font to fit it. */
  item_line_height: number;
  /** Width of an item column (the box, or half of it when a crowded cell uses two columns). */
  item_column_width: number;
}

/**
 * The South Indian chart: its grid is fixed (SOUTH_LINES, the outer square and the cell borders, none
 * through the empty 2 × 2 centre SOUTH_CENTRE), so only the cells are sent.
 */
export interface SouthLayout {
  /** The twelve cells in sign order, Aries … Pisces. */
  cells: SouthCell[];
}

/** A cell of the North Indian chart (one whole-sign house). */
export interface NorthCell {
  /** Whole-sign house 1-12 (fixed position). */
  house: number;
  sign_index: number;
  /** Sign number 1 (Aries) … 12 (Pisces): the number written in the cell. */
  sign_number: number;
  /**
   * Houses 1, 4, 7, 10 are diamonds; the others triangles. The outline and the sign number's anchor
   * are fixed per house (northCellGeometry), so they are not sent (issue 22 §3).
   */
  shape: 'diamond' | 'triangle';
  /** True for house 1. */
  is_ascendant: boolean;
  /** Placidus (KP) cusps whose longitude falls in this cell's sign. */
  cusps: number[];
  /** Ascendant (in house 1) then grahas, by longitude, each with a text anchor. */
  items: CellItem[];
  /** Line height the item anchors assume (unit square). */
  item_line_height: number;
  /** Width of an item column. */
  item_column_width: number;
}

/**
 * The North Indian chart: its frame (NORTH_LINES: the outer square, both diagonals, the inner diamond) is
 * the union of the cells' polygon edges, so only the cells are sent.
 */
export interface NorthLayout {
  /** The twelve cells in house order 1 … 12. */
  cells: NorthCell[];
}

/** A sign sector of the wheel's outer ring. */
export interface WheelSign {
  /** 0 = Aries … 11 = Pisces; its label is SIGN_LABELS[sign_index]. */
  sign_index: number;
  /** Angle of the sign's 0° boundary (its end is the next sign's start, 30° counter-clockwise). */
  start_angle: number;
  /**
   * Angle of the sign's 15° point, where its label sits: centred on the middle of the sign ring. The
   * sign's boundary crosses the sign ring at start_angle (wheelSignGeometry).
   */
  label_angle: number;
}

/** A Placidus cusp as a spoke of the wheel. */
export interface WheelCusp {
  house: number;
  /** Sidereal longitude, degrees. */
  longitude: number;
  angle: number;
  sign: Sign;
  sign_label: string;
  degree_text: string;
  /**
   * True for cusps 1, 4, 7, 10 (ascendant, IC, descendant, MC), drawn heavier. The spoke runs from the
   * hub to the sign ring at `angle`, the degree text sits at (angle, radii.cusp_label) and the house
   * number at (house_mid_angle, radii.house_number) (wheelCuspGeometry).
   */
  is_angular: boolean;
  /** Angle halfway to the next cusp (the middle of the house), degrees. */
  house_mid_angle: number;
}

/**
 * A graha on the wheel (its label, degree text and longitude are those of `grahas`). Its exact-position
 * tick runs inward from the sign ring at `angle` (radii.marker_length long), and its two-line label is
 * centred at (label_angle, radii.graha_tiers[tier]) (wheelGrahaGeometry).
 */
export interface WheelGraha {
  graha: Graha;
  /** Exact angle of the longitude (where the marker is). */
  angle: number;
  /** Collision tier 0 (outermost) … 2: close grahas are pushed to inner tiers. */
  tier: number;
  /** Angle of the label centre: the exact angle, or turned off it when the tiers are crowded. */
  label_angle: number;
}

/** The wheel; its angle convention is stated once, in the header above and in the schema. */
export interface WheelLayout {
  /** Always 180: the ascendant is on the left. */
  ascendant_angle: number;
  /** Angle of 0° Aries; any longitude's angle is (zero_aries_angle + longitude) mod 360. */
  zero_aries_angle: number;
  /** Radii as fractions of the outer radius (1). */
  radii: {
    /** Outer edge of the sign ring. */
    outer: number;
    /** Inner edge of the sign ring. */
    sign_ring_inner: number;
    /** Radius of the hub circle where the spokes begin. */
    hub: number;
    /** Label radii of the collision tiers, outermost first. */
    graha_tiers: number[];
    /** Where the cusps' degree texts sit, just outside the outer circle. */
    cusp_label: number;
    /** Where the house numbers sit, inside the hub. */
    house_number: number;
    /** Length of a graha's exact-position tick, inward from the sign ring. */
    marker_length: number;
  };
  signs: WheelSign[];
  /** The twelve cusps, house order. */
  cusps: WheelCusp[];
  /** The nine grahas, in the usual order (Sun … Ketu). */
  grahas: WheelGraha[];
}

/** The whole `chart_layout`. */
export interface ChartLayout {
  ascendant: LayoutAscendant;
  /** The nine grahas, Sun … Ketu. */
  grahas: LayoutGraha[];
  south_indian: SouthLayout;
  north_indian: NorthLayout;
  wheel: WheelLayout;
}

// ---------------------------------------------------------------------------------------------------
// Shared helpers

const mod12 = (n: number): number => ((n % 12) + 12) % 12;

/** Label with `(R)` for a retrograde graha; the nodes' motion is always retrograde, so they are not marked. */
function grahaLabel(graha: Graha, retrograde: boolean): string {
  const base = GRAHA_LABELS[graha];
  return retrograde && graha !== 'Rahu' && graha !== 'Ketu' ? `${base}(R)` : base;
}

function signName(index: number): Sign {
  return SIGNS[mod12(index)] as Sign;
}

function signLabel(index: number): string {
  return SIGN_LABELS[mod12(index)] ?? '';
}

/** Preferred line height of a cell item, unit square (about 17 px on a 480 px chart). */
const ITEM_LINE = 0.036;
/** Smallest line height before a crowded cell goes to two columns (about 10 px on a 480 px chart). */
const MIN_ITEM_LINE = 0.021;

/** How a cell's items are arranged: anchors plus the line height and column width they assume. */
interface Slots {
  points: LayoutPoint[];
  lineHeight: number;
  columnWidth: number;
}

/**
 * Suggested text anchors for `n` one-line items in a box: one centred column, closing up the lines down
 * to MIN_ITEM_LINE, else two columns filled column by column.
 */
function slots(box: LayoutBox, n: number): Slots {
  if (n === 0) return { points: [], lineHeight: ITEM_LINE, columnWidth: box.width };
  const cols = n <= Math.max(1, Math.floor(box.height / MIN_ITEM_LINE)) ? 1 : 2;
  const rows = Math.ceil(n / cols);
  const line = Math.min(ITEM_LINE, box.height / rows);
  const top = box.y + (box.height - rows * line) / 2 + line / 2;
  const points: LayoutPoint[] = [];
  for (let i = 0; i < n; i++) {
    const c = Math.floor(i / rows);
    const r = i % rows;
    points.push({ x: box.x + ((c + 0.5) * box.width) / cols, y: top + r * line });
  }
  return { points, lineHeight: line, columnWidth: box.width / cols };
}

interface ItemSource {
  kind: 'ascendant' | 'graha';
  graha: Graha | null;
  label: string;
  degree_text: string;
  longitude: number;
  retrograde: boolean;
}

interface PlacedItems {
  items: CellItem[];
  item_line_height: number;
  item_column_width: number;
}

function placeItems(sources: ItemSource[], box: LayoutBox): PlacedItems {
  const s = slots(box, sources.length);
  const items = sources.map((src, i): CellItem => {
    const p = s.points[i] ?? { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    return { graha: src.graha, x: p.x, y: p.y };
  });
  return { items, item_line_height: s.lineHeight, item_column_width: s.columnWidth };
}

/** Ascendant first (if in the sign), then grahas by longitude (ties in the usual graha order). */
function itemsInSign(
  signIndex: number,
  ascendant: LayoutAscendant,
  grahas: LayoutGraha[],
): ItemSource[] {
  const out: ItemSource[] = [];
  if (ascendant.sign_index === signIndex) {
    out.push({
      kind: 'ascendant',
      graha: null,
      label: ASCENDANT_LABEL,
      degree_text: ascendant.degree_text,
      longitude: ascendant.longitude,
      retrograde: false,
    });
  }
  const here = grahas
    .filter((g) => g.sign_index === signIndex)
    .sort((a, b) => a.longitude - b.longitude || GRAHAS.indexOf(a.graha) - GRAHAS.indexOf(b.graha));
  for (const g of here) {
    out.push({
      kind: 'graha',
      graha: g.graha,
      label: g.label,
      degree_text: g.degree_text,
      longitude: g.longitude,
      retrograde: g.retrograde,
    });
  }
  return out;
}

function cuspsInSign(chart: Chart, signIndex: number): number[] {
  return chart.cusps.filter((c) => c.signIndex === signIndex).map((c) => c.house);
}

// ---------------------------------------------------------------------------------------------------
// South Indian

/** Grid cell (row, col) of each sign, Aries … Pisces: Pisces top-left, then clockwise. */
export const SOUTH_INDIAN_CELLS: readonly (readonly [row: number, col: number])[] = Object.freeze([
  [0, 1], // Aries
  [0, 2], // Taurus
  [0, 3], // Gemini
  [1, 3], // Cancer
  [2, 3], // Leo
  [3, 3], // Virgo
  [3, 2], // Libra
  [3, 1], // Scorpio
  [3, 0], // Sagittarius
  [2, 0], // Capricorn
  [1, 0], // Aquarius
  [0, 0], // Pisces
]);

const CELL = 0.25;

/**
 * Freezes an object and everything in it: the fixed geometry below is shared by every layout (no copy
 * per chart), so nothing may change it, and the presenter rounds it once (app/present/layout.ts).
 */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** The South Indian grid: the outer square and the cell borders, none through the empty centre. */
export const SOUTH_LINES: readonly LayoutSegment[] = deepFreeze(southLines());
/** The South Indian chart's empty centre (2 × 2 cells), for a title or details. */
export const SOUTH_CENTRE: LayoutBox = deepFreeze({
  x: CELL,
  y: CELL,
  width: 2 * CELL,
  height: 2 * CELL,
});
/** Per sign: the cell's box, where its label goes and the box its items fill. */
const SOUTH_CELL_GEOMETRY = deepFreeze(
  SOUTH_INDIAN_CELLS.map(([row, col]) => {
    const box = { x: col * CELL, y: row * CELL, width: CELL, height: CELL };
    return {
      box,
      // Sign label in the bottom-right corner; items in the box above it.
      label: { x: box.x + CELL - 0.024, y: box.y + CELL - 0.018 },
      content: { x: box.x + 0.006, y: box.y + 0.012, width: CELL - 0.012, height: CELL - 0.046 },
    };
  }),
);

/** A South Indian cell's box and the centre of its sign label, from its sign index. */
export function southCellGeometry(signIndex: number): {
  box: LayoutBox;
  label_anchor: LayoutPoint;
} {
  const geo = SOUTH_CELL_GEOMETRY[mod12(signIndex)] as (typeof SOUTH_CELL_GEOMETRY)[number];
  return { box: geo.box, label_anchor: geo.label };
}

function southLines(): LayoutSegment[] {
  const seg = (x1: number, y1: number, x2: number, y2: number): LayoutSegment => ({
    from: { x: x1, y: y1 },
    to: { x: x2, y: y2 },
  });
  return [
    // Outer square.
    seg(0, 0, 1, 0),
    seg(1, 0, 1, 1),
    seg(1, 1, 0, 1),
    seg(0, 1, 0, 0),
    // Full-length inner lines along the outer ring of cells.
    seg(0, 0.25, 1, 0.25),
    seg(0, 0.75, 1, 0.75),
    seg(0.25, 0, 0.25, 1),
    seg(0.75, 0, 0.75, 1),
    // Short dividers between side cells, stopping at the empty centre.
    seg(0.5, 0, 0.5, 0.25),
    seg(0.5, 0.75, 0.5, 1),
    seg(0, 0.5, 0.25, 0.5),
    seg(0.75, 0.5, 1, 0.5),
  ];
}

function southIndian(
  chart: Chart,
  ascendant: LayoutAscendant,
  itemsBySign: readonly ItemSource[][],
): SouthLayout {
  const cells = SOUTH_INDIAN_CELLS.map(([row, col], signIndex): SouthCell => {
    const geo = SOUTH_CELL_GEOMETRY[signIndex] as (typeof SOUTH_CELL_GEOMETRY)[number];
    const placed = placeItems(itemsBySign[signIndex] ?? [], geo.content);
    return {
      sign_index: signIndex,
      row,
      col,
      is_ascendant: ascendant.sign_index === signIndex,
      whole_sign_house: mod12(signIndex - ascendant.sign_index) + 1,
      cusps: cuspsInSign(chart, signIndex),
      items: placed.items,
      item_line_height: placed.item_line_height,
      item_column_width: placed.item_column_width,
    };
  });
  return { cells };
}

// ---------------------------------------------------------------------------------------------------
// North Indian

interface NorthGeometry {
  polygon: LayoutPoint[];
  label: LayoutPoint;
  content: LayoutBox;
}

const P = (x: number, y: number): LayoutPoint => ({ x, y });

/**
 * Fixed cells of the North Indian chart, house 1 … 12: the square, its diagonals and the diamond joining
 * the side midpoints cut it into four diamonds (houses 1, 4, 7, 10) and eight triangles. Label anchors sit
 * towards the centre; content boxes are the widest rectangles that keep the text inside the cell.
 */
const NORTH_GEOMETRY: readonly NorthGeometry[] = deepFreeze([
  // 1: top diamond.
  {
    polygon: [P(0.5, 0), P(0.25, 0.25), P(0.5, 0.5), P(0.75, 0.25)],
    label: P(0.5, 0.44),
    content: { x: 0.375, y: 0.11, width: 0.25, height: 0.25 },
  },
  // 2: top-left triangle, upper.
  {
    polygon: [P(0, 0), P(0.5, 0), P(0.25, 0.25)],
    label: P(0.25, 0.2),
    content: { x: 0.1, y: 0.005, width: 0.3, height: 0.145 },
  },
  // 3: top-left triangle, left.
  {
    polygon: [P(0, 0), P(0.25, 0.25), P(0, 0.5)],
    label: P(0.2, 0.25),
    content: { x: 0.005, y: 0.155, width: 0.155, height: 0.19 },
  },
  // 4: left diamond.
  {
    polygon: [P(0, 0.5), P(0.25, 0.25), P(0.5, 0.5), P(0.25, 0.75)],
    label: P(0.44, 0.5),
    content: { x: 0.11, y: 0.375, width: 0.25, height: 0.25 },
  },
  // 5: bottom-left triangle, left.
  {
    polygon: [P(0, 0.5), P(0.25, 0.75), P(0, 1)],
    label: P(0.2, 0.75),
    content: { x: 0.005, y: 0.655, width: 0.155, height: 0.19 },
  },
  // 6: bottom-left triangle, lower.
  {
    polygon: [P(0, 1), P(0.25, 0.75), P(0.5, 1)],
    label: P(0.25, 0.8),
    content: { x: 0.1, y: 0.85, width: 0.3, height: 0.145 },
  },
  // 7: bottom diamond.
  {
    polygon: [P(0.5, 1), P(0.25, 0.75), P(0.5, 0.5), P(0.75, 0.75)],
    label: P(0.5, 0.56),
    content: { x: 0.375, y: 0.64, width: 0.25, height: 0.25 },
  },
  // 8: bottom-right triangle, lower.
  {
    polygon: [P(0.5, 1), P(0.75, 0.75), P(1, 1)],
    label: P(0.75, 0.8),
    content: { x: 0.6, y: 0.85, width: 0.3, height: 0.145 },
  },
  // 9: bottom-right triangle, right.
  {
    polygon: [P(1, 1), P(0.75, 0.75), P(1, 0.5)],
    label: P(0.8, 0.75),
    content: { x: 0.84, y: 0.655, width: 0.155, height: 0.19 },
  },
  // 10: right diamond.
  {
    polygon: [P(1, 0.5), P(0.75, 0.75), P(0.5, 0.5), P(0.75, 0.25)],
    label: P(0.56, 0.5),
    content: { x: 0.64, y: 0.375, width: 0.25, height: 0.25 },
  },
  // 11: top-right triangle, right.
  {
    polygon: [P(1, 0.5), P(0.75, 0.25), P(1, 0)],
    label: P(0.8, 0.25),
    content: { x: 0.84, y: 0.155, width: 0.155, height: 0.19 },
  },
  // 12: top-right triangle, upper.
  {
    polygon: [P(1, 0), P(0.75, 0.25), P(0.5, 0)],
    label: P(0.75, 0.2),
    content: { x: 0.6, y: 0.005, width: 0.3, height: 0.145 },
  },
]);

/** The North Indian frame: outer square, both diagonals, the inner diamond. */
export const NORTH_LINES: readonly LayoutSegment[] = deepFreeze(northLines());

/** A North Indian cell's outline (vertices in drawing order) and its sign number's anchor, by house. */
export function northCellGeometry(house: number): {
  polygon: readonly LayoutPoint[];
  label_anchor: LayoutPoint;
} {
  const geo = NORTH_GEOMETRY[mod12(house - 1)] as NorthGeometry;
  return { polygon: geo.polygon, label_anchor: geo.label };
}

function northLines(): LayoutSegment[] {
  const seg = (a: LayoutPoint, b: LayoutPoint): LayoutSegment => ({ from: a, to: b });
  return [
    seg(P(0, 0), P(1, 0)),
    seg(P(1, 0), P(1, 1)),
    seg(P(1, 1), P(0, 1)),
    seg(P(0, 1), P(0, 0)),
    seg(P(0, 0), P(1, 1)),
    seg(P(1, 0), P(0, 1)),
    seg(P(0.5, 0), P(1, 0.5)),
    seg(P(1, 0.5), P(0.5, 1)),
    seg(P(0.5, 1), P(0, 0.5)),
    seg(P(0, 0.5), P(0.5, 0)),
  ];
}

function northIndian(
  chart: Chart,
  ascendant: LayoutAscendant,
  itemsBySign: readonly ItemSource[][],
): NorthLayout {
  const cells = NORTH_GEOMETRY.map((geo, i): NorthCell => {
    const house = i + 1;
    const signIndex = mod12(ascendant.sign_index + i);
    const placed = placeItems(itemsBySign[signIndex] ?? [], geo.content);
    return {
      house,
      sign_index: signIndex,
      sign_number: signIndex + 1,
      shape: house % 3 === 1 ? 'diamond' : 'triangle',
      is_ascendant: house === 1,
      cusps: cuspsInSign(chart, signIndex),
      items: placed.items,
      item_line_height: placed.item_line_height,
      item_column_width: placed.item_column_width,
    };
  });
  return { cells };
}

// ---------------------------------------------------------------------------------------------------
// KP wheel

/** Radii of the wheel, fractions of the outer radius. */
export const WHEEL_RADII = Object.freeze({
  outer: 1,
  signRingInner: 0.86,
  hub: 0.26,
  /** Where the house numbers sit (inside the hub). */
  houseNumber: 0.175,
  /** Cusp degree labels, just outside the outer circle. */
  cuspLabel: 1.06,
  /** Length of a graha's exact-position tick, inward from the sign ring. */
  markerLength: 0.05,
  /** Label radii of the collision tiers, outermost first (one label height apart). */
  grahaTiers: Object.freeze([0.71, 0.555, 0.4]),
});

/**
 * The box a graha's two-line label (`Sa(R)` over `12°34′`) is assumed to fill, fractions of the outer
 * radius; labels are horizontal text, so two labels collide when their axis-aligned boxes overlap.
 */
export const WHEEL_LABEL_BOX = Object.freeze({ width: 0.23, height: 0.15 });

/** Moving a label one tier inward costs as much as turning it this many degrees off its longitude. */
const TIER_COST_DEGREES = 7;
/** Candidate angular offsets of a label from its exact angle: 0, +2, −2, +4, … ±120 degrees. */
const OFFSET_STEP = 2;
const MAX_OFFSET = 120;

const DEG = Math.PI / 180;

/** Wheel angle of a longitude: ascendant at 180°, zodiac counter-clockwise. */
export function wheelAngle(longitude: number, ascendantLongitude: number): number {
  return normalizeDegrees(180 + longitude - ascendantLongitude);
}

/** Point at (angle, radius) of the wheel: (r·cos a, −r·sin a), y down. */
export function wheelPoint(angle: number, radius: number): LayoutPoint {
  // `+ 0` and `0 - x` keep an exact zero positive, so equal inputs always serialise alike.
  return { x: radius * Math.cos(angle * DEG) + 0, y: 0 - radius * Math.sin(angle * DEG) };
}

/** Where a graha's label goes on the wheel. */
export interface WheelPlacement {
  /** Collision tier (index into the tier radii), 0 = outermost. */
  tier: number;
  /** Degrees the label is turned off the graha's exact angle (counter-clockwise positive). */
  offset: number;
}

/** Candidate placements in order of preference: lowest cost, then outer tier, then 0, +, −. */
const CANDIDATES: readonly WheelPlacement[] = (() => {
  const offsets: number[] = [0];
  for (let d = OFFSET_STEP; d <= MAX_OFFSET; d += OFFSET_STEP) offsets.push(d, -d);
  const list: { tier: number; offset: number; cost: number; rank: number }[] = [];
  WHEEL_RADII.grahaTiers.forEach((_, tier) => {
    offsets.forEach((offset, rank) => {
      list.push({ tier, offset, cost: Math.abs(offset) + TIER_COST_DEGREES * tier, rank });
    });
  });
  list.sort((a, b) => a.cost - b.cost || a.tier - b.tier || a.rank - b.rank);
  return Object.freeze(list.map(({ tier, offset }) => Object.freeze({ tier, offset })));
})();

/*
 * The search below reads these plain copies, never WHEEL_RADII or WHEEL_LABEL_BOX. V8 leaves the
 * frozen WHEEL_RADII on a deprecated map once another literal starting with the same property
 * (`outer`: the presented radii record) has generalised that field; a named load from it then threw
 * the optimised search back to the interpreter on every chart (a deopt loop, `node --trace-deopt`:
 * about 200 µs of a served birth chart's 900 before issue 22 §3).
 */
const TIER_RADII: readonly number[] = [...WHEEL_RADII.grahaTiers];
const LABEL_WIDTH = WHEEL_LABEL_BOX.width;
const LABEL_HEIGHT = WHEEL_LABEL_BOX.height;

/** A collision tier's label radius. */
function tierRadius(tier: number): number {
  return TIER_RADII[tier] ?? 0.7;
}

/** The centre of a graha's label at `angle` placed as `c`. */
function pointOf(angle: number, c: WheelPlacement): LayoutPoint {
  return wheelPoint(angle + c.offset, tierRadius(c.tier));
}

function labelsOverlap(a: LayoutPoint, b: LayoutPoint): boolean {
  return Math.abs(a.x - b.x) < LABEL_WIDTH && Math.abs(a.y - b.y) < LABEL_HEIGHT;
}

/**
 * Collision avoidance, deterministic: grahas are taken in order of angle, starting after the widest
 * empty arc (ties in the usual graha order), and each label takes the cheapest placement (a tier inward
 * costs as much as a 7° turn off its exact angle) whose box overlaps no label already placed and which
 * is not turned back past the previous label (so labels read in zodiac order); then each crowded group
 * is turned back to sit centred on its grahas where that stays free of overlaps. The exact position
 * stays marked by a tick; a moved label is joined to it by a leader line.
 */
export function wheelPlacements(
  angles: readonly { graha: Graha; angle: number }[],
): Map<Graha, WheelPlacement> {
  const order = [...angles].sort(
    (a, b) => a.angle - b.angle || GRAHAS.indexOf(a.graha) - GRAHAS.indexOf(b.graha),
  );
  // Start after the widest gap so that a cluster is never split across the start of the circle.
  let start = 0;
  let widest = -1;
  order.forEach((g, i) => {
    const prev = order[(i + order.length - 1) % order.length] ?? g;
    const gap = order.length === 1 ? 360 : normalizeDegrees(g.angle - prev.angle);
    if (gap > widest) {
      widest = gap;
      start = i;
    }
  });
  const rotated = [...order.slice(start), ...order.slice(0, start)];
  const origin = rotated[0]?.angle ?? 0;

  const unwrapped = rotated.map((g) => origin + normalizeDegrees(g.angle - origin));
  /** Label angles never decrease round the wheel from the start (labels read in zodiac order). */
  const inOrder = (list: readonly WheelPlacement[]): boolean =>
    list.every((c, i) => {
      const prev = list[i - 1];
      if (i === 0 || !prev) return true;
      return (unwrapped[i] ?? 0) + c.offset >= (unwrapped[i - 1] ?? 0) + prev.offset;
    });

  // 1. Greedy, in zodiac order. Labels keep that order round the wheel: none is turned back past the
  //    previous one.
  //    A candidate's label centre is worked out as two numbers, the same arithmetic as `pointOf`,
  //    not a point object: a crowded chart tries hundreds of candidates (issue 22 §3, fourth round).
  const chosen: WheelPlacement[] = [];
  const placedX: number[] = [];
  const placedY: number[] = [];
  let lastLabel = Number.NEGATIVE_INFINITY;
  rotated.forEach((g, i) => {
    const at = unwrapped[i] ?? 0;
    let pick: WheelPlacement = { tier: 0, offset: 0 };
    for (const c of CANDIDATES) {
      if (at + c.offset < lastLabel) continue;
      const radius = tierRadius(c.tier);
      const x = radius * Math.cos((g.angle + c.offset) * DEG) + 0;
      const y = 0 - radius * Math.sin((g.angle + c.offset) * DEG);
      let free = true;
      for (let k = 0; k < placedX.length; k++) {
        if (
          Math.abs(x - (placedX[k] as number)) < LABEL_WIDTH &&
          Math.abs(y - (placedY[k] as number)) < LABEL_HEIGHT
        ) {
          free = false;
          break;
        }
      }
      if (free) {
        pick = c;
        break;
      }
    }
    lastLabel = Math.max(lastLabel, at + pick.offset);
    chosen.push(pick);
    const p = pointOf(g.angle, pick);
    placedX.push(p.x);
    placedY.push(p.y);
  });

  // 2. The greedy pass only ever pushes labels forward; turn each crowded group (a run of grahas whose
  //    labels would collide at their exact angles) back by its mean offset, or as far towards that as
  //    stays free of overlaps, so that the group sits centred on its grahas.
  const groups: number[][] = [];
  rotated.forEach((g, i) => {
    const prev = rotated[i - 1];
    const last = groups[groups.length - 1];
    const close =
      prev !== undefined &&
      labelsOverlap(wheelPoint(prev.angle, tierRadius(0)), wheelPoint(g.angle, tierRadius(0)));
    if (close && last) last.push(i);
    else groups.push([i]);
  });
  for (const group of groups) {
    if (group.length < 2) continue;
    const mean = group.reduce((sum, i) => sum + (chosen[i]?.offset ?? 0), 0) / group.length;
    const steps = Math.round(mean / OFFSET_STEP);
    for (let k = steps; k !== 0; k -= Math.sign(k)) {
      const shift = -k * OFFSET_STEP;
      const trial = chosen.map((c, i) =>
        group.includes(i) ? { tier: c.tier, offset: c.offset + shift } : c,
      );
      // The cheap order test first: a trial out of zodiac order needs no label points.
      if (!inOrder(trial)) continue;
      const pts = rotated.map((g, i) => pointOf(g.angle, trial[i] ?? { tier: 0, offset: 0 }));
      const clash = pts.some((p, i) => pts.some((q, j) => j > i && labelsOverlap(p, q)));
      if (!clash) {
        trial.forEach((c, i) => {
          chosen[i] = c;
        });
        break;
      }
    }
  }

  const out = new Map<Graha, WheelPlacement>();
  rotated.forEach((g, i) => {
    out.set(g.graha, chosen[i] ?? { tier: 0, offset: 0 });
  });
  return out;
}

const WHEEL_RADII_RECORD: WheelLayout['radii'] = deepFreeze({
  outer: WHEEL_RADII.outer,
  sign_ring_inner: WHEEL_RADII.signRingInner,
  hub: WHEEL_RADII.hub,
  graha_tiers: [...WHEEL_RADII.grahaTiers],
  cusp_label: WHEEL_RADII.cuspLabel,
  house_number: WHEEL_RADII.houseNumber,
  marker_length: WHEEL_RADII.markerLength,
});

/*
 * The wheel's points, derived from the angles and radii `chart_layout` states (the renderer's, and any
 * client's, way to draw it; the schema gives the same formulas).
 */

/** A sign sector's label centre (the middle of the sign ring) and its boundary across the ring. */
export function wheelSignGeometry(
  s: Pick<WheelSign, 'start_angle' | 'label_angle'>,
  r: WheelLayout['radii'],
): { label_anchor: LayoutPoint; boundary: LayoutSegment } {
  return {
    label_anchor: wheelPoint(s.label_angle, (r.outer + r.sign_ring_inner) / 2),
    boundary: {
      from: wheelPoint(s.start_angle, r.sign_ring_inner),
      to: wheelPoint(s.start_angle, r.outer),
    },
  };
}

/** A cusp's spoke (hub to sign ring), its degree text's centre and its house number's centre. */
export function wheelCuspGeometry(
  c: Pick<WheelCusp, 'angle' | 'house_mid_angle'>,
  r: WheelLayout['radii'],
): { spoke: LayoutSegment; label_anchor: LayoutPoint; house_number_anchor: LayoutPoint } {
  return {
    spoke: { from: wheelPoint(c.angle, r.hub), to: wheelPoint(c.angle, r.sign_ring_inner) },
    label_anchor: wheelPoint(c.angle, r.cusp_label),
    house_number_anchor: wheelPoint(c.house_mid_angle, r.house_number),
  };
}

/** A graha's label radius (its tier's), label centre and exact-position tick (outer end first). */
export function wheelGrahaGeometry(
  g: Pick<WheelGraha, 'angle' | 'tier' | 'label_angle'>,
  r: WheelLayout['radii'],
): { radius: number; label_anchor: LayoutPoint; marker: LayoutSegment } {
  const radius = r.graha_tiers[g.tier] ?? r.graha_tiers[0] ?? 0.7;
  return {
    radius,
    label_anchor: wheelPoint(g.label_angle, radius),
    marker: {
      from: wheelPoint(g.angle, r.sign_ring_inner),
      to: wheelPoint(g.angle, r.sign_ring_inner - r.marker_length),
    },
  };
}

function wheel(chart: Chart, ascendant: LayoutAscendant, grahas: LayoutGraha[]): WheelLayout {
  const asc = ascendant.longitude;
  const signs = SIGNS.map(
    (_, i): WheelSign => ({
      sign_index: i,
      start_angle: wheelAngle(i * 30, asc),
      label_angle: wheelAngle(i * 30 + 15, asc),
    }),
  );
  const cusps = chart.cusps.map((c, i): WheelCusp => {
    const next = chart.cusps[(i + 1) % 12] ?? c;
    const angle = wheelAngle(c.longitude, asc);
    const span = normalizeDegrees(next.longitude - c.longitude);
    const mid = wheelAngle(c.longitude + span / 2, asc);
    return {
      house: c.house,
      longitude: c.longitude,
      angle,
      sign: c.sign,
      sign_label: signLabel(c.signIndex),
      degree_text: formatDegMin(c.longitude),
      is_angular: c.house % 3 === 1,
      house_mid_angle: mid,
    };
  });
  const angles = grahas.map((g) => ({ graha: g.graha, angle: wheelAngle(g.longitude, asc) }));
  const placements = wheelPlacements(angles);
  const wheelGrahas = grahas.map((g): WheelGraha => {
    const angle = wheelAngle(g.longitude, asc);
    const place = placements.get(g.graha) ?? { tier: 0, offset: 0 };
    return {
      graha: g.graha,
      angle,
      tier: place.tier,
      label_angle: normalizeDegrees(angle + place.offset),
    };
  });
  return {
    ascendant_angle: 180,
    zero_aries_angle: wheelAngle(0, asc),
    radii: WHEEL_RADII_RECORD,
    signs,
    cusps,
    grahas: wheelGrahas,
  };
}

// ---------------------------------------------------------------------------------------------------

/**
 * The drawing geometry of a chart (pure). Numbers are unrounded; the presenter
 * (app/present/layout.ts) rounds them for the response.
 */
export function chartLayout(chart: Chart): ChartLayout {
  const cusp1 = chart.cusps[0];
  const ascLongitude = cusp1 ? cusp1.longitude : 0;
  const ascSign = cusp1 ? cusp1.signIndex : 0;
  const ascendant: LayoutAscendant = {
    longitude: ascLongitude,
    sign: signName(ascSign),
    sign_index: ascSign,
    degree_text: formatDegMin(ascLongitude),
  };
  const grahas = GRAHAS.map((name): LayoutGraha => {
    const p = chart.positions[name];
    return {
      graha: name,
      label: grahaLabel(name, p.retrograde),
      longitude: p.longitude,
      sign: p.sign,
      sign_index: p.signIndex,
      degree_text: formatDegMin(p.longitude),
      retrograde: p.retrograde,
      kp_house: p.house,
      whole_sign_house: mod12(p.signIndex - ascSign) + 1,
    };
  });
  // What each sign holds is the same in both square charts: listed once, placed in each.
  const itemsBySign = SIGNS.map((_, signIndex) => itemsInSign(signIndex, ascendant, grahas));
  return {
    ascendant,
    grahas,
    south_indian: southIndian(chart, ascendant, itemsBySign),
    north_indian: northIndian(chart, ascendant, itemsBySign),
    wheel: wheel(chart, ascendant, grahas),
  };
}
