/**
 * POST /api/v1/compatibility: request and response. The contract fixes the request (`boy`, `girl`:
 * Birth objects) and leaves the response open; this is our design, documented field by field and in
 * docs/vedic.md "Ashtakoot compatibility".
 */
import { Type } from 'typebox';
import { COMPATIBILITY_LABEL_KINDS } from '../../app/compatibility.js';
import { AYANAMSAS } from '../../engine/types.js';
import { ASHTAKOOT_VARIANTS } from '../../engine/vedic/ashtakoot-tables.js';
import { Graha, Nakshatra, Pada, Sign } from './chart.js';
import { CalculationOptions, ResponseFields } from './common.js';
import { labelsField, langField } from './lang.js';
import { Warnings } from './places.js';

export const CompatibilityRequest = Type.Object(
  {
    boy: Type.Ref('Birth', { description: 'The groom (or male partner): a Birth object.' }),
    girl: Type.Ref('Birth', { description: 'The bride (or female partner): a Birth object.' }),
    ayanamsa: Type.Optional(
      Type.Union(
        AYANAMSAS.map((a) => Type.Literal(a)),
        {
          description:
            'lahiri (default, as matchmaking tables are computed): SE mode 1; kp: Krishnamurti, SE mode 5; kp_new: Balachandran NKPA; kp_vp291: SE mode 45. A different value inside boy or girl is a 422 on that field.',
          'x-error': `must be one of: ${AYANAMSAS.join(', ')}`,
        },
      ),
    ),
    node_type: CalculationOptions.node_type,
    lang: langField(),
  },
  {
    additionalProperties: false,
    description:
      'Two births. Koots are not symmetric (Varna, Vashya, Gana, Yoni read boy and girl differently). ayanamsa and node_type apply to both; a value inside a Birth object must agree with the other one.',
  },
);

const Partner = (who: string) =>
  Type.Object(
    {
      name: Type.String({ description: "Echo of the Birth object's name; empty when not sent." }),
      place: Type.String({ description: 'Echo of `place`; empty when not sent.' }),
      timezone: Type.Union([Type.String(), Type.Null()], {
        description:
          'IANA zone id that gave the offset; null when utc_offset_hours fixed it (no zone was used; utc_offset_hours is the offset applied).',
      }),
      utc_offset_hours: Type.Number({
        description: 'UTC offset applied to the birth time, hours.',
      }),
      local_time_status: ResponseFields.localTimeStatus(),
      moon: Type.Object(
        {
          longitude: Type.Number({ description: 'Sidereal Moon longitude, degrees [0, 360).' }),
          sign: Sign('The Moon’s sign (the rasi).'),
          degree_text: Type.String({
            description: 'Where the Moon is within its sign, as text: degrees and minutes, DD°MM′.',
          }),
          sign_lord: Graha('Lord of the Moon’s sign (Graha Maitri and Bhakoot read it).'),
          nakshatra: Nakshatra(
            'The Moon’s nakshatra, the birth star (Tara, Yoni, Gana, Nadi read it).',
          ),
          nakshatra_lord: Graha('Lord of the birth star.'),
          pada: Pada('Pada of the birth star, 1-4.'),
        },
        { description: 'The natal Moon every koot is read from.' },
      ),
    },
    { description: `The ${who}'s birth as resolved, and the Moon.` },
  );

const Koot = Type.Object(
  {
    id: Type.Union(
      ['varna', 'vashya', 'tara', 'yoni', 'graha_maitri', 'gana', 'bhakoot', 'nadi'].map((k) =>
        Type.Literal(k),
      ),
      { description: 'Koot id, in the classical order 1-8.' },
    ),
    name: Type.String({ description: 'Display name.' }),
    points: Type.Number({ description: 'Points scored (multiples of 0.5).' }),
    max: Type.Number({
      description:
        'Maximum: Varna 1, Vashya 2, Tara 3, Yoni 4, Graha Maitri 5, Gana 6, Bhakoot 7, Nadi 8.',
    }),
    boy: Type.String({
      description:
        "The boy's attribute this koot reads (varna, vashya group, birth star, yoni, Moon-sign lord, gana, Moon sign, nadi).",
    }),
    girl: Type.String({ description: "The girl's attribute this koot reads." }),
    detail: Type.String({ description: 'How the points follow from the two attributes.' }),
    meaning: Type.String({ description: 'What the koot is traditionally taken to describe.' }),
  },
  { description: 'One of the eight koots.' },
);

const DoshaFlag = (what: string, extra: Record<string, ReturnType<typeof Type.String>>) =>
  Type.Object(
    {
      present: Type.Boolean({ description: `True when ${what}.` }),
      cancelled: Type.Boolean({
        description:
          'True when present and at least one classical cancellation applies. The points are never changed by it.',
      }),
      cancellations: Type.Array(Type.String(), {
        description: 'The classical cancellations that apply, one sentence each; empty otherwise.',
      }),
      ...extra,
    },
    { description: `Dosha flag: ${what}.` },
  );

export const CompatibilityResponse = Type.Object(
  {
    boy: Partner('boy'),
    girl: Partner('girl'),
    koots: Type.Array(Koot, {
      minItems: 8,
      maxItems: 8,
      description:
        'Varna, Vashya, Tara, Yoni, Graha Maitri, Gana, Bhakoot, Nadi, each with points and maximum. Use the breakdown, not only the total.',
    }),
    total: Type.Number({
      description:
        'Sum of the eight koots, 0-36 in steps of 0.5 (raw: cancellations do not add points).',
    }),
    max: Type.Literal(36, { description: 'Maximum total.' }),
    verdict: Type.Object(
      {
        band: Type.Union(
          [
            Type.Literal('not_recommended'),
            Type.Literal('average'),
            Type.Literal('good'),
            Type.Literal('excellent'),
          ],
          {
            description:
              'From the total: below 18 not_recommended; 18-24.5 average; 25-32.5 good; 33-36 excellent.',
          },
        ),
        label: Type.String({ description: 'The band in words.' }),
        description: Type.String({
          description:
            'A sentence; notes when a Nadi or Bhakoot dosha stands without a cancellation.',
        }),
      },
      { description: 'Customary reading of the total.' },
    ),
    doshas: Type.Object(
      {
        nadi: DoshaFlag('both birth stars share a nadi (Nadi scored 0)', {}),
        bhakoot: DoshaFlag('the Moon signs are 2/12, 5/9 or 6/8 apart (Bhakoot scored 0)', {
          relation: Type.String({
            description:
              'Counts between the Moon signs, girl → boy first then boy → girl, e.g. 6/8.',
          }),
        }),
      },
      { description: 'Nadi and Bhakoot doshas with their cancellations listed beside them.' },
    ),
    variants: Type.Object(
      Object.fromEntries(
        Object.keys(ASHTAKOOT_VARIANTS).map((k) => [
          k,
          Type.String({ description: `Table or rule used for ${k} where sources differ.` }),
        ]),
      ),
      { description: 'Which published variant each koot uses.' },
    ),
    labels: labelsField(COMPATIBILITY_LABEL_KINDS),
    meta: Type.Ref('Meta', {
      description: "meta.ayanamsa_degrees is the value at the boy's birth.",
    }),
    warnings: Warnings,
  },
  {
    description:
      'Ashtakoot matching of two births: the total out of 36 and each of the eight koots (Glossary: Ashtakoot).',
  },
);
