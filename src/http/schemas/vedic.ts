/**
 * Response schemas for the classical blocks of the birth chart: `vedic_bhava` and `doshas`
 * (api-contract.md "vedic_bhava block", "doshas block"). Register both in SHARED_SCHEMAS and refer to
 * them as Type.Ref('VedicBhava') and Type.Ref('Doshas'). Fields marked "(Addition.)" go beyond the
 * contract.
 */
import { type TSchema, Type } from 'typebox';
import { SIGNS } from '../../engine/types.js';
import { KAAL_SARPA_TYPES } from '../../engine/vedic/dosha-tables.js';
import { GrahaName, HouseNumber } from './chart.js';

/** A sign name with its own description. */
const SignOf = (description: string) =>
  Type.Union(
    SIGNS.map((s) => Type.Literal(s)),
    { description },
  );

const WholeSign = Type.Literal('whole-sign (Parashari)', {
  description:
    'Whole-sign houses: the ascendant’s whole sign is the 1st bhava. Every other house number in the response is a KP Placidus house.',
});

/** A field that the `include` block vedic_bhava.detail adds (src/app/present/include.ts). */
const Detail = <T extends TSchema>(schema: T) => {
  const own = (schema as { description?: string }).description;
  const description = `${own ? `${own} ` : ''}Sent when include lists vedic_bhava.detail.`;
  return Type.Optional({ ...schema, description } as T);
};

const Reading = Type.Object(
  {
    graha: { ...GrahaName, description: 'The planet this reading is about.' },
    sign: SignOf('Sidereal sign the graha occupies.'),
    degree: Type.Number({
      minimum: 0,
      exclusiveMaximum: 30,
      description: 'Degrees within the sign, [0, 30), truncated to 4 decimals.',
    }),
    bhava: Type.Integer({
      minimum: 1,
      maximum: 12,
      description:
        'Whole-sign house counted from the ascendant’s sign; what the reading describes.',
    }),
    kp_house: Type.Integer({
      minimum: 1,
      maximum: 12,
      description:
        'KP Placidus house, for comparison only (a house runs from its cusp to the next).',
    }),
    houses_differ: Type.Boolean({ description: 'True when bhava differs from kp_house.' }),
    reading: Type.String({
      description:
        'Traditional themes of this graha in this bhava, in our own words, with a sentence on dignity. Never used by predictions.',
    }),
    dignity: Type.Union(
      [
        Type.Literal('exalted'),
        Type.Literal('debilitated'),
        Type.Literal('moolatrikona'),
        Type.Literal('own'),
        Type.Literal('neutral'),
      ],
      {
        description:
          'Exaltation/debilitation by sign, except Moon in Taurus (0–3° exalted, 3–30° moolatrikona) and Mercury in Virgo (0–15° exalted, 15–20° moolatrikona, 20–30° own); then moolatrikona range, own sign, neutral. Rahu/Ketu follow one convention (exalted Taurus/Scorpio).',
      },
    ),
    house_nature: Type.Array(
      Type.Union([
        Type.Literal('kendra'),
        Type.Literal('trikona'),
        Type.Literal('dusthana'),
        Type.Literal('upachaya'),
        Type.Literal('maraka'),
        Type.Literal('panaphara'),
        Type.Literal('apoklima'),
        Type.Literal('dharma'),
        Type.Literal('artha'),
        Type.Literal('kama'),
        Type.Literal('moksha'),
      ]),
      { description: 'Classical natures of the bhava (e.g. kendra, upachaya, maraka, moksha).' },
    ),
    modifiers: Type.Array(Type.String(), {
      description:
        'Classical rules that apply, as sentences: node dignity convention, friend’s or enemy’s sign, combustion, rasi sandhi, retrograde, dig bala, vargottama, karako bhava nashaya, conjunctions, aspects from benefics and malefics.',
    }),
    ayanamsa_sensitive: Type.Boolean({
      description:
        'True when another supported ayanamsa (kp, kp_new, kp_vp291, lahiri) would put the graha in a different sign.',
    }),
    karakatva: Type.String({ description: 'Natural significations of the graha.' }),
    lords: Type.Array(HouseNumber, {
      description: 'Whole-sign bhavas this graha rules for the ascendant; empty for Rahu and Ketu.',
    }),
    lordship: Type.String({
      description:
        'The bhavas ruled and the functional nature that follows (yogakaraka, trikona lord, trishadaya, 8th lord, kendradhipati, maraka).',
    }),
    functional_role: Detail(
      Type.Union(
        [
          Type.Literal('yogakaraka'),
          Type.Literal('benefic'),
          Type.Literal('malefic'),
          Type.Literal('neutral'),
          Type.Literal('none'),
        ],
        { description: 'Functional nature behind `lordship`; none for the nodes. (Addition.)' },
      ),
    ),
    node_agency: Type.String({
      description:
        'Rahu/Ketu only: whose results the node gives — its dispositor first, then conjoined and aspecting grahas and its nakshatra lord. Empty string for the other grahas.',
    }),
    dasha: Type.Object(
      {
        start: Type.String({
          format: 'date',
          description: 'Local civil date the mahadasha begins.',
        }),
        end: Type.String({ format: 'date', description: 'Local civil date the mahadasha ends.' }),
        active: Type.Boolean({ description: 'True when the mahadasha is running on as_of.' }),
        phase: Type.Union([Type.Literal('past'), Type.Literal('active'), Type.Literal('future')], {
          description: 'Relative to as_of.',
        }),
      },
      { description: 'The graha’s own Vimshottari mahadasha.' },
    ),
  },
  { description: 'One graha’s whole-sign reading.' },
);

