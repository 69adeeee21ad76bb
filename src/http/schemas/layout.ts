/**
 * `chart_layout` (engine/chart/layout.ts): the geometry to draw the chart as a South Indian chart, a
 * North Indian chart and a KP wheel, as plain numbers and strings. Every field is described here, since
 * this becomes the OpenAPI document.
 */
import { Type } from 'typebox';
import { GRAHAS, SIGNS } from '../../engine/types.js';

const SQUARE =
  'Unit-square coordinates: x from 0 (left) to 1 (right), y from 0 (top) to 1 (bottom); multiply by the drawing size.';
const CIRCLE =
  'Unit-circle coordinates: centre (0, 0), outer radius 1, x right, y down; multiply by the radius and add the centre.';

// Enums (not unions of literals built with map) so that Static<typeof ChartLayout> keeps the names.
const SignName = (description: string) => Type.Enum(SIGNS, { description });
const GrahaName = Type.Enum(GRAHAS, { description: 'One of the nine grahas.' });
const SignIndex = Type.Integer({
  minimum: 0,
  maximum: 11,
  description: 'Sign index: 0 = Aries … 11 = Pisces.',
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

const Point = (description: string) =>
  Type.Object(
    {
      x: Type.Number({ description: 'x coordinate (right positive).' }),
      y: Type.Number({ description: 'y coordinate (down positive).' }),
    },
    { description },
  );
const Box = (description: string) =>
  Type.Object(
    {
      x: Type.Number({ description: 'Left edge.' }),
      y: Type.Number({ description: 'Top edge.' }),
      width: Type.Number({ description: 'Width.' }),
      height: Type.Number({ description: 'Height.' }),
    },
    { description: `${description} ${SQUARE}` },
  );
const Segment = (description: string) =>
  Type.Object(
    {
      from: Point('Start point.'),
      to: Point('End point.'),
    },
    { description },
  );

const GrahaLabel = Type.String({
  description:
    'Short graha label: Su Mo Ma Me Ju Ve Sa Ra Ke, with (R) appended when retrograde (Rahu and Ketu, always retrograde in mean motion, are never marked).',
  examples: ['Sa(R)'],
});

const CellItem = Type.Object(
  {
    kind: Type.Union([Type.Literal('ascendant'), Type.Literal('graha')], {
      description: 'What the line shows: the ascendant or a graha.',
    }),
    graha: Type.Union([GrahaName, Type.Null()], {
      description: 'The graha, or null for the ascendant.',
    }),
    label: Type.String({
      description: 'Text to show in bold: `Asc`, or the graha label (e.g. `Sa(R)`).',
    }),
    degree_text: DegreeText,
    longitude: Longitude,
    retrograde: Type.Boolean({ description: 'True when the graha moves backwards (speed < 0).' }),
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
    sign: SignName('The sign fixed to this cell.'),
    sign_index: SignIndex,
    sign_label: SignLabel,
    row: Type.Integer({ minimum: 0, maximum: 3, description: 'Grid row, 0 = top.' }),
    col: Type.Integer({ minimum: 0, maximum: 3, description: 'Grid column, 0 = left.' }),
    box: Box('The cell (0.25 × 0.25).'),
    label_anchor: Point(`Centre of the sign label (bottom-right of the cell). ${SQUARE}`),
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

const NorthCell = Type.Object(
  {
    house: HouseNumber('Whole-sign house 1-12 (fixed position).'),
    sign: SignName('Sign in this house, counted from the ascendant sign.'),
    sign_index: SignIndex,
    sign_number: Type.Integer({
      minimum: 1,
      maximum: 12,
      description: 'Sign number written in the cell: 1 = Aries … 12 = Pisces.',
    }),
    sign_label: SignLabel,
    shape: Type.Union([Type.Literal('diamond'), Type.Literal('triangle')], {
      description: 'Houses 1, 4, 7, 10 are diamonds; the others triangles.',
    }),
    polygon: Type.Array(Point('A vertex.'), {
      minItems: 3,
      maxItems: 4,
      description: `The cell's outline, vertices in drawing order. ${SQUARE}`,
    }),
    label_anchor: Point(
      `Centre of the sign number, near the cell's corner towards the chart centre. ${SQUARE}`,
    ),
    content_box: Box('Box inside the cell where its items are placed.'),
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
    sign: SignName('The sign.'),
    sign_index: SignIndex,
    sign_label: SignLabel,
    start_angle: Angle(
      'Angle of the sign’s 0° boundary; the sign runs 30° counter-clockwise from it.',
    ),
    label_angle: Angle('Angle of the sign’s 15° point.'),
    label_anchor: Point(`Centre of the sign label, mid-way across the sign ring. ${CIRCLE}`),
    boundary: Segment(`The boundary line across the sign ring at start_angle. ${CIRCLE}`),
  },
  { description: 'A sector of the sign ring.' },
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
    spoke: Segment(
      `The cusp line, from the hub circle to the inner edge of the sign ring. ${CIRCLE}`,
    ),
    label_anchor: Point(
      `Just outside the outer circle on the cusp's line: where its sign and degree text go (anchor the text away from the centre). ${CIRCLE}`,
    ),
    house_mid_angle: Angle('Angle halfway from this cusp to the next (the middle of the house).'),
    house_number_anchor: Point(`Centre of the house number, inside the hub. ${CIRCLE}`),
  },
  { description: 'A Placidus cusp drawn as a spoke.' },
);

const WheelGraha = Type.Object(
  {
    graha: GrahaName,
    label: GrahaLabel,
    degree_text: DegreeText,
    longitude: Longitude,
    retrograde: Type.Boolean({ description: 'True when the graha moves backwards (speed < 0).' }),
    angle: Angle('Exact angle of the longitude, where the marker is.'),
    tier: Type.Integer({
      minimum: 0,
      description: 'Collision tier of the label, 0 = outermost (an index into radii.graha_tiers).',
    }),
    radius: Type.Number({
      description:
        'Radius of the label centre, fraction of the outer radius: the collision-avoidance offset (close grahas go to inner tiers).',
    }),
    label_angle: Angle(
      'Angle of the label centre: the exact angle, or turned off it when the tiers are crowded (then draw a leader line from the marker).',
    ),
    label_anchor: Point(
      `Centre of the two-line label (label over degree_text) at (label_angle, radius). ${CIRCLE}`,
    ),
    marker: Segment(
      `Tick at the exact longitude, inward from the inner edge of the sign ring (outer end first). ${CIRCLE}`,
    ),
  },
  { description: 'A graha on the wheel.' },
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
        centre: Box('The empty centre (2 × 2 cells), for a title or details.'),
        lines: Type.Array(Segment(`A grid line. ${SQUARE}`), {
          description:
            'Grid lines to draw: the outer square and the cell borders (none cross the centre).',
        }),
      },
      { description: 'South Indian chart: signs fixed, the ascendant’s sign marked.' },
    ),
    north_indian: Type.Object(
      {
        cells: Type.Array(NorthCell, {
          minItems: 12,
          maxItems: 12,
          description:
            'The twelve house cells in house order. Houses are fixed: house 1 the top centre diamond, then counter-clockwise (2 and 3 upper left, 4 the left diamond, 7 the bottom diamond, 10 the right diamond); each holds the sign counted from the ascendant sign (whole-sign houses).',
        }),
        lines: Type.Array(Segment(`A frame line. ${SQUARE}`), {
          description: 'Frame lines: the outer square, both diagonals and the inner diamond.',
        }),
      },
      { description: 'North Indian chart: houses fixed, signs numbered from the ascendant sign.' },
    ),
    wheel: Type.Object(
      {
        convention: Type.String({
          description: 'The angle convention in words (the same as stated here).',
        }),
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
      'Geometry to draw the chart as a South Indian chart, a North Indian chart and a KP wheel: plain numbers and strings, so a client can draw without astrology. Longitudes are rounded to 6 decimals, angles and coordinates to 4.',
  },
);
