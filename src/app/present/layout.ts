/**
 * Presenter for `chart_layout`: the engine's layout already has the wire shape, so this only rounds its
 * numbers for byte-stable output: longitudes to 6 decimals (as in `positions`), angles and unit
 * coordinates to 4 (a ten-thousandth of the chart, well under a pixel at any usual size).
 *
 * The layout is compact (issue 22 §3): fixed geometry (the South Indian grid and cells, the North Indian
 * frame and each house's outline and label anchor) and points that follow from a stated angle and
 * radius are not sent; engine/chart/layout.ts derives them
 * for the renderer, and the schema states the formulas. Every record is written out key by key, in the
 * engine's key order, rather than copied with object spread (issue 11 §4, bench/chart.ts), and none is
 * frozen or shared (below).
 */
import type {
  CellItem,
  ChartLayout,
  NorthCell,
  SouthCell,
  WheelLayout,
} from '../../engine/chart/layout.js';
import { round } from '../meta.js';

const lon = (x: number): number => round(x, 6);
const ang = (x: number): number => round(x, 4);
const unit = (x: number): number => round(x, 4);

/*
 * Every record is a fresh, unfrozen object, the engine's frozen constants (the wheel's radii)
 * included. Before issue 22 §3 one rounded copy of each was frozen and shared by every layout, but V8's JSON.stringify writes a frozen array several times slower than a
 * plain one (its elements kind leaves the fast path): chart_layout took about 57 µs to write, 22 µs
 * now; rounding the ~100 numbers again costs well under a microsecond.
 */
const item = (i: CellItem): CellItem => ({ graha: i.graha, x: unit(i.x), y: unit(i.y) });

function southCell(c: SouthCell): SouthCell {
  return {
    sign_index: c.sign_index,
    row: c.row,
    col: c.col,
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
    sign_index: c.sign_index,
    sign_number: c.sign_number,
    shape: c.shape,
    is_ascendant: c.is_ascendant,
    cusps: c.cusps,
    items: c.items.map(item),
    item_line_height: unit(c.item_line_height),
    item_column_width: unit(c.item_column_width),
  };
}

function wheelRecord(w: WheelLayout): WheelLayout {
  return {
    ascendant_angle: ang(w.ascendant_angle),
    zero_aries_angle: ang(w.zero_aries_angle),
    radii: {
      outer: unit(w.radii.outer),
      sign_ring_inner: unit(w.radii.sign_ring_inner),
      hub: unit(w.radii.hub),
      graha_tiers: w.radii.graha_tiers.map(unit),
      cusp_label: unit(w.radii.cusp_label),
      house_number: unit(w.radii.house_number),
      marker_length: unit(w.radii.marker_length),
    },
    signs: w.signs.map((s) => ({
      sign_index: s.sign_index,
      start_angle: ang(s.start_angle),
      label_angle: ang(s.label_angle),
    })),
    cusps: w.cusps.map((c) => ({
      house: c.house,
      longitude: lon(c.longitude),
      angle: ang(c.angle),
      sign: c.sign,
      sign_label: c.sign_label,
      degree_text: c.degree_text,
      is_angular: c.is_angular,
      house_mid_angle: ang(c.house_mid_angle),
    })),
    grahas: w.grahas.map((g) => ({
      graha: g.graha,
      angle: ang(g.angle),
      tier: g.tier,
      label_angle: ang(g.label_angle),
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
    south_indian: { cells: layout.south_indian.cells.map(southCell) },
    north_indian: { cells: layout.north_indian.cells.map(northCell) },
    wheel: wheelRecord(layout.wheel),
  };
}
