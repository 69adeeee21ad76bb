/** Response schemas for the KP judgment parts of the birth chart and for cuspal interlinks. */
import { type TSchema, Type } from 'typebox';
import { CONFIDENCES, PROMISE_VERDICTS, RULES, VERDICTS } from '../../engine/kp/promise.js';
import { GrahaName, HouseNumber, NakshatraName, SignName } from './chart.js';

const Houses = (description: string) => Type.Array(HouseNumber, { description });
const NullableGraha = Type.Union([GrahaName, Type.Null()]);
const NullableMinutes = Type.Union([Type.Number(), Type.Null()]);
const NullableLevel = Type.Union(
  [Type.Literal('A'), Type.Literal('B'), Type.Literal('C'), Type.Literal('D'), Type.Null()],
  { description: 'Strongest level (A-D) at which such a house is signified, or null.' },
);
const Rule = Type.Union(
  RULES.map((r) => Type.Literal(r)),
  {
    description:
      'The rule that decided (docs/kp-judgment.md). star_and_sub_negate, sub_lord_negates and sub_lord_decides belong to the four-step option (not KSK) and do not occur by default; parent_denied: the event presupposes another that the chart denies (divorce → marriage, higher_education → education, promotion → job, foreign_settlement → foreign_travel).',
  },
);
const Leaning = (description: string) =>
  Type.Union(
    ['required', 'negating', 'even', 'silent'].map((l) => Type.Literal(l)),
    { description },
  );
const AgencyBasis = Type.Union(
  ['conjunction', 'aspect', 'star_lord', 'sign_lord'].map((b) => Type.Literal(b)),
);
const ChainLevels = Type.Object({
  planet: GrahaName,
  a: Houses('Level A: house occupied by its star lord.'),
  b: Houses('Level B: house it occupies.'),
  c: Houses('Level C: houses owned by its star lord.'),
  d: Houses('Level D: houses it owns (a node: its agents’ houses).'),
  principal: Houses('Houses it signifies as a principal significator.'),
});
const TimingPeriodRecord = Type.Object({
  mahadasha: GrahaName,
  bhukti: GrahaName,
  start: Type.String({ format: 'date' }),
  end: Type.String({ format: 'date' }),
});

const PeriodLordTiming = Type.Object({
  lord: GrahaName,
  start: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  end: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  signifies_required: Houses('Required houses this lord signifies (A-D).'),
  signifies_negating: Houses('Negating houses this lord signifies (A-D).'),
  principal_for_required: Type.Boolean(),
});

