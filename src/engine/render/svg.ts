/**
 * Chart pictures as SVG, drawn from `chart_layout` alone (engine/chart/layout.ts, whose fixed geometry
 * and derived points it uses): South Indian, North Indian and the KP wheel. Pure and deterministic: a
 * fixed 500 × 540 viewBox (a 40-unit heading band, the chart in a 480-unit square below it),
 * coordinates rounded to 2 decimals, system sans-serif text.
 */
import type {
  CellItem,
  ChartLayout,
  LayoutGraha,
  LayoutPoint,
  LayoutSegment,
  WheelLayout,
} from '../chart/layout.js';
import {
  ASCENDANT_LABEL,
  GRAHA_LABELS,
  NORTH_LINES,
  northCellGeometry,
  SIGN_LABELS,
  SOUTH_CENTRE,
  SOUTH_LINES,
  southCellGeometry,
  wheelCuspGeometry,
  wheelGrahaGeometry,
  wheelSignGeometry,
} from '../chart/layout.js';
import { type Graha, SIGNS } from '../types.js';
import { type Attrs, el, type Markup, points, text } from './element.js';

/** The three pictures. */
export type ChartStyle = 'south' | 'north' | 'wheel';

export const CHART_STYLES: readonly ChartStyle[] = Object.freeze(['south', 'north', 'wheel']);

/** Colour schemes: dark suits a dark page (light ink on a near-black ground). */
export type ColourScheme = 'light' | 'dark';

export const COLOUR_SCHEMES: readonly ColourScheme[] = Object.freeze(['light', 'dark']);

/** The words drawn in the picture; English by default (a language's table supplies others). */
export interface ChartLabels {
  /** Short graha labels (Su, Mo, …). */
  graha: Readonly<Record<Graha, string>>;
  /** Short sign labels in cells and on the wheel, Aries … Pisces. */
  sign: readonly string[];
  /** Full sign names, Aries … Pisces (the South Indian centre's ascendant line). */
  signName: readonly string[];
  /** The ascendant's label (Asc). */
  ascendant: string;
  /** The South Indian centre's heading (Rasi). */
  rasi: string;
  /** BCP 47 tag written as the document's xml:lang (so a renderer picks the script's font). */
  lang: string;
}

export const ENGLISH_LABELS: ChartLabels = Object.freeze({
  graha: GRAHA_LABELS,
  sign: SIGN_LABELS,
  signName: SIGNS,
  ascendant: ASCENDANT_LABEL,
  rasi: 'Rasi',
  lang: 'en',
});

