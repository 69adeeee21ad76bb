/**
 * Descriptive tables (kp-doctrine.md §7): planet significations (§7.1), sign classifications (§7.2),
 * the height groups and the aspect-to-cusp build rules (§7 "Physical description", KSK Reader III),
 * age by planet (§7 "Other person"). Values marked "conv." in §7.1 are general Jyotish convention and
 * are labelled so in each entry's `source`.
 */
import type { Graha, Sign } from '../types.js';

export interface PlanetTraits {
  direction: string;
  directionSource: string;
  colour: string;
  body: string;
  things: string;
  /** Age group (§7 "Other person", traditional list); null for the nodes. */
  age: string | null;
  /** Build when the planet aspects the cusp (§7 "Physical description"). */
  build: string;
}

export const PLANET_TRAITS: Readonly<Record<Graha, PlanetTraits>> = Object.freeze({
  Sun: {
    direction: 'east',
    directionSource: 'kp-doctrine §7.1',
    colour: 'orange',
    body: 'heart, right eye, spleen',
    things: 'government, administration, medicine, authority',
    age: 'older',
    build: 'no build rule for the Sun',
  },
  Moon: {
    direction: 'north-west',
    directionSource: 'kp-doctrine §7.1 (conv.)',
    colour: 'white',
    body: 'left eye, breasts, stomach, body fluids',
    things: 'water, shipping, milk and liquids, travel, nursing, the public',
    age: 'infant',
    build: 'prominent features',
  },
  Mars: {
    direction: 'south',
    directionSource: 'kp-doctrine §7.1 (conv.)',
    colour: 'red',
    body: 'muscles, blood',
    things: 'engineering, machinery, surgery, land, fire, police and the army',
    age: 'youth',
    build: 'muscular, with charm',
  },
  Mercury: {
    direction: 'north',
    directionSource: 'kp-doctrine §7.1 (KSK)',
    colour: 'green',
    body: 'nerves, skin, speech',
    things: 'trade, accounts, writing, publishing, communication, agency',
    age: 'teenager',
    build: 'plump and pale',
  },
  Jupiter: {
    direction: 'north-east',
    directionSource: 'kp-doctrine §7.1 (KSK)',
    colour: 'yellow',
    body: 'liver, fat',
    things: 'law courts, colleges, temples, finance and banking',
    age: 'middle-aged',
    build: 'overweight',
  },
  Venus: {
    direction: 'south-east',
    directionSource: 'kp-doctrine §7.1 (conv.)',
    colour: 'white, cream or ivory',
    body: 'reproductive system, kidneys',
    things: 'vehicles, luxury, textiles, perfume, films, music, jewellery',
    age: 'young adult',
    build: 'no build rule for Venus',
  },
  Saturn: {
    direction: 'west',
    directionSource: 'kp-doctrine §7.1 (conv.)',
    colour: 'black or dark blue',
    body: 'bones, teeth, knees; chronic conditions',
    things: 'labour, oil, coal, mines, leather, old buildings, delay',
    age: 'very old',
    build: 'thin',
  },
  Rahu: {
    direction: 'south-west',
    directionSource: 'kp-doctrine §7.1 (conv.)',
    colour: 'smoky or black',
    body: 'acts for the planets it represents',
    things: 'foreigners and foreign things; acts as agent of others',
    age: null,
    build: 'tall',
  },
  Ketu: {
    direction: 'north-west',
    directionSource: 'kp-doctrine §7.1 (conv.)',
    colour: 'variegated',
    body: 'acts for the planets it represents',
    things: 'detachment; acts as agent of others',
    age: null,
    build: 'short',
  },
});

export type Height = 'tall' | 'average' | 'short';
export type Element = 'fire' | 'earth' | 'air' | 'water';
export type Quality = 'movable' | 'fixed' | 'common';

export interface SignTraits {
  element: Element;
  quality: Quality;
  gender: 'male' | 'female';
  fruitful: 'fruitful' | 'semi-fruitful' | 'barren' | null;
  height: Height;
}

const s = (
  element: Element,
  quality: Quality,
  gender: 'male' | 'female',
  fruitful: SignTraits['fruitful'],
  height: Height,
): SignTraits => Object.freeze({ element, quality, gender, fruitful, height });

/** §7.2 classifications with the §7 height groups. */
export const SIGN_TRAITS: Readonly<Record<Sign, SignTraits>> = Object.freeze({
  Aries: s('fire', 'movable', 'male', 'barren', 'average'),
  Taurus: s('earth', 'fixed', 'female', 'semi-fruitful', 'short'),
  Gemini: s('air', 'common', 'male', 'barren', 'tall'),
  Cancer: s('water', 'movable', 'female', 'fruitful', 'short'),
  Leo: s('fire', 'fixed', 'male', 'barren', 'tall'),
  Virgo: s('earth', 'common', 'female', 'barren', 'average'),
  Libra: s('air', 'movable', 'male', 'semi-fruitful', 'average'),
  Scorpio: s('water', 'fixed', 'female', 'fruitful', 'average'),
  Sagittarius: s('fire', 'common', 'male', 'semi-fruitful', 'tall'),
  Capricorn: s('earth', 'movable', 'female', 'semi-fruitful', 'short'),
  Aquarius: s('air', 'fixed', 'male', null, 'tall'),
  Pisces: s('water', 'common', 'female', 'fruitful', 'short'),
});

/** Conventional sign directions (§7.2): fire east, earth south, air west, water north. */
export const ELEMENT_DIRECTION: Readonly<Record<Element, string>> = Object.freeze({
  fire: 'east',
  earth: 'south',
  air: 'west',
  water: 'north',
});
