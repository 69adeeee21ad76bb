/**
 * POST /api/v1/horary: request and response (api-contract "POST /api/v1/horary"; casting and
 * judgment in docs/questions.md). Fields the contract leaves open are described here: windows are ISO
 * 8601 local date-times with offset at the judgment place; classification_confidence is a number 0-1.
 */
import { Type } from 'typebox';
import { HORARY_LABEL_KINDS } from '../../app/horary.js';
import { RETROGRADE_RULES } from '../../engine/horary/judge.js';
import { about, GrahaName, HouseNumber, Sign } from './chart.js';
import { BasisField, ResponseFields } from './common.js';
import { VerdictDistribution } from './kp.js';
import { labelsField, langField } from './lang.js';
import {
  ConfidenceEnum,
  JudgmentFields,
  JudgmentPlaceEcho,
  KpRowRecord,
  RulingPlanetsRecord,
  VerdictEnum,
} from './tsp.js';

export const HoraryFields = {
  question: Type.String({
    minLength: 1,
    maxLength: 2000,
    description:
      'One answerable question. Either/or questions and text that is not a question are a 422 on this field; several asks are judged for the primary one with multi_question_notice.',
    examples: ['Will I get the new job I applied for?'],
  }),
  horary_number: Type.Integer({
    minimum: 1,
    maximum: 249,
    description: 'The number the querent gives, 1-249 (a row of the KP sub table).',
    examples: [74],
    'x-error': 'must be an integer from 1 to 249',
  }),
  ...JudgmentFields,
  locked_event_id: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      description:
        'An event id of GET /api/v1/event-catalog (e.g. job_change, property_sale): the question is then judged for that event with no keyword matching; classification_confidence is 1.',
      examples: ['job_change'],
    }),
  ),
  in_india: Type.Optional(
    Type.Boolean({
      description:
        'Default true. Only decides a journey question between travel (domestic) and foreign_travel.',
    }),
  ),
};

/** How a retrograde CSL is read (horary only; descriptive's HORARY mode reads no verdict). */
const RetrogradeCsl = {
  retrograde_csl: Type.Optional(
    Type.Union([Type.Literal('negative'), Type.Literal('delay')], {
      description:
        'How a retrograde primary cuspal sub lord, or 11th cusp sub lord, is read. "negative" (default): KSK\'s reading, the result is negative (DENIED; KP Reader III, raw OCR lines 4388 and 4659). "delay": the compiled horary rule, a named option and not KSK\'s: the matter is delayed until it turns direct (PROMISED_WITH_DELAY), and a retrograde star lord of the CSL or Saturn in its chain also delays.',
      'x-error': 'must be "negative" or "delay"',
    }),
  ),
  judgment_time_uncertainty_minutes: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: 30,
      description:
        "How many minutes either side of judgment_time the question may have been asked (0-30; issue 35 §3). The response then carries verdict_distribution over that window: the ruling planets (the rising sign and star, the weekday at sunrise) and the Moon change within minutes, the number's cusps do not. The verdict stays the one at judgment_time.",
      examples: [5],
    }),
  ),
};

export const HoraryRequest = Type.Object(
  {
    ...HoraryFields,
    ...RetrogradeCsl,
    include: Type.Optional(
      Type.Array(Type.Literal('chart_layout'), {
        uniqueItems: true,
        description:
          "Optional blocks to add: chart_layout (the horary chart's drawing geometry, as in /birth-chart). Without include it is left out.",
        examples: [['chart_layout']],
      }),
    ),
    lang: langField(),
  },
  {
    additionalProperties: false,
    description: 'A question, its number 1-249, and the moment and place it is judged.',
    examples: [
      {
        question: 'Will I get the new job I applied for?',
        horary_number: 74,
        judgment_date: '2025-01-01',
        judgment_time: '17:30',
        latitude: 28.6139,
        longitude: 77.209,
        place: 'New Delhi',
      },
      {
        question: 'Will I change my job this year?',
        horary_number: 120,
        judgment_date: '2025-01-01',
        judgment_time: '17:30',
        latitude: 51.5074,
        longitude: -0.1278,
        locked_event_id: 'job_change',
      },
    ],
  },
);

const LocalDateTime = (description: string) =>
  Type.String({
    description: `${description} ISO 8601 local date-time with seconds and the UTC offset in force at the judgment place at that instant.`,
    examples: ['2025-03-14T09:26:05+05:30'],
  });

