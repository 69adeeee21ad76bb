/**
 * Shared TypeBox schemas: the Birth object, the options every computing endpoint accepts, error
 * bodies and the `meta` block. Descriptions here become the OpenAPI document.
 */
import { type Static, Type } from 'typebox';
import { BASIS_KSK, BASIS_OURS } from '../../engine/basis.js';
import { SUNRISE_CONVENTIONS } from '../../engine/transit/sun-days.js';
import { AYANAMSAS, NODE_TYPES } from '../../engine/types.js';
import { ERROR_CODES, FIELD_ERROR_CODES } from '../errors.js';

/** 1800-01-01 … 2399-12-31 (decisions.md, Date range); `format: date` rejects 1990-02-31. */
export const DateString = (description: string) =>
  Type.String({
    format: 'date',
    pattern: '^(1[89]|2[0-3])\\d\\d-\\d\\d-\\d\\d$',
    description: `${description} (YYYY-MM-DD, 1800-01-01 to 2399-12-31)`,
    examples: ['1990-07-04'],
    'x-error': 'must be a real calendar date YYYY-MM-DD between 1800-01-01 and 2399-12-31',
  });

/**
 * A local wall time, HH:MM or HH:MM:SS (issue 35 §4: KP users record birth times to the second). The
 * string is used as sent: `10:12` and `10:12:00` are the same instant, and each is echoed as it came.
 */
export const TimeString = (description: string) =>
  Type.String({
    pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$',
    description: `${description} (HH:MM or HH:MM:SS, 24-hour)`,
    examples: ['10:12', '10:12:30'],
    'x-error': 'must be a time HH:MM or HH:MM:SS in 24-hour form (00:00 to 23:59:59)',
    'x-error-code': 'invalid_time',
  });

export const Latitude = Type.Number({
  minimum: -90,
  maximum: 90,
  description: 'Decimal degrees, north positive.',
  examples: [28.6139],
});
export const Longitude = Type.Number({
  minimum: -180,
  maximum: 180,
  description: 'Decimal degrees, east positive.',
  examples: [77.209],
});

/** Options that move numbers (decisions.md); each is echoed in `meta`. */
export const CalculationOptions = {
  timezone: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      description:
        'IANA zone id overriding the zone looked up from the coordinates (precedence: utc_offset_hours, then timezone, then the lookup).',
      examples: ['Asia/Kolkata'],
    }),
  ),
  utc_offset_hours: Type.Optional(
    Type.Number({
      minimum: -14,
      maximum: 14,
      description: 'Fixed UTC offset in hours; overrides timezone and the lookup.',
      examples: [5.5],
    }),
  ),
  ayanamsa: Type.Optional(
    Type.Union(
      AYANAMSAS.map((a) => Type.Literal(a)),
      {
        description:
          'kp (default): Krishnamurti, Swiss Ephemeris mode 5; kp_new: Balachandran NKPA; kp_vp291: SE mode 45; lahiri: SE mode 1.',
        'x-error': `must be one of: ${AYANAMSAS.join(', ')}`,
      },
    ),
  ),
  node_type: Type.Optional(
    Type.Union(
      NODE_TYPES.map((n) => Type.Literal(n)),
      { description: 'mean (default) or true lunar node.', 'x-error': 'must be mean or true' },
    ),
  ),
};

/** The sunrise option of the endpoints that depend on sunrise (docs/vedic.md "Sunrise"). */
export const SunriseOption = Type.Optional(
  Type.Union(
    SUNRISE_CONVENTIONS.map((c) => Type.Literal(c)),
    {
      description:
        "Which sunrise and sunset the Hindu day is built on. apparent (default): the Sun's upper limb on the horizon with standard refraction, as almanacs and the most consulted online panchang print it; hindu: the centre of the disc on the geometric horizon without refraction (a few minutes later at sunrise and earlier at sunset). Echoed in meta.sunrise.",
      'x-error': `must be one of: ${SUNRISE_CONVENTIONS.join(', ')}`,
    },
  ),
);

