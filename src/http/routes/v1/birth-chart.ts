import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { BIRTH_CHART_LABEL_KINDS, birthChartIncluding } from '../../../app/birth-chart.js';
import { withBirthWarnings } from '../../../app/birth-warnings.js';
import type { ComputeDeps } from '../../../app/deps.js';
import { INCLUDE_BLOCKS, INCLUDE_DOCS } from '../../../app/present/include.js';
import { offload, useCase } from '../../../workers/offload.js';
import { todayUtc } from '../../clock.js';
import { computeOptions } from '../../compute-context.js';
import { BirthFields, DateString, ResponseFields, SunriseOption } from '../../schemas/common.js';
import { labelsField, langField } from '../../schemas/lang.js';
import { Warnings } from '../../schemas/places.js';
import { errorResponses } from '../../schemas/responses.js';

const BIRTH_CHART = useCase(
  new URL('../../../app/birth-chart.js', import.meta.url),
  'birthChartIncluding',
);

export const BirthChartRequest = Type.Object(
  {
    ...BirthFields,
    as_of: Type.Optional(
      DateString(
        'Date on which running dasha periods are marked; default today (UTC). Only an as_of given here lets the periods grade the predictions (STRONGLY_PROMISED, REQUIRES_FURTHER_TIMING_CONFIRMATION); without it the verdicts depend on the birth data alone and the timing is for information.',
      ),
    ),
    lang: langField(),
  },
  { additionalProperties: false },
);

/** Each `include` block with what it adds and its size, for the OpenAPI description. */
const INCLUDE_TEXT = INCLUDE_BLOCKS.map(
  (b) => `${b} (about ${Math.round(INCLUDE_DOCS[b].bytes / 100) / 10} KB): ${INCLUDE_DOCS[b].adds}`,
).join('; ');

/** The birth chart's own body: the shared request plus `include` (issue 22 §3). */
const BirthChartBody = Type.Object(
  {
    ...BirthChartRequest.properties,
    sunrise: SunriseOption,
    include: Type.Optional(
      Type.Array(Type.Union(INCLUDE_BLOCKS.map((b) => Type.Literal(b))), {
        uniqueItems: true,
        description: `Heavy blocks to add to the default body, which is the contract's fields and light additions (each prediction: event, title, verdict, confidence, reasoning, polarity, favourable, primary_cusp, cuspal_sub_lord, caveat, promise_verdict, rule, basis, grade_from_timing and a compact timing; verdict_distribution with birth_time_uncertainty_minutes), about 58 KB for delhi-1990 of test/golden and at most 64 KB for every birth (62.0 KB the largest of a seeded sample of 600 births, 1900-2100, 66°S-66°N). As Stripe's expand: a block is sent only when listed. ${INCLUDE_TEXT}.`,
        examples: [
          ['chart_layout'],
          ['predictions.chain', 'predictions.levels', 'predictions.timing'],
        ],
      }),
    ),
  },
  { additionalProperties: false },
);

export const BirthChartResponse = Type.Object(
  {
    name: ResponseFields.name(),
    place: ResponseFields.place(),
    timezone: ResponseFields.timezone(),
    utc_offset_hours: ResponseFields.utcOffsetHours(),
    local_time_status: ResponseFields.localTimeStatus(),
    positions: ResponseFields.positions('the birth chart'),
    cusps: Type.Array(Type.Ref('Cusp'), {
      minItems: 12,
      maxItems: 12,
      description: 'The twelve house cusps, 1st (the ascendant) to 12th, with their lord chains.',
    }),
    predictions: Type.Array(Type.Ref('Prediction'), {
      minItems: 18,
      maxItems: 18,
      description:
        'The 18 natal domains in event-catalog order. Each carries the contract fields and the light additions; predictions.chain, predictions.levels and predictions.timing in include add their detail.',
    }),
    dasha: Type.Ref('Dasha', {
      description:
        'Vimshottari periods from the Moon: the nine mahadashas with dates and the running ones (Glossary: Dasha levels).',
    }),
    significators: Type.Array(Type.Ref('PlanetSignificators'), {
      description: 'Per planet: the houses it signifies at levels A-D.',
    }),
    planetary_positions_table: Type.Array(Type.Ref('PlanetaryPositionsRow'), {
      description:
        'The planets as a KP table prints them (degree within the sign, lord chain, house).',
    }),
    house_cusps_table: Type.Array(Type.Ref('HouseCuspsRow'), {
      description: 'Cusps with their lords and birth-time sensitivity.',
    }),
    cuspal_promise_table: Type.Array(Type.Ref('CuspalPromiseRow'), {
      description: 'Every cusp: its sub lord, that sub lord’s star lord and the houses signified.',
    }),
    house_significators_abcd: Type.Array(Type.Ref('HouseSignificatorsRow'), {
      description:
        'Per house 1-12: its significators at levels A-D (Glossary: Significator, levels A-D).',
    }),
    planetary_aspects: Type.Ref('PlanetaryAspects', {
      description: 'Aspects between the planets, Vedic (by sign) and Western (by degree).',
    }),
    vedic_details: Type.Ref('VedicDetails', {
      description: 'Lagna, Moon sign, birth star and the panchang limbs at birth.',
    }),
    chart_layout: Type.Ref('ChartLayout', {
      description:
        'Geometry to draw a South Indian chart, a North Indian chart and a KP wheel (a contract field: always sent).',
    }),
    vedic_bhava: Type.Ref('VedicBhava', {
      description:
        'A classical whole-sign reading of each planet (its own house numbers, never KP’s; Glossary: Whole-sign bhava, dosha).',
    }),
    doshas: Type.Ref('Doshas', {
      description:
        'Mangal and Kaal Sarpa doshas on whole-sign houses, with cancellations and base rates.',
    }),
    labels: labelsField(BIRTH_CHART_LABEL_KINDS),
    meta: ResponseFields.meta(),
    warnings: Warnings,
  },
  {
    description:
      'The natal chart: the contract’s fields (positions, cusps, 18 predictions, dasha, significators, tables, chart_layout, vedic_bhava, doshas) and light additions; `include` adds detail.',
  },
);

export function registerBirthChart(app: FastifyInstance, compute: ComputeDeps): void {
  app.post(
    '/birth-chart',
    {
      schema: {
        tags: ['natal'],
        summary: 'Natal chart',
        description:
          "KP natal chart: positions and cusps with star/sub/sub-sub lords, Vimshottari dasha and significators. The default body is the contract's fields and light additions (about 55-63 KB, 9.5 KB of it the compact chart_layout; at most 64 KB); `include` adds the heavy blocks (antardashas, pratyantardashas, predictions.chain, predictions.levels, predictions.timing, vedic_bhava.detail).",
        body: BirthChartBody,
        response: { 200: BirthChartResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body as Parameters<typeof birthChartIncluding>[1];
      // A stated birth-time uncertainty judges up to about 130 pieces of the window (10-20 ms): off
      // the event loop, on the compute pool like the other long use cases (issue 35 §3).
      const minutes = body.birth_time_uncertainty_minutes ?? 0;
      const result =
        minutes > 0
          ? await offload<typeof body, ReturnType<typeof birthChartIncluding>>(
              compute,
              BIRTH_CHART,
              body,
              todayUtc(),
              computeOptions(request, reply),
            )
          : birthChartIncluding(compute, body, todayUtc());
      return withBirthWarnings(result, [['', body]], compute.zones);
    },
  );
}