export interface RenderOptions {
  /** Heading drawn above the chart (e.g. a name and birth data); default: the style's name. */
  title?: string;
  /** Colours: light (default) or dark. */
  scheme?: ColourScheme;
  /** Width in pixels of the drawn picture (height in proportion); default 500 (the viewBox). */
  size?: number;
  /** Labels in a language; default English. */
  labels?: ChartLabels;
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
interface Palette {
  paper: string;
  ink: string;
  line: string;
  muted: string;
  asc: string;
  retro: string;
  ascFill: string;
  ringFill: string;
  leader: string;
}

const PALETTES: Record<ColourScheme, Palette> = {
  light: {
    paper: '#ffffff',
    ink: '#1a1a1a',
    line: '#444444',
    muted: '#6b6b6b',
    asc: '#c62828',
    retro: '#a0331c',
    ascFill: '#fff4d6',
    ringFill: '#f4efe4',
    leader: '#8a8a8a',
  },
  dark: {
    paper: '#15171a',
    ink: '#ececec',
    line: '#a3a3a3',
    muted: '#a8a8a8',
    asc: '#ff7a6b',
    retro: '#ffab91',
    ascFill: '#3d3115',
    ringFill: '#26231d',
    leader: '#7d7d7d',
  },
};

/** What one drawing reads besides the layout: colours and words. */
interface Ctx {
  p: Palette;
  l: ChartLabels;
}

/** A cell item with its text: the graha's label and degree text in `grahas`, or the ascendant's. */
interface ItemText {
  graha: Graha | null;
  label: string;
  degree_text: string;
  x: number;
  y: number;
}

/** The layout's graha record (every graha has one). */
function grahaOf(layout: ChartLayout, graha: Graha): LayoutGraha {
  return layout.grahas.find((g) => g.graha === graha) as LayoutGraha;
}

function withText(layout: ChartLayout, item: CellItem): ItemText {
  const source =
    item.graha === null
      ? { label: ASCENDANT_LABEL, degree_text: layout.ascendant.degree_text }
      : grahaOf(layout, item.graha);
  return {
    graha: item.graha,
    label: source.label,
    degree_text: source.degree_text,
    x: item.x,
    y: item.y,
  };
}

/** A graha's label in the picture's language, `(R)` kept when the layout marks it. */
function grahaLabel(ctx: Ctx, graha: Graha, layoutLabel: string): string {
  return ctx.l.graha[graha] + (isMarkedRetrograde(layoutLabel) ? '(R)' : '');
}

/** A sign label in the picture's language, from the layout's English label. */
function signLabel(ctx: Ctx, layoutLabel: string): string {
  const i = SIGN_LABELS.indexOf(layoutLabel);
  return i < 0 ? layoutLabel : (ctx.l.sign[i] ?? layoutLabel);
}

/** The label of sign `index` (0 = Aries) in the picture's language. */
function signLabelAt(ctx: Ctx, index: number): string {
  return ctx.l.sign[index] ?? SIGN_LABELS[index] ?? '';
}

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
  ctx: Ctx,
  cell: { item_line_height: number; item_column_width: number },
  items: readonly ItemText[],
  max: number,
): number {
  const chars = Math.max(
    0,
    ...items.map((i) => itemLabel(ctx, i).length + 1 + i.degree_text.length),
  );
  const size = Math.min(
    max,
    cell.item_line_height * SIDE * 0.8,
    (cell.item_column_width * SIDE) / (0.56 * chars + 0.4),
  );
  return Math.round(size * 2) / 2;
}

/** A cell item's label in the picture's language. */
function itemLabel(ctx: Ctx, item: ItemText): string {
  return item.graha === null ? ctx.l.ascendant : grahaLabel(ctx, item.graha, item.label);
}

/** `Su 12°34′` with the label bold; the ascendant in red, retrograde grahas' labels in rust. */
function itemText(ctx: Ctx, item: ItemText, size: number): Markup {
  const { p } = ctx;
  const colour = item.graha === null ? p.asc : isMarkedRetrograde(item.label) ? p.retro : p.ink;
  return label(
    sq(item),
    size,
    el('tspan', { 'font-weight': 'bold', fill: colour }, text(itemLabel(ctx, item))) +
      el('tspan', { 'font-size': size - 1 }, text(` ${item.degree_text}`)),
    { fill: p.ink },
  );
}

function heading(ctx: Ctx, title: string): Markup {
  return label({ x: SVG_WIDTH / 2, y: 24 }, 17, text(title), {
    'font-weight': 'bold',
    fill: ctx.p.ink,
  });
}

/** The document: one top-level element a line, so golden files diff readably. */
function frame(ctx: Ctx, title: string, body: Markup[], width: number): string {
  const children = [
    el('title', {}, text(title)),
    el('rect', { x: 0, y: 0, width: SVG_WIDTH, height: SVG_HEIGHT, fill: ctx.p.paper }),
    heading(ctx, title),
    ...body,
  ];
  return `${el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      'xml:lang': ctx.l.lang === 'en' ? undefined : ctx.l.lang,
      viewBox: `0 0 ${SVG_WIDTH} ${SVG_HEIGHT}`,
      width,
      height: Math.round((width * SVG_HEIGHT) / SVG_WIDTH),
      'font-family': FONT,
    },
    ...children.map((c) => `\n${c}`),
    '\n',
  )}\n`;
}

// ---------------------------------------------------------------------------------------------------

