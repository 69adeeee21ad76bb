/**
 * Does a Birth object's `place` agree with its coordinates? (issue 25 §2; a use-case concern, not
 * the engine's: design/architecture.md.) The coordinates always decide the chart; this only warns.
 *
 * Matching a written place (placesNamed in geo/gazetteer.ts): the text before the first comma must
 * equal a place's name or a listed other spelling, accents and case ignored ("Mumbai", "Bombay",
 * "Köln" = "Koln"); every later comma part must name that place's region or country ("New Delhi,
 * India", "London, UK", "London, Ontario"). A place the gazetteer does not know, or that a later
 * part rules out ("Mumbai, France"), gives no warning.
 *
 * Far: more than PLACE_CHECK_KM from every place of that name (so "Delhi" near any Delhi is
 * fine). The distance covers a town's suburbs and a district's villages written under the
 * district town's name; a swapped pair or a dropped minus sign is thousands of km off.
 */
import { flat } from '../engine/flat-text.js';
import { type Place, placesNamed } from '../geo/gazetteer.js';

/** Beyond this great-circle distance, km, the coordinates are not at the place named. */
export const PLACE_CHECK_KM = 100;

/** Mean Earth radius, km (IUGG). */
const EARTH_RADIUS_KM = 6371.0088;

export interface PlaceWarning {
  code: 'place_far_from_coordinates';
  field: string;
  message: string;
  distance_km: number;
  swapped: boolean;
  place: {
    name: string;
    region: string | null;
    country: string;
    latitude: number;
    longitude: number;
  };
}

/** What the check reads of a Birth object. */
export interface PlacedBirth {
  latitude: number;
  longitude: number;
  place?: string | undefined;
}

/** Great-circle distance, km, between two points in degrees (haversine). */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

function nearest(places: readonly Place[], lat: number, lon: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (const p of places) best = Math.min(best, distanceKm(lat, lon, p.latitude, p.longitude));
  return best;
}

/** The warning for one Birth object, or undefined when its place is unknown, absent or matches. */
export function placeWarning(field: string, birth: PlacedBirth): PlaceWarning | undefined {
  if (birth.place === undefined || birth.place.trim() === '') return undefined;
  const named = placesNamed(birth.place);
  if (named.length === 0) return undefined;
  const { latitude, longitude } = birth;
  const distance = nearest(named, latitude, longitude);
  if (distance <= PLACE_CHECK_KM) return undefined;
  const swapped =
    Math.abs(longitude) <= 90 && nearest(named, longitude, latitude) <= PLACE_CHECK_KM;
  const place = named[0] as Place;
  const where = [place.name, place.region, place.country].filter((s) => s !== null).join(', ');
  const km = Math.round(distance * 10) / 10;
  return {
    code: 'place_far_from_coordinates',
    field,
    message: flat`${field} "${birth.place}" names ${where} (latitude ${place.latitude}, longitude ${place.longitude}), but the coordinates sent (latitude ${latitude}, longitude ${longitude}) are ${km} km from it${swapped ? '; latitude and longitude look swapped' : ''}. The calculation used the coordinates sent.`,
    distance_km: km,
    swapped,
    place: {
      name: place.name,
      region: place.region,
      country: place.country,
      latitude: place.latitude,
      longitude: place.longitude,
    },
  };
}

/**
 * Below this absolute latitude Placidus cusps exist on every date (the polar circles lie at
 * 90° − obliquity, 66.5°-66.6° over 1800-2399); a swapped pair is suggested only when it falls
 * below it.
 */
const SAFE_LATITUDE = 66;

/**
 * The sentence a polar-latitude 422 adds when latitude and longitude look swapped: when `place` names
 * a known place within PLACE_CHECK_KM of the pair read the other way round. Undefined otherwise (no
 * place or an unknown one: a real arctic birth, Tromsø at 69.6° N 18.9° E, reads just as well the
 * other way round, so nothing is suggested without the place's word; the swapped pair would be polar
 * or out of range; the place is elsewhere).
 */
export function swappedCoordinatesHint(birth: PlacedBirth): string | undefined {
  const { latitude, longitude } = birth;
  if (Math.abs(longitude) >= SAFE_LATITUDE || Math.abs(latitude) > 180) return undefined;
  if (birth.place === undefined || birth.place.trim() === '') return undefined;
  const named = placesNamed(birth.place);
  if (named.length === 0) return undefined;
  const place = named.reduce((a, b) =>
    distanceKm(longitude, latitude, b.latitude, b.longitude) <
    distanceKm(longitude, latitude, a.latitude, a.longitude)
      ? b
      : a,
  );
  if (distanceKm(longitude, latitude, place.latitude, place.longitude) > PLACE_CHECK_KM)
    return undefined;
  return `Latitude and longitude look swapped: "${birth.place}" is at latitude ${place.latitude}, longitude ${place.longitude}; send latitude ${longitude} and longitude ${latitude}.`;
}
