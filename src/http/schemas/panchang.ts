/**
 * POST /api/v1/panchang: request and response (api-contract "POST /api/v1/panchang"; conventions in
 * docs/vedic.md "Panchang" and vedic-techniques.md §1). Every field is described for OpenAPI.
 */
import { Type } from 'typebox';
import { PANCHANG_LABEL_KINDS } from '../../app/panchang.js';
import { WEEKDAYS } from '../../engine/kp/ruling-planets.js';
import { AYANAMSAS } from '../../engine/types.js';
import { CHOGHADIYA_LORD } from '../../engine/vedic/panchang-names.js';
import { NAKSHATRAS } from '../../engine/zodiac/nakshatras.js';
import { GrahaName } from './chart.js';
import {
  CalculationOptions,
  DateString,
  Latitude,
  Longitude,
  ResponseFields,
  SunriseOption,
} from './common.js';
import { labelsField, langField } from './lang.js';

export const PanchangRequest = Type.Object(
  {
    date: DateString('Local civil date at the place'),
    latitude: Latitude,
    longitude: Longitude,
    place: Type.Optional(
      Type.String({
        maxLength: 200,
        description: 'Echoed back. The zone is always resolved from the coordinates.',
      }),
    ),
    ...CalculationOptions,
    lang: langField(),
    sunrise: SunriseOption,
    ayanamsa: Type.Optional(
      Type.Union(
        AYANAMSAS.map((a) => Type.Literal(a)),
        {
          description:
            'lahiri (default, as printed panchangs): SE mode 1; kp: Krishnamurti, SE mode 5; kp_new: Balachandran NKPA; kp_vp291: SE mode 45. Moves nakshatra and yoga, not tithi or karana.',
          'x-error': `must be one of: ${AYANAMSAS.join(', ')}`,
        },
      ),
    ),
  },
  {
    additionalProperties: false,
    description:
      "A date and a place. The panchang is for the Hindu day that begins at that date's sunrise.",
  },
);

const HHMM = (description: string) =>
  Type.String({
    pattern: '^\\d\\d:\\d\\d$',
    description: `${description} (local HH:MM, 24-hour, rounded to the nearest minute)`,
  });

const LocalInstant = (description: string) =>
  Type.String({
    description: `${description} ISO 8601 local date-time with seconds and the UTC offset in force at that instant, e.g. 2009-07-16T03:07:39+05:30 (the date may be the next day). Offsets with seconds (local mean time before standard time) are written +05:21:10.`,
  });

/** A period of the day. */
const Period = (description: string) =>
  Type.Object(
    {
      start: HHMM('Start'),
      end: HHMM('End'),
      start_at: LocalInstant('Start, to the second.'),
      end_at: LocalInstant('End, to the second.'),
    },
    { description },
  );

const ChoghadiyaSlot = Type.Object(
  {
    name: Type.Union(
      Object.keys(CHOGHADIYA_LORD).map((k) => Type.Literal(k)),
      { description: 'Choghadiya kind.' },
    ),
    quality: Type.Union([Type.Literal('good'), Type.Literal('bad')], {
      description: 'Amrit, Shubh, Labh and Char are good; Udveg, Kaal and Rog are bad.',
    }),
    lord: {
      ...GrahaName,
      description: 'The planet ruling the slot (Amrit: Moon, Shubh: Jupiter …).',
    },
    start: HHMM('Start'),
    end: HHMM('End'),
    start_at: LocalInstant('Start, to the second.'),
    end_at: LocalInstant('End, to the second.'),
  },
  { description: 'One of eight equal slots of the daytime or of the night.' },
);