function south(ctx: Ctx, layout: ChartLayout): Markup[] {
  const { p } = ctx;
  const s = layout.south_indian;
  const out: Markup[] = [];
  for (const cell of s.cells) {
    if (!cell.is_ascendant) continue;
    const { box } = southCellGeometry(cell.sign_index);
    const tl = sq(box);
    out.push(
      el('rect', {
        x: tl.x,
        y: tl.y,
        width: box.width * SIDE,
        height: box.height * SIDE,
        fill: p.ascFill,
      }),
    );
  }
  for (const seg of SOUTH_LINES) out.push(line(seg, sq, { stroke: p.line, 'stroke-width': 1.5 }));
  for (const cell of s.cells) {
    const { box, label_anchor } = southCellGeometry(cell.sign_index);
    const tl = sq(box);
    const h = box.height * SIDE;
    if (cell.is_ascendant) {
      // The customary South Indian mark: a stroke across the ascendant cell's top-left corner.
      out.push(
        el('line', {
          x1: tl.x,
          y1: tl.y + 26,
          x2: tl.x + 26,
          y2: tl.y,
          stroke: p.asc,
          'stroke-width': 2,
        }),
      );
    }
    // A two-letter English label is centred on its anchor; a longer name ends at the cell's edge.
    const signText = text(signLabelAt(ctx, cell.sign_index));
    out.push(
      ctx.l.lang === 'en'
        ? label(sq(label_anchor), 11, signText, { fill: p.muted })
        : label(
            { x: tl.x + box.width * SIDE - 5, y: sq(label_anchor).y },
            11,
            signText,
            { fill: p.muted },
            'end',
          ),
    );
    if (cell.cusps.length > 0) {
      out.push(
        label(
          { x: tl.x + 5, y: tl.y + h - 11 },
          10,
          text(cell.cusps.map((c) => `H${c}`).join(' ')),
          { fill: p.muted },
          'start',
        ),
      );
    }
    const items = cell.items.map((i) => withText(layout, i));
    const font = itemFont(ctx, cell, items, 13);
    for (const item of items) out.push(itemText(ctx, item, font));
  }
  const c = SOUTH_CENTRE;
  const mid = sq({ x: c.x + c.width / 2, y: c.y + c.height / 2 });
  const a = layout.ascendant;
  out.push(
    label({ x: mid.x, y: mid.y - 30 }, 15, text(ctx.l.rasi), {
      'font-weight': 'bold',
      fill: p.ink,
    }),
    label(
      { x: mid.x, y: mid.y - 6 },
      13,
      text(`${ctx.l.ascendant} ${ctx.l.signName[a.sign_index] ?? a.sign} ${a.degree_text}`),
      {
        fill: p.asc,
      },
    ),
    label({ x: mid.x, y: mid.y + 24 }, 11, text('(R) retrograde'), { fill: p.muted }),
    label({ x: mid.x, y: mid.y + 40 }, 11, text('Hn: KP (Placidus) cusp n in the sign'), {
      fill: p.muted,
    }),
  );
  return out;
}

// ---------------------------------------------------------------------------------------------------

