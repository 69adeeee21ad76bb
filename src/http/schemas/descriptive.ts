/**
 * POST /api/v1/descriptive: request and response (api-contract "POST /api/v1/descriptive"; tables in
 * kp-doctrine §7, facets in docs/questions.md "Descriptive readings"). Never a verdict.
 */
import { Type } from 'typebox';
import { DESCRIPTIVE_LABEL_KINDS } from '../../app/descriptive.js';
import { INDICATION_KINDS } from '../../engine/descriptive/read.js';
import { GrahaName, HouseNumber, SignName } from './chart.js';
import { BirthFields, ResponseFields } from './common.js';
import { HoraryFields } from './horary.js';
import { labelsField, langField } from './lang.js';
import { Warnings } from './places.js';

const Kind = Type.Union(
  INDICATION_KINDS.map((k) => Type.Literal(k)),
  {
    description:
      'stature, build, gender, age, complexion (only when the cusp describes a person), direction, colour, nature, body, things.',
  },
);

export const DescriptiveRequest = Type.Object(
  {
    mode: Type.Optional(
      Type.Union(
        [
          Type.Literal('BIRTH'),
          Type.Literal('HORARY'),
          Type.Literal('birth'),
          Type.Literal('horary'),
        ],
        {
          description:
            'BIRTH (default): the natal chart of `birth`; HORARY: the chart of `horary`. The contract spells them in capitals; the lowercase birth and horary of every other enum are accepted too (docs/api-style.md), and the answer echoes the capitals.',
          'x-error': 'must be one of: BIRTH, HORARY',
        },
      ),
    ),
    question: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 2000,
        description: 'BIRTH mode (required): the question that fixes which cusp is described.',
        examples: ['What will my spouse be like?'],
      }),
    ),
    ask: Type.Optional(
      Type.String({
        maxLength: 500,
        description:
          'A specific descriptive question (e.g. "how tall?", "which direction?"): only the matching kinds are returned. Omitted: every supported indication.',
        examples: ['How tall will my spouse be?'],
      }),
    ),
    in_india: Type.Optional(
      Type.Boolean({ description: 'BIRTH mode: as in question-cusp (travel vs foreign_travel).' }),
    ),
    birth: Type.Optional(
      Type.Object(BirthFields, {
        additionalProperties: false,
        description: 'BIRTH mode (required): the /api/v1/birth-chart body.',
      }),
    ),
    horary: Type.Optional(
      Type.Object(HoraryFields, {
        additionalProperties: false,
        description:
          'HORARY mode (required): the /api/v1/horary body; its question fixes the cusp.',
      }),
    ),
    lang: langField(),
  },
  {
    additionalProperties: false,
    description: 'A question and the chart to read it in (birth or horary).',
    examples: [
      {
        mode: 'BIRTH',
        question: 'What will my spouse be like?',
        birth: {
          birth_date: '1990-07-04',
          birth_time: '10:12',
          latitude: 28.6139,
          longitude: 77.209,
        },
      },
      {
        mode: 'HORARY',
        ask: 'Which direction should I search?',
        horary: {
          question: 'Will I find my lost ring?',
          horary_number: 74,
          judgment_date: '2025-01-01',
          judgment_time: '17:30',
          latitude: 28.6139,
          longitude: 77.209,
          locked_event_id: 'lost_property',
        },
      },
    ],
  },
);

export const DescriptiveResponse = Type.Object(
  {
    mode: Type.Union([Type.Literal('BIRTH'), Type.Literal('HORARY')], {
      description: 'The mode read: BIRTH (the natal chart) or HORARY (the horary chart).',
    }),
    name: Type.Optional(
      Type.String({ description: 'BIRTH mode: echo of birth.name ("" when not sent).' }),
    ),
    place: Type.Optional(
      Type.String({ description: 'BIRTH mode: echo of birth.place ("" when not sent).' }),
    ),
    subject: Type.String({ description: 'What the cusp describes, e.g. "the spouse or partner".' }),
    cusp: { ...HouseNumber, description: 'The cusp described (rotated for a relative).' },
    is_person: Type.Boolean({ description: 'True when the cusp describes a person.' }),
    cuspal_sub_lord: { ...GrahaName, description: 'Sub lord of the cusp described.' },
    star_lord: {
      ...GrahaName,
      description: 'Its star lord: the planet most traits are read from.',
    },
    star_lord_sign: {
      ...SignName,
      description: 'The sign that star lord occupies (read for build and direction).',
    },
    indications: Type.Array(
      Type.Object({
        kind: Kind,
        trait: Type.String({ description: 'The trait, e.g. "tall", "north-east", "middle-aged".' }),
        planet: Type.Union([GrahaName, Type.Null()], {
          description: 'The planet the trait is read from (null when read from a sign only).',
        }),
        sign: Type.Union([SignName, Type.Null()], {
          description: 'The sign the trait is read from (null when read from a planet only).',
        }),
        because: Type.String({ description: 'Why, in a sentence an astrologer can retrace.' }),
        source: Type.String({ description: 'kp-doctrine section of the table used.' }),
      }),
      { description: 'May be empty: a legitimate answer, explained in `note`.' },
    ),
    can_ask: Type.Array(
      Type.Object({
        kind: Kind,
        question: Type.String({ description: 'A sample ask for this kind.' }),
      }),
      {
        description: 'The kinds this cusp supports, each with a sample ask.',
      },
    ),
    event: Type.String({ description: 'Catalog event id of the question.' }),
    facets: Type.Array(
      Type.Object({
        id: Type.String({ description: 'Facet id within the event’s table.' }),
        label: Type.String({
          description: 'The facet for a person, e.g. "Settlement out of court".',
        }),
        houses: Type.Array(HouseNumber, { description: 'Houses that show the facet.' }),
        agreement: Type.Integer({
          minimum: 1,
          description: 'How many of the facet’s houses the cusp sub lord signifies.',
        }),
        because: Type.String({ description: 'Which significators show it, in a sentence.' }),
      }),
      {
        description:
          'Empty when the event has no facet table or the chart shows none of a facet’s houses.',
      },
    ),
    note: Type.Union([Type.String(), Type.Null()], {
      description: 'Says why indications or facets are empty; null otherwise.',
    }),
    advisory: Type.String({
      description: 'Reminder that a descriptive reading is never a verdict.',
    }),
    timezone: Type.Union([Type.String(), Type.Null()], {
      description:
        'IANA zone of the chart’s place (from the coordinates, or the `timezone` sent); null when `utc_offset_hours` fixed the offset.',
    }),
    labels: labelsField(DESCRIPTIVE_LABEL_KINDS),
    meta: ResponseFields.meta(),
    warnings: Warnings,
  },
  {
    description:
      'Traits of what the question’s cusp describes and facet readings: advisory evidence, never a verdict.',
  },
);
