/** Response schemas for chart records shared by birth chart, horary and interlinks. */
import { Type } from 'typebox';
import { GRAHAS, SIGNS } from '../../engine/types.js';
import { NAKSHATRAS } from '../../engine/zodiac/nakshatras.js';

export const GrahaName = Type.Union(
  GRAHAS.map((g) => Type.Literal(g)),
  { description: 'One of the nine grahas.' },
);
export const SignName = Type.Union(SIGNS.map((s) => Type.Literal(s)));
export const NakshatraName = Type.Union(NAKSHATRAS.map((n) => Type.Literal(n)));
export const HouseNumber = Type.Integer({ minimum: 1, maximum: 12 });

export const Position = Type.Object(
  {
    name: GrahaName,
    longitude: Type.Number({ description: 'Sidereal longitude, degrees [0, 360).' }),
    speed: Type.Number({ description: 'Degrees per day; negative when retrograde.' }),
    retrograde: Type.Boolean(),
    sign: SignName,
    sign_lord: GrahaName,
    nakshatra: NakshatraName,
    pada: Type.Integer({ minimum: 1, maximum: 4 }),
    star_lord: GrahaName,
    sub_lord: GrahaName,
    sub_sub_lord: GrahaName,
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
    house: HouseNumber,
    cusp: Type.String({
      description: 'Degrees and minutes within the sign, DD°MM′ (minutes truncated).',
    }),
    sign: Type.Union(
      SIGNS.map((s) => Type.Literal(s)),
      { description: 'Sign of the cusp. (Addition.)' },
    ),
    longitude: Type.Number({ description: 'Sidereal longitude of the cusp, degrees. (Addition.)' }),
    sign_lord: GrahaName,
    star_lord: GrahaName,
    sub_lord: GrahaName,
    sub_sub_lord: GrahaName,
  },
  { $id: 'Cusp', description: 'A Placidus cusp with its KP lord chain.' },
);

const Houses = Type.Array(HouseNumber);

export const PlanetSignificators = Type.Object(
  {
    planet: GrahaName,
    star_lord: GrahaName,
    sub_lord: GrahaName,
    a: Type.Array(HouseNumber, { description: 'Level A: house occupied by the star lord.' }),
    b: Type.Array(HouseNumber, { description: 'Level B: house occupied.' }),
    c: Type.Array(HouseNumber, { description: 'Level C: houses owned by the star lord.' }),
    d: Type.Array(HouseNumber, {
      description: 'Level D: houses owned (for Rahu/Ketu: the houses their agents occupy and own).',
    }),
    houses: Type.Array(HouseNumber, { description: 'All houses signified, ascending.' }),
    agency: Type.Union([
      Type.Null(),
      Type.Object(
        {
          agents: Type.Array(GrahaName),
          basis: Type.Union([
            Type.Literal('conjunction'),
            Type.Literal('aspect'),
            Type.Literal('star_lord'),
            Type.Literal('sign_lord'),
          ]),
        },
        { description: 'Rahu/Ketu only: whom the node acts for, and why (kp-doctrine §4.2).' },
      ),
    ]),
  },
  { $id: 'PlanetSignificators' },
);

const Period = {
  lord: GrahaName,
  start: Type.String({ format: 'date', description: 'Local civil date the period begins.' }),
  end: Type.String({ format: 'date', description: 'Local civil date the next period begins.' }),
};

export const Dasha = Type.Object(
  {
    system: Type.Literal('vimshottari'),
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
      description: 'Date on which running periods are marked.',
    }),
    balance_at_birth: Type.Object({
      lord: GrahaName,
      years: Type.Number(),
      ymd: Type.Object({ years: Type.Integer(), months: Type.Integer(), days: Type.Integer() }),
    }),
    current: Type.Object(
      {
        mahadasha: Type.Union([GrahaName, Type.Null()]),
        antardasha: Type.Union([GrahaName, Type.Null()]),
        pratyantardasha: Type.Union([GrahaName, Type.Null()]),
      },
      {
        description:
          'The periods in force on as_of, named once: the mahadasha of that lord in `mahadashas`, its antardasha of that lord, and that antardasha’s pratyantardasha (each lord occurs once per level).',
      },
    ),
    mahadashas: Type.Array(
      Type.Object({
        ...Period,
        years: Type.Number(),
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
    ),
  },
  {
    $id: 'Dasha',
    description:
      'Vimshottari from the Moon: nine mahadashas from the one running at birth; the running one with its antardashas (every one with include antardashas), and their pratyantardashas with include pratyantardashas.',
  },
);

export { Houses };
