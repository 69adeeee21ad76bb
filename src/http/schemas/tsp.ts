/**
 * POST /api/v1/tsp: request and response (api-contract "POST /api/v1/tsp"; rule in docs/questions.md
 * "How TSP is read"). Also the pieces the horary and descriptive schemas share: the judgment moment,
 * the ruling planets, the verdict and a KP table row.
 */
import { Type } from 'typebox';
import { TSP_LABEL_KINDS } from '../../app/tsp.js';
import { CONFIDENCES, VERDICTS } from '../../engine/kp/promise.js';
import { WEEKDAYS } from '../../engine/kp/ruling-planets.js';
import { about, GrahaName, NakshatraName, SignName } from './chart.js';
import {
  BasisField,
  CalculationOptions,
  DateString,
  Latitude,
  Longitude,
  ResponseFields,
  TimeString,
} from './common.js';
import { labelsField, langField } from './lang.js';

/** Where and when the question is judged (shared by horary and TSP). */
export const JudgmentFields = {
  judgment_date: DateString('Date the question is judged, local to the place'),
  judgment_time: TimeString('Time the question is judged, local to the place'),
  latitude: {
    ...Latitude,
    description: 'Where the question is judged: decimal degrees, north positive.',
  },
  longitude: {
    ...Longitude,
    description: 'Where the question is judged: decimal degrees, east positive.',
  },
  place: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'Echoed back. The zone is always resolved from the coordinates.',
      examples: ['New Delhi'],
    }),
  ),
  ...CalculationOptions,
};

export const LocalTimeStatus = ResponseFields.localTimeStatus();

/** Where and in which zone a horary or TSP question was judged, as its answer echoes it. */
export const JudgmentPlaceEcho = {
  place: Type.String({ description: 'Echo; empty when not sent.' }),
  timezone: Type.Union([Type.String(), Type.Null()], {
    description:
      'IANA zone of the judgment place (from the coordinates, or the `timezone` sent); null when `utc_offset_hours` fixed the offset.',
  }),
  utc_offset_hours: Type.Number({
    description: 'UTC offset in force at the judgment moment, hours.',
  }),
  local_time_status: LocalTimeStatus,
};

export const VerdictEnum = Type.Union(
  VERDICTS.map((v) => Type.Literal(v)),
  {
    description:
      'The contract’s verdict enum, a fixed set: STRONGLY_PROMISED, PROMISED, PROMISED_WITH_DELAY, PROMISED_WITH_OBSTRUCTION, WEAK_PROMISE, REQUIRES_FURTHER_TIMING_CONFIRMATION, DENIED (Glossary: Verdicts).',
  },
);
export const ConfidenceEnum = Type.Union(
  CONFIDENCES.map((c) => Type.Literal(c)),
  {
    description:
      'WEAK, MODERATE or STRONG: how clearly the chart gives the verdict, not a probability (Glossary: Confidence).',
  },
);

export const RulingPlanetsRecord = Type.Object(
  {
    ascendant_star_lord: about(GrahaName, 'Star lord of the actual rising degree (strongest).'),
    ascendant_sign_lord: about(GrahaName, 'Sign lord of the actual rising degree.'),
    moon_star_lord: about(GrahaName, 'Star lord of the Moon.'),
    moon_sign_lord: about(GrahaName, 'Sign lord of the Moon.'),
    day_lord: about(GrahaName, 'Lord of the Hindu weekday (sunrise to sunrise; weakest).'),
    weekday: Type.Union(
      WEEKDAYS.map((w) => Type.Literal(w)),
      { description: 'Hindu weekday: sunrise to sunrise.' },
    ),
    ranked: Type.Array(GrahaName, {
      description:
        'The five ruling planets in descending strength (ascendant star lord, ascendant sign lord, Moon star lord, Moon sign lord, day lord), repeats removed.',
    }),
    node_agents: Type.Array(GrahaName, {
      description:
        'Rahu/Ketu acting as agents of a ruling planet (conjoined, aspected by one, or in a sign one owns).',
    }),
    node_agent_reasons: Type.Array(
      Type.Object({
        node: about(GrahaName, 'Rahu or Ketu.'),
        reasons: Type.Array(Type.String(), {
          description: 'Why the node joined, e.g. "in Saturn\'s star".',
        }),
      }),
      { description: 'For each node in node_agents: why it joined.' },
    ),
    ascendant_sub_lord: about(GrahaName, '7-slot extension: sub lord of the rising degree.'),
    moon_sub_lord: about(GrahaName, '7-slot extension: sub lord of the Moon.'),
  },
  {
    description:
      'Ruling planets at the judgment moment and place, from the actual rising degree and the Moon (kp-doctrine §3.2). The sub lords are the 7-slot extension.',
  },
);

