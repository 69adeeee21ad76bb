import type { FastifyInstance } from 'fastify';
import { withBirthWarnings } from '../../../app/birth-warnings.js';
import {
  type CompatibilityRequest as CompatibilityBody,
  compatibility,
} from '../../../app/compatibility.js';
import type { ComputeDeps } from '../../../app/deps.js';
import { CompatibilityRequest, CompatibilityResponse } from '../../schemas/compatibility.js';
import { errorResponses } from '../../schemas/responses.js';

/** POST /api/v1/compatibility: Ashtakoot (Guna Milan) out of 36 from the two natal Moons. */
export function registerCompatibility(v1: FastifyInstance, compute: ComputeDeps): void {
  v1.post(
    '/compatibility',
    {
      schema: {
        tags: ['classical'],
        summary: 'Ashtakoot compatibility',
        description:
          "Ashtakoot (Guna Milan) from both natal Moons: the eight koots with points, maximum and both partners' attributes, the total out of 36, a verdict band, and Nadi and Bhakoot doshas with their classical cancellations shown beside them (never added to the points). The table variant of each koot is named in `variants`. Tara follows the classical rule.",
        body: CompatibilityRequest,
        response: { 200: CompatibilityResponse, ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body as CompatibilityBody;
      return withBirthWarnings(
        compatibility(compute, body),
        [
          ['boy', body.boy],
          ['girl', body.girl],
        ],
        compute.zones,
      );
    },
  );
}
