/**
 * chart_layout on constructed charts (table ephemeris): South Indian sign cells, North Indian whole-sign
 * houses, the wheel's angle convention and the collision offsets of close grahas.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { layoutRecord } from '../../src/app/present/layout.js';
import { castChart } from '../../src/engine/chart/cast.js';
import {
  type ChartLayout,
  chartLayout,
  type LayoutPoint,
  northCellGeometry,
  southCellGeometry,
  WHEEL_LABEL_BOX,
  WHEEL_RADII,
  wheelAngle,
  wheelCuspGeometry,
  wheelGrahaGeometry,
  wheelPlacements,
  wheelPoint,
} from '../../src/engine/chart/layout.js';
import { DEFAULT_SETTINGS, GRAHAS, type Graha, SIGNS } from '../../src/engine/types.js';
import { createTableEphemeris, type TableEphemerisData } from '../../src/ephemeris/table.js';

function layoutOf(data: TableEphemerisData): ChartLayout {
  const chart = castChart(createTableEphemeris(data), 2451545, 0, 0, DEFAULT_SETTINGS);
  return chartLayout(chart);
}

// Ascendant Libra 10° (sign index 6); unequal Placidus-like cusps, so that Aquarius and Leo hold two
// cusps each and Virgo and Pisces none, to see `cusps` per cell.
const CUSPS = [190, 218, 247, 279, 305, 328, 10, 38, 67, 99, 125, 148];
const GIVEN: TableEphemerisData = {
  grahas: {
    Sun: { longitude: 95 }, // Cancer 5°
    Moon: { longitude: 12.5 }, // Aries 12°30′
    Mars: { longitude: 359.5 }, // Pisces 29°30′
    Mercury: { longitude: 110, speed: -0.4 }, // Cancer 20°, retrograde
    Jupiter: { longitude: 200 }, // Libra 20°
    Venus: { longitude: 65 }, // Gemini 5°
    Saturn: { longitude: 290, speed: -0.02 }, // Capricorn 20°, retrograde
    Rahu: { longitude: 150 }, // Virgo 0°; Ketu Pisces 0°
  },
  cusps: CUSPS,
};
const layout = layoutOf(GIVEN);

const inBox = (p: LayoutPoint, b: { x: number; y: number; width: number; height: number }) =>
  p.x > b.x && p.x < b.x + b.width && p.y > b.y && p.y < b.y + b.height;

/** Ray casting: is p strictly inside the polygon? */
function inPolygon(p: LayoutPoint, poly: readonly LayoutPoint[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i];
    const b = poly[j];
    if (!a || !b) continue;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) {
      inside = !inside;
    }
  }
  return inside;
}

function polygonArea(poly: readonly LayoutPoint[]): number {
  let sum = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % poly.length];
    if (a && b) sum += a.x * b.y - b.x * a.y;
  }
  return Math.abs(sum) / 2;
}

describe('chart_layout: common', () => {
  it('ascendant and graha labels: (R) for retrograde planets, never for the nodes', () => {
    assert.equal(layout.ascendant.sign, 'Libra');
    assert.equal(layout.ascendant.degree_text, '10°00′');
    const label = (g: Graha) => layout.grahas.find((x) => x.graha === g)?.label;
    assert.equal(label('Mercury'), 'Me(R)');
    assert.equal(label('Saturn'), 'Sa(R)');
    assert.equal(label('Sun'), 'Su');
    assert.equal(label('Rahu'), 'Ra');
    assert.equal(label('Ketu'), 'Ke');
    assert.deepEqual(
      layout.grahas.map((g) => g.graha),
      [...GRAHAS],
    );
    const rahu = layout.grahas.find((g) => g.graha === 'Rahu');
    assert.equal(rahu?.retrograde, true);
  });
});

