/** Response schemas for the KP judgment parts of the birth chart and for cuspal interlinks. */
import { type TSchema, Type } from 'typebox';
import { CONFIDENCES, PROMISE_VERDICTS, RULES, VERDICTS } from '../../engine/kp/promise.js';
import { Graha, GrahaName, House, HouseNumber, lordChain, Nakshatra, Pada, Sign } from './chart.js';
import { BasisField } from './common.js';

const Houses = (description: string) => Type.Array(HouseNumber, { description });
const NullableGraha = (description: string) =>
  Type.Union([GrahaName, Type.Null()], { description });
const NullableMinutes = (description: string) =>
  Type.Union([Type.Number(), Type.Null()], { description });
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
  {
    description:
      'Why the node acts for it: conjunction (within 8°), aspect (Parashari), or it is the node’s star_lord or sign_lord (strongest first).',
  },
);
const ChainLevels = (who: string) =>
  Type.Object(
    {
      planet: Graha(`The planet: ${who}.`),
      a: Houses('Level A: the house its star lord occupies.'),
      b: Houses('Level B: the house it occupies.'),
      c: Houses('Level C: the houses its star lord owns.'),
      d: Houses('Level D: the houses it owns (a node: its agents’ houses).'),
      principal: Houses('The houses it signifies as a principal significator.'),
    },
    {
      description: `${who[0]?.toUpperCase()}${who.slice(1)}, with its levels A-D (Glossary: Significator, levels A-D).`,
    },
  );
const TimingPeriodRecord = (description: string) =>
  Type.Union(
    [
      Type.Null(),
      Type.Object({
        mahadasha: Graha('Lord of the mahadasha the antardasha belongs to.'),
        antardasha: Graha('Lord of the antardasha (bhukti).'),
        start: Type.String({
          format: 'date',
          description: 'Local civil date the antardasha begins (YYYY-MM-DD).',
        }),
        end: Type.String({
          format: 'date',
          description: 'Local civil date the next antardasha begins (YYYY-MM-DD).',
        }),
      }),
    ],
    { description },
  );

const PeriodLordTiming = (level: string) =>
  Type.Object(
    {
      lord: Graha(`Lord of the running ${level}.`),
      start: Type.Union([Type.String({ format: 'date' }), Type.Null()], {
        description: `Local civil date the ${level} began, or null outside the 120 years.`,
      }),
      end: Type.Union([Type.String({ format: 'date' }), Type.Null()], {
        description: `Local civil date the next ${level} begins, or null.`,
      }),
      signifies_required: Houses('Required houses this lord signifies (A-D).'),
      signifies_negating: Houses('Negating houses this lord signifies (A-D).'),
      principal_for_required: Type.Boolean({
        description: 'True when this lord is a principal significator of a required house.',
      }),
    },
    { description: `The running ${level} and what its lord signifies for this event.` },
  );