export const KpRowRecord = (description: string) =>
  Type.Object(
    {
      number: Type.Integer({ description: 'Row number (the horary or TSP number).' }),
      sign: about(SignName, 'The sign the row lies in.'),
      nakshatra: about(NakshatraName, 'The nakshatra the row lies in.'),
      start_text: Type.String({
        description:
          'Where the row starts within its sign, as text: DD°MM′SS″ (hundredths of a second when present); start_longitude is the same point in decimal degrees.',
        examples: ['14°53′20″'],
      }),
      start_longitude: Type.Number({ description: 'Start, sidereal degrees from 0° Aries.' }),
      end_longitude: Type.Number({
        description: 'End (= the next row’s start), sidereal degrees.',
      }),
      arc_seconds: Type.Number({ description: 'Length of the row, seconds of arc.' }),
      sign_lord: about(GrahaName, 'Sign lord of the row.'),
      star_lord: about(GrahaName, 'Star (nakshatra) lord of the row.'),
      sub_lord: about(GrahaName, 'Sub lord of the row.'),
      sub_sub_lord: Type.Optional(about(GrahaName, 'Sub-sub lord (2193 table only).')),
    },
    { description },
  );

export const TspRequest = Type.Object(
  {
    tsp_number: Type.Integer({
      minimum: 1,
      maximum: 2193,
      description: 'A number 1-2193 (the sub-sub table; not the horary range).',
      examples: [1000],
      'x-error': 'must be an integer from 1 to 2193',
    }),
    ...JudgmentFields,
    query: Type.Optional(
      Type.String({
        maxLength: 2000,
        description: 'Echoed back, never parsed: the verdict comes from the number.',
        examples: ['Will the parcel arrive this week?'],
      }),
    ),
    name: Type.Optional(Type.String({ maxLength: 200, description: 'Echoed back.' })),
    lang: langField(),
  },
  {
    additionalProperties: false,
    description: 'A TSP number and the moment and place it is judged.',
    examples: [
      {
        tsp_number: 1000,
        judgment_date: '2025-01-01',
        judgment_time: '17:30',
        latitude: 28.6139,
        longitude: 77.209,
        place: 'New Delhi',
        query: 'Will the parcel arrive this week?',
      },
    ],
  },
);

export const TspResponse = Type.Object(
  {
    tsp_number: Type.Integer({ description: 'Echo of the number 1-2193.' }),
    query: Type.String({ description: 'Echo; empty when not sent.' }),
    name: Type.String({ description: 'Echo; empty when not sent.' }),
    ...JudgmentPlaceEcho,
    row: KpRowRecord('The number’s row of the 2193 (sub-sub) table with its arc.'),
    ruling_planets: RulingPlanetsRecord,
    lords: Type.Array(
      Type.Object({
        level: Type.Union(
          [
            Type.Literal('sign'),
            Type.Literal('star'),
            Type.Literal('sub'),
            Type.Literal('sub_sub'),
          ],
          { description: 'Which of the number’s lords.' },
        ),
        planet: about(GrahaName, 'The lord.'),
        ruling: Type.Boolean({
          description: 'True when this lord is a ruling planet at judgment.',
        }),
      }),
      {
        minItems: 4,
        maxItems: 4,
        description: 'The number’s four lords against the ruling planets.',
      },
    ),
    rules: Type.Object(
      {
        sub_sub_lord_is_star_ruler: Type.Boolean({
          description: 'Rule 1: the sub-sub lord is the ascendant’s or the Moon’s star lord.',
        }),
        all_lords_ruling: Type.Boolean({
          description: 'Rule 2: all four lords are ruling planets.',
        }),
        lords_ruling_count: Type.Integer({
          minimum: 0,
          maximum: 4,
          description: 'How many of the four lords are ruling planets.',
        }),
      },
      { description: 'The two TSP rules (docs/questions.md, "How TSP is read").' },
    ),
    basis: BasisField(
      'The two TSP rules (the Gulbarga shortcut carried one level deeper, to the sub-sub lord) are the project’s own derivation, not KSK’s (docs/questions.md, "How TSP is read"); the ruling planets themselves are KSK’s.',
    ),
    verdict: VerdictEnum,
    confidence: ConfidenceEnum,
    reasoning: Type.String({
      description: 'One sentence: the lords, the ruling planets, the rules.',
    }),
    labels: labelsField(TSP_LABEL_KINDS),
    meta: ResponseFields.meta(),
  },
  {
    description:
      'The TSP number’s row, its four lords against the ruling planets of the moment, and the verdict (Glossary: Horary number, TSP number).',
  },
);