describe('chart_layout: South Indian', () => {
  const south = layout.south_indian;

  it('signs sit in fixed cells: Pisces top-left, Aries next, clockwise round the outer ring', () => {
    const at = (sign: string) => south.cells.find((c) => SIGNS[c.sign_index] === sign);
    assert.deepEqual([at('Pisces')?.row, at('Pisces')?.col], [0, 0]);
    assert.deepEqual([at('Aries')?.row, at('Aries')?.col], [0, 1]);
    assert.deepEqual([at('Gemini')?.row, at('Gemini')?.col], [0, 3]);
    assert.deepEqual([at('Cancer')?.row, at('Cancer')?.col], [1, 3]);
    assert.deepEqual([at('Virgo')?.row, at('Virgo')?.col], [3, 3]);
    assert.deepEqual([at('Sagittarius')?.row, at('Sagittarius')?.col], [3, 0]);
    assert.deepEqual([at('Aquarius')?.row, at('Aquarius')?.col], [1, 0]);
    assert.deepEqual(
      south.cells.map((c) => SIGNS[c.sign_index]),
      [...SIGNS],
    );
    // Twelve distinct outer cells; the centre 2 × 2 is empty.
    const keys = new Set(south.cells.map((c) => `${c.row},${c.col}`));
    assert.equal(keys.size, 12);
    for (const k of ['1,1', '1,2', '2,1', '2,2']) assert.ok(!keys.has(k), k);
  });

  it('the cell geometry a client derives from row and col, as the schema states it (issue 22 §3)', () => {
    for (const c of south.cells) {
      const { box, label_anchor } = southCellGeometry(c.sign_index);
      assert.deepEqual(box, { x: c.col / 4, y: c.row / 4, width: 0.25, height: 0.25 });
      // The schema's formula, to the 4 decimals the layout is rounded to.
      assert.ok(Math.abs(label_anchor.x - (c.col / 4 + 0.226)) < 5e-5, String(c.sign_index));
      assert.ok(Math.abs(label_anchor.y - (c.row / 4 + 0.232)) < 5e-5, String(c.sign_index));
    }
  });

  it('each graha is in the cell of its sign, with its retrograde flag and degree text', () => {
    for (const g of layout.grahas) {
      const cell = south.cells[g.sign_index];
      assert.ok(cell);
      const item = cell.items.find((i) => i.graha === g.graha);
      assert.ok(item, `${g.graha} in ${g.sign}`);
      assert.ok(
        inBox(item, southCellGeometry(cell.sign_index).box),
        `${g.graha} anchor in its cell`,
      );
    }
    // An item's text is its graha's, stated once in `grahas`.
    assert.deepEqual(
      layout.grahas.filter((g) => g.sign === 'Cancer').map((g) => [g.label, g.retrograde]),
      [
        ['Su', false],
        ['Me(R)', true],
      ],
    );
    assert.deepEqual(
      south.cells[3]?.items.map((i) => i.graha),
      ['Sun', 'Mercury'],
    ); // Cancer, by longitude
    assert.equal(south.cells[11]?.items.length, 2); // Pisces: Ketu 0°, Mars 29°30′
    assert.deepEqual(
      south.cells[11]?.items.map((i) => i.graha),
      ['Ketu', 'Mars'],
    );
  });

  it('the ascendant sign is marked and lists the ascendant first; cusps per sign', () => {
    const marked = south.cells.filter((c) => c.is_ascendant);
    assert.deepEqual(
      marked.map((c) => SIGNS[c.sign_index]),
      ['Libra'],
    );
    assert.deepEqual(
      marked[0]?.items.map((i) => i.graha),
      [null, 'Jupiter'],
    );
    assert.equal(south.cells[6]?.whole_sign_house, 1);
    assert.equal(south.cells[5]?.whole_sign_house, 12);
    assert.deepEqual(south.cells[10]?.cusps, [5, 6]); // Aquarius 305°, 328°
    assert.deepEqual(south.cells[7]?.cusps, [2]); // Scorpio 218°
    assert.deepEqual(south.cells[0]?.cusps, [7]); // Aries 10° (38° is Taurus)
    assert.deepEqual(south.cells[4]?.cusps, [11, 12]); // Leo 125°, 148°
    assert.deepEqual(south.cells[11]?.cusps, []); // Pisces
  });

  it('a crowded cell keeps every anchor inside it', () => {
    const crowded = layoutOf({
      grahas: {
        Sun: { longitude: 181 },
        Moon: { longitude: 183 },
        Mars: { longitude: 185 },
        Mercury: { longitude: 187 },
        Jupiter: { longitude: 189 },
        Venus: { longitude: 191 },
        Saturn: { longitude: 193 },
        Rahu: { longitude: 195 },
        Ketu: { longitude: 197 },
      },
      cusps: CUSPS,
    });
    const cell = crowded.south_indian.cells[6];
    assert.ok(cell);
    assert.equal(cell.items.length, 10);
    for (const i of cell.items) assert.ok(inBox(i, southCellGeometry(cell.sign_index).box));
    const north = crowded.north_indian.cells[0];
    assert.ok(north);
    const outline = northCellGeometry(north.house).polygon;
    for (const i of north.items) assert.ok(inPolygon(i, outline), `${i.graha} in house 1`);
  });
});

