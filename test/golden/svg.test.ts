/**
 * Golden pictures: the three SVGs of one real chart (1990-07-04 10:12 IST, Delhi, KP ayanamsa), compared
 * byte for byte. Rewrite them only on purpose: `UPDATE_GOLDEN=1 node scripts/run-tests.mjs test/golden`.
 * meta.json beside them records what they were made with. The offset is pinned (no tz database
 * involved); the SE data files are required (a Moshier-only machine fails, it does not skip).
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Static, TSchema } from 'typebox';
import { Check, Errors } from 'typebox/value';
import { resolveMoment } from '../../src/app/moment.js';
import { layoutRecord } from '../../src/app/present/layout.js';
import { castChart } from '../../src/engine/chart/cast.js';
import { GRAHA_LABELS, chartLayout } from '../../src/engine/chart/layout.js';
import { CHART_STYLES, renderSvg } from '../../src/engine/render/svg.js';
import { GRAHAS } from '../../src/engine/types.js';
import { ChartLayout as ChartLayoutSchema } from '../../src/http/schemas/layout.js';
import { testCompute } from '../helpers/compute.js';

const DIR = new URL('./svg/', import.meta.url).pathname;
const UPDATE = process.env.UPDATE_GOLDEN === '1';

const INPUT = {
  date: '1990-07-04',
  time: '10:12',
  latitude: 28.6139,
  longitude: 77.209,
  utcOffsetHours: 5.5,
  ayanamsa: 'kp',
  node_type: 'mean',
} as const;
const TITLE = 'Delhi · 1990-07-04 10:12 IST · KP';

const deps = testCompute();
const moment = resolveMoment(deps.ephemeris, deps.zones, INPUT);
const chart = castChart(deps.ephemeris, moment.jdUt, INPUT.latitude, INPUT.longitude, {
  ayanamsa: INPUT.ayanamsa,
  nodeType: INPUT.node_type,
});
const layout = layoutRecord(chartLayout(chart));
// The presented layout is exactly the documented schema type (checked by the compiler).
const typed: Static<typeof ChartLayoutSchema> = layout;

const meta = {
  input: INPUT,
  title: TITLE,
  ephemeris: deps.ephemeris.mode,
  swisseph_version: deps.ephemeris.version,
  engine_version: deps.engineVersion,
};

/** Tags balance and nest (a small XML check: no DOCTYPE, comments or CDATA are produced). */
function assertWellFormed(svg: string): void {
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (const m of svg.matchAll(tag)) {
    const between = svg.slice(last, m.index);
    assert.ok(!between.includes('<') && !between.includes('>'), `stray bracket before ${m[0]}`);
    assert.ok(!/&(?!(amp|lt|gt|quot|apos);)/.test(between), `unescaped & in ${between}`);
    last = (m.index ?? 0) + m[0].length;
    const [, close, name = '', , selfClose] = m;
    if (selfClose) continue;
    if (close) assert.equal(stack.pop(), name, `</${name}> closes the wrong element`);
    else stack.push(name);
  }
  assert.equal(svg.slice(last).trim(), '', 'text after the root element');
  assert.deepEqual(stack, [], 'unclosed elements');
  assert.ok(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 540"'));
  assert.ok(svg.endsWith('</svg>\n'));
}

/** Object keys the schema does not declare would be dropped by the response serializer. */
function undeclaredKeys(schema: TSchema, value: unknown, path = '$'): string[] {
  const s = schema as {
    properties?: Record<string, TSchema>;
    items?: TSchema;
    anyOf?: TSchema[];
  };
  if (Array.isArray(value) && s.items) {
    return value.flatMap((v, i) => undeclaredKeys(s.items as TSchema, v, `${path}[${i}]`));
  }
  if (value && typeof value === 'object' && s.properties) {
    const props = s.properties;
    return Object.entries(value).flatMap(([k, v]) => {
      const sub = props[k];
      return sub ? undeclaredKeys(sub, v, `${path}.${k}`) : [`${path}.${k}`];
    });
  }
  return [];
}

describe('chart pictures (golden SVG)', () => {
  it('the presented layout validates against the ChartLayout schema, with no undeclared field', () => {
    assert.ok(Check(ChartLayoutSchema, typed), JSON.stringify(Errors(ChartLayoutSchema, typed)));
    assert.deepEqual(undeclaredKeys(ChartLayoutSchema, layout), []);
  });

  for (const style of CHART_STYLES) {
    it(`${style}: well-formed, all nine graha labels, byte-identical to the golden file`, () => {
      const svg = renderSvg(layout, style, { title: TITLE });
      assertWellFormed(svg);
      for (const g of GRAHAS) {
        const re = new RegExp(`>${GRAHA_LABELS[g]}(\\(R\\))?<`);
        assert.match(svg, re, `${g} label`);
      }
      assert.match(svg, />Asc</);
      assert.equal(renderSvg(layout, style, { title: TITLE }), svg, 'deterministic');

      const file = join(DIR, `${style}.svg`);
      const metaFile = join(DIR, 'meta.json');
      if (UPDATE) {
        mkdirSync(DIR, { recursive: true });
        writeFileSync(file, svg);
        writeFileSync(metaFile, `${JSON.stringify(meta, null, 2)}\n`);
        return;
      }
      assert.ok(existsSync(file), `${file} missing: run with UPDATE_GOLDEN=1`);
      const recorded = JSON.parse(readFileSync(metaFile, 'utf8')) as typeof meta;
      assert.equal(
        meta.ephemeris,
        recorded.ephemeris,
        'the golden SVGs come from the SE data files: install swe-basic-data or set SE_EPHE_PATH',
      );
      assert.equal(svg, readFileSync(file, 'utf8'));
    });
  }

  it('escapes the title', () => {
    const svg = renderSvg(layout, 'north', { title: 'A & B <C> "D"' });
    assert.ok(svg.includes('A &amp; B &lt;C&gt; &quot;D&quot;'));
    assertWellFormed(svg);
  });
});