export const VedicBhava = Type.Object(
  {
    ascendant_sign: SignOf('The whole sign that is the 1st bhava.'),
    house_system: WholeSign,
    differ_count: Type.Integer({
      minimum: 0,
      maximum: 9,
      description: 'Number of grahas whose bhava differs from their KP house.',
    }),
    ascendant_ayanamsa_sensitive: Type.Boolean({
      description:
        'True when another supported ayanamsa would change the ascendant’s sign, and with it every bhava. (Addition.)',
    }),
    readings: Type.Array(Reading, { description: 'One reading per graha, Sun … Ketu.' }),
  },
  {
    $id: 'VedicBhava',
    description:
      'Classical whole-sign (Parashari) reading. Traditional correspondence: it never affects any predictions entry, and its bhava numbers must not be joined onto KP house numbers.',
  },
);

const Reference = Type.Union([Type.Literal('lagna'), Type.Literal('Moon'), Type.Literal('Venus')]);

const Mangal = Type.Object(
  {
    present: Type.Boolean({
      description:
        'Mars in the 1st, 2nd, 4th, 7th, 8th or 12th whole-sign house from the lagna; decided by the lagna reference only.',
    }),
    cancelled: Type.Boolean({
      description:
        'True when present and at least one rule of the classical core (C1-C4) applies; the wider rules (C5-C8) are reported in `mitigations` and never cancel.',
    }),
    severity: Type.Union([Type.Literal('none'), Type.Literal('mild'), Type.Literal('moderate')], {
      description:
        'none: not present; mild: present but resting only on the 2nd house, or cancelled; moderate: present in 1, 4, 7, 8 or 12 and uncancelled.',
    }),
    mars_sign: SignOf('Sign of Mars.'),
    mars_bhava: Type.Integer({
      minimum: 1,
      maximum: 12,
      description: 'Whole-sign house of Mars from the lagna; decides the verdict.',
    }),
    mars_kp_house: Type.Integer({
      minimum: 1,
      maximum: 12,
      description: 'Placidus house of Mars, comparison only.',
    }),
    houses_differ: Type.Boolean({
      description: 'True when mars_bhava differs from mars_kp_house.',
    }),
    houses: Type.Object(
      {
        lagna: Type.Integer({
          minimum: 1,
          maximum: 12,
          description: 'Mars counted from the lagna.',
        }),
        Moon: Type.Integer({ minimum: 1, maximum: 12, description: 'Mars counted from the Moon.' }),
        Venus: Type.Integer({ minimum: 1, maximum: 12, description: 'Mars counted from Venus.' }),
      },
      { description: 'Whole-sign house of Mars from each reference.' },
    ),
    afflicting: Type.Array(Reference, {
      description:
        'References from which Mars is in a Mangal house (Moon and Venus corroborate only).',
    }),
    contested_only: Type.Boolean({
      description: 'True when the finding rests solely on the disputed 2nd house.',
    }),
    reasons: Type.Array(Type.String(), {
      description: 'How the verdict was reached, as sentences.',
    }),
    cancellations: Type.Array(Type.String(), {
      description:
        'Classical core cancellations (C1-C4: Mars own/exalted, in Leo or Aquarius, B.V. Raman’s sign-specific exemptions, Jupiter conjoining or aspecting Mars) that apply: rule id, how it applies, sources. Listed only when present.',
    }),
    cancellation_rules: Type.Array(
      Type.Union(['C1', 'C2', 'C3', 'C4'].map((c) => Type.Literal(c))),
      { description: 'Rule ids of `cancellations`, in the same order. (Addition.)' },
    ),
    mitigations: Type.Array(Type.String(), {
      description:
        'Wider rules some sources add (C5 Moon conjoins Mars, C6 Jupiter or Venus in the lagna, C7 Mars weak, C8 Mars lagna lord or yogakaraka) that apply: rule id, how it applies, sources. Reported only; they neither set `cancelled` nor change `severity`. Listed only when present. (Addition.)',
    }),
    mitigation_rules: Type.Array(Type.Union(['C5', 'C6', 'C7', 'C8'].map((c) => Type.Literal(c))), {
      description: 'Rule ids of `mitigations`, in the same order. (Addition.)',
    }),
  },
  { description: 'Mangal (Kuja) dosha.' },
);

