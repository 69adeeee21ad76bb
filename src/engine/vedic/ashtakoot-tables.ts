/**
 * Ashtakoot (Guna Milan) tables: facts from ../shared/reference/vedic-techniques.md §1.3, §2.1, §2.2
 * and §5.2. Where published sources differ, the variant used is named beside the table and echoed in
 * the response's `variants` block (ASHTAKOOT_VARIANTS).
 *
 * Orientation is always stated: `[boy][girl]` unless the name says otherwise.
 */
import type { Graha } from '../types.js';
import { type NaturalRelation, naturalRelation } from './dignity.js';

export type Varna = 'Brahmin' | 'Kshatriya' | 'Vaishya' | 'Shudra';
export type VashyaGroup = 'Chatushpada' | 'Manava' | 'Jalachara' | 'Vanachara' | 'Keeta';
export type Gana = 'Deva' | 'Manushya' | 'Rakshasa';
export type Nadi = 'Adi' | 'Madhya' | 'Antya';
export type YoniAnimal =
  | 'Horse'
  | 'Elephant'
  | 'Sheep'
  | 'Serpent'
  | 'Dog'
  | 'Cat'
  | 'Rat'
  | 'Cow'
  | 'Buffalo'
  | 'Tiger'
  | 'Deer'
  | 'Monkey'
  | 'Mongoose'
  | 'Lion';

/** Varna rank for the Varna koot: higher is senior (§2.2: Brahmin > Kshatriya > Vaishya > Shudra). */
export const VARNA_RANK: Readonly<Record<Varna, number>> = Object.freeze({
  Brahmin: 4,
  Kshatriya: 3,
  Vaishya: 2,
  Shudra: 1,
});

/**
 * Varna of each Moon sign, Aries … Pisces. Variant: the common elemental scheme (§2.1 "common, DP;
 * M8 code" column): water Brahmin, fire Kshatriya, earth Vaishya, air Shudra — what Drik Panchang and
 * Maitreya8's code use and what the reference recommends. PyJHora (and saravali.de) swap earth and
 * air (earth Shudra, air Vaishya); we do not follow it, so the oracle test counts those cells apart.
 */
export const SIGN_VARNA: readonly Varna[] = Object.freeze([
  'Kshatriya', // Aries (fire)
  'Vaishya', // Taurus (earth)
  'Shudra', // Gemini (air)
  'Brahmin', // Cancer (water)
  'Kshatriya', // Leo
  'Vaishya', // Virgo
  'Shudra', // Libra
  'Brahmin', // Scorpio
  'Kshatriya', // Sagittarius
  'Vaishya', // Capricorn
  'Shudra', // Aquarius
  'Brahmin', // Pisces
]);

/**
 * Vashya group of a Moon sign (§2.1). Sagittarius and Capricorn change group at 15° of the sign, by
 * the Moon's degree (as Maitreya8 `getVashya` does), not by pada: P.Ashadha pada 1 and Shravana
 * pada 2 straddle the 15° line.
 */
export function vashyaGroupOf(signIndex: number, degreeInSign: number): VashyaGroup {
  switch (signIndex) {
    case 0:
    case 1:
      return 'Chatushpada';
    case 2:
    case 5:
    case 6:
    case 10:
      return 'Manava';
    case 3:
    case 11:
      return 'Jalachara';
    case 4:
      return 'Vanachara';
    case 7:
      return 'Keeta';
    case 8:
      return degreeInSign < 15 ? 'Manava' : 'Chatushpada';
    case 9:
      return degreeInSign < 15 ? 'Chatushpada' : 'Jalachara';
    default:
      throw new RangeError(`sign index ${signIndex} outside 0-11`);
  }
}

const VASHYA_ORDER: readonly VashyaGroup[] = [
  'Chatushpada',
  'Manava',
  'Jalachara',
  'Vanachara',
  'Keeta',
];

/**
 * Vashya points `[boy][girl]`, group order Chatushpada, Manava, Jalachara, Vanachara, Keeta.
 * Variant V1 of §2.2 (the control/prey rule: same group 2, one controls the other 1, one is the
 * other's food 0.5, hostile 0; symmetric), recommended by the reference because it follows the rule
 * text (ranjanadikshit.com; DP "Vashya and Bhakshya"). PyJHora's default matrix (V3, from
 * saravali.de) differs in 12 of 25 cells and its group assignment uses padas; see docs/vedic.md.
 */
const VASHYA_POINTS: readonly (readonly number[])[] = [
  [2, 1, 1, 0.5, 1],
  [1, 2, 0.5, 0, 1],
  [1, 0.5, 2, 1, 1],
  [0.5, 0, 1, 2, 0],
  [1, 1, 1, 0, 2],
];

