import type { FastifyInstance } from 'fastify';
import type { ComputeDeps } from '../../../app/deps.js';
import { type TspRequest as TspBody, tsp } from '../../../app/tsp.js';
import { errorResponses } from '../../schemas/responses.js';
import { TspRequest, TspResponse } from '../../schemas/tsp.js';

/** POST /api/v1/tsp: a number 1-2193 read against the ruling planets at judgment. */
export function registerTsp(v1: FastifyInstance, compute: ComputeDeps): void {
  v1.post(
    '/tsp',
    {
      schema: {
        tags: ['questions'],
        summary: 'TSP short prediction from a number 1-2193',
        description:
          'The number’s row of the sub-sub table (sign, star, sub and sub-sub lords and the arc), the ruling planets at the judgment moment and place, and a verdict from the number’s lords against the ruling planets only (docs/questions.md, "How TSP is read"). `query` and `name` are echoed, never parsed. No chart wheel.',
        body: TspRequest,
        response: { 200: TspResponse, ...errorResponses },
      },
    },
    async (request) => tsp(compute, request.body as TspBody),
  );
}
