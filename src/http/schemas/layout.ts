/**
 * `chart_layout` (engine/chart/layout.ts): the geometry to draw the chart as a South Indian chart, a
 * North Indian chart and a KP wheel, as plain numbers and strings. Every field is described here, since
 * this becomes the OpenAPI document.
 */
import { Type } from 'typebox';
import { northCellGeometry } from '../../engine/chart/layout.js';
import { GRAHAS, SIGNS } from '../../engine/types.js';

const SQUARE =
  'Unit-square coordinates: x from 0 (left) to 1 (right), y from 0 (top) to 1 (bottom); multiply by the drawing size.';
const CIRCLE =
  'Unit-circle coordinates: centre (0, 0), outer radius 1, x right, y down; multiply by the radius and add the centre.';

// Enums (not unions of literals built with map) so that Static<typeof ChartLayout> keeps the names.
const SignName = (description: string) => Type.Enum(SIGNS, { description });
const GrahaName = Type.Enum(GRAHAS, {
  description:
    'The planet drawn here: Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu or Ketu.',
});
const SignIndex = Type.Integer({
  minimum: 0,
  maximum: 11,
  description:
    'Sign index: 0 = Aries … 11 = Pisces (two-letter labels Ar Ta Ge Cn Le Vi Li Sc Sg Cp Aq Pi, in that order).',
});
const SignLabel = Type.String({
  description: 'Two-letter sign label: Ar Ta Ge Cn Le Vi Li Sc Sg Cp Aq Pi.',
  examples: ['Le'],
});
const DegreeText = Type.String({
  description: 'Degrees and minutes within the sign, DD°MM′ (minutes truncated).',
  examples: ['18°28′'],
});
const Longitude = Type.Number({ description: 'Sidereal longitude, degrees [0, 360).' });
const Angle = (description: string) =>
  Type.Number({
    minimum: 0,
    maximum: 360,
    description: `${description} Wheel angle, degrees counter-clockwise from 3 o’clock.`,
  });
const HouseNumber = (description: string) => Type.Integer({ minimum: 1, maximum: 12, description });

const GrahaLabel = Type.String({
  description:
    'Short graha label: Su Mo Ma Me Ju Ve Sa Ra Ke, with (R) appended when retrograde (Rahu and Ketu, always retrograde in mean motion, are never marked).',
  examples: ['Sa(R)'],
});

const CellItem = Type.Object(
  {
    graha: Type.Union([GrahaName, Type.Null()], {
      description:
        'The graha, or null for the ascendant. The line’s text is `label degree_text` of that graha in `grahas` (label in bold), or `Asc` and `ascendant.degree_text`.',
    }),
    x: Type.Number({
      description: 'Suggested centre of the one-line text `label degree_text`, x.',
    }),
    y: Type.Number({ description: 'Suggested centre of the text, y.' }),
  },
  {
    description: `One line of text in a cell: the ascendant first (if in the cell), then grahas by longitude. ${SQUARE}`,
  },
);

const ItemMetrics = {
  item_line_height: Type.Number({
    description:
      'Line height the item anchors assume (unit square); size the item font to about 80 % of it.',
  }),
  item_column_width: Type.Number({
    description:
      'Width of an item column (unit square): the content width, or half of it when a crowded cell uses two columns.',
  }),
};

const Cusps = Type.Array(HouseNumber('A house number.'), {
  description:
    'Placidus (KP) cusps whose longitude falls in this cell’s sign (0, 1 or 2 of them, ascending).',
});

const SouthCell = Type.Object(
  {
    sign_index: SignIndex,
    row: Type.Integer({
      minimum: 0,
      maximum: 3,
      description:
        'Grid row, 0 = top. The cell is the box (col/4, row/4, 1/4, 1/4); its sign label is centred at (col/4 + 0.226, row/4 + 0.232), near the bottom-right corner.',
    }),
    col: Type.Integer({ minimum: 0, maximum: 3, description: 'Grid column, 0 = left.' }),
    is_ascendant: Type.Boolean({
      description: 'True for the ascendant’s sign (mark it, e.g. a stroke across a corner).',
    }),
    whole_sign_house: HouseNumber('Whole-sign house of this sign counted from the ascendant sign.'),
    cusps: Cusps,
    items: Type.Array(CellItem, { description: 'Ascendant (if here) then grahas, by longitude.' }),
    ...ItemMetrics,
  },
  { description: 'A sign cell of the South Indian chart.' },
);