export const BirthFields = {
  birth_date: DateString('Birth date, local to the birth place'),
  birth_time: TimeString('Birth time, local to the birth place'),
  latitude: Latitude,
  longitude: Longitude,
  place: Type.Optional(
    Type.String({
      maxLength: 200,
      description:
        'Echoed back. The zone is always resolved from the coordinates, never from the name. When it names a place the gazetteer knows (first comma part the town, later parts its region or country) and the coordinates are more than 100 km from it, the response carries `warnings`.',
    }),
  ),
  name: Type.Optional(Type.String({ maxLength: 200, description: 'Echoed back.' })),
  birth_time_uncertainty_minutes: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: 30,
      description:
        'How many minutes either side of birth_time the birth may have been (0-30; issue 35 §3). Each prediction then carries verdict_distribution over birth_time ± this many minutes, and its confidence and caveat follow that distribution; the verdict stays the one at birth_time. 0 states the time is exact. Not rectification: no time is chosen. Read by POST /api/v1/birth-chart (its 18 predictions); the other endpoints that take a Birth object accept it, and their verdicts (the financial judgment, muhurta’s natal promise) keep the 4-minute caveat.',
      examples: [10],
    }),
  ),
  ...CalculationOptions,
};

export const Birth = Type.Object(BirthFields, {
  $id: 'Birth',
  additionalProperties: false,
  description: 'A birth: date and time local to the place, and its coordinates.',
});
export type BirthBody = Static<typeof Birth>;

const ErrorCodeField = Type.Enum(ERROR_CODES, {
  type: 'string',
  description:
    'Why the request failed, for programs: stable, lowercase snake_case (the table in the introduction, Errors, and docs/errors.md). Compare this, not `detail`, whose wording may change. A new code may be added in a later release: treat one you do not know by the HTTP status.',
  examples: ['invalid_credentials'],
});

export const ErrorBody = Type.Object(
  {
    detail: Type.String({
      description:
        'What went wrong and what to do, as a sentence for a person (log it or show it to a developer). Its wording may change; programs read `code`.',
      examples: ['Invalid App ID or App Secret.'],
    }),
    code: ErrorCodeField,
  },
  {
    $id: 'Error',
    description:
      'The body of every error status: a `detail` sentence and a stable `code`. A 422 is the ValidationError body, which adds field_errors.',
  },
);

export const ValidationErrorBody = Type.Object(
  {
    detail: Type.String({
      description:
        'A sentence for a person: the one failing field’s message, or which fields failed. Its wording may change.',
      examples: ['birth_time is required.'],
    }),
    code: Type.Literal('validation_failed', {
      description: 'Always validation_failed for a 422.',
    }),
    field_errors: Type.Array(
      Type.Object({
        field: Type.String({
          description:
            'Dotted path of the failing field, as sent: `latitude`, `birth.latitude`, `event_categories.1`; `body` for the body as a whole (not JSON, empty, nested too deep).',
          examples: ['birth.latitude'],
        }),
        code: Type.Enum(FIELD_ERROR_CODES, {
          type: 'string',
          description:
            'Why this field failed, for programs: stable, lowercase snake_case (the field-error table in the introduction and docs/errors.md).',
          examples: ['out_of_range'],
        }),
        message: Type.String({
          description:
            'A sentence for a person naming the field and what it needs, e.g. "birth.latitude must be at most 90." An unknown field suggests the nearest known name ("lattitude is not a field of this request. Did you mean latitude?"). Never echoes the value sent.',
          examples: ['latitude must be at most 90.'],
        }),
      }),
      {
        description:
          'Every failing field, one entry each (the first problem found for that field).',
      },
    ),
  },
  {
    $id: 'ValidationError',
    description: 'The body of a 422: every failing field is listed with its own code and message.',
  },
);