describe('chart_layout: North Indian', () => {
  const north = layout.north_indian;

  it('house 1 is the top diamond and holds the ascendant sign; signs follow counter-clockwise', () => {
    const h1 = north.cells[0];
    assert.ok(h1);
    assert.equal(h1.house, 1);
    assert.equal(SIGNS[h1.sign_index], 'Libra');
    assert.equal(h1.sign_number, 7);
    assert.equal(h1.shape, 'diamond');
    assert.ok(h1.is_ascendant);
    assert.deepEqual(northCellGeometry(h1.house).polygon, [
      { x: 0.5, y: 0 },
      { x: 0.25, y: 0.25 },
      { x: 0.5, y: 0.5 },
      { x: 0.75, y: 0.25 },
    ]);
    assert.deepEqual(
      north.cells.map((c) => c.sign_number),
      [7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6],
    );
    // Counter-clockwise: house 2 upper left, 4 the left diamond, 7 the bottom, 10 the right.
    const centroid = (h: number) => {
      const poly = northCellGeometry(h).polygon;
      return {
        x: poly.reduce((s, p) => s + p.x, 0) / poly.length,
        y: poly.reduce((s, p) => s + p.y, 0) / poly.length,
      };
    };
    assert.ok(centroid(2).x < 0.5 && centroid(2).y < 0.25);
    assert.ok(centroid(4).x < 0.5 && Math.abs(centroid(4).y - 0.5) < 1e-9);
    assert.ok(centroid(7).y > 0.5 && Math.abs(centroid(7).x - 0.5) < 1e-9);
    assert.ok(centroid(10).x > 0.5 && Math.abs(centroid(10).y - 0.5) < 1e-9);
    assert.ok(centroid(12).x > 0.5 && centroid(12).y < 0.25);
  });

  it('the twelve cells tile the square, and anchors lie inside their cells', () => {
    const cell = (h: number) => northCellGeometry(h);
    const total = north.cells.reduce((s, c) => s + polygonArea(cell(c.house).polygon), 0);
    assert.ok(Math.abs(total - 1) < 1e-12, `area ${total}`);
    for (const c of north.cells) {
      const { polygon, label_anchor } = cell(c.house);
      assert.ok(inPolygon(label_anchor, polygon), `label of house ${c.house}`);
      for (const i of c.items) assert.ok(inPolygon(i, polygon), `${i.graha} in ${c.house}`);
    }
  });

  it('each graha sits in the cell of its whole-sign house', () => {
    for (const g of layout.grahas) {
      const cell = north.cells.find((c) => c.items.some((i) => i.graha === g.graha));
      assert.ok(cell, g.graha);
      assert.equal(cell.house, g.whole_sign_house);
      assert.equal(cell.sign_index, g.sign_index);
    }
    // Sun in Cancer from a Libra ascendant: whole-sign house 10 (the right diamond).
    assert.equal(layout.grahas[0]?.whole_sign_house, 10);
    assert.ok(north.cells[9]?.items.some((i) => i.graha === 'Sun'));
    // Jupiter in Libra: house 1 with the ascendant.
    assert.deepEqual(
      north.cells[0]?.items.map((i) => i.graha),
      [null, 'Jupiter'],
    );
  });
});

