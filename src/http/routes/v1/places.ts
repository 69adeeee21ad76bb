import type { FastifyInstance } from 'fastify';
import type { ComputeDeps } from '../../../app/deps.js';
import { type PlacesQuery as PlacesQueryBody, places } from '../../../app/places.js';
import { PlacesQuery, PlacesResponse } from '../../schemas/places.js';
import { errorResponses } from '../../schemas/responses.js';

/** GET /api/v1/places: the offline gazetteer (issue 24 §1; docs/places.md). */
export function registerPlaces(v1: FastifyInstance, compute: ComputeDeps): void {
  v1.get(
    '/places',
    {
      schema: {
        tags: ['places'],
        summary: 'Place search',
        description:
          'Offline gazetteer for a birth form: GeoNames places of 1,000+ inhabitants whose name starts with q (accents and case ignored, older Indian spellings included), most populous first, each with its region, country, coordinates, the IANA zone at those coordinates and its population. Counted against the quota like any call. A place name never replaces the coordinates in a calculation: send the chosen latitude and longitude. Data: GeoNames, CC BY 4.0.',
        querystring: PlacesQuery,
        response: { 200: PlacesResponse, ...errorResponses },
      },
    },
    async (request) => places(compute, request.query as PlacesQueryBody),
  );
}