/** Each verdict's share of a window of uncertain time (kp/birth-window.ts), only those that occur. */
export const VerdictDistribution = (description: string) =>
  Type.Object(
    Object.fromEntries(
      VERDICTS.map((v) => [
        v,
        Type.Optional(
          Type.Number({
            minimum: 0,
            maximum: 1,
            description: `Share of the window in which the verdict is ${v}.`,
          }),
        ),
      ]),
    ),
    { additionalProperties: false, description, examples: [{ PROMISED: 0.6135, DENIED: 0.3865 }] },
  );

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
    event: Type.String({
      description:
        'Event id, one of the 18 natal events of GET /api/v1/event-catalog, e.g. marriage.',
    }),
    title: Type.String({
      description: 'The event’s title for a person, e.g. "Marriage" (in `lang` when one is sent).',
    }),
    verdict: Type.Union(
      VERDICTS.map((v) => Type.Literal(v)),
      {
        description:
          'STRONGLY_PROMISED, PROMISED, PROMISED_WITH_DELAY, PROMISED_WITH_OBSTRUCTION, WEAK_PROMISE, REQUIRES_FURTHER_TIMING_CONFIRMATION or DENIED. Read it against `polarity`: for an unwanted topic DENIED is the favourable outcome.',
      },
    ),
    confidence: Type.Union(
      CONFIDENCES.map((c) => Type.Literal(c)),
      {
        description:
          'WEAK, MODERATE or STRONG: how clearly the chart gives the verdict, not a probability; the project’s own grade (sublord method, not from KSK). Never STRONG when the primary cusp is within 4 minutes of a sub lord change; with birth_time_uncertainty_minutes it follows verdict_distribution (the verdict holds for the whole window: unchanged; for half of it or more: at most MODERATE; for less: WEAK) (Glossary: Confidence).',
      },
    ),
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
    primary_cusp: House('The house whose cusp judges the event (7 for marriage, 10 for a job …).'),
    cuspal_sub_lord: Graha(
      'The sub lord of that cusp (the CSL), the planet whose significations decide the promise (Glossary: Cuspal sub lord).',
    ),
    caveat: Type.Union([Type.String(), Type.Null()], {
      description:
        'Set when the birth time’s uncertainty can change the verdict (contract rule 6): without birth_time_uncertainty_minutes, when the primary cusp’s sub lord changes within 4 minutes and the neighbouring sub lord gives another verdict; with it, when verdict_distribution holds another verdict.',
    }),
    promise_verdict: Type.Union(
      PROMISE_VERDICTS.map((v) => Type.Literal(v)),
      {
        description:
          'The promise alone, without timing: it never depends on as_of. `verdict` differs from it only when timing grades the promise (STRONGLY_PROMISED or REQUIRES_FURTHER_TIMING_CONFIRMATION).',
      },
    ),
    rule: Rule,
    basis: BasisField(
      'Whose rule decided the verdict (issue 35 §2): "KSK" when it is K. S. Krishnamurti’s own rule for the matter, cited by the reasoning by line of Reader III; "sublord method, not from KSK" when the project’s own grading decided (WEAK_PROMISE, PROMISED against PROMISED_WITH_OBSTRUCTION by strength, timing’s STRONGLY_PROMISED and REQUIRES_FURTHER_TIMING_CONFIRMATION, a dependency on another event, the four-step option) or the event’s houses are later KP practice’s, not KSK’s (GET /api/v1/event-catalog `basis`; docs/kp-judgment.md, "Each event’s rule").',
    ),
    grade_from_timing: Type.Boolean({
      description:
        'True when the verdict differs from promise_verdict because of the running dasha.',
    }),
    verdict_distribution: Type.Optional(
      VerdictDistribution(
        'Sent when the Birth object gives birth_time_uncertainty_minutes: each verdict that holds somewhere in the window (birth time ± that many minutes) with its share of the window, 4 decimals, summing to 1. Computed from the exact instants at which a cusp changes sub or sign or passes a planet (the planets held, the cusps moving with sidereal time), not by sampling; `verdict` stays the one at the stated time. docs/kp-judgment.md, "Birth-time uncertainty".',
      ),
    ),
    timing: Type.Object(
      {
        grades_verdict: Type.Boolean({
          description:
            'True when these periods graded the verdict (STRONGLY_PROMISED or REQUIRES_FURTHER_TIMING_CONFIRMATION are possible only then). A birth chart without as_of is graded on the birth data alone, so the same body gives the same verdicts on any day; its timing is for information.',
        }),
        basis: Type.Union([Type.Literal('dasha'), Type.Literal('ruling_planets'), Type.Null()], {
          description:
            'What the timing is read from: dasha (natal: the Vimshottari periods), ruling_planets (horary), or null when there is no timing.',
        }),
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
                mahadasha: PeriodLordTiming('mahadasha'),
                antardasha: PeriodLordTiming('antardasha'),
                pratyantardasha: Type.Union([PeriodLordTiming('pratyantardasha'), Type.Null()], {
                  description: 'The running pratyantardasha, or null.',
                }),
              }),
            ],
            {
              description:
                'The running mahadasha, bhukti and antara lords with their dates and the required and negating houses each signifies.',
            },
          ),
        ),
        next_fruitful_period: TimingPeriodRecord(
          'The first bhukti (running or later, within 20 years) whose two lords are principal significators of the required houses: when the event is due. Null when none is.',
        ),
        next_adverse_period: TimingPeriodRecord(
          'When the CSL signifies negating houses too: the first bhukti (running or later, 20-year horizon) whose two lords are principal significators of the negating houses, when the negating result is due (KSK: both results come, each in its periods).',
        ),
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
    required_level: InBlock(LEVELS, {
      ...NullableLevel,
      description:
        'The strongest level (A-D) at which the CSL signifies a required house, or null.',
    }),
    negating_level: InBlock(LEVELS, {
      ...NullableLevel,
      description:
        'The strongest level (A-D) at which the CSL signifies a negating house, or null.',
    }),
    required_principal: InBlock(
      LEVELS,
      Type.Boolean({
        description:
          'A required house is signified as a principal significator (A/B, or C/D of a vacant house, or by empty stars or node agency).',
      }),
    ),
    negating_principal: InBlock(
      LEVELS,
      Type.Boolean({
        description: 'A negating house is signified as a principal significator.',
      }),
    ),
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
    supporting_cusp: InBlock(
      LEVELS,
      House(
        'The cusp that confirms the promise: the 11th (fulfilment), or the 2nd for an event of the 11th cusp.',
      ),
    ),
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
          cuspal_sub_lord: ChainLevels('the cuspal sub lord (CSL)'),
          star_lord: ChainLevels('the CSL’s star lord'),
          sub_lord: ChainLevels('the CSL’s sub lord'),
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
          node: Graha('Rahu or Ketu.'),
          agents: Type.Array(
            Type.Object({
              planet: Graha('A planet the node acts for.'),
              basis: AgencyBasis,
            }),
            { description: 'The planets it acts for, strongest first (Glossary: Node agency).' },
          ),
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
    planet: Graha('The planet of this row.'),
    sign: Sign('The sign it is in.'),
    degree_text: Type.String({
      description:
        'Where it is within that sign, as text: degrees, minutes and seconds, DD°MM′SS″ (truncated), e.g. "10°21′06″"; `longitude` is the same point in decimal degrees of the whole zodiac.',
      examples: ['10°21′06″'],
    }),
    longitude: Type.Number({
      description: 'Sidereal longitude in decimal degrees, 0 ≤ x < 360.',
    }),
    nakshatra: Nakshatra('The nakshatra it is in.'),
    pada: Pada(),
    ...lordChain('the planet'),
    house: House('The KP (Placidus) house it is in, 1-12.'),
    retrograde: Type.Boolean({
      description: 'True while it appears to move backwards (speed below 0).',
    }),
    speed: Type.Number({ description: 'Motion in degrees per day; negative when retrograde.' }),
  },
  {
    $id: 'PlanetaryPositionsRow',
    description:
      'One planet as a KP table prints it: sign and degree, nakshatra and pada, its lord chain and house.',
  },
);

