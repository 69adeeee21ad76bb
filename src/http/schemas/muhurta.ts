/**
 * GET /api/v1/muhurta/events and POST /api/v1/muhurta: request and response (api-contract "POST
 * /api/v1/muhurta"; the response is decisions.md "Muhurta and financial", Response). Also the window
 * record the financial muhurta shares. Documented in docs/muhurta-and-financial.md.
 */
import { Type } from 'typebox';
import { ELECTION_LABEL_KINDS } from '../../app/muhurta.js';
import { CONFIDENCES, VERDICTS } from '../../engine/kp/promise.js';
import { MUHURTA_EVENT_IDS } from '../../engine/muhurta/rules.js';
import { WEIGHTS } from '../../engine/muhurta/score.js';
import { Graha, Nakshatra, Sign } from './chart.js';
import { BasisField, DateString, ResponseFields, SunriseOption } from './common.js';
import { labelsField, langField } from './lang.js';
import { Warnings } from './places.js';

export const MaxWindows = Type.Optional(
  Type.Integer({
    minimum: 1,
    maximum: 20,
    default: 8,
    description: 'How many ranked windows to return, 1-20 (default 8).',
    'x-error': 'must be an integer from 1 to 20',
  }),
);

export const MuhurtaEventsResponse = Type.Object(
  {
    events: Type.Array(
      Type.Object({
        id: Type.String({ description: 'Event id accepted by POST /api/v1/muhurta.' }),
        label: Type.String({
          description: 'Its title in the event catalog, in `lang` when sent.',
        }),
      }),
      { description: 'The events POST /api/v1/muhurta elects for.' },
    ),
  },
  {
    description: 'The muhurta events: their ids and titles.',
    examples: [
      {
        events: [
          { id: 'property', label: 'Property' },
          { id: 'marriage', label: 'Marriage' },
        ],
      },
    ],
  },
);

export const MuhurtaRequest = Type.Object(
  {
    birth: Type.Ref('Birth', { description: 'The person the window is for: a Birth object.' }),
    event_name: Type.Union(
      MUHURTA_EVENT_IDS.map((id) => Type.Literal(id)),
      {
        description: 'An id from GET /api/v1/muhurta/events.',
        'x-error': `must be one of: ${MUHURTA_EVENT_IDS.join(', ')}`,
      },
    ),
    max_windows: MaxWindows,
    from_date: Type.Optional(
      DateString('Keep only windows whose best moment falls on or after this local date'),
    ),
    to_date: Type.Optional(
      DateString(
        'Keep only windows whose best moment falls on or before this local date; extends the scan when later than 366 days, up to 3 years after today',
      ),
    ),
    viewer_utc_offset_hours: Type.Optional(
      Type.Number({
        minimum: -12,
        maximum: 14,
        description:
          "UTC offset of the reader, hours: decides the reader's calendar day (no window starts before it). Default: the offset in force at the birth place now.",
        'x-error': 'must be a number from -12 to 14',
      }),
    ),
    sunrise: SunriseOption,
    lang: langField(),
  },
  { additionalProperties: false },
);

const Iso = (what: string) =>
  Type.String({
    description: `${what}: ISO 8601 local date-time at the birth place with the offset in force, e.g. 2026-12-03T23:34:39+05:30.`,
  });

export const Reason = Type.Object(
  {
    factor: Type.Union(
      Object.keys(WEIGHTS).map((k) => Type.Literal(k)),
      { description: 'The weighted factor (docs/muhurta-and-financial.md, Weights).' },
    ),
    points: Type.Integer({ description: 'Points this factor gave at the best moment.' }),
    max: Type.Integer({ description: 'Most points this factor can give.' }),
    text: Type.String({ description: 'Why: the lords, houses or panchang element read.' }),
  },
  { description: 'One weighted factor; the score is the sum of points.' },
);

export const MuhurtaWindow = Type.Object(
  {
    rank: Type.Integer({ minimum: 1, description: '1 = best score (earliest first on ties).' }),
    start: Iso("Start (never before 00:00 of the reader's day)"),
    end: Iso('End'),
    best: Iso('The best moment: where the rising sub lord signifies the event, highest score'),
    score: Type.Integer({ minimum: 0, maximum: 100, description: "Sum of the reasons' points." }),
    reasons: Type.Array(Reason, { description: 'Every factor, with the points it added.' }),
    moon: Type.Object(
      {
        sign: Sign('The Moon’s sign at the best moment.'),
        sign_lord: Graha('Its lord.'),
        nakshatra: Nakshatra('The Moon’s nakshatra.'),
        star_lord: Graha('The Moon’s star lord.'),
        sub_lord: Graha('The Moon’s sub lord (a requirement reads it).'),
      },
      { description: 'The transit Moon at the best moment.' },
    ),
    dasha: Type.Object(
      {
        mahadasha: Graha('The running mahadasha’s lord.'),
        antardasha: Graha('The running antardasha’s (bhukti’s) lord.'),
        pratyantardasha: Graha('The running pratyantardasha’s (antara’s) lord.'),
      },
      { description: 'Running Vimshottari lords at the best moment (Glossary: Dasha levels).' },
    ),
    panchang: Type.Object(
      {
        vara: Type.String({ description: 'Weekday of the Hindu day (sunrise to sunrise).' }),
        tithi: Type.Object(
          {
            index: Type.Integer({ description: 'The tithi’s number, 1-30.' }),
            name: Type.String({ description: 'Its name, e.g. Ekadashi.' }),
            paksha: Type.String({ description: 'Shukla (bright half) or Krishna (dark half).' }),
          },
          { description: 'The lunar day (Glossary: Panchang, its limbs).' },
        ),
        nakshatra: Nakshatra('The Moon’s nakshatra.'),
        yoga: Type.String({ description: 'The yoga’s name, e.g. Ayushman.' }),
        karana: Type.String({ description: 'The karana’s name, e.g. Bava.' }),
      },
      { description: 'Panchang elements at the best moment.' },
    ),
    lagna: Type.Object(
      {
        sign: Sign('The rising sign at the best moment.'),
        sign_lord: Graha('Its lord.'),
        star_lord: Graha('Star lord of the rising degree.'),
        sub_lord: Graha('Sub lord of the rising degree.'),
        elected: Type.Boolean({
          description:
            'True when the rising sub lord signifies a required house (KP elected lagna).',
        }),
      },
      { description: 'The rising sign and its lords at the best moment.' },
    ),
  },
  { description: 'One ranked window.' },
);