/** The fixed North Indian outlines and sign-number anchors, written from the engine's own table. */
const NORTH_OUTLINES = Array.from({ length: 12 }, (_, i) => {
  const g = northCellGeometry(i + 1);
  const pt = (p: { x: number; y: number }) => `(${p.x}, ${p.y})`;
  return `house ${i + 1} ${g.polygon.map(pt).join(' ')}, sign number at ${pt(g.label_anchor)}`;
})
  .join('; ')
  .concat('.');

const NorthCell = Type.Object(
  {
    house: HouseNumber('Whole-sign house 1-12 (fixed position).'),
    sign_index: SignIndex,
    sign_number: Type.Integer({
      minimum: 1,
      maximum: 12,
      description:
        'Sign number written in the cell: 1 = Aries … 12 = Pisces (sign_index + 1), the sign counted from the ascendant sign.',
    }),
    shape: Type.Union([Type.Literal('diamond'), Type.Literal('triangle')], {
      description: `Houses 1, 4, 7, 10 are diamonds; the others triangles. Each house's outline is fixed (not sent): ${NORTH_OUTLINES} ${SQUARE}`,
    }),
    is_ascendant: Type.Boolean({ description: 'True for house 1.' }),
    cusps: Cusps,
    items: Type.Array(CellItem, {
      description: 'Ascendant (in house 1) then grahas, by longitude.',
    }),
    ...ItemMetrics,
  },
  { description: 'A house cell of the North Indian chart.' },
);

const WheelSign = Type.Object(
  {
    sign_index: SignIndex,
    start_angle: Angle(
      'Angle of the sign’s 0° boundary; the sign runs 30° counter-clockwise from it.',
    ),
    label_angle: Angle('Angle of the sign’s 15° point.'),
  },
  {
    description:
      'A sector of the sign ring: its boundary line crosses the ring at start_angle, from radius radii.sign_ring_inner to radii.outer; its label is centred at (label_angle, (radii.outer + radii.sign_ring_inner) / 2).',
  },
);

const WheelCusp = Type.Object(
  {
    house: HouseNumber('House (cusp) number.'),
    longitude: Longitude,
    angle: Angle('Angle of the cusp.'),
    sign: SignName('Sign of the cusp.'),
    sign_label: SignLabel,
    degree_text: DegreeText,
    is_angular: Type.Boolean({
      description:
        'True for cusps 1, 4, 7, 10 (ascendant, IC, descendant, MC), usually drawn heavier.',
    }),
    house_mid_angle: Angle('Angle halfway from this cusp to the next (the middle of the house).'),
  },
  {
    description:
      'A Placidus cusp drawn as a spoke at `angle`, from radius radii.hub to radii.sign_ring_inner. Its sign and degree text go at (angle, radii.cusp_label), just outside the outer circle (anchor the text away from the centre); its house number is centred at (house_mid_angle, radii.house_number), inside the hub.',
  },
);

const WheelGraha = Type.Object(
  {
    graha: GrahaName,
    angle: Angle('Exact angle of the longitude, where the marker is.'),
    tier: Type.Integer({
      minimum: 0,
      description:
        'Collision tier of the label, 0 = outermost: the label’s radius is radii.graha_tiers[tier] (close grahas go to inner tiers).',
    }),
    label_angle: Angle(
      'Angle of the label centre: the exact angle, or turned off it when the tiers are crowded (then draw a leader line from the marker).',
    ),
  },
  {
    description: `A graha on the wheel; its label and degree text are those of \`grahas\`. Its tick marks the exact longitude, from (angle, radii.sign_ring_inner) inward to (angle, radii.sign_ring_inner − radii.marker_length); its two-line label (label over degree_text) is centred at (label_angle, radii.graha_tiers[tier]). ${CIRCLE}`,
  },
);

