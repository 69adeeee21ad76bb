/**
 * Descriptive readings (kp-doctrine.md §7): table-lookup traits of what a cusp describes, and facet
 * readings of the question's event. Advisory evidence only: never a verdict.
 *
 * The chain read (§7 "Physical description", KSK Reader III): the cusp's sub lord → its star lord →
 * the sign that star lord occupies. The star lord gives the planet traits (§7.1: age group, colour,
 * direction, body, things), its sign the sign traits (§7.2: stature group, gender, element and
 * quality, direction). Planets aspecting the cusp's sign (Vedic drishti) give the build (§7); Saturn's
 * influence gives a dark complexion (§7 "Other person").
 */

import type { Chart } from '../chart/cast.js';
import { aspectsSign } from '../chart/drishti.js';
import type { Significators } from '../chart/significators.js';
import { flat } from '../flat-text.js';
import { GRAHAS, type Graha, type Sign } from '../types.js';
import { FACET_TABLES } from './facets.js';
import { ELEMENT_DIRECTION, PLANET_TRAITS, SIGN_TRAITS } from './tables.js';

export const INDICATION_KINDS = [
  'stature',
  'build',
  'gender',
  'age',
  'complexion',
  'direction',
  'colour',
  'nature',
  'body',
  'things',
] as const;
export type IndicationKind = (typeof INDICATION_KINDS)[number];

/** Kinds that only make sense when the cusp describes a person. */
const PERSON_KINDS: ReadonlySet<IndicationKind> = new Set([
  'stature',
  'build',
  'gender',
  'age',
  'complexion',
]);

/** The question a client can ask for each kind (api-contract `can_ask`). */
export const KIND_QUESTIONS: Readonly<Record<IndicationKind, string>> = Object.freeze({
  stature: 'How tall is the person?',
  build: 'What is the person’s build?',
  gender: 'Is the person male or female?',
  age: 'How old is the person?',
  complexion: 'What is the person’s complexion?',
  direction: 'In which direction should I look or go?',
  colour: 'What colour is associated with it?',
  nature: 'What is its nature (element and quality)?',
  body: 'Which part of the body is concerned?',
  things: 'What kind of things or work are involved?',
});

/** Words of an `ask` that select a kind (lower case, matched as whole words or stems). */
const ASK_WORDS: ReadonlyArray<[IndicationKind, RegExp]> = [
  ['stature', /\b(tall|height|short|stature)\b/],
  ['build', /\b(build|fat|thin|slim|weight|body type|plump|muscular)\b/],
  ['gender', /\b(gender|male|female|man|woman|boy|girl|sex)\b/],
  ['age', /\b(age|old|young|older|younger)\b/],
  ['complexion', /\b(complexion|skin colou?r|fair|dark)\b/],
  ['direction', /\b(direction|where|which side|north|south|east|west)\b/],
  ['colour', /\b(colou?r)\b/],
  ['nature', /\b(nature|element|quality|kind of sign)\b/],
  ['body', /\b(body part|organ|part of the body|which part)\b/],
  ['things', /\b(things?|work|profession|trade|objects?|what kind)\b/],
];

export interface Indication {
  kind: IndicationKind;
  trait: string;
  /** The planet the trait is read from, or null when it is read from a sign only. */
  planet: Graha | null;
  /** The sign the trait is read from, or null when it is read from a planet only. */
  sign: Sign | null;
  because: string;
  source: string;
}

export interface FacetReading {
  id: string;
  label: string;
  houses: number[];
  /** How many of the facet's houses the cuspal sub lord signifies (star level and own level). */
  agreement: number;
  because: string;
}

export interface DescriptiveInput {
  chart: Chart;
  sig: Significators;
  /** The cusp described (already rotated for a relative). */
  cusp: number;
  isPerson: boolean;
  eventId: string;
  /** A specific descriptive question; empty or absent → every supported indication. */
  ask?: string | undefined;
}

export interface DescriptiveReading {
  cusp: number;
  cuspalSubLord: Graha;
  starLord: Graha;
  starLordSign: Sign;
  indications: Indication[];
  canAsk: Array<{ kind: IndicationKind; question: string }>;
  /** Kinds the `ask` selected; null when no ask was given. */
  askedKinds: IndicationKind[] | null;
  facets: FacetReading[];
  hasFacetTable: boolean;
}

/** Kinds an `ask` text selects (may be empty). */
export function kindsOfAsk(ask: string): IndicationKind[] {
  const text = ask.toLowerCase();
  return ASK_WORDS.filter(([, re]) => re.test(text)).map(([k]) => k);
}

function ordinal(n: number): string {
  const s = n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th';
  return n >= 11 && n <= 13 ? `${n}th` : `${n}${s}`;
}