export function vashyaPoints(boy: VashyaGroup, girl: VashyaGroup): number {
  const v = VASHYA_POINTS[VASHYA_ORDER.indexOf(boy)]?.[VASHYA_ORDER.indexOf(girl)];
  if (v === undefined) throw new RangeError(`vashya ${boy}/${girl}`);
  return v;
}

/** Gana, Nadi and Yoni animal (with gender) of nakshatras 1-27 (§1.3; PJH, VA and M8 agree). */
export interface NakshatraTraits {
  gana: Gana;
  nadi: Nadi;
  yoni: YoniAnimal;
  yoniGender: 'male' | 'female';
}

const t = (gana: Gana, nadi: Nadi, yoni: YoniAnimal, g: 'M' | 'F'): NakshatraTraits => ({
  gana,
  nadi,
  yoni,
  yoniGender: g === 'M' ? 'male' : 'female',
});

/** Index 0 = Ashwini … 26 = Revati (§1.3 table). */
export const NAKSHATRA_TRAITS: readonly NakshatraTraits[] = Object.freeze([
  t('Deva', 'Adi', 'Horse', 'M'), // Ashwini
  t('Manushya', 'Madhya', 'Elephant', 'M'), // Bharani
  t('Rakshasa', 'Antya', 'Sheep', 'F'), // Krittika
  t('Manushya', 'Antya', 'Serpent', 'M'), // Rohini
  t('Deva', 'Madhya', 'Serpent', 'F'), // Mrigashira
  t('Manushya', 'Adi', 'Dog', 'F'), // Ardra
  t('Deva', 'Adi', 'Cat', 'F'), // Punarvasu
  t('Deva', 'Madhya', 'Sheep', 'M'), // Pushya
  t('Rakshasa', 'Antya', 'Cat', 'M'), // Ashlesha
  t('Rakshasa', 'Antya', 'Rat', 'M'), // Magha
  t('Manushya', 'Madhya', 'Rat', 'F'), // Purva Phalguni
  t('Manushya', 'Adi', 'Cow', 'M'), // Uttara Phalguni
  t('Deva', 'Adi', 'Buffalo', 'F'), // Hasta
  t('Rakshasa', 'Madhya', 'Tiger', 'F'), // Chitra
  t('Deva', 'Antya', 'Buffalo', 'M'), // Swati
  t('Rakshasa', 'Antya', 'Tiger', 'M'), // Vishakha
  t('Deva', 'Madhya', 'Deer', 'F'), // Anuradha
  t('Rakshasa', 'Adi', 'Deer', 'M'), // Jyeshtha
  t('Rakshasa', 'Adi', 'Dog', 'M'), // Mula
  t('Manushya', 'Madhya', 'Monkey', 'M'), // Purva Ashadha
  t('Manushya', 'Antya', 'Mongoose', 'M'), // Uttara Ashadha
  t('Deva', 'Antya', 'Monkey', 'F'), // Shravana
  t('Rakshasa', 'Madhya', 'Lion', 'F'), // Dhanishta
  t('Rakshasa', 'Adi', 'Horse', 'F'), // Shatabhisha
  t('Manushya', 'Adi', 'Lion', 'M'), // Purva Bhadrapada
  t('Manushya', 'Madhya', 'Cow', 'F'), // Uttara Bhadrapada
  t('Deva', 'Antya', 'Elephant', 'F'), // Revati
]);

const YONI_ORDER: readonly YoniAnimal[] = [
  'Horse',
  'Elephant',
  'Sheep',
  'Serpent',
  'Dog',
  'Cat',
  'Rat',
  'Cow',
  'Buffalo',
  'Tiger',
  'Deer',
  'Monkey',
  'Mongoose',
  'Lion',
];

/**
 * Yoni points, rows = GIRL (bride), columns = BOY (groom), animals in YONI_ORDER. The saravali.de
 * table of §2.2 with its two asymmetric cells set to 1 both ways (bride Horse / groom Deer, and bride
 * Lion / groom Buffalo), which makes it symmetric. This is exactly the table PyJHora's CSV encodes
 * (checked cell by cell in test/oracle/ashtakoot.test.ts) and what PyJHora's and VedAstro's code use
 * for Horse/Deer. Sworn enemies (0) agree in every source.
 */
