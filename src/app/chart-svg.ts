/**
 * Use case: POST /api/v1/birth-chart/svg and /api/v1/horary/svg (issue 24 §2): the chart picture the
 * playground draws (engine/render/svg.ts), from the engine's layout of the cast chart, presented
 * (rounded) exactly as `chart_layout` is, so the picture matches the JSON geometry.
 */

import type { Chart } from '../engine/chart/cast.js';
import { chartLayout } from '../engine/chart/layout.js';
import type { Lang } from '../engine/lang/names.js';
import { chartLabels } from '../engine/render/chart-labels.js';
import { type ChartStyle, type ColourScheme, renderSvg } from '../engine/render/svg.js';
import type { ComputeDeps } from './deps.js';
import { type HoraryRequest, horaryCore } from './horary.js';
import { type BirthRequest, natal } from './natal.js';
import { withOneEphemeris } from './one-ephemeris.js';
import { layoutRecord } from './present/layout.js';

/** The picture's options, shared by both routes (defaults: south, light, 500 px, en). */
export interface SvgOptions {
  style?: ChartStyle | undefined;
  scheme?: ColourScheme | undefined;
  size?: number | undefined;
  lang?: Lang | undefined;
}

function draw(chart: Chart, o: SvgOptions, title: string): string {
  return renderSvg(layoutRecord(chartLayout(chart)), o.style ?? 'south', {
    title,
    scheme: o.scheme ?? 'light',
    size: o.size ?? 500,
    labels: chartLabels(o.lang ?? 'en'),
  });
}

/** The natal chart as SVG; the heading is the name (if any), birth date and time. */
export function birthChartSvg(
  deps: ComputeDeps,
  body: BirthRequest & SvgOptions,
  today: string,
): string {
  return withOneEphemeris(deps, (d) => {
    const { chart } = natal(d, body, today);
    const title = [body.name ?? '', body.birth_date, body.birth_time].filter((s) => s).join(' ');
    return draw(chart, body, title);
  });
}

/** The horary chart of the number at the judgment moment as SVG. */
export function horaryChartSvg(deps: ComputeDeps, body: HoraryRequest & SvgOptions): string {
  return withOneEphemeris(deps, (d) => {
    const { chart } = horaryCore(d, body);
    const title = `Horary ${body.horary_number} · ${body.judgment_date} ${body.judgment_time}`;
    return draw(chart, body, title);
  });
}