/** A field that the `include` block `block` adds (src/app/present/include.ts). */
const InBlock = <T extends TSchema>(block: string, schema: T) => {
  const own = (schema as { description?: string }).description;
  const description = `${own ? `${own} ` : ''}Sent when include lists ${block}.`;
  return Type.Optional({ ...schema, description } as T);
};
const LEVELS = 'predictions.levels';
const CHAIN = 'predictions.chain';

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
      description:
        'Sentences an astrologer can retrace: the cuspal sub lord (CSL) with its star lord and sub lord, the required and negating houses it signifies (best level, principal or not), the rule that decided (with KSK’s Reader III line), whether the grade comes from timing, and, when the primary cusp is within 4 minutes of a sub lord change, the verdict each neighbouring sub lord would give. The birth chart states once what its fields carry: the levels A-D, node agency and chain houses are the predictions.chain block, the next fruitful and adverse periods are `timing` (the financial judgment’s reasoning also names them).',
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
    caveat: Type.Union([Type.String(), Type.Null()], {
      description:
        'Set when the primary cusp sub lord changes within 4 minutes of the given birth time (contract rule 6).',
    }),
    promise_verdict: Type.Union(
      PROMISE_VERDICTS.map((v) => Type.Literal(v)),
      {
        description:
          'The promise alone, without timing: it never depends on as_of. `verdict` differs from it only when timing grades the promise (STRONGLY_PROMISED or REQUIRES_FURTHER_TIMING_CONFIRMATION).',
      },
    ),
    rule: Rule,
    grade_from_timing: Type.Boolean({
      description:
        'True when the verdict differs from promise_verdict because of the running dasha.',
    }),
    timing: Type.Object(
      {
        grades_verdict: Type.Boolean({
          description:
            'True when these periods graded the verdict (STRONGLY_PROMISED or REQUIRES_FURTHER_TIMING_CONFIRMATION are possible only then). A birth chart without as_of is graded on the birth data alone, so the same body gives the same verdicts on any day; its timing is for information.',
        }),
        basis: Type.Union([Type.Literal('dasha'), Type.Literal('ruling_planets'), Type.Null()]),
        as_of: InBlock(
          'predictions.timing',
          Type.Union([Type.String({ format: 'date' }), Type.Null()], {
            description:
              'The date whose periods are described: the request’s as_of, or today when it gave none. The default body states it once, as `dasha.as_of`.',
          }),
        ),
        running: InBlock(
          'predictions.timing',
          Type.Union(
            [
              Type.Null(),
              Type.Object({
                mahadasha: PeriodLordTiming,
                bhukti: PeriodLordTiming,
                antara: Type.Union([PeriodLordTiming, Type.Null()]),
              }),
            ],
            {
              description:
                'The running mahadasha, bhukti and antara lords with their dates and the required and negating houses each signifies.',
            },
          ),
        ),
        next_fruitful_period: Type.Union([Type.Null(), TimingPeriodRecord]),
        next_adverse_period: Type.Union([Type.Null(), TimingPeriodRecord], {
          description:
            'When the CSL signifies negating houses too: the first bhukti (running or later, 20-year horizon) whose two lords are principal significators of the negating houses, when the negating result is due (KSK: both results come, each in its periods).',
        }),
        witness: Type.Union([Type.Boolean(), Type.Null()], {
          description: 'The CSL or its star lord rules the running or next mahadasha/bhukti.',
        }),
      },
      {
        description:
          'The timing part, apart from the promise: the first bhukti (running or later, 20-year horizon) whose two lords are principal significators of the required houses, and the timing witness; with predictions.timing in include, also the running periods. Dates are local civil dates.',
      },
    ),
    houses_signified: InBlock(
      LEVELS,
      Houses('All houses the cuspal sub lord signifies (levels A-D).'),
    ),
    required_houses: InBlock(LEVELS, Houses('Houses that fulfil the event.')),
    negating_houses: InBlock(
      LEVELS,
      Houses('Houses that negate it (12th from the required, or per KSK).'),
    ),
    negation_rule: InBlock(
      LEVELS,
      Type.Union([Type.Literal('twelfth_from_required'), Type.Literal('ksk_exception')], {
        description: 'How the negating houses were set (see the event catalog source).',
      }),
    ),
    required_signified: InBlock(LEVELS, Houses('Required houses the CSL signifies.')),
    negating_signified: InBlock(LEVELS, Houses('Negating houses the CSL signifies.')),
    required_level: InBlock(LEVELS, NullableLevel),
    negating_level: InBlock(LEVELS, NullableLevel),
    required_principal: InBlock(
      LEVELS,
      Type.Boolean({
        description:
          'A required house is signified as a principal significator (A/B, or C/D of a vacant house, or by empty stars or node agency).',
      }),
    ),
    negating_principal: InBlock(LEVELS, Type.Boolean()),
    csl_leaning: InBlock(
      LEVELS,
      Leaning(
        'The side the CSL signifies more strongly when it signifies both (rank, then level A > B > C > D); silent when it signifies neither.',
      ),
    ),
    sub_lord_leaning: InBlock(
      LEVELS,
      Leaning(
        'The side the CSL’s sub lord signifies more strongly through its star lord (levels A and C). Evidence only: the default (KSK’s) judgment does not use it; the four-step option (Gondhalekar, not KSK) does.',
      ),
    ),
    promise_rule: InBlock(LEVELS, Rule),
    supporting_cusp: InBlock(LEVELS, HouseNumber),
    support_agrees: InBlock(
      LEVELS,
      Type.Boolean({
        description:
          'The supporting cusp’s sub lord (11th; 2nd for an 11th-cusp event) signifies a required house.',
      }),
    ),
    chain: InBlock(
      CHAIN,
      Type.Object(
        {
          cuspal_sub_lord: ChainLevels,
          star_lord: ChainLevels,
          sub_lord: ChainLevels,
        },
        { description: 'The CSL, its star lord and its sub lord, each with its levels A-D.' },
      ),
    ),
    houses_via_star_lord: InBlock(
      CHAIN,
      Houses('What the CSL gives through its star lord (A and C).'),
    ),
    houses_own: InBlock(CHAIN, Houses('What the CSL signifies by itself (B and D).')),
    houses_via_sub_lord: InBlock(
      CHAIN,
      Houses('What the CSL’s sub lord gives through its own star lord (A and C).'),
    ),
    node_agency: InBlock(
      CHAIN,
      Type.Array(
        Type.Object({
          node: GrahaName,
          agents: Type.Array(Type.Object({ planet: GrahaName, basis: AgencyBasis })),
        }),
        {
          description:
            'For each node in the chain: every planet it acts for, strongest first (conjunction within 8°, aspect, star lord, sign lord).',
        },
      ),
    ),
  },
  {
    $id: 'Prediction',
    description:
      'The contract’s five fields (event, title, verdict, confidence, reasoning), the light additions every body carries, and the detail that the include blocks predictions.levels, predictions.chain and predictions.timing add (the financial judgment always carries every block).',
  },
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