export const PanchangResponse = Type.Object(
  {
    date: Type.String({ description: 'The requested date, echoed.' }),
    place: Type.String({ description: 'Echo of `place`; empty when not sent.' }),
    timezone: Type.Union([Type.String(), Type.Null()], {
      description:
        'IANA zone id that gave the offset; null when utc_offset_hours fixed it (no zone was used; utc_offset_hours is the offset applied).',
    }),
    utc_offset_hours: Type.Number({
      description:
        'UTC offset in force at sunrise, hours east. Each time below carries its own offset.',
    }),
    vara: Type.Union(
      WEEKDAYS.map((w) => Type.Literal(w)),
      { description: 'Weekday of the Hindu day, which runs from this sunrise to the next.' },
    ),
    sunrise: HHMM(
      'Sunrise in the requested convention (meta.sunrise): apparent, the upper limb with standard refraction (default), or hindu, the disc centre on the geometric horizon without refraction',
    ),
    sunset: HHMM(
      'Sunset, same convention; near the polar circles it may fall after midnight, on the next date (see sunset_at)',
    ),
    sunrise_at: LocalInstant('Sunrise with its date.'),
    sunset_at: LocalInstant('Sunset with its date.'),
    tithi: Type.Object(
      {
        index: Type.Integer({
          minimum: 1,
          maximum: 30,
          description:
            'Tithi prevailing at sunrise: 1-15 Shukla (15 Purnima), 16-30 Krishna (30 Amavasya).',
        }),
        name: Type.String({ description: 'Tithi name, e.g. Saptami.' }),
        paksha: Type.Union([Type.Literal('Shukla'), Type.Literal('Krishna')], {
          description: 'Shukla (waxing) or Krishna (waning).',
        }),
        ends_at: LocalInstant('When this tithi ends.'),
      },
      { description: 'Lunar day: each 12° of Moon − Sun.' },
    ),
    nakshatra: Type.Object(
      {
        index: Type.Integer({ minimum: 1, maximum: 27, description: '1 = Ashwini … 27 = Revati.' }),
        name: Type.Union(
          NAKSHATRAS.map((n) => Type.Literal(n)),
          { description: 'Nakshatra of the Moon at sunrise.' },
        ),
        lord: { ...GrahaName, description: 'The nakshatra’s lord (its star lord).' },
        pada: Type.Integer({ minimum: 1, maximum: 4, description: 'Pada of the Moon at sunrise.' }),
        ends_at: LocalInstant('When the Moon leaves this nakshatra.'),
      },
      { description: 'Moon nakshatra at sunrise (depends on the ayanamsa).' },
    ),
    yoga: Type.Object(
      {
        index: Type.Integer({
          minimum: 1,
          maximum: 27,
          description: '1 = Vishkambha … 27 = Vaidhriti.',
        }),
        name: Type.String({ description: 'Yoga name.' }),
        ends_at: LocalInstant('When this yoga ends.'),
      },
      { description: 'Each 13°20′ of Sun + Moon, at sunrise (depends on the ayanamsa).' },
    ),
    karana: Type.Object(
      {
        slot: Type.Integer({
          minimum: 1,
          maximum: 60,
          description:
            'Half-tithi slot 1-60 of the lunar month (1 = first half of Shukla Pratipada).',
        }),
        name: Type.String({ description: 'Karana name (11 karanas over the 60 slots).' }),
        ends_at: LocalInstant('When this karana ends.'),
      },
      { description: 'Half-tithi prevailing at sunrise.' },
    ),
    inauspicious: Type.Object(
      {
        rahu_kalam: Period('Rahu kalam: one eighth of sunrise → sunset, chosen by weekday.'),
        yamagandam: Period('Yamagandam: one eighth of the daytime, by weekday.'),
        gulika_kalam: Period('Gulika kalam: the daytime eighth ruled by Saturn.'),
      },
      { description: 'Inauspicious daytime periods.' },
    ),
    auspicious: Type.Object(
      {
        abhijit_muhurta: Type.Object(
          {
            start: HHMM('Start'),
            end: HHMM('End'),
            start_at: LocalInstant('Start, to the second.'),
            end_at: LocalInstant('End, to the second.'),
            applies: Type.Boolean({
              description: 'False on Wednesdays, when Abhijit is not used for auspicious starts.',
            }),
          },
          { description: 'The 8th of the 15 muhurtas of the daytime (around local noon).' },
        ),
        brahma_muhurta: Period(
          'The 14th of the 15 muhurtas of the night that ends at this sunrise (before dawn).',
        ),
        amrit_kalam: Type.Array(
          Type.Object(
            {
              nakshatra: Type.String({ description: 'The nakshatra whose Amrit kalam this is.' }),
              start: HHMM('Start'),
              end: HHMM('End'),
              start_at: LocalInstant('Start, to the second.'),
              end_at: LocalInstant('End, to the second.'),
            },
            {
              description:
                "Amrit kalam: 4 of the nakshatra's 60 ghatis, at a fixed ghati per nakshatra.",
            },
          ),
          {
            description: 'Amrit kalam windows that begin between this sunrise and the next (0-2).',
          },
        ),
        choghadiya: Type.Object(
          {
            day: Type.Array(ChoghadiyaSlot, {
              minItems: 8,
              maxItems: 8,
              description: 'Sunrise → sunset in eight slots.',
            }),
            night: Type.Array(ChoghadiyaSlot, {
              minItems: 8,
              maxItems: 8,
              description: 'Sunset → next sunrise in eight slots.',
            }),
          },
          { description: 'Day and night choghadiya (Glossary: Choghadiya, Rahu kalam).' },
        ),
      },
      { description: 'Auspicious periods of this Hindu day.' },
    ),
    labels: labelsField(PANCHANG_LABEL_KINDS),
    meta: ResponseFields.meta(),
  },
  {
    description:
      'The day’s panchang at the place: sunrise and sunset, the five limbs, the inauspicious and auspicious periods (Glossary: Panchang, its limbs).',
  },
);