export const HouseCuspsRow = Type.Object(
  {
    house: House('The house whose cusp this is, 1-12.'),
    sign: Sign('The sign the cusp is in.'),
    degree_text: Type.String({
      description:
        'Where the cusp is within its sign, as text: DD°MM′SS″ (truncated), e.g. "15°07′42″".',
      examples: ['15°07′42″'],
    }),
    longitude: Type.Number({
      description: 'Sidereal longitude of the cusp in decimal degrees, 0 ≤ x < 360.',
    }),
    ...lordChain('the cusp'),
    sensitivity: Type.Object(
      {
        minutes_earlier: NullableMinutes(
          'Minutes earlier than the given birth time at which this cusp’s sub lord would change, e.g. 3.4; null beyond 120 minutes.',
        ),
        sub_lord_earlier: NullableGraha('The sub lord it would change to, or null.'),
        minutes_later: NullableMinutes(
          'Minutes later than the given birth time at which the sub lord would change; null beyond 120 minutes.',
        ),
        sub_lord_later: NullableGraha('The sub lord it would change to, or null.'),
      },
      {
        description:
          'Birth-time sensitivity: how many minutes earlier or later the birth would have to be for this cusp’s sub lord to change, and to which lord (null beyond 120 minutes). Accurate to 0.1 minute.',
      },
    ),
  },
  {
    $id: 'HouseCuspsRow',
    description:
      'One cusp as a KP table prints it, with how far the birth time may be off before its sub lord changes.',
  },
);

