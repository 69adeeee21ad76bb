/**
 * GET /api/v1/places (issue 24 §1) and the `warnings` a Birth endpoint adds when `place` names a
 * place far from the coordinates (issue 25 §2). Our design: the contract has neither.
 */
import { Type } from 'typebox';
import { PLACE_CHECK_KM } from '../../app/place-check.js';
import { MAX_LIMIT } from '../../geo/gazetteer.js';

export const PlacesQuery = Type.Object(
  {
    q: Type.String({
      minLength: 1,
      maxLength: 200,
      description:
        'What the user typed: the start of a town name (accents and case ignored; older Indian spellings such as Bombay, Madras, Calcutta, Benaras also match), optionally followed by commas and the region or country ("London, UK", "London, Ontario").',
      examples: ['Bomb'],
    }),
    // A query string carries text (the validators do not coerce types): a whole number as digits.
    limit: Type.Optional(
      Type.String({
        pattern: '^(?:[1-9]|1[0-9]|20)$',
        description: `How many places to return: a whole number from 1 to ${MAX_LIMIT}; default 10.`,
        'x-error': `must be a whole number from 1 to ${MAX_LIMIT}`,
        examples: ['5'],
      }),
    ),
  },
  { additionalProperties: false },
);

const PlaceFields = {
  name: Type.String({ description: "GeoNames' name of the place (accents kept)." }),
  region: Type.Union([Type.String(), Type.Null()], {
    description:
      'GeoNames admin1 name (state, province, region); null when the place’s admin1 code is not in GeoNames’ current admin1 table.',
  }),
  country: Type.String({ description: 'ISO 3166-1 alpha-2 country code.' }),
  latitude: Type.Number({ description: 'Decimal degrees, north positive (GeoNames, 5 decimals).' }),
  longitude: Type.Number({ description: 'Decimal degrees, east positive.' }),
};

export const PlacesResponse = Type.Object({
  query: Type.String({ description: 'Echo of q.' }),
  places: Type.Array(
    Type.Object({
      ...PlaceFields,
      timezone: Type.String({
        description:
          'IANA zone at these coordinates, from the same boundary lookup a chart uses (geo-tz/all).',
      }),
      population: Type.Integer({ description: 'GeoNames population (0 when unknown).' }),
      geonames_id: Type.Integer({ description: 'GeoNames id.' }),
    }),
    {
      description:
        'Best matches, most populous first; empty when nothing matches. Use the chosen place’s latitude and longitude in a Birth object: a place name never replaces the coordinates in a calculation.',
    },
  ),
  attribution: Type.String({
    description: 'GeoNames (CC BY 4.0) attribution, to show wherever the data is shown.',
  }),
});

export const PlaceWarning = Type.Object(
  {
    code: Type.Literal('PLACE_FAR_FROM_COORDINATES'),
    field: Type.String({
      description: 'The `place` field concerned: place, or e.g. boy.place, birth.place.',
      examples: ['place'],
    }),
    message: Type.String({ description: 'A sentence saying what was found.' }),
    distance_km: Type.Number({
      description:
        'Great-circle distance from the coordinates sent to the place named (the nearest, when several places carry the name), km, 1 decimal.',
    }),
    swapped: Type.Boolean({
      description: `True when latitude and longitude exchanged lie within ${PLACE_CHECK_KM} km of the place named.`,
    }),
    place: Type.Object(PlaceFields, {
      description: 'The place named (the most populous of that name, region and country).',
    }),
  },
  {
    $id: 'PlaceWarning',
    description: `Sent when a Birth object’s place names a place the gazetteer knows and its coordinates are more than ${PLACE_CHECK_KM} km from every place of that name. The calculation still used the coordinates sent.`,
  },
);

/** The optional `warnings` array of every response to a request with a Birth object. */
export const Warnings = Type.Optional(
  Type.Array(Type.Ref('PlaceWarning'), {
    minItems: 1,
    description: `Present only when there is something to warn about: a Birth object’s place names a known place more than ${PLACE_CHECK_KM} km from its coordinates (docs/places.md). The calculation always uses the coordinates sent.`,
  }),
);