describe('chart_layout: KP wheel', () => {
  const wheel = layout.wheel;

  it('ascendant at 180° (left), zodiac counter-clockwise: angle = 180 + longitude − ascendant', () => {
    assert.equal(wheel.ascendant_angle, 180);
    assert.equal(wheel.cusps[0]?.angle, 180);
    assert.equal(wheelAngle(190, 190), 180);
    assert.equal(wheelAngle(280, 190), 270); // 90° later is at the bottom
    assert.equal(wheel.zero_aries_angle, 350); // 0° Aries: 180 − 190 mod 360
    const asc = wheel.cusps[0];
    assert.ok(asc);
    const spoke = wheelCuspGeometry(asc, wheel.radii).spoke;
    assert.ok(Math.abs(spoke.to.x + WHEEL_RADII.signRingInner) < 1e-12);
    assert.ok(Math.abs(spoke.to.y) < 1e-12);
    for (const g of wheel.grahas) {
      const longitude = layout.grahas.find((l) => l.graha === g.graha)?.longitude ?? Number.NaN;
      const expected = (((180 + longitude - 190) % 360) + 360) % 360;
      assert.ok(Math.abs(g.angle - expected) < 1e-9, `${g.graha} at ${g.angle}`);
      const outer = wheelGrahaGeometry(g, wheel.radii).marker.from;
      assert.ok(
        Math.abs(outer.x - WHEEL_RADII.signRingInner * Math.cos((g.angle * Math.PI) / 180)) < 1e-12,
      );
      assert.ok(
        Math.abs(outer.y + WHEEL_RADII.signRingInner * Math.sin((g.angle * Math.PI) / 180)) < 1e-12,
      );
    }
    // Cancer (Sun) is 95 − 190 = −95 → 85°: just right of the top (the MC side), y negative = up.
    const sun = wheel.grahas[0];
    assert.equal(sun?.angle, 85);
    assert.ok(sun && wheelGrahaGeometry(sun, wheel.radii).marker.from.y < 0);
  });

  it('signs and cusps: sign starts 30° apart counter-clockwise; house middles between cusps', () => {
    wheel.signs.forEach((s, i) => {
      assert.equal(s.start_angle, (((350 + 30 * i) % 360) + 360) % 360);
    });
    const c1 = wheel.cusps[0];
    assert.equal(c1?.house_mid_angle, 194); // halfway from 190 to 218
    assert.equal(
      wheel.cusps
        .filter((c) => c.is_angular)
        .map((c) => c.house)
        .join(','),
      '1,4,7,10',
    );
  });

  it('far-apart grahas keep their exact angle at the outer tier', () => {
    // Jupiter (Libra 20°) and Saturn (Capricorn 20°) have no graha within 40°.
    const jupiter = wheel.grahas.find((g) => g.graha === 'Jupiter');
    const saturn = wheel.grahas.find((g) => g.graha === 'Saturn');
    for (const g of [jupiter, saturn]) {
      assert.ok(g);
      assert.equal(g.tier, 0);
      assert.equal(g.label_angle, g.angle);
      assert.equal(wheelGrahaGeometry(g, wheel.radii).radius, WHEEL_RADII.grahaTiers[0]);
    }
  });

  it('close grahas are separated (inner tier or turned), and no two label boxes overlap', () => {
    // Mars at 359.5 and Ketu at 330: apart. Make a conjunction: Sun, Mercury 1° apart.
    const close = layoutOf({
      ...GIVEN,
      grahas: { ...GIVEN.grahas, Mercury: { longitude: 96 }, Venus: { longitude: 97.5 } },
    });
    const [sun, mercury, venus] = ['Sun', 'Mercury', 'Venus'].map((n) =>
      close.wheel.grahas.find((g) => g.graha === n),
    );
    assert.ok(sun && mercury && venus);
    const anchor = (g: (typeof close.wheel.grahas)[number]) =>
      wheelGrahaGeometry(g, close.wheel.radii).label_anchor;
    assert.notDeepEqual(anchor(sun), anchor(mercury));
    assert.ok(sun.tier !== mercury.tier || sun.label_angle !== mercury.label_angle);
    assertNoOverlap(close.wheel.grahas.map(anchor));
    // The markers stay at the exact longitudes.
    assert.equal(mercury.angle, wheelAngle(96, 190));
  });

  it('property: for any positions the nine label boxes never overlap and read in zodiac order', () => {
    const lon = fc.double({ min: 0, max: 359.999, noNaN: true });
    fc.assert(
      fc.property(fc.array(lon, { minLength: 9, maxLength: 9 }), lon, (lons, asc) => {
        const angles = GRAHAS.map((graha, i) => ({ graha, angle: wheelAngle(lons[i] ?? 0, asc) }));
        const placements = wheelPlacements(angles);
        const points = angles.map(({ graha, angle }) => {
          const p = placements.get(graha);
          assert.ok(p);
          return wheelPoint(angle + p.offset, WHEEL_RADII.grahaTiers[p.tier] ?? 0);
        });
        assertNoOverlap(points);
        // Going counter-clockwise from the widest empty arc, label angles never decrease.
        const sorted = [...angles].sort(
          (a, b) => a.angle - b.angle || GRAHAS.indexOf(a.graha) - GRAHAS.indexOf(b.graha),
        );
        let start = 0;
        let widest = -1;
        sorted.forEach((g, i) => {
          const prev = sorted[(i + 8) % 9] ?? g;
          const gap = (((g.angle - prev.angle) % 360) + 360) % 360;
          if (gap > widest) {
            widest = gap;
            start = i;
          }
        });
        const origin = sorted[start]?.angle ?? 0;
        let last = Number.NEGATIVE_INFINITY;
        for (let k = 0; k < 9; k++) {
          const g = sorted[(start + k) % 9];
          assert.ok(g);
          const at =
            origin +
            ((((g.angle - origin) % 360) + 360) % 360) +
            (placements.get(g.graha)?.offset ?? 0);
          assert.ok(at >= last - 1e-9, `${g.graha} label turned back past the previous one`);
          last = at;
        }
      }),
      { numRuns: 300, seed: 20260704 },
    );
  });

  it('a nine-graha stellium still gets nine separate labels', () => {
    const angles = GRAHAS.map((graha, i) => ({ graha, angle: 100 + i * 0.5 }));
    const placements = wheelPlacements(angles);
    assertNoOverlap(
      angles.map(({ graha, angle }) => {
        const p = placements.get(graha) ?? { tier: 0, offset: 0 };
        return wheelPoint(angle + p.offset, WHEEL_RADII.grahaTiers[p.tier] ?? 0);
      }),
    );
  });
});