export const CuspalPromiseRow = Type.Object(
  {
    house: House('The house, 1-12.'),
    sub_lord: Graha('The cusp’s sub lord (the CSL).'),
    star_lord_of_sub_lord: Graha('The star lord of that sub lord.'),
    houses_via_star_lord: Houses(
      'Houses occupied and owned by the sub lord’s star lord (levels A, C).',
    ),
    houses_own: Houses('Houses the sub lord occupies and owns (levels B, D).'),
    houses_signified: Houses('Union of both: every house the cusp’s sub lord signifies.'),
  },
  {
    $id: 'CuspalPromiseRow',
    description:
      'What one cusp promises: its sub lord and the houses it signifies (Glossary: Cuspal sub lord).',
  },
);

export const HouseSignificatorsRow = Type.Object(
  {
    house: House('The house, 1-12.'),
    owner: Graha('The lord of the sign on its cusp.'),
    occupants: Type.Array(GrahaName, {
      description: 'The planets in the house (from its cusp to the next), possibly none.',
    }),
    a: Type.Array(GrahaName, {
      description: 'Level A, strongest: the planets in the star of the occupants.',
    }),
    b: Type.Array(GrahaName, { description: 'Level B: the occupants.' }),
    c: Type.Array(GrahaName, { description: 'Level C: the planets in the star of the owner.' }),
    d: Type.Array(GrahaName, {
      description: 'Level D, weakest: the owner (and the nodes acting for it).',
    }),
  },
  {
    $id: 'HouseSignificatorsRow',
    description:
      'The significators of one house at each level A-D (Glossary: Significator, levels A-D).',
  },
);

export const PlanetaryAspects = Type.Object(
  {
    vedic: Type.Array(
      Type.Object({
        from: Graha('The planet that casts the aspect.'),
        to: Graha('The planet it falls on.'),
        drishti: Type.Integer({
          description:
            'Which aspect: the sign count from the aspecting planet to the aspected one, inclusive (7 for the opposite sign).',
        }),
      }),
      {
        description:
          'Parashari graha drishti, sign to sign (7th for all; Mars 4/8, Jupiter 5/9, Saturn 3/10).',
      },
    ),
    western: Type.Array(
      Type.Object({
        between: Type.Array(GrahaName, {
          minItems: 2,
          maxItems: 2,
          description: 'The two planets, in the order Sun … Ketu.',
        }),
        aspect: Type.Union(
          ['conjunction', 'sextile', 'square', 'trine', 'opposition'].map((a) => Type.Literal(a)),
          {
            description:
              'The aspect: conjunction 0°, sextile 60°, square 90°, trine 120°, opposition 180°.',
          },
        ),
        angle: Type.Number({
          description: 'The aspect’s exact angle in degrees (0, 60, 90, 120 or 180).',
        }),
        separation: Type.Number({
          description: 'The two planets’ actual distance along the zodiac, degrees, 0-180.',
        }),
        orb: Type.Number({
          description: 'How far the separation is from the exact angle, degrees.',
        }),
        applying: Type.Boolean({
          description: 'True while the aspect is growing exact (the faster planet approaching).',
        }),
      }),
      {
        description:
          'Degree aspects (orbs: conjunction 8°, sextile 7°, square 8°, trine 8°, opposition 8°).',
      },
    ),
  },
  {
    $id: 'PlanetaryAspects',
    description: 'The aspects between the planets, Vedic (by sign) and Western (by degree).',
  },
);

const LinkRole = Type.Union(
  [
    'cuspal_sub_lord',
    'star_lord_of_csl',
    'sub_lord_of_csl',
    'star_lord_of_sub_lord',
    'cuspal_sub_sub_lord',
  ].map((r) => Type.Literal(r)),
  {
    description:
      'The planet’s place in the chain: cuspal_sub_lord (the CSL), star_lord_of_csl, sub_lord_of_csl, star_lord_of_sub_lord (of the CSL’s sub lord), cuspal_sub_sub_lord.',
  },
);

