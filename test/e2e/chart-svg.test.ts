/**
 * The chart pictures of POST /api/v1/birth-chart/svg and /api/v1/horary/svg in real Chromium (Debian's,
 * through playwright-core), issue 24 §2. Every picture (three styles × English and Hindi × light and
 * dark, and the horary chart) must:
 * - parse as XML: the browser's own XML parser (DOMParser, image/svg+xml) reports no parsererror;
 * - put each graha where the chart has it. Authority: the birth chart's own `positions` (the graha's
 *   sign) and the charts' conventions: South Indian signs in fixed cells (Pisces top-left, then
 *   clockwise, Aries to Aquarius), so a graha's label (its text's getBBox centre) must fall in its
 *   sign's cell; North Indian houses counted from the ascendant (the outline of the chart_layout
 *   cell holding the graha's sign, fixed per house: northCellGeometry); the KP wheel's angle 180° + longitude − ascendant, within 30° (a label turned aside
 *   in a crowded arc moves at most that far; tolerance chosen, stated here);
 * - show the colour scheme: pixels sampled from the picture drawn into a canvas, in the corner of the
 *   ascendant's South Indian cell (the ascendant fill) and of every other cell (the paper), exact RGB.
 * Hindi labels need a Devanagari font (fonts-lohit-deva in .ci/run); the test checks the labels have
 * width. Screenshots go to test-output/e2e/chart-<style>-<lang>.png (docs/screenshots/ keeps copies).
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { type Browser, chromium, type Page } from 'playwright-core';
import { GRAHA_LABELS, northCellGeometry } from '../../src/engine/chart/layout.js';
import { NAMES } from '../../src/engine/lang/names.js';
import { GRAHAS, type Graha, SIGNS } from '../../src/engine/types.js';
import { buildTestServer, postJson } from '../helpers/server.js';

const CHROMIUM = '/usr/bin/chromium';
const OUT = new URL('../../test-output/e2e/', import.meta.url).pathname;
const BIRTH = {
  birth_date: '1990-07-04',
  birth_time: '10:12',
  latitude: 28.6139,
  longitude: 77.209,
};

/** South Indian cells (row, column) of Aries … Pisces: Pisces top-left, the zodiac clockwise. */
const SOUTH_CELL: ReadonlyArray<[number, number]> = [
  [0, 1],
  [0, 2],
  [0, 3],
  [1, 3],
  [2, 3],
  [3, 3],
  [3, 2],
  [3, 1],
  [3, 0],
  [2, 0],
  [1, 0],
  [0, 0],
];
// The picture's chart square (engine/render/svg.ts): left 10, top 50, side 480 → cells of 120.
const cellOf = (x: number, y: number): [number, number] => [
  Math.floor((y - 50) / 120),
  Math.floor((x - 10) / 120),
];

let app: FastifyInstance;
let browser: Browser;
let page: Page;
interface ChartJson {
  positions: Record<Graha, { sign: string; longitude: number }>;
  chart_layout: {
    ascendant: { sign_index: number; longitude: number };
    north_indian: {
      cells: Array<{ house: number; sign_index: number }>;
    };
  };
}
let chart: ChartJson;

