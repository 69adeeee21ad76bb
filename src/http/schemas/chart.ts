/**
 * Response schemas for chart records shared by birth chart, horary and interlinks, and the field
 * makers every schema uses for planets, signs, nakshatras and houses: each field says what it is
 * (the bare types carry no description, so a field cannot fall back on a generic one; the Glossary of
 * the reference explains the words).
 */
import { Type } from 'typebox';
import { GRAHAS, SIGNS } from '../../engine/types.js';
import { NAKSHATRAS } from '../../engine/zodiac/nakshatras.js';

/** One of the nine planets, by English name (Sun … Ketu). */
export const GrahaName = Type.Union(GRAHAS.map((g) => Type.Literal(g)));
export const SignName = Type.Union(SIGNS.map((s) => Type.Literal(s)));
export const NakshatraName = Type.Union(NAKSHATRAS.map((n) => Type.Literal(n)));
export const HouseNumber = Type.Integer({ minimum: 1, maximum: 12 });

/** A schema with its own description (for fields whose type is shared; those carry none). */
export const about = <T extends object>(schema: T, description: string): T => ({
  ...schema,
  description,
});

/** A planet field: `description` says which planet it is; the names are listed after it. */
export const Graha = (description: string) =>
  about(
    GrahaName,
    `${description} One of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu (Glossary: Planet).`,
  );
/** A sign field (Aries … Pisces). */
export const Sign = (description: string) =>
  about(SignName, `${description} One of the twelve signs, Aries … Pisces (Glossary: Sign).`);
/** A nakshatra field (Ashwini … Revati). */
export const Nakshatra = (description: string) =>
  about(
    NakshatraName,
    `${description} One of the 27 nakshatras, Ashwini … Revati (Glossary: Nakshatra).`,
  );
/** A house field, 1-12. */
export const House = (description: string) => about(HouseNumber, description);
/** A pada field, 1-4. */
export const Pada = (description = 'Pada (quarter, 3°20′) of the nakshatra, 1-4.') =>
  Type.Integer({ minimum: 1, maximum: 4, description });
/** A list of house numbers. */
export const HouseList = (description: string) => Type.Array(HouseNumber, { description });
/** A list of planets. */
export const GrahaList = (description: string) => Type.Array(GrahaName, { description });

/** The lord chain fields of a point (Glossary: Lord chain). */
const lordChain = (of: string) => ({
  sign_lord: Graha(`Lord of the sign ${of} is in.`),
  star_lord: Graha(`Star lord: the ruler of the nakshatra ${of} is in.`),
  sub_lord: Graha(
    `Sub lord: the ruler of the KP sub ${of} falls in, which decides whether its star lord's promise comes true (Glossary: Sub lord).`,
  ),
  sub_sub_lord: Graha(`Sub-sub lord: the ruler of the sub-sub ${of} falls in.`),
});

export { lordChain };

export const Position = Type.Object(
  {
    name: Graha('The planet, also its key in `positions`.'),
    longitude: Type.Number({
      description:
        'Sidereal longitude in decimal degrees, 0 ≤ x < 360 (0 = the start of Aries), e.g. 100.3517 is 10°21′06″ of Cancer.',
    }),
    speed: Type.Number({
      description:
        'Apparent motion along the zodiac in degrees per day, negative while retrograde: the Moon about 13, the Sun about 1, the mean Rahu and Ketu always -0.053 (the true node also moves backwards almost always).',
    }),
    retrograde: Type.Boolean({
      description:
        'True while the planet appears to move backwards (speed below 0); the mean Rahu and Ketu always do.',
    }),
    sign: Sign('The sign the planet is in.'),
    sign_lord: Graha('Lord of that sign.'),
    nakshatra: Nakshatra('The nakshatra the planet is in.'),
    pada: Pada(),
    star_lord: Graha('Star lord: ruler of that nakshatra (Glossary: Star lord).'),
    sub_lord: Graha('Sub lord: ruler of the KP sub the planet falls in (Glossary: Sub lord).'),
    sub_sub_lord: Graha('Sub-sub lord: ruler of the sub-sub the planet falls in.'),
    house: Type.Integer({
      minimum: 1,
      maximum: 12,
      description:
        'Placidus (KP) house: from its cusp to the next cusp. (Addition to the contract.)',
    }),
  },
  { $id: 'Position', description: 'A graha with its KP lord chain.' },
);

export const Cusp = Type.Object(
  {
    house: House('The house this cusp begins, 1-12 (1 is the ascendant).'),
    cusp: Type.String({
      description:
        'Where the cusp is within its sign, degrees and minutes, DD°MM′ (minutes truncated; the contract’s form), e.g. "15°07′". `longitude` gives it in decimal degrees.',
      examples: ['15°07′'],
    }),
    sign: Type.Union(
      SIGNS.map((s) => Type.Literal(s)),
      { description: 'Sign of the cusp. (Addition.)' },
    ),
    longitude: Type.Number({ description: 'Sidereal longitude of the cusp, degrees. (Addition.)' }),
    ...lordChain('the cusp'),
  },
  {
    $id: 'Cusp',
    description:
      'A house cusp (Placidus) with its KP lord chain (Glossary: House, cusp; Lord chain). The sub lord of a cusp is its cuspal sub lord (CSL), which KP judges the house’s matters by.',
  },
);

const Houses = Type.Array(HouseNumber);