export const CuspInterlinks = Type.Object(
  {
    house: House('The cusp, 1-12.'),
    sub_lord: Graha('Its sub lord (the CSL).'),
    sub_sub_lord: Graha('Its sub-sub lord.'),
    chain: Type.Array(
      Type.Object({
        role: LinkRole,
        planet: Graha('The planet at this link.'),
        occupies: House('The house it occupies.'),
        owns: Houses('Houses owned; for Rahu/Ketu the houses of the planets they act for.'),
        star_lord: Graha('Its star lord.'),
        sub_lord: Graha('Its sub lord.'),
        sub_sub_lord: Graha('Its sub-sub lord.'),
        signifies: Houses('All houses signified, levels A-D.'),
      }),
      {
        description:
          'cusp → cuspal sub lord → its star lord → its sub lord → that sub lord’s star lord, and the cusp’s sub-sub lord (KCIL agent).',
      },
    ),
    events: Type.Array(
      Type.Object({
        event_id: Type.String({
          description: 'Event id from GET /api/v1/event-catalog, e.g. marriage.',
        }),
        required_houses: Houses('Required houses of the event.'),
        negating_houses: Houses('Negating houses of the event.'),
        links: Type.Array(
          Type.Object({
            role: LinkRole,
            planet: Graha('The planet at this link.'),
            required_hit: Houses('Occupied or owned houses that are required.'),
            negating_hit: Houses('Occupied or owned houses that are negating.'),
          }),
          { description: 'Each link of the chain, checked against the event’s houses.' },
        ),
      }),
      {
        description:
          'Catalog events whose primary cusp this is, with each link checked against them.',
      },
    ),
  },
  {
    $id: 'CuspInterlinks',
    description:
      'One cusp’s interlinks: the chain from its sub lord to the houses it reaches, checked against the events of that cusp.',
  },
);

export const VedicDetails = Type.Object(
  {
    lagna_sign: Sign('The ascendant’s (lagna’s) sign.'),
    lagna_lord: Graha('Lord of the ascendant’s sign.'),
    moon_sign: Sign('The Moon’s sign (the rasi, “moon sign”).'),
    moon_sign_lord: Graha('Lord of the Moon’s sign.'),
    nakshatra: Nakshatra('The Moon’s nakshatra (the birth star).'),
    nakshatra_lord: Graha('Its lord, which starts the Vimshottari dasha.'),
    pada: Pada('Pada of the Moon’s nakshatra, 1-4.'),
    tithi: Type.Object(
      {
        index: Type.Integer({
          minimum: 1,
          maximum: 30,
          description: 'The tithi’s number, 1-30 (1-15 the bright half, 16-30 the dark half).',
        }),
        name: Type.String({ description: 'Its name, e.g. Panchami (Purnima is 15, Amavasya 30).' }),
        paksha: Type.Union([Type.Literal('Shukla'), Type.Literal('Krishna')], {
          description: 'Shukla (bright, waxing) or Krishna (dark, waning) half of the month.',
        }),
      },
      { description: 'The lunar day at birth (Glossary: Panchang, its limbs).' },
    ),
    yoga: Type.Object(
      {
        index: Type.Integer({ minimum: 1, maximum: 27, description: 'The yoga’s number, 1-27.' }),
        name: Type.String({ description: 'Its name, e.g. Vishkumbha.' }),
      },
      { description: 'The yoga at birth.' },
    ),
    karana: Type.Object(
      {
        name: Type.String({ description: 'The karana’s name, e.g. Bava.' }),
        slot: Type.Integer({
          minimum: 1,
          maximum: 60,
          description: 'Which of the month’s 60 half-tithis, 1-60.',
        }),
      },
      { description: 'The karana (half a tithi) at birth.' },
    ),
    weekday: Type.String({
      description:
        'Hindu weekday (vara), in English, e.g. Friday: the day runs sunrise to sunrise, so a birth before sunrise has the previous weekday.',
    }),
    weekday_lord: Graha('Lord of that weekday (Sunday: Sun …).'),
    ayanamsa: Type.Object(
      {
        id: Type.String({ description: 'Ayanamsa id, e.g. kp.' }),
        name: Type.String({ description: 'Its name.' }),
        degrees: Type.Number({ description: 'Its value at birth, decimal degrees.' }),
      },
      { description: 'The ayanamsa the chart was cast with (also in meta).' },
    ),
  },
  {
    $id: 'VedicDetails',
    description:
      'Lagna and Moon, the Moon’s nakshatra, and the panchang limbs at the birth instant.',
  },
);
