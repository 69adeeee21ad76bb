/** Response schemas for the KP judgment parts of the birth chart and for cuspal interlinks. */
import { Type } from 'typebox';
import { CONFIDENCES, VERDICTS } from '../../engine/kp/promise.js';
import { GrahaName, HouseNumber, NakshatraName, SignName } from './chart.js';

const Houses = (description: string) => Type.Array(HouseNumber, { description });
const NullableGraha = Type.Union([GrahaName, Type.Null()]);
const NullableMinutes = Type.Union([Type.Number(), Type.Null()]);

export const Prediction = Type.Object(
  {
    event: Type.String({ description: 'Event id from GET /api/v1/event-catalog.' }),
    title: Type.String(),
    verdict: Type.Union(
      VERDICTS.map((v) => Type.Literal(v)),
      {
        description:
          'STRONGLY_PROMISED, PROMISED, PROMISED_WITH_DELAY, PROMISED_WITH_OBSTRUCTION, WEAK_PROMISE, REQUIRES_FURTHER_TIMING_CONFIRMATION or DENIED. Read it against `polarity`: for an unwanted topic DENIED is the favourable outcome.',
      },
    ),
    confidence: Type.Union(CONFIDENCES.map((c) => Type.Literal(c))),
    reasoning: Type.String({
      description: 'Names the cuspal sub lord, the houses it signifies and the required houses.',
    }),
    polarity: Type.Union([Type.Literal('wanted'), Type.Literal('unwanted')], {
      description:
        'unwanted topics (divorce, disease, surgery, workplace trouble): DENIED is the good outcome.',
    }),
    favourable: Type.Boolean({
      description:
        'The verdict read against the polarity: true when a wanted event is not DENIED or an unwanted one is.',
    }),
    primary_cusp: HouseNumber,
    cuspal_sub_lord: GrahaName,
    houses_signified: Houses('All houses the cuspal sub lord signifies (levels A-D).'),
    required_houses: Houses('Houses that fulfil the event.'),
    negating_houses: Houses('Houses that negate it (12th from the required, or per KSK).'),
    caveat: Type.Union([Type.String(), Type.Null()], {
      description:
        'Set when the primary cusp sub lord changes within 4 minutes of the given birth time (contract rule 6).',
    }),
  },
  { $id: 'Prediction' },
);

export const PlanetaryPositionsRow = Type.Object(
  {
    planet: GrahaName,
    sign: SignName,
    degree: Type.String({ description: 'Within the sign, DD°MM′SS″ (truncated).' }),
    longitude: Type.Number({ description: 'Sidereal, degrees.' }),
    nakshatra: NakshatraName,
    pada: Type.Integer({ minimum: 1, maximum: 4 }),
    sign_lord: GrahaName,
    star_lord: GrahaName,
    sub_lord: GrahaName,
    sub_sub_lord: GrahaName,
    house: HouseNumber,
    retrograde: Type.Boolean(),
    speed: Type.Number({ description: 'Degrees per day.' }),
  },
  { $id: 'PlanetaryPositionsRow' },
);

export const HouseCuspsRow = Type.Object(
  {
    house: HouseNumber,
    sign: SignName,
    degree: Type.String({ description: 'Within the sign, DD°MM′SS″ (truncated).' }),
    longitude: Type.Number(),
    sign_lord: GrahaName,
    star_lord: GrahaName,
    sub_lord: GrahaName,
    sub_sub_lord: GrahaName,
    sensitivity: Type.Object(
      {
        minutes_earlier: NullableMinutes,
        sub_lord_earlier: NullableGraha,
        minutes_later: NullableMinutes,
        sub_lord_later: NullableGraha,
      },
      {
        description:
          'Birth-time sensitivity: how many minutes earlier or later the birth would have to be for this cusp’s sub lord to change, and to which lord (null beyond 120 minutes). Accurate to 0.1 minute.',
      },
    ),
  },
  { $id: 'HouseCuspsRow' },
);

export const CuspalPromiseRow = Type.Object(
  {
    house: HouseNumber,
    sub_lord: GrahaName,
    star_lord_of_sub_lord: GrahaName,
    houses_via_star_lord: Houses(
      'Houses occupied and owned by the sub lord’s star lord (levels A, C).',
    ),
    houses_own: Houses('Houses the sub lord occupies and owns (levels B, D).'),
    houses_signified: Houses('Union of both.'),
  },
  { $id: 'CuspalPromiseRow' },
);

