import type { FastifyInstance } from 'fastify';
import type { ComputeDeps } from '../../../app/deps.js';
import { dailyPanchang, type PanchangRequest as PanchangBody } from '../../../app/panchang.js';
import { PanchangRequest, PanchangResponse } from '../../schemas/panchang.js';
import { errorResponses } from '../../schemas/responses.js';

/** POST /api/v1/panchang: the daily panchang of a date at a place. */
export function registerPanchang(v1: FastifyInstance, compute: ComputeDeps): void {
  v1.post(
    '/panchang',
    {
      schema: {
        tags: ['classical'],
        summary: 'Daily panchang',
        description:
          'Vara, sunrise and sunset (apparent by default, or the Hindu disc-centre sunrise: option sunrise), tithi, nakshatra, yoga and karana prevailing at sunrise with the time each ends, Rahu kalam, Yamagandam, Gulika kalam, and auspicious periods (Abhijit and Brahma muhurta, Amrit kalam, day and night choghadiya). Times are local to the place. Sunrise-less polar days are a 422 on latitude.',
        body: PanchangRequest,
        response: { 200: PanchangResponse, ...errorResponses },
      },
    },
    async (request) => dailyPanchang(compute, request.body as PanchangBody),
  );
}