export function readDescriptive(input: DescriptiveInput): DescriptiveReading {
  const { chart, sig, cusp, isPerson } = input;
  const c = chart.cusps[cusp - 1];
  if (!c) throw new RangeError(`no cusp ${cusp}`);
  const csl = c.subLord;
  const star = chart.positions[csl].starLord;
  const starPos = chart.positions[star];
  const zSign = starPos.sign;
  const z = SIGN_TRAITS[zSign];
  const pt = PLANET_TRAITS[star];
  const chain = `the ${ordinal(cusp)} cusp sub lord ${csl} is in the star of ${star}, which occupies ${zSign}`;
  const all: Indication[] = [];

  if (isPerson) {
    all.push({
      kind: 'stature',
      trait: z.height,
      planet: star,
      sign: zSign,
      because: flat`${cap(chain)}, a sign of the ${z.height} group.`,
      source: 'kp-doctrine §7 (KSK Reader III, height groups)',
    });
    const aspecting = GRAHAS.filter((g) =>
      aspectsSign(g, chart.positions[g].signIndex, c.signIndex),
    );
    for (const g of aspecting) {
      const build = PLANET_TRAITS[g].build;
      if (build.startsWith('no build rule')) continue;
      all.push({
        kind: 'build',
        trait: build,
        planet: g,
        sign: null,
        because: flat`${g} in ${chart.positions[g].sign} aspects the ${ordinal(cusp)} cusp in ${c.sign}.`,
        source: 'kp-doctrine §7 (aspects to the cusp)',
      });
    }
    all.push({
      kind: 'gender',
      trait: z.gender,
      planet: star,
      sign: zSign,
      because: flat`${cap(chain)}, a ${z.gender === 'male' ? 'masculine (odd)' : 'feminine (even)'} sign.`,
      source: 'kp-doctrine §7.2 (gender)',
    });
    if (pt.age) {
      all.push({
        kind: 'age',
        trait: pt.age,
        planet: star,
        sign: null,
        because: flat`${cap(chain)}; ${star} stands for the ${pt.age} age group.`,
        source: 'kp-doctrine §7 (age by planet, traditional list)',
      });
    }
    const saturnAspects = aspectsSign('Saturn', chart.positions.Saturn.signIndex, c.signIndex);
    if (csl === 'Saturn' || star === 'Saturn' || saturnAspects) {
      all.push({
        kind: 'complexion',
        trait: 'dark',
        planet: 'Saturn',
        sign: null,
        because: flat`Saturn ${csl === 'Saturn' ? 'is the cusp sub lord' : star === 'Saturn' ? 'is the star lord of the cusp sub lord' : `aspects the ${ordinal(cusp)} cusp`}.`,
        source: 'kp-doctrine §7 (Saturn influence → dark complexion)',
      });
    }
  }
  all.push({
    kind: 'direction',
    trait: ELEMENT_DIRECTION[z.element],
    planet: null,
    sign: zSign,
    because: flat`${cap(chain)}, a ${z.element} sign.`,
    source: 'kp-doctrine §7.2 (conventional sign directions)',
  });
  all.push({
    kind: 'direction',
    trait: pt.direction,
    planet: star,
    sign: null,
    because: flat`${cap(chain)}; ${star}’s direction is ${pt.direction}.`,
    source: pt.directionSource,
  });
  all.push({
    kind: 'colour',
    trait: pt.colour,
    planet: star,
    sign: null,
    because: flat`${cap(chain)}; ${star}’s colour is ${pt.colour}.`,
    source: 'kp-doctrine §7.1',
  });
  all.push({
    kind: 'nature',
    trait: flat`${z.element}, ${z.quality}${z.fruitful ? `, ${z.fruitful}` : ''}`,
    planet: null,
    sign: zSign,
    because: flat`${cap(chain)}: ${z.element} element, ${z.quality} quality${z.fruitful ? `, ${z.fruitful}` : ''}.`,
    source: 'kp-doctrine §7.2',
  });
  all.push({
    kind: 'body',
    trait: pt.body,
    planet: star,
    sign: null,
    because: flat`${cap(chain)}; ${star} governs ${pt.body}.`,
    source: 'kp-doctrine §7.1',
  });
  all.push({
    kind: 'things',
    trait: pt.things,
    planet: star,
    sign: null,
    because: flat`${cap(chain)}; ${star} signifies ${pt.things}.`,
    source: 'kp-doctrine §7.1',
  });

  const kindsAvailable = INDICATION_KINDS.filter((k) => !PERSON_KINDS.has(k) || isPerson);
  const canAsk = kindsAvailable.map((kind) => ({ kind, question: KIND_QUESTIONS[kind] }));
  const ask = input.ask?.trim() ?? '';
  const askedKinds = ask === '' ? null : kindsOfAsk(ask).filter((k) => kindsAvailable.includes(k));
  const indications = askedKinds === null ? all : all.filter((i) => askedKinds.includes(i.kind));

  const table = FACET_TABLES[input.eventId];
  const p = sig.planets[csl];
  const signified = [...new Set([...p.a, ...p.b, ...p.c, ...p.d])].sort((a, b) => a - b);
  const facets: FacetReading[] = [];
  for (const facet of table ?? []) {
    const shown = facet.houses.filter((h) => signified.includes(h));
    if (shown.length === 0) continue;
    facets.push({
      id: facet.id,
      label: facet.label,
      houses: [...facet.houses],
      agreement: shown.length,
      because: flat`The ${ordinal(cusp)} cusp sub lord ${csl} (star lord ${star}) signifies ${shown.join(', ')} of the facet’s houses ${facet.houses.join(', ')} (${facet.source}).`,
    });
  }
  return {
    cusp,
    cuspalSubLord: csl,
    starLord: star,
    starLordSign: zSign,
    indications,
    canAsk,
    askedKinds,
    facets,
    hasFacetTable: table !== undefined,
  };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