export const HouseSignificatorsRow = Type.Object(
  {
    house: HouseNumber,
    owner: GrahaName,
    occupants: Type.Array(GrahaName),
    a: Type.Array(GrahaName, { description: 'Planets in the star of the occupants.' }),
    b: Type.Array(GrahaName, { description: 'Occupants.' }),
    c: Type.Array(GrahaName, { description: 'Planets in the star of the owner.' }),
    d: Type.Array(GrahaName, { description: 'The owner (and nodes acting for it).' }),
  },
  { $id: 'HouseSignificatorsRow' },
);

export const PlanetaryAspects = Type.Object(
  {
    vedic: Type.Array(
      Type.Object({
        from: GrahaName,
        to: GrahaName,
        drishti: Type.Integer({ description: 'Sign count from the aspecting graha, inclusive.' }),
      }),
      {
        description:
          'Parashari graha drishti, sign to sign (7th for all; Mars 4/8, Jupiter 5/9, Saturn 3/10).',
      },
    ),
    western: Type.Array(
      Type.Object({
        between: Type.Array(GrahaName, { minItems: 2, maxItems: 2 }),
        aspect: Type.Union(
          ['conjunction', 'sextile', 'square', 'trine', 'opposition'].map((a) => Type.Literal(a)),
        ),
        angle: Type.Number(),
        separation: Type.Number(),
        orb: Type.Number(),
        applying: Type.Boolean(),
      }),
      {
        description:
          'Degree aspects (orbs: conjunction 8°, sextile 7°, square 8°, trine 8°, opposition 8°).',
      },
    ),
  },
  { $id: 'PlanetaryAspects' },
);

const LinkRole = Type.Union(
  [
    'cuspal_sub_lord',
    'star_lord_of_csl',
    'sub_lord_of_csl',
    'star_lord_of_sub_lord',
    'cuspal_sub_sub_lord',
  ].map((r) => Type.Literal(r)),
);

export const CuspInterlinks = Type.Object(
  {
    house: HouseNumber,
    sub_lord: GrahaName,
    sub_sub_lord: GrahaName,
    chain: Type.Array(
      Type.Object({
        role: LinkRole,
        planet: GrahaName,
        occupies: HouseNumber,
        owns: Houses('Houses owned; for Rahu/Ketu the houses of the planets they act for.'),
        star_lord: GrahaName,
        sub_lord: GrahaName,
        sub_sub_lord: GrahaName,
        signifies: Houses('All houses signified, levels A-D.'),
      }),
      {
        description:
          'cusp → cuspal sub lord → its star lord → its sub lord → that sub lord’s star lord, and the cusp’s sub-sub lord (KCIL agent).',
      },
    ),
    events: Type.Array(
      Type.Object({
        event: Type.String(),
        required_houses: Houses('Required houses of the event.'),
        negating_houses: Houses('Negating houses of the event.'),
        links: Type.Array(
          Type.Object({
            role: LinkRole,
            planet: GrahaName,
            required_hit: Houses('Occupied or owned houses that are required.'),
            negating_hit: Houses('Occupied or owned houses that are negating.'),
          }),
        ),
      }),
      {
        description:
          'Catalog events whose primary cusp this is, with each link checked against them.',
      },
    ),
  },
  { $id: 'CuspInterlinks' },
);

export const VedicDetails = Type.Object(
  {
    lagna_sign: SignName,
    lagna_lord: GrahaName,
    moon_sign: SignName,
    moon_sign_lord: GrahaName,
    nakshatra: NakshatraName,
    nakshatra_lord: GrahaName,
    pada: Type.Integer({ minimum: 1, maximum: 4 }),
    tithi: Type.Object({
      index: Type.Integer({ minimum: 1, maximum: 30 }),
      name: Type.String(),
      paksha: Type.Union([Type.Literal('Shukla'), Type.Literal('Krishna')]),
    }),
    yoga: Type.Object({ index: Type.Integer({ minimum: 1, maximum: 27 }), name: Type.String() }),
    karana: Type.Object({ name: Type.String(), slot: Type.Integer({ minimum: 1, maximum: 60 }) }),
    weekday: Type.String({ description: 'Hindu weekday (vara): the day runs sunrise to sunrise.' }),
    weekday_lord: GrahaName,
    ayanamsa: Type.Object({ id: Type.String(), name: Type.String(), degrees: Type.Number() }),
  },
  {
    $id: 'VedicDetails',
    description:
      'Lagna and Moon, the Moon’s nakshatra, and the panchang limbs at the birth instant.',
  },
);