function north(ctx: Ctx, layout: ChartLayout): Markup[] {
  const { p } = ctx;
  const n = layout.north_indian;
  const out: Markup[] = [];
  for (const cell of n.cells) {
    if (!cell.is_ascendant) continue;
    const { polygon } = northCellGeometry(cell.house);
    out.push(el('polygon', { points: points(polygon.map(sq)), fill: p.ascFill }));
  }
  for (const seg of NORTH_LINES) out.push(line(seg, sq, { stroke: p.line, 'stroke-width': 1.5 }));
  for (const cell of n.cells) {
    out.push(
      label(sq(northCellGeometry(cell.house).label_anchor), 13, text(String(cell.sign_number)), {
        fill: cell.is_ascendant ? p.asc : p.muted,
        'font-weight': 'bold',
      }),
    );
    const items = cell.items.map((i) => withText(layout, i));
    const font = itemFont(ctx, cell, items, 12.5);
    for (const item of items) out.push(itemText(ctx, item, font));
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

const halo = (p: Palette): Attrs => ({
  stroke: p.paper,
  'stroke-width': 3,
  'stroke-linejoin': 'round',
  'paint-order': 'stroke',
});

function wheel(ctx: Ctx, layout: ChartLayout): Markup[] {
  const { p } = ctx;
  const w: WheelLayout = layout.wheel;
  const r = w.radii;
  const out: Markup[] = [
    circle(r.outer, { fill: p.ringFill, stroke: p.line, 'stroke-width': 1.5 }),
    circle(r.sign_ring_inner, { fill: p.paper, stroke: p.line, 'stroke-width': 1.2 }),
    circle(r.hub, { fill: 'none', stroke: p.line, 'stroke-width': 1 }),
  ];
  for (const s of w.signs) {
    const geo = wheelSignGeometry(s, r);
    out.push(line(geo.boundary, wh, { stroke: p.line, 'stroke-width': 1 }));
    out.push(
      label(wh(geo.label_anchor), 12, text(signLabelAt(ctx, s.sign_index)), {
        fill: p.ink,
        'font-weight': 'bold',
      }),
    );
  }
  for (const c of w.cusps) {
    const isAsc = c.house === 1;
    const geo = wheelCuspGeometry(c, r);
    out.push(
      line(geo.spoke, wh, {
        stroke: isAsc ? p.asc : p.line,
        'stroke-width': isAsc ? 2.5 : c.is_angular ? 1.8 : 0.9,
        'stroke-dasharray': c.is_angular ? undefined : '4 3',
      }),
    );
    const pt = wh(geo.label_anchor);
    if (isAsc) {
      // Two lines either side of the horizon line, so the longest caption stays inside the picture.
      out.push(
        label(
          { x: pt.x + 2, y: pt.y - 9 },
          12,
          text(ctx.l.ascendant),
          {
            fill: p.asc,
            'font-weight': 'bold',
          },
          'end',
        ),
        label(
          { x: pt.x + 2, y: pt.y + 9 },
          10.5,
          text(`${signLabel(ctx, c.sign_label)} ${c.degree_text}`),
          {
            fill: p.asc,
          },
          'end',
        ),
      );
    } else {
      out.push(
        label(
          pt,
          10.5,
          text(`${signLabel(ctx, c.sign_label)} ${c.degree_text}`),
          { fill: p.ink },
          sideAnchor(c.angle),
        ),
      );
    }
    out.push(
      label(wh(geo.house_number_anchor), 11, text(String(c.house)), {
        fill: isAsc ? p.asc : p.muted,
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
        stroke: p.asc,
        'stroke-width': 2.5,
      }),
    );
  }
  for (const g of w.grahas) {
    const geo = wheelGrahaGeometry(g, r);
    const { label: grahaText, degree_text } = grahaOf(layout, g.graha);
    out.push(line(geo.marker, wh, { stroke: p.ink, 'stroke-width': 2 }));
    // A leader from the tick to a label that had to move inward or sideways.
    if (g.tier > 0 || g.label_angle !== g.angle) {
      const a = wh(geo.marker.to);
      const b = polar(g.label_angle, geo.radius + 0.08);
      out.push(
        el('line', {
          x1: a.x,
          y1: a.y,
          x2: b.x,
          y2: b.y,
          stroke: p.leader,
          'stroke-width': 0.8,
          'stroke-dasharray': '2 2',
        }),
      );
    }
    const pt = wh(geo.label_anchor);
    out.push(
      el('rect', {
        x: pt.x - 19,
        y: pt.y - 12.5,
        width: 38,
        height: 25,
        rx: 4,
        fill: p.paper,
        'fill-opacity': 0.85,
      }),
      label({ x: pt.x, y: pt.y - 6 }, 12.5, text(grahaLabel(ctx, g.graha, grahaText)), {
        fill: isMarkedRetrograde(grahaText) ? p.retro : p.ink,
        'font-weight': 'bold',
        ...halo(p),
      }),
      label({ x: pt.x, y: pt.y + 7 }, 10, text(degree_text), { fill: p.ink, ...halo(p) }),
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
  const ctx: Ctx = {
    p: PALETTES[options.scheme ?? 'light'],
    l: options.labels ?? ENGLISH_LABELS,
  };
  const title = options.title ?? STYLE_NAMES[style];
  const body =
    style === 'south'
      ? south(ctx, layout)
      : style === 'north'
        ? north(ctx, layout)
        : wheel(ctx, layout);
  return frame(ctx, title, body, options.size ?? SVG_WIDTH);
}
