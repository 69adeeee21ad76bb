import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { birthChartSvg, horaryChartSvg } from '../../../app/chart-svg.js';
import type { ComputeDeps } from '../../../app/deps.js';
import { todayUtc } from '../../clock.js';
import { SvgOptionFields, SvgResponse } from '../../schemas/chart-svg.js';
import { BirthFields } from '../../schemas/common.js';
import { HoraryFields } from '../../schemas/horary.js';
import { errorResponses } from '../../schemas/responses.js';

const BirthSvgRequest = Type.Object(
  { ...BirthFields, ...SvgOptionFields },
  { additionalProperties: false },
);
const HorarySvgRequest = Type.Object(
  { ...HoraryFields, ...SvgOptionFields },
  { additionalProperties: false },
);

const SVG = 'image/svg+xml; charset=utf-8';

/** POST /api/v1/birth-chart/svg and /api/v1/horary/svg: the chart pictures (issue 24 §2). */
export function registerChartSvg(v1: FastifyInstance, compute: ComputeDeps): void {
  v1.post(
    '/birth-chart/svg',
    {
      schema: {
        tags: ['natal'],
        summary: 'Natal chart picture (SVG)',
        description:
          'The birth chart drawn as SVG: South Indian, North Indian or KP wheel, light or dark, labels in English or an Indian language. Same birth fields as /birth-chart; counted against the quota like any call.',
        body: BirthSvgRequest,
        response: { 200: SvgResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body as Parameters<typeof birthChartSvg>[1];
      return reply.type(SVG).send(birthChartSvg(compute, body, todayUtc()));
    },
  );
  v1.post(
    '/horary/svg',
    {
      schema: {
        tags: ['questions'],
        summary: 'Horary chart picture (SVG)',
        description:
          'The horary chart of /horary (ascendant from the number, planets at the judgment moment) drawn as SVG, with the picture options of /birth-chart/svg. Same fields as /horary; the question is still classified (a question that cannot be judged is the same 422).',
        body: HorarySvgRequest,
        response: { 200: SvgResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body as Parameters<typeof horaryChartSvg>[1];
      return reply.type(SVG).send(horaryChartSvg(compute, body));
    },
  );
}