const KaalSarpa = Type.Object(
  {
    present: Type.Boolean({
      description:
        'All seven grahas Sun … Saturn on one side of the Rahu–Ketu axis by longitude, none within 1° of a node.',
    }),
    partial: Type.Boolean({
      description: 'On one side except grahas within 1° of a node (listed in on_axis).',
    }),
    hemming: Type.Union([Type.Literal('rahu_to_ketu'), Type.Literal('ketu_to_rahu'), Type.Null()], {
      description:
        'Which half holds the grahas: Rahu forward to Ketu, or the reverse (called Kaal Amrit by some); null when neither. (Addition.)',
    }),
    type_name: Type.Union([...KAAL_SARPA_TYPES.map((t) => Type.Literal(t)), Type.Literal('')], {
      description:
        'One of the twelve types, from Rahu’s bhava (Anant for the 1st … Sheshnag for the 12th); empty when neither present nor partial.',
    }),
    rahu_bhava: Type.Integer({ minimum: 1, maximum: 12, description: 'Whole-sign house of Rahu.' }),
    ketu_bhava: Type.Integer({ minimum: 1, maximum: 12, description: 'Whole-sign house of Ketu.' }),
    inside: Type.Array(GrahaName, {
      description: 'Grahas in the arc from Rahu forward (increasing longitude) to Ketu.',
    }),
    outside: Type.Array(GrahaName, { description: 'Grahas in the other half.' }),
    on_axis: Type.Array(
      Type.Object({
        graha: { ...GrahaName, description: 'The planet close to the axis.' },
        node: Type.Union([Type.Literal('Rahu'), Type.Literal('Ketu')], {
          description: 'The node it is within 1° of.',
        }),
        distance: Type.Number({ description: 'Arc to the node, degrees (at most 1).' }),
      }),
      { description: 'Grahas within 1 degree of a node (the partial case).' },
    ),
    reason: Type.String({ description: 'One sentence explaining the verdict.' }),
  },
  { description: 'Kaal Sarpa dosha (a modern yoga, not in the classical texts).' },
);

const RemedySource = Type.String({
  description: 'Where this dosha’s remedies are cited (popular practice, not classical text).',
});

export const Doshas = Type.Object(
  {
    ascendant_sign: SignOf('The whole sign that is the 1st bhava.'),
    house_system: WholeSign,
    mangal: Mangal,
    kaal_sarpa: KaalSarpa,
    remedies: Type.Array(
      Type.Object({
        dosha: Type.Union([Type.Literal('mangal'), Type.Literal('kaal_sarpa')], {
          description: 'The dosha this remedy is for.',
        }),
        remedy: Type.String({
          description: 'A commonly cited remedy; where it is cited is `remedy_sources[dosha]`.',
        }),
      }),
      {
        description:
          'Only for a dosha found (Mangal present and not cancelled; Kaal Sarpa present); empty otherwise.',
      },
    ),
    remedy_sources: Type.Object(
      {
        mangal: Type.Optional(RemedySource),
        kaal_sarpa: Type.Optional(RemedySource),
      },
      {
        description:
          'Where the remedies of each dosha in `remedies` are cited, once per dosha (popular practice, not classical text); a key only for a dosha with remedies, so empty when `remedies` is.',
      },
    ),
    base_rates: Type.Object(
      {
        mangal_pct: Type.Number({
          description: 'Percent of sampled charts with Mangal present (lagna).',
        }),
        kaal_sarpa_pct: Type.Number({
          description: 'Percent of sampled charts with Kaal Sarpa present.',
        }),
        mangal_all_references_pct: Type.Number({
          description: 'Percent with Mars in a Mangal house from the lagna, the Moon or Venus.',
        }),
        mangal_cancelled_pct: Type.Number({
          description:
            'Percent of Mangal-present charts carrying a core cancellation (C1-C4), i.e. `cancelled`.',
        }),
        mangal_mitigated_pct: Type.Number({
          description:
            'Percent of Mangal-present charts with at least one wider mitigation (C5-C8). (Addition.)',
        }),
        mangal_contested_only_pct: Type.Number({
          description: 'Percent of Mangal-present charts resting only on the 2nd house.',
        }),
        kaal_sarpa_partial_pct: Type.Number({ description: 'Percent with a partial Kaal Sarpa.' }),
        houses_differ_pct: Type.Number({
          description:
            'Percent of graha placements whose whole-sign bhava differs from the KP house.',
        }),
        sample_size: Type.Integer({ description: 'Births sampled.' }),
        population: Type.String({ description: 'The population sampled.' }),
        seed: Type.Integer({ description: 'Seed of the sampler (scripts/dosha-base-rates.ts).' }),
        rules_version: Type.Integer({
          description: 'Version of the rules the rates were produced with.',
        }),
      },
      {
        description:
          'How common each verdict is over a stated, seeded population of births (see the docs page on doshas).',
      },
    ),
  },
  {
    $id: 'Doshas',
    description:
      'Mangal and Kaal Sarpa doshas on whole-sign houses. Traditional correspondence: never affects any predictions entry.',
  },
);