export const HoraryWindow = Type.Object(
  {
    start: LocalDateTime('Window start.'),
    end: LocalDateTime('Window end.'),
    basis: Type.Literal('dasha_bhukti_antara', {
      description:
        'How the window was found: antaras of the horary chart’s Vimshottari (from the Moon at judgment) whose bhukti and antara lords signify a required house and whose lords include a fruitful significator.',
    }),
    fruitful_significators: Type.Array(GrahaName, {
      description: 'Lords of the window that signify a required house and are ruling planets.',
    }),
    periods: Type.Array(
      Type.Object({
        mahadasha: about(GrahaName, 'Mahadasha lord.'),
        antardasha: about(GrahaName, 'Antardasha (bhukti) lord.'),
        pratyantardasha: about(GrahaName, 'Pratyantardasha (antara) lord.'),
        start: LocalDateTime('Period start (clipped to the judgment moment).'),
        end: LocalDateTime('Period end.'),
        sookshmas: Type.Array(
          Type.Object({
            lord: about(GrahaName, 'Sookshma lord: a fruitful significator.'),
            start: LocalDateTime('Sookshma start (clipped to the judgment moment).'),
            end: LocalDateTime('Sookshma end.'),
          }),
          {
            description:
              'The sookshmas (fourth level) of this antara whose lord is a fruitful significator: KSK times horary matters to the sookshma (R3 4087, 3480); choosing the fruitful ones is our reading.',
          },
        ),
      }),
      { description: 'The qualifying antaras merged into this window, in order.' },
    ),
    days: Type.Number({ description: 'Length of the window, days.' }),
    sun_transits: Type.Union(
      [
        Type.Array(
          Type.Object({
            start: LocalDateTime('The Sun enters the sign/star.'),
            end: LocalDateTime('The Sun leaves it (or the scan ends).'),
            sign: Sign('The sign.'),
            sign_lord: about(GrahaName, 'Lord of the sign: a ruling planet.'),
            star_lord: about(GrahaName, 'Lord of the star: a fruitful significator.'),
          }),
        ),
        Type.Null(),
      ],
      {
        description:
          'Ruling-planet transit confirmation (kp-doctrine §3.4), first window only, over at most 366 days of it: when the Sun is in a sign owned by a ruling planet and in the star of a fruitful significator (exact crossing instants). Null for later windows (not scanned); an empty array means no such transit in the scanned stretch.',
      },
    ),
    moon_transits: Type.Union(
      [
        Type.Array(
          Type.Object({
            start: LocalDateTime('The Moon enters the sign/star.'),
            end: LocalDateTime('The Moon leaves it (or the sookshma ends).'),
            sign: Sign('The sign.'),
            sign_lord: about(GrahaName, 'Lord of the sign: a ruling planet.'),
            star_lord: about(GrahaName, 'Lord of the star: a fruitful significator.'),
          }),
        ),
        Type.Null(),
      ],
      {
        description:
          'The Moon’s confirmation (issue 21 §6; KSK, R3 4088), first window only: within its first fruitful sookshma (at most 60 days), when the Moon is in a sign owned by a ruling planet and the star of a fruitful significator. Null for later windows, or when the first window has no fruitful sookshma.',
      },
    ),
    lagna_transits: Type.Union(
      [
        Type.Array(
          Type.Object({
            start: LocalDateTime('This sub starts rising at the judgment place.'),
            end: LocalDateTime('The next sub rises (or the Moon’s stretch ends).'),
            sign: Sign('The rising sign.'),
            sign_lord: about(GrahaName, 'Lord of the rising sign: a ruling planet.'),
            star_lord: about(GrahaName, 'Lord of the rising star: a fruitful significator.'),
            sub_lord: about(GrahaName, 'Lord of the rising sub: a fruitful significator.'),
          }),
          { maxItems: 12 },
        ),
        Type.Null(),
      ],
      {
        description:
          'The hour by the rising lagna (issue 21 §6), first window only: within the first of its `moon_transits` (the day), the stretches when the ascendant rising at the judgment place is in a sign owned by a ruling planet, the star of a fruitful significator and the sub of a fruitful significator, earliest first, at most 12. KSK: the ascendant’s star and then its sub show which matter comes at which moment of a day (R3 117-121), and he names the lagna at an event after the fact (R3 1644-1646, 1928-1929); Reader III has no forward prediction timed to the hour by the lagna, so this rule (the Moon’s carried to the sub) is the sublord method’s reading, not KSK’s statement. Null when there is no Moon confirmation; empty when no such sub rises that day.',
      },
    ),
  },
  {
    description:
      'A timing window within two dasha years of the judgment or, when none falls there, within the running mahadasha (issue 21 §6).',
  },
);

