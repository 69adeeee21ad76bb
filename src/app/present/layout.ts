/**
 * Presenter for `chart_layout`: the engine's layout already has the wire shape, so this only rounds its
 * numbers for byte-stable output: longitudes to 6 decimals (as in `positions`), angles and unit
 * coordinates to 4 (a ten-thousandth of the chart, well under a pixel at any usual size).
 */
import type {
  CellItem,
  ChartLayout,
  LayoutBox,
  LayoutPoint,
  LayoutSegment,
  WheelLayout,
} from '../../engine/chart/layout.js';
import { round } from '../meta.js';

const lon = (x: number): number => round(x, 6);
const ang = (x: number): number => round(x, 4);
const unit = (x: number): number => round(x, 4);

const point = (p: LayoutPoint): LayoutPoint => ({ x: unit(p.x), y: unit(p.y) });
const segment = (s: LayoutSegment): LayoutSegment => ({ from: point(s.from), to: point(s.to) });
const box = (b: LayoutBox): LayoutBox => ({
  x: unit(b.x),
  y: unit(b.y),
  width: unit(b.width),
  height: unit(b.height),
});
const item = (i: CellItem): CellItem => ({
  ...i,
  longitude: lon(i.longitude),
  x: unit(i.x),
  y: unit(i.y),
});

function wheelRecord(w: WheelLayout): WheelLayout {
  return {
    convention: w.convention,
    ascendant_angle: ang(w.ascendant_angle),
    zero_aries_angle: ang(w.zero_aries_angle),
    radii: {
      outer: unit(w.radii.outer),
      sign_ring_inner: unit(w.radii.sign_ring_inner),
      hub: unit(w.radii.hub),
      graha_tiers: w.radii.graha_tiers.map(unit),
    },
    signs: w.signs.map((s) => ({
      ...s,
      start_angle: ang(s.start_angle),
      label_angle: ang(s.label_angle),
      label_anchor: point(s.label_anchor),
      boundary: segment(s.boundary),
    })),
    cusps: w.cusps.map((c) => ({
      ...c,
      longitude: lon(c.longitude),
      angle: ang(c.angle),
      spoke: segment(c.spoke),
      label_anchor: point(c.label_anchor),
      house_mid_angle: ang(c.house_mid_angle),
      house_number_anchor: point(c.house_number_anchor),
    })),
    grahas: w.grahas.map((g) => ({
      ...g,
      longitude: lon(g.longitude),
      angle: ang(g.angle),
      radius: unit(g.radius),
      label_angle: ang(g.label_angle),
      label_anchor: point(g.label_anchor),
      marker: segment(g.marker),
    })),
  };
}

/** `chart_layout` for the response (and for `renderSvg`): the layout with its numbers rounded. */
export function layoutRecord(layout: ChartLayout): ChartLayout {
  return {
    ascendant: { ...layout.ascendant, longitude: lon(layout.ascendant.longitude) },
    grahas: layout.grahas.map((g) => ({ ...g, longitude: lon(g.longitude) })),
    south_indian: {
      cells: layout.south_indian.cells.map((c) => ({
        ...c,
        box: box(c.box),
        label_anchor: point(c.label_anchor),
        cusps: [...c.cusps],
        items: c.items.map(item),
        item_line_height: unit(c.item_line_height),
        item_column_width: unit(c.item_column_width),
      })),
      centre: box(layout.south_indian.centre),
      lines: layout.south_indian.lines.map(segment),
    },
    north_indian: {
      cells: layout.north_indian.cells.map((c) => ({
        ...c,
        polygon: c.polygon.map(point),
        label_anchor: point(c.label_anchor),
        content_box: box(c.content_box),
        cusps: [...c.cusps],
        items: c.items.map(item),
        item_line_height: unit(c.item_line_height),
        item_column_width: unit(c.item_column_width),
      })),
      lines: layout.north_indian.lines.map(segment),
    },
    wheel: wheelRecord(layout.wheel),
  };
}
