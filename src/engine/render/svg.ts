/**
 * Chart pictures as SVG, drawn from `chart_layout` alone (engine/chart/layout.ts): South Indian, North
 * Indian and the KP wheel. Pure and deterministic: a fixed 500 × 540 viewBox (a 40-unit heading band, the
 * chart in a 480-unit square below it), coordinates rounded to 2 decimals, system sans-serif text.
 */
import type {
  CellItem,
  ChartLayout,
  LayoutPoint,
  LayoutSegment,
  WheelLayout,
} from '../chart/layout.js';
import { ASCENDANT_LABEL } from '../chart/layout.js';
import { type Attrs, el, type Markup, points, text } from './element.js';

/** The three pictures. */
export type ChartStyle = 'south' | 'north' | 'wheel';

export const CHART_STYLES: readonly ChartStyle[] = Object.freeze(['south', 'north', 'wheel']);

export interface RenderOptions {
  /** Heading drawn above the chart (e.g. a name and birth data); default: the style's name. */
  title?: string;
}

/** viewBox width and height. */
export const SVG_WIDTH = 500;
export const SVG_HEIGHT = 540;
/** The chart square: left, top, side. */
const LEFT = 10;
const TOP = 50;
const SIDE = 480;
/** The wheel: centre and outer radius. */
const CX = 250;
const CY = 292;
const RADIUS = 176;

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const INK = '#1a1a1a';
const LINE = '#444444';
const MUTED = '#6b6b6b';
const ASC = '#c62828';
const RETRO = '#a0331c';
const ASC_FILL = '#fff4d6';
const RING_FILL = '#f4efe4';

const STYLE_NAMES: Record<ChartStyle, string> = {
  south: 'South Indian chart (rasi)',
  north: 'North Indian chart (rasi)',
  wheel: 'KP wheel (Placidus cusps)',
};

/** Unit square → picture. */
const sq = (p: LayoutPoint): LayoutPoint => ({ x: LEFT + p.x * SIDE, y: TOP + p.y * SIDE });
/** Unit wheel → picture. */
const wh = (p: LayoutPoint): LayoutPoint => ({ x: CX + p.x * RADIUS, y: CY + p.y * RADIUS });