export const HoraryEvidence = Type.Object(
  {
    cuspal_sub_lord: about(GrahaName, 'Sub lord of the primary cusp (the CSL).'),
    star_lord: about(GrahaName, 'Star lord of the CSL.'),
    sub_lord: about(GrahaName, 'The CSL’s own sub lord.'),
    houses_via_star_lord: Type.Array(HouseNumber, {
      description: 'Houses the CSL signifies through its star lord (levels A and C).',
    }),
    houses_own: Type.Array(HouseNumber, {
      description: 'Houses the CSL signifies by itself (levels B and D).',
    }),
    sub_lord_houses: Type.Array(HouseNumber, {
      description: 'Houses the CSL’s own sub lord signifies through its star lord.',
    }),
    required_signified: Type.Array(HouseNumber, {
      description: 'Required houses the CSL signifies.',
    }),
    negating_signified: Type.Array(HouseNumber, {
      description: 'Negating houses the CSL signifies.',
    }),
    supporting_cusp: about(
      HouseNumber,
      'The cusp that should agree: the 11th (the 2nd when the primary cusp is the 11th).',
    ),
    supporting_cusp_agrees: Type.Boolean({
      description: 'Its sub lord signifies a required house.',
    }),
    promise_verdict: VerdictEnum,
    retrograde_rule: Type.Union(
      RETROGRADE_RULES.map((r) => Type.Literal(r)),
      {
        description:
          'csl_negative: the CSL is retrograde, so the result is negative (DENIED; KSK, R3 4388, the default); eleventh_csl_negative: the 11th cusp sub lord is retrograde, "whatever he desires to have will not be had" (DENIED; KSK, R3 4659); csl_delay, eleventh_csl_delay: the same with retrograde_csl "delay" (PROMISED_WITH_DELAY; the compiled rule, not KSK); star_lord_falls_through: the CSL\'s star lord is retrograde (DENIED; the compiled rule, not in Reader III).',
      },
    ),
    ksk_negation_rule: Type.Union([Type.String(), Type.Null()], {
      description:
        'KSK\'s horary rule for the matter, when it denied: the CSL signifies a negating house ("R3 4745": marriage, 1, 6, 10 or 12; "R3 4704": children, 1, 4 or 10). Null otherwise.',
    }),
    ruling_planets_used: Type.Array(GrahaName, {
      description: 'The five ruling planets (repeats removed) followed by node agents.',
    }),
    fruitful_significators: Type.Array(GrahaName, {
      description: 'Significators of the required houses that are ruling planets.',
    }),
    required_significators: Type.Array(GrahaName, {
      description: 'Significators (levels A-D) of the required houses.',
    }),
    moon_test: Type.Object(
      {
        genuine: Type.Boolean({
          description: 'The Moon, its star lord or its sub lord occupies or owns a required house.',
        }),
        links: Type.Array(
          Type.Object({
            planet: about(GrahaName, 'The Moon, its star lord or its sub lord.'),
            role: Type.Union(
              [Type.Literal('moon'), Type.Literal('star_lord'), Type.Literal('sub_lord')],
              { description: 'Which of the three it is.' },
            ),
            houses: Type.Array(HouseNumber, {
              description: 'Required houses it occupies or owns.',
            }),
          }),
          { description: 'The Moon and its two lords, each with the required houses it touches.' },
        ),
      },
      {
        description:
          'KP’s test that a horary question is genuine: the Moon connected with the matter asked.',
      },
    ),
  },
  { description: 'The judgment’s evidence, step by step (docs/questions.md).' },
);

const Positions = ResponseFields.positions(
  'the horary chart (the judgment moment; `house` is the horary chart’s house)',
);