export const PlanetSignificators = Type.Object(
  {
    planet: Graha('The planet whose significations these are.'),
    star_lord: Graha('Its star lord, through whom levels A and C come.'),
    sub_lord: Graha('Its sub lord.'),
    a: Type.Array(HouseNumber, {
      description:
        'Level A, the strongest: the house its star lord occupies (Glossary: Significator, levels A-D). E.g. [7].',
    }),
    b: Type.Array(HouseNumber, { description: 'Level B: the house the planet occupies.' }),
    c: Type.Array(HouseNumber, { description: 'Level C: the houses its star lord owns.' }),
    d: Type.Array(HouseNumber, {
      description:
        'Level D, the weakest: the houses the planet owns (for Rahu and Ketu, which own none: the houses their agents occupy and own).',
    }),
    houses: Type.Array(HouseNumber, {
      description: 'Every house it signifies at any level, ascending.',
    }),
    agency: Type.Union(
      [
        Type.Null(),
        Type.Object(
          {
            agents: Type.Array(GrahaName, {
              description: 'The planets the node acts for, strongest first.',
            }),
            basis: Type.Union(
              [
                Type.Literal('conjunction'),
                Type.Literal('aspect'),
                Type.Literal('star_lord'),
                Type.Literal('sign_lord'),
              ],
              {
                description:
                  'Why the first agent is one: conjunction (within 8°), aspect (Parashari), star_lord or sign_lord of the node, strongest first.',
              },
            ),
          },
          { description: 'Rahu/Ketu only: whom the node acts for, and why (kp-doctrine §4.2).' },
        ),
      ],
      {
        description:
          'For Rahu and Ketu: the planets the node acts for and why (Glossary: Node agency); null for the seven planets.',
      },
    ),
  },
  {
    $id: 'PlanetSignificators',
    description:
      'The houses a planet signifies at each KP level A-D (Glossary: Significator, levels A-D).',
  },
);

const Period = {
  lord: Graha('The planet ruling the period.'),
  start: Type.String({ format: 'date', description: 'Local civil date the period begins.' }),
  end: Type.String({ format: 'date', description: 'Local civil date the next period begins.' }),
};

export const Dasha = Type.Object(
  {
    system: Type.Literal('vimshottari', {
      description: 'The dasha system: always vimshottari (120 years; Glossary: Dasha levels).',
    }),
    year_days: Type.Number({ description: 'Days per dasha year (365.25).' }),
    antardashas_scope: Type.Union(
      [Type.Literal('running_mahadasha'), Type.Literal('every_mahadasha')],
      {
        description:
          "running_mahadasha (the default body): only the mahadasha running on as_of (`current.mahadasha`; none when as_of falls outside the 120 years) carries `antardashas`; the others carry no antardashas key (each prediction's timing dates its own next periods). every_mahadasha: the request's include listed antardashas, and every mahadasha carries them.",
      },
    ),
    pratyantardashas_scope: Type.Union([Type.Literal('running_mahadasha'), Type.Literal('none')], {
      description:
        "running_mahadasha: pratyantardashas are listed for the antardashas of the mahadasha running on as_of; elsewhere their arrays are empty. none: the request's include left them out, and the antardashas carry no pratyantardashas key.",
    }),
    as_of: Type.String({
      format: 'date',
      description:
        'The date (YYYY-MM-DD) whose running periods `current` names: the request’s as_of, or today when it sent none.',
    }),
    balance_at_birth: Type.Object(
      {
        lord: Graha('The mahadasha running at birth.'),
        years: Type.Number({
          description: 'Years of it left at birth, in dasha years of year_days days, e.g. 7.4821.',
        }),
        ymd: Type.Object(
          {
            years: Type.Integer({ description: 'Whole years.' }),
            months: Type.Integer({ description: 'Then whole months (0-11).' }),
            days: Type.Integer({ description: 'Then days.' }),
          },
          { description: 'The same balance as years, months and days, as almanacs print it.' },
        ),
      },
      {
        description:
          'The part of the birth mahadasha still to run at birth (the Moon’s position in its nakshatra decides it).',
      },
    ),
    current: Type.Object(
      {
        mahadasha: Type.Union([GrahaName, Type.Null()], {
          description:
            'Lord of the mahadasha running on as_of; null when as_of is outside the 120 years.',
        }),
        antardasha: Type.Union([GrahaName, Type.Null()], {
          description: 'Lord of the antardasha (bhukti) running on as_of, or null.',
        }),
        pratyantardasha: Type.Union([GrahaName, Type.Null()], {
          description: 'Lord of the pratyantardasha (antara) running on as_of, or null.',
        }),
      },
      {
        description:
          'The periods in force on as_of, named once: the mahadasha of that lord in `mahadashas`, its antardasha of that lord, and that antardasha’s pratyantardasha (each lord occurs once per level).',
      },
    ),
    mahadashas: Type.Array(
      Type.Object({
        ...Period,
        years: Type.Number({
          description:
            'Length in dasha years (the first is the balance at birth; the others their full length: Sun 6, Moon 10, Mars 7, Rahu 18, Jupiter 16, Saturn 19, Mercury 17, Ketu 7, Venus 20).',
        }),
        antardashas: Type.Optional(
          Type.Array(
            Type.Object({
              ...Period,
              pratyantardashas: Type.Optional(
                Type.Array(Type.Object(Period), {
                  description:
                    'Sent when include lists pratyantardashas: those of this antardasha within the running mahadasha, empty elsewhere.',
                }),
              ),
            }),
            {
              description:
                'Sent for the mahadasha running on as_of, and for every mahadasha when include lists antardashas (antardashas_scope).',
            },
          ),
        ),
      }),
      {
        description:
          'The nine mahadashas in order, from the one running at birth (which starts before birth), each with its start and end dates.',
      },
    ),
  },
  {
    $id: 'Dasha',
    description:
      'Vimshottari from the Moon: nine mahadashas from the one running at birth; the running one with its antardashas (every one with include antardashas), and their pratyantardashas with include pratyantardashas.',
  },
);

export { Houses };