export const Meta = Type.Object(
  {
    engine_version: Type.String({
      description:
        'The sublord engine release that computed the answer; two servers of the same version give byte-identical answers to the same input.',
    }),
    ephemeris: Type.Union([Type.Literal('swiss'), Type.Literal('moshier')], {
      description:
        'The one theory that served every position of this answer. swiss: the Swiss Ephemeris data files (sepl_18/semo_18, both found and covering every instant the answer needs); moshier: the built-in Moshier theory (within about 3″), used for the whole answer near the ends of 1800-2399 or when a file is missing.',
    }),
    swisseph_version: Type.String({
      description: 'Version of the Swiss Ephemeris library the positions came from, e.g. 2.10.03.',
    }),
    ayanamsa: Type.String({
      description:
        'Ayanamsa id used (the request’s `ayanamsa`, or the endpoint’s default), e.g. kp.',
    }),
    ayanamsa_name: Type.String({
      description:
        'Its name, e.g. "Krishnamurti (KP), Swiss Ephemeris mode 5" (Glossary: Sidereal longitude, ayanamsa).',
    }),
    ayanamsa_degrees: Type.Number({
      description:
        'The ayanamsa at the chart moment in decimal degrees: tropical longitude minus this is the sidereal longitude of the answer, e.g. 23.6892.',
    }),
    node_type: Type.String({
      description: 'mean or true: which lunar node Rahu and Ketu are (the request’s `node_type`).',
    }),
    house_system: Type.String({
      description: 'The house system of the cusps: Placidus (KP’s), always.',
    }),
    dasha_year_days: Type.Number({
      description: 'Days in a dasha year, 365.25 (the Julian year): how period dates are counted.',
    }),
    tz_version: Type.String({
      description:
        'Release of the IANA time-zone database that gave the UTC offset, e.g. 2025b (historical offsets can change between releases).',
    }),
    tz_source: Type.String({
      description:
        'tzif: the system zoneinfo files, with full history; intl: the JavaScript runtime’s zones (a fallback without the files).',
    }),
    input_hash: Type.String({
      description:
        'SHA-256 (hex) of the canonical input, the fields that can change the answer: the same hash gives the same answer, byte for byte, with the same engine_version.',
    }),
    sunrise: Type.Optional(
      Type.Union(
        SUNRISE_CONVENTIONS.map((c) => Type.Literal(c)),
        {
          description:
            'Sunrise convention used (apparent or hindu); present only on endpoints that depend on sunrise.',
        },
      ),
    ),
  },
  { $id: 'Meta', description: 'How this answer was computed, for reproduction and audit.' },
);

/**
 * Where the response's method comes from (issue 21 §6): "KSK" for K. S. Krishnamurti's own rule, or
 * "sublord method, not from KSK" for the project's own; `description` says which part is ours.
 */
export const BasisField = (description: string) =>
  Type.Union([Type.Literal(BASIS_KSK), Type.Literal(BASIS_OURS)], { description });

/**
 * Response fields many endpoints share: the echoes of a Birth object, how its local time was read,
 * the planets map and the `meta` reference, each with its description (issue 36 §2).
 */
export const ResponseFields = {
  name: () =>
    Type.String({ description: 'The request’s `name`, echoed; empty when none was sent.' }),
  place: () =>
    Type.String({
      description:
        'The request’s `place`, echoed; empty when none was sent. Never used for the calculation (the coordinates are).',
    }),
  timezone: () =>
    Type.Union([Type.String(), Type.Null()], {
      description:
        'IANA zone id that gave the offset, e.g. Asia/Kolkata; null when utc_offset_hours fixed it (no zone was used; utc_offset_hours is the offset applied).',
    }),
  utcOffsetHours: () =>
    Type.Number({
      description:
        'The UTC offset in force at the local time, in hours, east positive (5.5 = UTC+05:30); from the zone’s history, so a 1943 Indian birth gets war time.',
    }),
  localTimeStatus: () =>
    Type.Union([Type.Literal('ok'), Type.Literal('ambiguous'), Type.Literal('nonexistent')], {
      description:
        'How the local time was read: ok; ambiguous: the wall time occurred twice (read as the earlier instant); nonexistent: clocks skipped it (read with the offset in force before the change).',
    }),
  /** The nine planets' Position records, keyed by planet name. */
  positions: (of: string) =>
    Type.Object(
      Object.fromEntries(
        ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'].map(
          (g) => [g, Type.Ref('Position', { description: `${g} in ${of}.` })],
        ),
      ),
      {
        description: `The nine planets of ${of}, keyed by name (positions.Moon.sub_lord), each a Position record.`,
      },
    ),
  meta: () =>
    Type.Ref('Meta', {
      description:
        'How this answer was computed (engine, ephemeris, ayanamsa, time-zone data, input_hash), for reproduction and audit.',
    }),
};