function line(s: LayoutSegment, map: (p: LayoutPoint) => LayoutPoint, attrs: Attrs): Markup {
  const a = map(s.from);
  const b = map(s.to);
  return el('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, ...attrs });
}

/** A text whose centre sits at (x, y) for a given font size (baseline moved down by ~0.35 em). */
function label(
  p: LayoutPoint,
  size: number,
  content: Markup,
  attrs: Attrs = {},
  anchor: 'start' | 'middle' | 'end' = 'middle',
): Markup {
  return el(
    'text',
    { x: p.x, y: p.y + size * 0.35, 'font-size': size, 'text-anchor': anchor, ...attrs },
    content,
  );
}

/** Rahu and Ketu are always retrograde and carry no `(R)`; only marked labels are coloured. */
const isMarkedRetrograde = (label: string): boolean => label.endsWith('(R)');

/**
 * Font size for a cell's items: at most `max`, at most 80 % of the line height, and small enough for the
 * cell's longest item (about 0.56 em a character, plus a margin) to fit its column.
 */
function itemFont(
  cell: { item_line_height: number; item_column_width: number; items: readonly CellItem[] },
  max: number,
): number {
  const chars = Math.max(0, ...cell.items.map((i) => i.label.length + 1 + i.degree_text.length));
  const size = Math.min(
    max,
    cell.item_line_height * SIDE * 0.8,
    (cell.item_column_width * SIDE) / (0.56 * chars + 0.4),
  );
  return Math.round(size * 2) / 2;
}

/** `Su 12°34′` with the label bold; the ascendant in red, retrograde grahas' labels in rust. */
function itemText(item: CellItem, size: number): Markup {
  const colour = item.kind === 'ascendant' ? ASC : isMarkedRetrograde(item.label) ? RETRO : INK;
  return label(
    sq(item),
    size,
    el('tspan', { 'font-weight': 'bold', fill: colour }, text(item.label)) +
      el('tspan', { 'font-size': size - 1 }, text(` ${item.degree_text}`)),
    { fill: INK },
  );
}

function heading(title: string): Markup {
  return label({ x: SVG_WIDTH / 2, y: 24 }, 17, text(title), { 'font-weight': 'bold', fill: INK });
}

/** The document: one top-level element a line, so golden files diff readably. */
function frame(title: string, body: Markup[]): string {
  const children = [
    el('title', {}, text(title)),
    el('rect', { x: 0, y: 0, width: SVG_WIDTH, height: SVG_HEIGHT, fill: '#ffffff' }),
    heading(title),
    ...body,
  ];
  return `${el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${SVG_WIDTH} ${SVG_HEIGHT}`,
      width: SVG_WIDTH,
      height: SVG_HEIGHT,
      'font-family': FONT,
    },
    ...children.map((c) => `\n${c}`),
    '\n',
  )}\n`;
}

// ---------------------------------------------------------------------------------------------------

function south(layout: ChartLayout): Markup[] {
  const s = layout.south_indian;
  const out: Markup[] = [];
  for (const cell of s.cells) {
    if (!cell.is_ascendant) continue;
    const tl = sq(cell.box);
    out.push(
      el('rect', {
        x: tl.x,
        y: tl.y,
        width: cell.box.width * SIDE,
        height: cell.box.height * SIDE,
        fill: ASC_FILL,
      }),
    );
  }
  for (const seg of s.lines) out.push(line(seg, sq, { stroke: LINE, 'stroke-width': 1.5 }));
  for (const cell of s.cells) {
    const tl = sq(cell.box);
    const h = cell.box.height * SIDE;
    if (cell.is_ascendant) {
      // The customary South Indian mark: a stroke across the ascendant cell's top-left corner.
      out.push(
        el('line', {
          x1: tl.x,
          y1: tl.y + 26,
          x2: tl.x + 26,
          y2: tl.y,
          stroke: ASC,
          'stroke-width': 2,
        }),
      );
    }
    out.push(label(sq(cell.label_anchor), 11, text(cell.sign_label), { fill: MUTED }));
    if (cell.cusps.length > 0) {
      out.push(
        label(
          { x: tl.x + 5, y: tl.y + h - 11 },
          10,
          text(cell.cusps.map((c) => `H${c}`).join(' ')),
          { fill: MUTED },
          'start',
        ),
      );
    }
    const font = itemFont(cell, 13);
    for (const item of cell.items) out.push(itemText(item, font));
  }
  const c = s.centre;
  const mid = sq({ x: c.x + c.width / 2, y: c.y + c.height / 2 });
  const a = layout.ascendant;
  out.push(
    label({ x: mid.x, y: mid.y - 30 }, 15, text('Rasi'), { 'font-weight': 'bold', fill: INK }),
    label({ x: mid.x, y: mid.y - 6 }, 13, text(`${ASCENDANT_LABEL} ${a.sign} ${a.degree_text}`), {
      fill: ASC,
    }),
    label({ x: mid.x, y: mid.y + 24 }, 11, text('(R) retrograde'), { fill: MUTED }),
    label({ x: mid.x, y: mid.y + 40 }, 11, text('Hn: KP (Placidus) cusp n in the sign'), {
      fill: MUTED,
    }),
  );
  return out;
}

// ---------------------------------------------------------------------------------------------------

function north(layout: ChartLayout): Markup[] {
  const n = layout.north_indian;
  const out: Markup[] = [];
  for (const cell of n.cells) {
    if (!cell.is_ascendant) continue;
    out.push(el('polygon', { points: points(cell.polygon.map(sq)), fill: ASC_FILL }));
  }
  for (const seg of n.lines) out.push(line(seg, sq, { stroke: LINE, 'stroke-width': 1.5 }));
  for (const cell of n.cells) {
    out.push(
      label(sq(cell.label_anchor), 13, text(String(cell.sign_number)), {
        fill: cell.is_ascendant ? ASC : MUTED,
        'font-weight': 'bold',
      }),
    );
    const font = itemFont(cell, 12.5);
    for (const item of cell.items) out.push(itemText(item, font));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------

const DEG = Math.PI / 180;
const polar = (angle: number, r: number): LayoutPoint =>
  wh({ x: r * Math.cos(angle * DEG), y: -r * Math.sin(angle * DEG) });

function circle(r: number, attrs: Attrs): Markup {
  return el('circle', { cx: CX, cy: CY, r: r * RADIUS, ...attrs });
}

/** Text anchor for a label outside the circle at an angle. */
function sideAnchor(angle: number): 'start' | 'middle' | 'end' {
  const c = Math.cos(angle * DEG);
  return c > 0.35 ? 'start' : c < -0.35 ? 'end' : 'middle';
}

const HALO: Attrs = {
  stroke: '#ffffff',
  'stroke-width': 3,
  'stroke-linejoin': 'round',
  'paint-order': 'stroke',
};

function wheel(layout: ChartLayout): Markup[] {
  const w: WheelLayout = layout.wheel;
  const r = w.radii;
  const out: Markup[] = [
    circle(r.outer, { fill: RING_FILL, stroke: LINE, 'stroke-width': 1.5 }),
    circle(r.sign_ring_inner, { fill: '#ffffff', stroke: LINE, 'stroke-width': 1.2 }),
    circle(r.hub, { fill: 'none', stroke: LINE, 'stroke-width': 1 }),
  ];
  for (const s of w.signs) {
    out.push(line(s.boundary, wh, { stroke: LINE, 'stroke-width': 1 }));
    out.push(
      label(wh(s.label_anchor), 12, text(s.sign_label), { fill: INK, 'font-weight': 'bold' }),
    );
  }
  for (const c of w.cusps) {
    const isAsc = c.house === 1;
    out.push(
      line(c.spoke, wh, {
        stroke: isAsc ? ASC : LINE,
        'stroke-width': isAsc ? 2.5 : c.is_angular ? 1.8 : 0.9,
        'stroke-dasharray': c.is_angular ? undefined : '4 3',
      }),
    );
    const p = wh(c.label_anchor);
    if (isAsc) {
      // Two lines either side of the horizon line, so the longest caption stays inside the picture.
      out.push(
        label(
          { x: p.x + 2, y: p.y - 9 },
          12,
          text(ASCENDANT_LABEL),
          {
            fill: ASC,
            'font-weight': 'bold',
          },
          'end',
        ),
        label(
          { x: p.x + 2, y: p.y + 9 },
          10.5,
          text(`${c.sign_label} ${c.degree_text}`),
          {
            fill: ASC,
          },
          'end',
        ),
      );
    } else {
      out.push(
        label(
          p,
          10.5,
          text(`${c.sign_label} ${c.degree_text}`),
          { fill: INK },
          sideAnchor(c.angle),
        ),
      );
    }
    out.push(
      label(wh(c.house_number_anchor), 11, text(String(c.house)), {
        fill: isAsc ? ASC : MUTED,
        'font-weight': 'bold',
      }),
    );
  }
  // The ascendant arrow: the horizon line continued across the sign ring to the rim.
  const asc = w.cusps[0];
  if (asc) {
    out.push(
      el('line', {
        x1: polar(asc.angle, r.sign_ring_inner).x,
        y1: polar(asc.angle, r.sign_ring_inner).y,
        x2: polar(asc.angle, r.outer).x,
        y2: polar(asc.angle, r.outer).y,
        stroke: ASC,
        'stroke-width': 2.5,
      }),
    );
  }
  for (const g of w.grahas) {
    out.push(line(g.marker, wh, { stroke: INK, 'stroke-width': 2 }));
    // A leader from the tick to a label that had to move inward or sideways.
    if (g.tier > 0 || g.label_angle !== g.angle) {
      const a = wh(g.marker.to);
      const b = polar(g.label_angle, g.radius + 0.08);
      out.push(
        el('line', {
          x1: a.x,
          y1: a.y,
          x2: b.x,
          y2: b.y,
          stroke: '#8a8a8a',
          'stroke-width': 0.8,
          'stroke-dasharray': '2 2',
        }),
      );
    }
    const p = wh(g.label_anchor);
    out.push(
      el('rect', {
        x: p.x - 19,
        y: p.y - 12.5,
        width: 38,
        height: 25,
        rx: 4,
        fill: '#ffffff',
        'fill-opacity': 0.85,
      }),
      label({ x: p.x, y: p.y - 6 }, 12.5, text(g.label), {
        fill: isMarkedRetrograde(g.label) ? RETRO : INK,
        'font-weight': 'bold',
        ...HALO,
      }),
      label({ x: p.x, y: p.y + 7 }, 10, text(g.degree_text), { fill: INK, ...HALO }),
    );
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------

/**
 * Draws a chart layout as a standalone SVG document (ends with a newline). Pure: the same layout, style
 * and title give the same bytes. Pass the presented (rounded) layout so the picture matches the API's
 * `chart_layout` exactly.
 */
export function renderSvg(
  layout: ChartLayout,
  style: ChartStyle,
  options: RenderOptions = {},
): string {
  const title = options.title ?? STYLE_NAMES[style];
  const body =
    style === 'south' ? south(layout) : style === 'north' ? north(layout) : wheel(layout);
  return frame(title, body);
}