export const ChartLayout = Type.Object(
  {
    ascendant: Type.Object(
      {
        longitude: Longitude,
        sign: SignName('Sign of the ascendant (lagna).'),
        sign_index: SignIndex,
        degree_text: DegreeText,
      },
      { description: 'The ascendant (cusp 1).' },
    ),
    grahas: Type.Array(
      Type.Object(
        {
          graha: GrahaName,
          label: GrahaLabel,
          longitude: Longitude,
          sign: SignName('Sign of the graha.'),
          sign_index: SignIndex,
          degree_text: DegreeText,
          retrograde: Type.Boolean({
            description: 'True when the graha moves backwards (speed < 0).',
          }),
          kp_house: HouseNumber('Placidus (KP) house.'),
          whole_sign_house: HouseNumber(
            'Whole-sign house counted from the ascendant sign (its North Indian cell).',
          ),
        },
        { description: 'A graha with the labels the pictures use.' },
      ),
      { minItems: 9, maxItems: 9, description: 'The nine grahas, Sun … Ketu.' },
    ),
    south_indian: Type.Object(
      {
        cells: Type.Array(SouthCell, {
          minItems: 12,
          maxItems: 12,
          description:
            'The twelve sign cells in sign order (Aries … Pisces). Signs are fixed on a 4 × 4 grid: Pisces top-left, Aries next to it, then clockwise round the outer cells (Gemini top-right, Virgo bottom-right, Sagittarius bottom-left).',
        }),
      },
      {
        description:
          'South Indian chart: signs fixed, the ascendant’s sign marked. The grid is the same for every chart: the outer square, the lines y = 0.25, y = 0.75, x = 0.25 and x = 0.75 across it, and the short dividers between side cells (x = 0.5 for y 0-0.25 and 0.75-1; y = 0.5 for x 0-0.25 and 0.75-1); the centre box (0.25, 0.25, 0.5, 0.5) is empty, for a title or details.',
      },
    ),
    north_indian: Type.Object(
      {
        cells: Type.Array(NorthCell, {
          minItems: 12,
          maxItems: 12,
          description:
            'The twelve house cells in house order. Houses are fixed: house 1 the top centre diamond, then counter-clockwise (2 and 3 upper left, 4 the left diamond, 7 the bottom diamond, 10 the right diamond); each holds the sign counted from the ascendant sign (whole-sign houses).',
        }),
      },
      {
        description:
          'North Indian chart: houses fixed, signs numbered from the ascendant sign. The frame is the same for every chart (the cells’ polygon edges): the outer square, both diagonals and the inner diamond joining the sides’ midpoints.',
      },
    ),
    wheel: Type.Object(
      {
        ascendant_angle: Type.Number({
          description: 'Always 180: the ascendant is on the left (9 o’clock).',
        }),
        zero_aries_angle: Angle(
          'Angle of 0° Aries; any longitude L is at (zero_aries_angle + L) mod 360.',
        ),
        radii: Type.Object(
          {
            outer: Type.Number({ description: 'Outer edge of the sign ring (1).' }),
            sign_ring_inner: Type.Number({ description: 'Inner edge of the sign ring.' }),
            hub: Type.Number({ description: 'Hub circle where the cusp spokes begin.' }),
            graha_tiers: Type.Array(Type.Number(), {
              description: 'Label radii of the collision tiers, outermost first.',
            }),
            cusp_label: Type.Number({
              description:
                'Where the cusps’ sign and degree texts go, just outside the outer circle.',
            }),
            house_number: Type.Number({
              description: 'Where the house numbers go, inside the hub.',
            }),
            marker_length: Type.Number({
              description: 'Length of a graha’s tick, inward from the inner edge of the sign ring.',
            }),
          },
          { description: 'Radii as fractions of the outer radius.' },
        ),
        signs: Type.Array(WheelSign, {
          minItems: 12,
          maxItems: 12,
          description: 'Sign ring sectors, Aries … Pisces.',
        }),
        cusps: Type.Array(WheelCusp, {
          minItems: 12,
          maxItems: 12,
          description: 'The twelve Placidus cusps, house order.',
        }),
        grahas: Type.Array(WheelGraha, {
          minItems: 9,
          maxItems: 9,
          description: 'The nine grahas, Sun … Ketu.',
        }),
      },
      {
        description:
          'KP wheel. Angles are degrees counter-clockwise on screen from 3 o’clock; a point at angle a and radius r is (r·cos a, −r·sin a) with y down. The ascendant is at 180° (left) and the zodiac runs counter-clockwise, as in Western and KP wheels: angle = (180 + longitude − ascendant longitude) mod 360. Cusp spokes are Placidus; the outer ring shows the signs.',
      },
    ),
  },
  {
    $id: 'ChartLayout',
    description:
      'Geometry to draw the chart as a South Indian chart, a North Indian chart and a KP wheel: plain numbers and strings, so a client can draw without astrology. Compact: each fact is stated once; the fixed grids and the points that follow from an angle and a radius are described here rather than sent (see each object). Longitudes are rounded to 6 decimals, angles and coordinates to 4.',
  },
);
