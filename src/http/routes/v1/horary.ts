import type { FastifyInstance } from 'fastify';
import type { ComputeDeps } from '../../../app/deps.js';
import { type HoraryRequest as HoraryBody, horary } from '../../../app/horary.js';
import { HoraryRequest, HoraryResponse } from '../../schemas/horary.js';
import { errorResponses } from '../../schemas/responses.js';

/** POST /api/v1/horary: a question judged from its number 1-249 and the moment it is asked. */
export function registerHorary(v1: FastifyInstance, compute: ComputeDeps): void {
  v1.post(
    '/horary',
    {
      schema: {
        tags: ['questions'],
        summary: 'KP horary judgment from a number 1-249',
        description:
          'Classifies the question (or takes locked_event_id), casts the horary chart (ascendant = start of the numbered row, RAMC solved for the judgment latitude, planets at the judgment moment), takes the ruling planets at judgment and judges by the KP horary sequence, with timing windows from the horary chart’s dasha. See docs/questions.md.',
        body: HoraryRequest,
        response: { 200: HoraryResponse, ...errorResponses },
      },
    },
    async (request) => horary(compute, request.body as HoraryBody),
  );
}