function assertNoOverlap(points: readonly LayoutPoint[]): void {
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const a = points[i];
      const b = points[j];
      assert.ok(a && b);
      const apart =
        Math.abs(a.x - b.x) >= WHEEL_LABEL_BOX.width - 1e-9 ||
        Math.abs(a.y - b.y) >= WHEEL_LABEL_BOX.height - 1e-9;
      assert.ok(apart, `labels ${i} and ${j} overlap: ${JSON.stringify([a, b])}`);
    }
  }
}

describe('chart_layout: determinism', () => {
  it('the same chart gives the same layout, and the same rounded JSON, twice', () => {
    const again = layoutOf(GIVEN);
    assert.deepEqual(again, layout);
    assert.equal(JSON.stringify(layoutRecord(again)), JSON.stringify(layoutRecord(layout)));
  });

  it('placements do not depend on the order the grahas are given in', () => {
    const angles = GRAHAS.map((graha, i) => ({ graha, angle: (37 * i * i) % 360 }));
    const a = wheelPlacements(angles);
    const b = wheelPlacements([...angles].reverse());
    for (const g of GRAHAS) assert.deepEqual(a.get(g), b.get(g));
  });

  it('the presented layout holds no frozen object or array, and shares none between layouts', () => {
    // Issue 22 §3: V8's JSON.stringify writes a frozen array several times slower than a plain one,
    // so the presenter sends fresh copies of the engine's frozen constants (North Indian polygons and
    // anchors, the wheel's radii). Authority: the presenter's own contract; exact.
    const a = layoutRecord(layout);
    const b = layoutRecord(layoutOf(GIVEN));
    const seen = new Set<object>();
    const walk = (v: unknown, path: string): void => {
      if (v === null || typeof v !== 'object') return;
      assert.ok(!Object.isFrozen(v), `${path} is frozen`);
      seen.add(v);
      for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`);
    };
    walk(a, 'chart_layout');
    const shared: string[] = [];
    const find = (v: unknown, path: string): void => {
      if (v === null || typeof v !== 'object') return;
      if (seen.has(v)) shared.push(path);
      for (const [k, x] of Object.entries(v)) find(x, `${path}.${k}`);
    };
    find(b, 'chart_layout');
    assert.deepEqual(shared, []);
  });

  it('the presented layout rounds longitudes to 6 decimals and geometry to 4', () => {
    const r = layoutRecord(layout);
    const decimals = (x: number) => (String(x).split('.')[1] ?? '').length;
    for (const g of r.wheel.grahas) {
      assert.ok(decimals(g.angle) <= 4 && decimals(g.label_angle) <= 4);
    }
    for (const g of r.grahas) assert.ok(decimals(g.longitude) <= 6);
    for (const c of r.south_indian.cells) {
      for (const i of c.items) assert.ok(decimals(i.x) <= 4 && decimals(i.y) <= 4);
    }
  });
});
