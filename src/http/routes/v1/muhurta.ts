import type { FastifyInstance } from 'fastify';
import { withBirthWarnings } from '../../../app/birth-warnings.js';
import type { ComputeDeps } from '../../../app/deps.js';
import { type MuhurtaRequest as MuhurtaBody, muhurtaEvents } from '../../../app/muhurta.js';
import type { Lang } from '../../../engine/lang/names.js';
import { offload, useCase } from '../../../workers/offload.js';
import { nowUtc } from '../../clock.js';
import { computeOptions } from '../../compute-context.js';
import { MuhurtaEventsResponse, MuhurtaRequest, MuhurtaResponse } from '../../schemas/muhurta.js';
import { errorResponses } from '../../schemas/responses.js';
import { LangQuery } from './event-catalog.js';

const MUHURTA = useCase(new URL('../../../app/muhurta.js', import.meta.url), 'muhurta');

/** GET /api/v1/muhurta/events and POST /api/v1/muhurta. */
export function registerMuhurta(v1: FastifyInstance, compute: ComputeDeps): void {
  v1.get(
    '/muhurta/events',
    {
      schema: {
        tags: ['timing'],
        summary: 'Muhurta event ids',
        description:
          'The event ids POST /api/v1/muhurta accepts, with their labels, from the engine catalog. Fetch it; do not hard-code it.',
        querystring: LangQuery,
        response: { 200: MuhurtaEventsResponse, ...errorResponses },
      },
    },
    async (request) => muhurtaEvents((request.query as { lang?: Lang }).lang ?? 'en'),
  );
  v1.post(
    '/muhurta',
    {
      schema: {
        tags: ['timing'],
        summary: 'Auspicious windows for a personal event',
        description:
          "Ranked windows over the next 366 days (or to to_date, at most 3 years), each with a 0-100 score and every reason that added points. The natal promise (same engine as the birth chart) is reported as context and never removes a window. Hard requirements: a running dasha/bhukti/antara lord and the Moon's star or sub lord signify a required house, no Chandrashtama, no Rikta tithi or Amavasya, the event's nakshatras and weekdays, no Rahu kalam. No window starts before the reader's calendar day (viewer_utc_offset_hours); from_date/to_date only filter. An empty list comes with a notice saying which requirement removed everything.",
        body: MuhurtaRequest,
        response: { 200: MuhurtaResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body as MuhurtaBody;
      const result = await offload(
        compute,
        MUHURTA,
        body,
        nowUtc(),
        computeOptions(request, reply),
      );
      return withBirthWarnings(result, [['birth', body.birth]], compute.zones);
    },
  );
}
