import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { birthChartIncluding } from '../../../app/birth-chart.js';
import type { ComputeDeps } from '../../../app/deps.js';
import { OPTIONAL_BLOCKS } from '../../../app/present/chart.js';
import { todayUtc } from '../../clock.js';
import { BirthFields, DateString, SunriseOption } from '../../schemas/common.js';
import { errorResponses } from '../../schemas/responses.js';

export const BirthChartRequest = Type.Object(
  {
    ...BirthFields,
    as_of: Type.Optional(
      DateString('Date on which running dasha periods are marked; default today (UTC)'),
    ),
  },
  { additionalProperties: false },
);

/** The birth chart's own body: the shared request plus `include` (issue 11 §5). */
const BirthChartBody = Type.Object(
  {
    ...BirthChartRequest.properties,
    sunrise: SunriseOption,
    include: Type.Optional(
      Type.Array(Type.Union(OPTIONAL_BLOCKS.map((b) => Type.Literal(b))), {
        uniqueItems: true,
        description:
          'Optional heavy blocks to send: chart_layout (the drawing geometry, about a quarter of the body) and pratyantardashas. Without include every block is sent; with it, a block it does not list is left out (chart_layout absent, pratyantardashas arrays empty with pratyantardashas_scope none).',
        examples: [['chart_layout']],
      }),
    ),
  },
  { additionalProperties: false },
);

export const BirthChartResponse = Type.Object({
  name: Type.String(),
  place: Type.String(),
  timezone: Type.Union([Type.String(), Type.Null()], {
    description:
      'IANA zone id that gave the offset; null when utc_offset_hours fixed it (no zone was used; utc_offset_hours is the offset applied).',
  }),
  utc_offset_hours: Type.Number(),
  local_time_status: Type.Union(
    [Type.Literal('ok'), Type.Literal('ambiguous'), Type.Literal('nonexistent')],
    {
      description:
        'ambiguous: the wall time occurred twice (read as the earlier instant); nonexistent: clocks skipped it (read with the offset in force before the change).',
    },
  ),
  positions: Type.Object(
    Object.fromEntries(
      ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'].map((g) => [
        g,
        Type.Ref('Position'),
      ]),
    ),
  ),
  cusps: Type.Array(Type.Ref('Cusp'), { minItems: 12, maxItems: 12 }),
  predictions: Type.Array(Type.Ref('Prediction'), {
    minItems: 18,
    maxItems: 18,
    description: 'The 18 natal domains in event-catalog order.',
  }),
  dasha: Type.Ref('Dasha'),
  significators: Type.Array(Type.Ref('PlanetSignificators'), {
    description: 'Per planet: the houses it signifies at levels A-D.',
  }),
  planetary_positions_table: Type.Array(Type.Ref('PlanetaryPositionsRow')),
  house_cusps_table: Type.Array(Type.Ref('HouseCuspsRow'), {
    description: 'Cusps with their lords and birth-time sensitivity.',
  }),
  cuspal_promise_table: Type.Array(Type.Ref('CuspalPromiseRow'), {
    description: 'Every cusp: its sub lord, that sub lord’s star lord and the houses signified.',
  }),
  house_significators_abcd: Type.Array(Type.Ref('HouseSignificatorsRow')),
  planetary_aspects: Type.Ref('PlanetaryAspects'),
  vedic_details: Type.Ref('VedicDetails'),
  chart_layout: Type.Optional(
    Type.Ref('ChartLayout', {
      description: 'Geometry to draw a South Indian chart, a North Indian chart and a KP wheel.',
    }),
  ),
  vedic_bhava: Type.Ref('VedicBhava'),
  doshas: Type.Ref('Doshas'),
  meta: Type.Ref('Meta'),
});

export function registerBirthChart(app: FastifyInstance, compute: ComputeDeps): void {
  app.post(
    '/birth-chart',
    {
      schema: {
        tags: ['natal'],
        summary: 'Natal chart',
        description:
          'KP natal chart: positions and cusps with star/sub/sub-sub lords, Vimshottari dasha and significators.',
        body: BirthChartBody,
        response: { 200: BirthChartResponse, ...errorResponses },
      },
    },
    async (request) =>
      birthChartIncluding(
        compute,
        request.body as Parameters<typeof birthChartIncluding>[1],
        todayUtc(),
      ),
  );
}