before(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found (apt-get install chromium)`);
  mkdirSync(OUT, { recursive: true });
  app = await buildTestServer();
  const res = await postJson(app, '/api/v1/birth-chart', { ...BIRTH, include: ['chart_layout'] });
  assert.equal(res.statusCode, 200, res.body);
  chart = res.json();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  page = await (await browser.newContext({ viewport: { width: 500, height: 540 } })).newPage();
});

after(async () => {
  await browser?.close();
  await app?.close();
});

async function svgOf(url: string, body: object): Promise<string> {
  const res = await postJson(app, url, body);
  assert.equal(res.statusCode, 200, res.body);
  assert.match(String(res.headers['content-type']), /^image\/svg\+xml/);
  assert.doesNotMatch(res.body, /<script|href=|url\(|@import|@font-face/i, 'self-contained');
  return res.body;
}

/** The browser's XML parser: the root element's name, or the parser's error. */
async function xmlRoot(svg: string): Promise<string> {
  return page.evaluate(
    `(() => { const d = new DOMParser().parseFromString(${JSON.stringify(svg)}, 'image/svg+xml');
      const e = d.getElementsByTagName('parsererror')[0];
      return e ? 'parsererror: ' + e.textContent : d.documentElement.nodeName; })()`,
  );
}

interface Drawn {
  text: string;
  x: number;
  y: number;
  width: number;
}

/** Bold labels (graha and ascendant tspans, sign labels) with their box centres, in SVG units. */
async function drawnTexts(svg: string): Promise<Drawn[]> {
  await page.setContent(
    `<!doctype html><meta charset="utf-8"><body style="margin:0">${svg}</body>`,
  );
  return page.evaluate(
    `[...document.querySelectorAll('svg text, svg tspan')].map((e) => {
       const b = e.getBBox(); const t = e.tagName === 'tspan' ? e : e;
       return { text: (t.firstChild && t.firstChild.nodeType === 3 ? t.firstChild.textContent : e.textContent).trim(),
                x: b.x + b.width / 2, y: b.y + b.height / 2, width: b.width }; })`,
  );
}

/** RGB of picture pixels, drawn into a canvas at 1 px per SVG unit. */
async function pixels(svg: string, at: Array<[number, number]>): Promise<string[]> {
  const url = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return page.evaluate(
    `(async () => { const img = new Image(); img.src = ${JSON.stringify(url)}; await img.decode();
       const c = document.createElement('canvas'); c.width = 500; c.height = 540;
       const g = c.getContext('2d'); g.drawImage(img, 0, 0, 500, 540);
       return ${JSON.stringify(at)}.map(([x, y]) => { const d = g.getImageData(x, y, 1, 1).data;
         return '#' + [d[0], d[1], d[2]].map((v) => v.toString(16).padStart(2, '0')).join(''); }); })()`,
  );
}

function labelsFor(lang: 'en' | 'hi'): Record<Graha, string> {
  return lang === 'en' ? GRAHA_LABELS : NAMES.hi.grahaShort;
}

function findGraha(texts: Drawn[], label: string): Drawn {
  const hits = texts.filter((t) => t.text.replace(/\(R\)$/, '') === label);
  assert.equal(hits.length, 1, `one label ${label}, found ${hits.length}`);
  return hits[0] as Drawn;
}

function inside(p: { x: number; y: number }, poly: Array<{ x: number; y: number }>): boolean {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i] as { x: number; y: number };
    const b = poly[j] as { x: number; y: number };
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) c = !c;
  }
  return c;
}

const PALETTE = {
  light: { paper: '#ffffff', asc: '#fff4d6' },
  dark: { paper: '#15171a', asc: '#3d3115' },
};

for (const lang of ['en', 'hi'] as const) {
  for (const style of ['south', 'north', 'wheel'] as const) {
    test(`${style} chart in ${lang}: XML, grahas in their places, screenshot`, {
      timeout: 60_000,
    }, async () => {
      const svg = await svgOf('/api/v1/birth-chart/svg', { ...BIRTH, style, lang, size: 500 });
      assert.equal(await xmlRoot(svg), 'svg');
      const texts = await drawnTexts(svg);
      const labels = labelsFor(lang);
      for (const g of GRAHAS) {
        const t = findGraha(texts, labels[g]);
        assert.ok(t.width > 2, `${g} label drawn with width (a font for the script)`);
        const signIndex = SIGNS.indexOf(chart.positions[g].sign as (typeof SIGNS)[number]);
        if (style === 'south') {
          assert.deepEqual(
            cellOf(t.x, t.y),
            SOUTH_CELL[signIndex],
            `${g} in ${chart.positions[g].sign}`,
          );
        } else if (style === 'north') {
          const cell = chart.chart_layout.north_indian.cells.find(
            (c) => c.sign_index === signIndex,
          );
          assert.ok(cell);
          // The house's outline is fixed (the schema's, engine/chart/layout.ts), not sent.
          const poly = northCellGeometry(cell.house).polygon.map((p) => ({
            x: 10 + p.x * 480,
            y: 50 + p.y * 480,
          }));
          assert.ok(inside(t, poly), `${g} in house ${cell.house}`);
        } else {
          const want =
            (180 + chart.positions[g].longitude - chart.chart_layout.ascendant.longitude + 720) %
            360;
          const got = ((Math.atan2(-(t.y - 292), t.x - 250) * 180) / Math.PI + 360) % 360;
          const diff = Math.abs(((got - want + 540) % 360) - 180);
          assert.ok(diff < 30, `${g} at ${got.toFixed(1)}°, expected ${want.toFixed(1)}°`);
        }
      }
      if (style === 'south') {
        // Each sign's label sits in its own conventional cell.
        const signNames =
          lang === 'en'
            ? ['Ar', 'Ta', 'Ge', 'Cn', 'Le', 'Vi', 'Li', 'Sc', 'Sg', 'Cp', 'Aq', 'Pi']
            : NAMES.hi.sign;
        signNames.forEach((name, i) => {
          const hits = texts.filter((t) => t.text === name);
          assert.ok(hits.length >= 1, `sign label ${name}`);
          assert.deepEqual(cellOf((hits[0] as Drawn).x, (hits[0] as Drawn).y), SOUTH_CELL[i]);
        });
      }
      await page.screenshot({ path: `${OUT}chart-${style}-${lang}.png` });
    });
  }
}

for (const scheme of ['light', 'dark'] as const) {
  test(`${scheme} scheme: the ascendant cell and the paper in their colours`, {
    timeout: 60_000,
  }, async () => {
    const svg = await svgOf('/api/v1/birth-chart/svg', { ...BIRTH, scheme });
    assert.equal(await xmlRoot(svg), 'svg');
    const ascCell = SOUTH_CELL[chart.chart_layout.ascendant.sign_index] as [number, number];
    // The top-right corner of every cell, 5 units in: clear of lines, labels and the ascendant stroke.
    const corners = SOUTH_CELL.map(
      ([r, c]) => [10 + c * 120 + 115, 50 + r * 120 + 5] as [number, number],
    );
    const got = await pixels(svg, corners);
    SOUTH_CELL.forEach(([r, c], i) => {
      const isAsc = r === ascCell[0] && c === ascCell[1];
      assert.equal(got[i], isAsc ? PALETTE[scheme].asc : PALETTE[scheme].paper, `${SIGNS[i]} cell`);
    });
  });
}

test('horary chart: XML, the nine grahas on the wheel, dark, Hindi', {
  timeout: 60_000,
}, async () => {
  const svg = await svgOf('/api/v1/horary/svg', {
    question: 'Will I get the new job I applied for?',
    horary_number: 74,
    judgment_date: '2024-03-01',
    judgment_time: '10:00',
    latitude: 19.076,
    longitude: 72.8777,
    style: 'wheel',
    scheme: 'dark',
    lang: 'hi',
  });
  assert.equal(await xmlRoot(svg), 'svg');
  const texts = await drawnTexts(svg);
  for (const g of GRAHAS) findGraha(texts, NAMES.hi.grahaShort[g]);
  await page.screenshot({ path: `${OUT}chart-horary-wheel-hi-dark.png` });
});