export const PromiseBlock = Type.Object(
  {
    verdict: Type.Union(
      VERDICTS.map((v) => Type.Literal(v)),
      { description: "The birth chart's own verdict for the event (same engine and enum)." },
    ),
    confidence: Type.Union(
      CONFIDENCES.map((c) => Type.Literal(c)),
      { description: 'WEAK, MODERATE or STRONG (Glossary: Confidence).' },
    ),
    reasoning: Type.String({
      description: 'The natal judgment’s reasoning, as in the birth chart.',
    }),
  },
  {
    description:
      'Natal promise of the event, reported as context: it never removes a window (an election picks a moment for an act the person is about to perform).',
  },
);

export const Scanned = Type.Object(
  {
    from: Type.String({ description: "The reader's calendar day the scan starts at." }),
    to: Type.String({ description: 'Last local date at the birth place the scan covered.' }),
  },
  { description: 'The scanned range (from_date/to_date only filter inside it).' },
);

/** A `meta` block as the service returns it (values from a real run). */
export const EXAMPLE_META = {
  engine_version: '0.1.0',
  ephemeris: 'swiss',
  swisseph_version: '2.10.03',
  ayanamsa: 'kp',
  ayanamsa_name: 'Krishnamurti (KP), Swiss Ephemeris mode 5',
  ayanamsa_degrees: 23.62,
  node_type: 'mean',
  house_system: 'Placidus',
  dasha_year_days: 365.25,
  tz_version: '2025b',
  tz_source: 'tzif',
  input_hash: '3f1c…',
};

const EXAMPLE_WINDOW = {
  rank: 1,
  start: '2026-12-03T14:45:13+05:30',
  end: '2026-12-04T07:02:39+05:30',
  best: '2026-12-03T23:34:39+05:30',
  score: 100,
  reasons: [
    {
      factor: 'dasha_md',
      points: 10,
      max: 10,
      text: 'Mahadasha lord Ketu signifies 7, 11 (required 2, 7, 11)',
    },
    { factor: 'moon_sub', points: 10, max: 10, text: "Moon's sub lord Saturn signifies 7" },
  ],
  moon: {
    sign: 'Virgo',
    sign_lord: 'Mercury',
    nakshatra: 'Hasta',
    star_lord: 'Moon',
    sub_lord: 'Saturn',
  },
  dasha: { mahadasha: 'Ketu', antardasha: 'Rahu', pratyantardasha: 'Mercury' },
  panchang: {
    vara: 'Thursday',
    tithi: { index: 26, name: 'Ekadashi', paksha: 'Krishna' },
    nakshatra: 'Hasta',
    yoga: 'Ayushman',
    karana: 'Bava',
  },
  lagna: { sign: 'Leo', sign_lord: 'Sun', star_lord: 'Ketu', sub_lord: 'Saturn', elected: true },
};

export const MuhurtaResponse = Type.Object(
  {
    event_name: Type.String({
      description: 'The event elected for (the request’s event_name), e.g. marriage.',
    }),
    label: Type.String({ description: 'The event’s title for a person (in `lang` when sent).' }),
    basis: BasisField(
      'The muhurta requirements follow KP practice (a running period lord and the transit Moon signifying the event), but the window scan, the 0-100 points and the elected-lagna choice are the project’s own method, not KSK’s (docs/muhurta-and-financial.md).',
    ),
    name: Type.String({ description: 'Echo of birth.name ("" when not sent).' }),
    place: Type.String({ description: 'Echo of birth.place ("" when not sent).' }),
    promise: PromiseBlock,
    today: Type.String({
      description: "The reader's calendar day (from viewer_utc_offset_hours).",
    }),
    scanned: Scanned,
    windows: Type.Array(MuhurtaWindow, {
      description: 'Ranked windows, best first; empty when none qualified (see notice).',
    }),
    notice: Type.Union([Type.String(), Type.Null()], {
      description: 'When windows is empty: which requirement removed everything. Null otherwise.',
    }),
    labels: labelsField(ELECTION_LABEL_KINDS),
    meta: ResponseFields.meta(),
    warnings: Warnings,
  },
  {
    description:
      'Ranked windows to begin the event, each with its score and the reasons for it (Glossary: Muhurta).',
    examples: [
      {
        event_name: 'marriage',
        label: 'Marriage',
        basis: 'sublord method, not from KSK',
        name: 'Asha',
        place: 'New Delhi',
        promise: {
          verdict: 'PROMISED_WITH_OBSTRUCTION',
          confidence: 'MODERATE',
          reasoning: 'The 7th cusp sub lord is Moon (the CSL), in the star of Saturn …',
        },
        today: '2026-11-23',
        scanned: { from: '2026-11-23', to: '2027-11-23' },
        windows: [EXAMPLE_WINDOW],
        notice: null,
        meta: EXAMPLE_META,
      },
    ],
  },
);

export { EXAMPLE_WINDOW };