export const HoraryResponse = Type.Object(
  {
    question: Type.String({ description: 'Echo of the question.' }),
    horary_number: Type.Integer({ description: 'Echo of the number 1-249.' }),
    category: Type.String({ description: 'The event’s title from the catalog.' }),
    event_id: Type.String({ description: 'Catalog event id judged.' }),
    event_title: Type.String({ description: 'The event’s title.' }),
    polarity: Type.Union([Type.Literal('wanted'), Type.Literal('unwanted')], {
      description: 'For an unwanted topic DENIED is the favourable outcome.',
    }),
    primary_cusp: about(HouseNumber, 'The cusp judged (rotated for a relative).'),
    required_houses: Type.Array(HouseNumber, { description: 'Houses that fulfil the event.' }),
    negating_houses: Type.Array(HouseNumber, { description: 'Houses that negate it.' }),
    relative: Type.Union(
      [
        Type.Object({
          who: Type.String({ description: 'The relative named in the question, e.g. spouse.' }),
          house: about(HouseNumber, 'The house read as the relative’s ascendant.'),
        }),
        Type.Null(),
      ],
      {
        description:
          'The relative the question is about and the house used as their ascendant (kp-doctrine §3.3); the cusps and houses above are already rotated. Null for the querent’s own matter.',
      },
    ),
    verdict: VerdictEnum,
    confidence: ConfidenceEnum,
    basis: BasisField(
      'Whose rule decided the verdict: "KSK" for his rule for the matter or his horary rules (a retrograde CSL, R3 4388; a retrograde 11th cusp sub lord, R3 4659; marriage, R3 4745; children, R3 4704), cited in the reasoning; "sublord method, not from KSK" for the project\'s own grading, the compiled horary rules (a retrograde star lord, the delay option) and events whose houses are later KP practice\'s.',
    ),
    verdict_distribution: Type.Optional(
      VerdictDistribution(
        "Sent with judgment_time_uncertainty_minutes: each verdict that holds somewhere in judgment_time ± that many minutes with its share of the window (4 decimals, summing to 1), from the exact instants at which the rising sign or star, the weekday (sunrise), or a planet's sign, star, sub or horary house changes.",
      ),
    ),
    favourable: Type.Boolean({
      description:
        'The verdict read against the polarity: not DENIED for a wanted event, DENIED for an unwanted one.',
    }),
    reasoning: Type.String({
      description:
        'The KP horary sequence: primary CSL and its star lord against the houses, retrograde rule, ruling planets, the Moon’s testimony, verdict.',
    }),
    windows: Type.Array(HoraryWindow, { description: 'Empty when DENIED or none qualifies.' }),
    windows_note: Type.Union([Type.String(), Type.Null()], {
      description:
        'Why windows is empty; null when it is not. "Not in this dasa: …" when no period of the running mahadasha qualifies.',
    }),
    not_in_this_dasa: Type.Union(
      [
        Type.Object({
          mahadasha: about(GrahaName, 'The running mahadasha of the horary chart (from the Moon).'),
          until: LocalDateTime('When that mahadasha ends.'),
        }),
        Type.Null(),
      ],
      {
        description:
          'The matter is promised but no dasha-bhukti-antara period of the running mahadasha qualifies: the answer is "not in this dasa" (KSK, R3 4357), not a window forced into the next two years. Null otherwise.',
      },
    ),
    sun_sensitive_points: Type.Array(
      Type.Object({
        start: LocalDateTime('The Sun enters the sub.'),
        end: LocalDateTime('The Sun leaves it (or the scan ends).'),
        sign: Sign('The sign of the sub.'),
        sign_lord: about(GrahaName, 'A ruling planet.'),
        star_lord: about(GrahaName, 'Another ruling planet.'),
        sub_lord: about(GrahaName, 'A third ruling planet.'),
      }),
      {
        maxItems: 3,
        description:
          'KSK’s timing by the Sun (KP Reader III, raw OCR lines 4032-4040): the first passages, within 366 days of the judgment, of the Sun through a sign-star-sub whose three lords are three different ruling planets (the five, repeats removed). Empty when DENIED or when fewer than three distinct ruling planets rule the moment.',
      },
    ),
    classification_confidence: Type.Number({
      minimum: 0,
      maximum: 1,
      description: 'How sure the classifier is, 0-1; 1 when locked_event_id was sent.',
    }),
    locked_event_id: Type.Union([Type.String(), Type.Null()], {
      description: 'Echo of locked_event_id; null when the classifier decided.',
    }),
    multi_question_notice: Type.Union([Type.String(), Type.Null()], {
      description:
        'Set when the question holds more than one ask; the verdict is for the primary ask.',
    }),
    notice_kind: Type.Union([Type.String(), Type.Null()], {
      description: 'multi_question when multi_question_notice is set; null otherwise.',
    }),
    ...JudgmentPlaceEcho,
    horary_ascendant: Type.Intersect(
      [
        KpRowRecord('The number’s row: the horary ascendant, with lords from the row.'),
        Type.Object({
          computed_longitude: Type.Number({
            description:
              'Sidereal ascendant Swiss Ephemeris gives from the solved RAMC (check value).',
          }),
          armc: Type.Number({ description: 'The solved RAMC, degrees.' }),
        }),
      ],
      {
        description:
          'The horary ascendant: the start of the number’s row among the 249 subs, the degree the chart is cast to rise.',
      },
    ),
    ruling_planets: RulingPlanetsRecord,
    evidence: HoraryEvidence,
    positions: Positions,
    cusps: Type.Array(Type.Ref('Cusp'), {
      minItems: 12,
      maxItems: 12,
      description: 'The horary chart’s twelve cusps, from the horary ascendant.',
    }),
    significators: Type.Array(Type.Ref('PlanetSignificators'), {
      minItems: 9,
      maxItems: 9,
      description: 'Per planet: the horary chart’s houses it signifies at levels A-D.',
    }),
    chart_layout: Type.Optional(
      Type.Ref('ChartLayout', {
        description:
          'Only when include lists chart_layout: geometry to draw the horary chart as a South Indian chart, a North Indian chart or a KP wheel.',
      }),
    ),
    labels: labelsField(HORARY_LABEL_KINDS),
    meta: ResponseFields.meta(),
  },
  {
    description:
      'A horary judgment: the question’s event, the verdict from the chart cast for the number at the moment and place of judgment, timing windows and the evidence (Glossary: Horary number, TSP number).',
  },
);
