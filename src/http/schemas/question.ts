/**
 * Request and response schemas of question classification: POST /api/v1/question-cusp and its session
 * twin POST /api/question/cusp (same body, same response, same validation).
 */
import { type Static, Type } from 'typebox';
import { MAX_QUESTION_LENGTH } from '../../engine/question/classify.js';
import { HouseNumber } from './chart.js';
import { BasisField } from './common.js';

/** The `question` field (also used by horary and descriptive): a string of at most 2000 characters. */
export const QuestionText = Type.String({
  maxLength: MAX_QUESTION_LENGTH,
  description:
    'One question, in English, Hinglish (romanised Hindi) or Hindi (Devanagari); up to 2000 characters. An unreadable, too short or either/or question is answered with ok false and a message, not an error.',
  examples: ['When will I get married?'],
  'x-error': `must be a string of at most ${MAX_QUESTION_LENGTH} characters`,
});

export const QuestionCuspRequest = Type.Object(
  {
    question: QuestionText,
    in_india: Type.Optional(
      Type.Boolean({
        description:
          'Default true. Decides only domestic `travel` versus `foreign_travel`: a journey to a place in India (or back home) is domestic for a querent in India and foreign otherwise.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type QuestionCuspBody = Static<typeof QuestionCuspRequest>;

const Houses = (description: string) => Type.Array(HouseNumber, { description });

export const QuestionCuspResponse = Type.Object(
  {
    ok: Type.Boolean({
      description:
        'False when the question cannot be judged (gibberish, too short, not a question, either/or); `message` says what to change.',
    }),
    message: Type.Union([Type.String(), Type.Null()], {
      description: 'What to change when ok is false; null when ok is true (an addition).',
    }),
    event_id: Type.String({
      description:
        'A catalog id (GET /api/v1/event-catalog); `general` when no rule matched or ok is false.',
    }),
    category: Type.String({ description: "The event's title in the catalog." }),
    primary_cusp: {
      ...HouseNumber,
      description: 'The cusp that judges the event, 1-12 (7 for marriage, 10 for a job …).',
    },
    required_houses: Houses(
      'Houses that fulfil the event, counted from the relative when one is asked about.',
    ),
    negating_houses: Houses('Houses that negate it, rotated the same way (an addition).'),
    relative: Type.Union(
      [
        Type.Object({
          who: Type.String({
            description:
              'spouse, mother, father, child, second_child, sibling, elder_sibling, friend, mother_in_law, father_in_law, sibling_in_law, maternal_uncle or paternal_uncle.',
          }),
          house: { ...HouseNumber, description: 'The house read as their ascendant.' },
        }),
        Type.Null(),
      ],
      {
        description:
          "The person the question is about and the house taken as their ascendant (bhava-to-bhava, kp-doctrine §3.3): 'Will my wife get a job?' reads the 10th from the 7th, the 4th. Null when the querent asks about themself (an addition).",
      },
    ),
    negated: Type.Boolean({
      description:
        'The question was asked in the negative ("won\'t my visa…"); the event is the same (an addition).',
    }),
    classification_confidence: Type.Number({
      minimum: 0,
      maximum: 1,
      description:
        'How firmly the rules decided, 0-1: 0.95/0.85/0.70 for a specific/proper/usual keyword, lowered by a close rival event, corrected typos or a multi-question; 0.30 for general; 0 when ok is false (docs/questions.md).',
    }),
    notice_kind: Type.Union(
      [Type.Literal('either_or'), Type.Literal('multi_question'), Type.Null()],
      {
        description:
          'Why there is a notice: either_or (ok is false: one answerable question, please), multi_question (only the first ask was classified), or null.',
      },
    ),
    multi_question_notice: Type.Union([Type.String(), Type.Null()], {
      description: 'Set when the question holds more than one ask: only the first was classified.',
    }),
    doctrine: Type.Object(
      {
        corroboration: Type.String({
          description: 'Which cusps and significators a KP astrologer checks for this event.',
        }),
        note: Type.String({ description: 'The classical rule or karaka behind the house group.' }),
        basis: BasisField(
          'Whose rule judges this event (issue 35 §2): "KSK" when Reader III states how the matter is judged (rule_source gives the raw OCR lines), "sublord method, not from KSK" when its houses are later KP practice\'s compiled groups.',
        ),
        rule_source: Type.String({
          description:
            'Where the rule is stated: KP Reader III by raw OCR line ("R3 4745"), or "sublord method". GET /api/v1/event-catalog gives every event\'s rule.',
          examples: ['R3 3376, 4650, 4745'],
        }),
      },
      { description: 'What a KP astrologer checks for this event, and why these houses.' },
    ),
  },
  {
    description:
      'The event a question is about, its cusp and houses, without casting a chart (Glossary: House, cusp).',
  },
);
