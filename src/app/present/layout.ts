/**
 * Presenter for `chart_layout`: the engine's layout already has the wire shape, so this only rounds its
 * numbers for byte-stable output: longitudes to 6 decimals (as in `positions`), angles and unit
 * coordinates to 4 (a ten-thousandth of the chart, well under a pixel at any usual size).
 *
 * Every record is written out key by key, in the engine's key order, rather than copied with object
 * spread: the same JSON, with a fraction of the allocations and time (issue 11 §4, bench/chart.ts).
 * The fixed geometry (cell boxes, polygons, frame lines) comes frozen from the engine and is rounded
 * once per process.
 */
import type {
  CellItem,
  ChartLayout,
  LayoutBox,
  LayoutPoint,
  LayoutSegment,
  NorthCell,
  SouthCell,
  WheelLayout,
} from '../../engine/chart/layout.js';
import { round } from '../meta.js';

const lon = (x: number): number => round(x, 6);
const ang = (x: number): number => round(x, 4);
const unit = (x: number): number => round(x, 4);

/** Rounded copies of the engine's frozen constants, made once. */
const roundedOnce = new WeakMap<object, unknown>();
function once<T extends object>(value: T, make: (v: T) => T): T {
  if (!Object.isFrozen(value)) return make(value);
  let done = roundedOnce.get(value) as T | undefined;
  if (done === undefined) {
    done = Object.freeze(make(value));
    roundedOnce.set(value, done);
  }
  return done;
}

const point = (p: LayoutPoint): LayoutPoint => once(p, (q) => ({ x: unit(q.x), y: unit(q.y) }));
const segment = (s: LayoutSegment): LayoutSegment =>
  once(s, (t) => ({ from: point(t.from), to: point(t.to) }));
const box = (b: LayoutBox): LayoutBox =>
  once(b, (c) => ({ x: unit(c.x), y: unit(c.y), width: unit(c.width), height: unit(c.height) }));
const segments = (list: LayoutSegment[]): LayoutSegment[] => once(list, (l) => l.map(segment));
const item = (i: CellItem): CellItem => ({
  kind: i.kind,
  graha: i.graha,
  label: i.label,
  degree_text: i.degree_text,
  longitude: lon(i.longitude),
  retrograde: i.retrograde,
  x: unit(i.x),
  y: unit(i.y),
});

function southCell(c: SouthCell): SouthCell {
  return {
    sign: c.sign,
    sign_index: c.sign_index,
    sign_label: c.sign_label,
    row: c.row,
    col: c.col,
    box: box(c.box),
    label_anchor: point(c.label_anchor),
    is_ascendant: c.is_ascendant,
    whole_sign_house: c.whole_sign_house,
    cusps: c.cusps,
    items: c.items.map(item),
    item_line_height: unit(c.item_line_height),
    item_column_width: unit(c.item_column_width),
  };
}

function northCell(c: NorthCell): NorthCell {
  return {
    house: c.house,
    sign: c.sign,
    sign_index: c.sign_index,
    sign_number: c.sign_number,
    sign_label: c.sign_label,
    shape: c.shape,
    polygon: once(c.polygon, (p) => p.map(point)),
    label_anchor: point(c.label_anchor),
    content_box: box(c.content_box),
    is_ascendant: c.is_ascendant,
    cusps: c.cusps,
    items: c.items.map(item),
    item_line_height: unit(c.item_line_height),
    item_column_width: unit(c.item_column_width),
  };
}

function wheelRecord(w: WheelLayout): WheelLayout {
  return {
    convention: w.convention,
    ascendant_angle: ang(w.ascendant_angle),
    zero_aries_angle: ang(w.zero_aries_angle),
    radii: once(w.radii, (r) => ({
      outer: unit(r.outer),
      sign_ring_inner: unit(r.sign_ring_inner),
      hub: unit(r.hub),
      graha_tiers: r.graha_tiers.map(unit),
    })),
    signs: w.signs.map((s) => ({
      sign: s.sign,
      sign_index: s.sign_index,
      sign_label: s.sign_label,
      start_angle: ang(s.start_angle),
      label_angle: ang(s.label_angle),
      label_anchor: point(s.label_anchor),
      boundary: segment(s.boundary),
    })),
    cusps: w.cusps.map((c) => ({
      house: c.house,
      longitude: lon(c.longitude),
      angle: ang(c.angle),
      sign: c.sign,
      sign_label: c.sign_label,
      degree_text: c.degree_text,
      is_angular: c.is_angular,
      spoke: segment(c.spoke),
      label_anchor: point(c.label_anchor),
      house_mid_angle: ang(c.house_mid_angle),
      house_number_anchor: point(c.house_number_anchor),
    })),
    grahas: w.grahas.map((g) => ({
      graha: g.graha,
      label: g.label,
      degree_text: g.degree_text,
      longitude: lon(g.longitude),
      retrograde: g.retrograde,
      angle: ang(g.angle),
      tier: g.tier,
      radius: unit(g.radius),
      label_angle: ang(g.label_angle),
      label_anchor: point(g.label_anchor),
      marker: segment(g.marker),
    })),
  };
}

/** `chart_layout` for the response (and for `renderSvg`): the layout with its numbers rounded. */
export function layoutRecord(layout: ChartLayout): ChartLayout {
  const a = layout.ascendant;
  return {
    ascendant: {
      longitude: lon(a.longitude),
      sign: a.sign,
      sign_index: a.sign_index,
      degree_text: a.degree_text,
    },
    grahas: layout.grahas.map((g) => ({
      graha: g.graha,
      label: g.label,
      longitude: lon(g.longitude),
      sign: g.sign,
      sign_index: g.sign_index,
      degree_text: g.degree_text,
      retrograde: g.retrograde,
      kp_house: g.kp_house,
      whole_sign_house: g.whole_sign_house,
    })),
    south_indian: {
      cells: layout.south_indian.cells.map(southCell),
      centre: box(layout.south_indian.centre),
      lines: segments(layout.south_indian.lines),
    },
    north_indian: {
      cells: layout.north_indian.cells.map(northCell),
      lines: segments(layout.north_indian.lines),
    },
    wheel: wheelRecord(layout.wheel),
  };
}
