/**
 * GET /api/v1/places (issue 24 §1) and the `warnings` a Birth endpoint adds when `place` names a
 * place far from the coordinates (issue 25 §2) or when the offset in force at the birth time is not
 * the zone's standard time of that era (issue 35 §5). Our design: the contract has neither.
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

export const PlacesResponse = Type.Object(
  {
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
  },
  { description: 'Places matching the query, most populous first (GeoNames data, CC BY 4.0).' },
);

export const PlaceWarning = Type.Object(
  {
    code: Type.Literal('place_far_from_coordinates', {
      description:
        'What the warning is about, for programs: the place named is far from the coordinates.',
    }),
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

const NullableHours = (description: string) =>
  Type.Union([Type.Number(), Type.Null()], { description });
const NullableDate = (description: string) =>
  Type.Union([Type.String({ format: 'date' }), Type.Null()], { description });

export const HistoricalOffsetWarning = Type.Object(
  {
    code: Type.Literal('historical_offset', {
      description:
        'What the warning is about, for programs: the UTC offset in force was an unusual historical one.',
    }),
    field: Type.String({
      description:
        'The time field concerned: birth_time, or e.g. boy.birth_time, birth.birth_time.',
      examples: ['birth_time'],
    }),
    kind: Type.Union(
      [
        Type.Literal('war_time'),
        Type.Literal('double_summer_time'),
        Type.Literal('local_mean_time'),
      ],
      {
        description:
          'war_time: daylight saving time in force during the Second World War (1939-1945), often kept through the winter (India UTC+06:30 1941-1945, the United Kingdom, the United States); double_summer_time: two hours or more ahead of standard time (British Double Summer Time, Central European Midsummer Time); local_mean_time: before the zone adopted standard time the tz database gives its reference city’s mean time, not the birth place’s.',
      },
    ),
    message: Type.String({
      description:
        'A sentence naming the offset used, the standard offset of that era and the utc_offset_hours that reproduces a chart cast in it.',
    }),
    zone: Type.String({ description: 'The IANA zone that gave the offset.' }),
    abbreviation: Type.String({
      description: 'The tz database’s designation of the period, e.g. +0630, BDST, EWT, LMT.',
    }),
    utc_offset_hours: Type.Number({ description: 'The offset the chart used (the one in force).' }),
    standard_offset_hours: NullableHours(
      'The zone’s standard offset of that era (the nearest non-DST period, earlier first); null for local mean time.',
    ),
    place_mean_time_offset_hours: NullableHours(
      'local_mean_time only: the birth place’s own mean time, longitude / 15 hours; null otherwise.',
    ),
    from: NullableDate('Local date the period began, or null when the history starts with it.'),
    until: NullableDate('Local date the period ended, or null when it is open-ended.'),
  },
  {
    $id: 'HistoricalOffsetWarning',
    description:
      'Sent when the UTC offset in force at a Birth object’s time, by the system tz database, is war time, double summer time or local mean time. The chart used that offset; charts of the era were often cast in standard time (send utc_offset_hours to reproduce one). Not sent when utc_offset_hours fixed the offset.',
  },
);

/** The optional `warnings` array of every response to a request with a Birth object. */
export const Warnings = Type.Optional(
  Type.Array(
    Type.Union([Type.Ref('PlaceWarning'), Type.Ref('HistoricalOffsetWarning')], {
      description:
        'PlaceWarning (code PLACE_FAR_FROM_COORDINATES) or HistoricalOffsetWarning (code HISTORICAL_OFFSET).',
    }),
    {
      minItems: 1,
      description: `Present only when there is something to warn about: a Birth object’s place names a known place more than ${PLACE_CHECK_KM} km from its coordinates (docs/places.md), or the offset in force at its time is war time, double summer time or local mean time (docs/places.md, "Historical offsets"). The calculation always uses the coordinates sent and the offset in force.`,
    },
  ),
);