const YONI_POINTS_GIRL_BOY: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 1, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [1, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

export function yoniPoints(boy: YoniAnimal, girl: YoniAnimal): number {
  const v = YONI_POINTS_GIRL_BOY[YONI_ORDER.indexOf(girl)]?.[YONI_ORDER.indexOf(boy)];
  if (v === undefined) throw new RangeError(`yoni ${boy}/${girl}`);
  return v;
}

/**
 * Gana points `[boy][girl]` (§2.2 table; PJH `gana_array[girl][boy]` and M8 `gana_map[groom][bride]`
 * agree): boy Deva / girl Manushya 5, boy Deva / girl Rakshasa 1, boy Manushya / girl Deva 6.
 */
const GANA_POINTS: Readonly<Record<Gana, Readonly<Record<Gana, number>>>> = {
  Deva: { Deva: 6, Manushya: 5, Rakshasa: 1 },
  Manushya: { Deva: 6, Manushya: 6, Rakshasa: 0 },
  Rakshasa: { Deva: 0, Manushya: 0, Rakshasa: 6 },
};

export function ganaPoints(boy: Gana, girl: Gana): number {
  return GANA_POINTS[boy][girl];
}

export type Friendship = NaturalRelation;

/**
 * How graha `of` regards graha `toward` by natural friendship (§5.2, the one table in dignity.ts);
 * Graha Maitri takes the sign lords only, so a node here is a caller's mistake.
 */
export function naturalFriendship(of: Graha, toward: Graha): Friendship {
  if (of === 'Rahu' || of === 'Ketu')
    throw new RangeError(`${of} rules no sign: no Graha Maitri row`);
  return naturalRelation(of, toward);
}

/**
 * Graha Maitri points from the two Moon-sign lords (§2.2 "common scoring", PJH
 * `raasi_adhipathi_array`): same lord or both friends 5; friend + neutral 4; both neutral 3;
 * friend + enemy 1; neutral + enemy 0.5; both enemies 0. Symmetric.
 */
export function maitriPoints(boyLord: Graha, girlLord: Graha): number {
  if (boyLord === girlLord) return 5;
  const views = [naturalFriendship(boyLord, girlLord), naturalFriendship(girlLord, boyLord)];
  const friends = views.filter((v) => v === 'friend').length;
  const enemies = views.filter((v) => v === 'enemy').length;
  if (friends === 2) return 5;
  if (friends === 1 && enemies === 0) return 4;
  if (friends === 0 && enemies === 0) return 3;
  if (friends === 1 && enemies === 1) return 1;
  if (enemies === 1) return 0.5;
  return 0;
}

/**
 * Tara names by the inclusive star count mod 9 (§2.2): 1 Janma, 2 Sampat, 3 Vipat, 4 Kshema,
 * 5 Pratyari, 6 Sadhana, 7 Naidhana, 8 Mitra, 0 (9th) Parama Mitra.
 */
export const TARA_NAMES = Object.freeze([
  'Parama Mitra',
  'Janma',
  'Sampat',
  'Vipat',
  'Kshema',
  'Pratyari',
  'Sadhana',
  'Naidhana',
  'Mitra',
] as const);

/** Remainders (count mod 9) that are inauspicious: Vipat, Pratyari, Naidhana (§2.2, classical). */
export const BAD_TARA_REMAINDERS: ReadonlySet<number> = new Set([3, 5, 7]);

/**
 * Nakshatras for which Jyotish Chintamani waives Nadi dosha (§2.3): Krittika, Rohini, Mrigashira,
 * Ardra, Pushya, Jyeshtha, Shravana, Uttara Bhadrapada, Revati (0-based indexes).
 */
export const NADI_EXEMPT_NAKSHATRAS: ReadonlySet<number> = new Set([2, 3, 4, 5, 7, 17, 21, 25, 26]);

/** The table variants used, echoed in every compatibility response (`variants`). */
export const ASHTAKOOT_VARIANTS = Object.freeze({
  varna:
    'Elemental scheme: water signs Brahmin, fire Kshatriya, earth Vaishya, air Shudra (Drik Panchang, Maitreya8). PyJHora and saravali.de swap earth and air.',
  vashya:
    'Control/prey matrix (symmetric): same group 2, controllable 1, prey 0.5, hostile 0. Sagittarius and Capricorn change group at 15° of the Moon sign, by degree.',
  tara: 'Classical: counted both ways inclusively, 1.5 points per direction unless the count mod 9 is 3, 5 or 7 (Vipat, Pratyari, Naidhana). PyJHora scores these remainders the other way round.',
  yoni: 'saravali.de table made symmetric: bride Horse with groom Deer and bride Lion with groom Buffalo score 1 (as in PyJHora and VedAstro).',
  graha_maitri:
    'Natural friendship of the Moon-sign lords: both friends 5, friend and neutral 4, both neutral 3, friend and enemy 1, neutral and enemy 0.5, both enemies 0.',
  gana: 'Boy Deva with girl Manushya 5, boy Deva with girl Rakshasa 1, boy Manushya with girl Deva 6; Rakshasa with a non-Rakshasa 0.',
  bhakoot: 'Moon signs 2/12, 5/9 or 6/8 from each other score 0; every other distance 7.',
  nadi: 'Same nadi 0, different nadi 8.',
});
