/**
 * Ashtakoot (Guna Milan) compatibility, 36 points, from each partner's natal Moon
 * (vedic-techniques.md §2). Eight koots, each broken out with both partners' attributes; the total;
 * a verdict band (§2.4); Nadi and Bhakoot doshas with the classical cancellations (§2.3) listed
 * beside them. Cancellations never change the points: the raw score is what the tables give.
 *
 * Pure: takes sidereal Moon longitudes (degrees), returns plain data.
 */
import { flat } from '../flat-text.js';
import { type Graha, SIGNS, type Sign } from '../types.js';
import { NAKSHATRAS, nakshatraIndexOf, PADA_SPAN, padaOf } from '../zodiac/nakshatras.js';
import { degreeInSign, normalizeDegrees, signIndexOf, signLordOfIndex } from '../zodiac/signs.js';
import {
  ASHTAKOOT_VARIANTS,
  BAD_TARA_REMAINDERS,
  type Gana,
  ganaPoints,
  maitriPoints,
  NADI_EXEMPT_NAKSHATRAS,
  NAKSHATRA_TRAITS,
  type Nadi,
  type NakshatraTraits,
  naturalFriendship,
  SIGN_VARNA,
  TARA_NAMES,
  VARNA_RANK,
  type Varna,
  type VashyaGroup,
  vashyaGroupOf,
  vashyaPoints,
  yoniPoints,
} from './ashtakoot-tables.js';

/** Where a partner's Moon stands: everything the koots read. */
export interface MoonPlacement {
  /** Sidereal longitude, degrees [0, 360). */
  longitude: number;
  /** 0-26 (0 = Ashwini). */
  nakshatraIndex: number;
  nakshatra: string;
  /** 1-4. */
  pada: number;
  /** 0-11 (0 = Aries). */
  signIndex: number;
  sign: Sign;
  /** Degrees within the sign, [0, 30). */
  degreeInSign: number;
  signLord: Graha;
  /** Sign (0-11) of the Moon's navamsa: the pada counted round the zodiac from Aries (D9). */
  navamsaSignIndex: number;
  navamsaLord: Graha;
  varna: Varna;
  vashya: VashyaGroup;
  gana: Gana;
  nadi: Nadi;
  yoni: NakshatraTraits['yoni'];
  yoniGender: NakshatraTraits['yoniGender'];
}

/** Everything about a Moon longitude that the koots use. */
export function moonPlacement(longitude: number): MoonPlacement {
  const lon = normalizeDegrees(longitude);
  const nakshatraIndex = nakshatraIndexOf(lon);
  const signIndex = signIndexOf(lon);
  const deg = degreeInSign(lon);
  // Navamsa: 108 padas of 3°20′ map onto the signs in order from Aries, nine per sign (BPHS D9).
  const navamsaSignIndex = Math.min(107, Math.floor(lon / PADA_SPAN)) % 12;
  const traits = NAKSHATRA_TRAITS[nakshatraIndex];
  const varna = SIGN_VARNA[signIndex];
  if (traits === undefined || varna === undefined) throw new RangeError(`longitude ${longitude}`);
  return {
    longitude: lon,
    nakshatraIndex,
    nakshatra: NAKSHATRAS[nakshatraIndex] as string,
    pada: padaOf(lon),
    signIndex,
    sign: SIGNS[signIndex] as Sign,
    degreeInSign: deg,
    signLord: signLordOfIndex(signIndex),
    navamsaSignIndex,
    navamsaLord: signLordOfIndex(navamsaSignIndex),
    varna,
    vashya: vashyaGroupOf(signIndex, deg),
    gana: traits.gana,
    nadi: traits.nadi,
    yoni: traits.yoni,
    yoniGender: traits.yoniGender,
  };
}

export type KootId =
  | 'varna'
  | 'vashya'
  | 'tara'
  | 'yoni'
  | 'graha_maitri'
  | 'gana'
  | 'bhakoot'
  | 'nadi';

/** One koot's score with both partners' attributes. */
export interface KootScore {
  id: KootId;
  /** Display name. */
  name: string;
  points: number;
  max: number;
  /** The boy's attribute this koot reads (e.g. his varna). */
  boy: string;
  /** The girl's attribute this koot reads. */
  girl: string;
  /** How the points follow from the two attributes, as a sentence. */
  detail: string;
  /** What the koot is taken to describe (one line, our wording). */
  meaning: string;
}

/** A dosha flag with the classical cancellations (§2.3) that apply, listed beside it. */
export interface DoshaFlag {
  /** The koot scored 0 for the reason this dosha names. */
  present: boolean;
  /** True when present and at least one cancellation applies. Points are never changed. */
  cancelled: boolean;
  /** Sentences, one per cancellation that applies; empty when none applies or no dosha. */
  cancellations: string[];
}

export type VerdictBand = 'not_recommended' | 'average' | 'good' | 'excellent';

export interface AshtakootResult {
  koots: KootScore[];
  /** Sum of the eight koots, 0-36 in steps of 0.5. */
  total: number;
  max: 36;
  verdict: { band: VerdictBand; label: string; description: string };
  doshas: {
    nadi: DoshaFlag;
    bhakoot: DoshaFlag & { relation: string };
  };
  variants: typeof ASHTAKOOT_VARIANTS;
}

/** Inclusive count from star `from` to star `to` (0-based indexes): same star = 1, next = 2 … 27. */
export function starCount(from: number, to: number): number {
  return ((((to - from) % 27) + 27) % 27) + 1;
}

/** Inclusive count from sign `from` to sign `to` (0-based): same sign = 1 … 12. */
export function signCount(from: number, to: number): number {
  return ((((to - from) % 12) + 12) % 12) + 1;
}

/** Tara of a count (§2.2): its name and whether the remainder is one of the bad three. */
export function taraOf(count: number): { name: string; good: boolean } {
  const r = count % 9;
  return { name: TARA_NAMES[r] as string, good: !BAD_TARA_REMAINDERS.has(r) };
}

/**
 * Tara / Dina koot, classical (§2.2; Maitreya8 `Partner.cpp`): 1.5 points for each direction whose
 * inclusive count mod 9 is not 3, 5 or 7. PyJHora inverts this (peers.md §5.2); we do not.
 */
export function taraPoints(boyStar: number, girlStar: number): number {
  const fromGirl = taraOf(starCount(girlStar, boyStar));
  const fromBoy = taraOf(starCount(boyStar, girlStar));
  return (fromGirl.good ? 1.5 : 0) + (fromBoy.good ? 1.5 : 0);
}

/**
 * Bhakoot (§2.2; SAR, M8 and PJH agree): the two counts between Moon signs. 1/1, 3/11, 4/10, 7/7 → 7;
 * 2/12, 5/9, 6/8 → 0. Returns the points and the relation as "a/b" (count from girl to boy first).
 */
export function bhakoot(boySign: number, girlSign: number): { points: number; relation: string } {
  const a = signCount(girlSign, boySign);
  const b = signCount(boySign, girlSign);
  const bad = new Set([2, 12, 5, 9, 6, 8]);
  return { points: bad.has(a) ? 0 : 7, relation: `${a}/${b}` };
}

const MEANINGS: Readonly<Record<KootId, string>> = {
  varna:
    'Outlook and sense of duty: the rank of each Moon sign in the fourfold varna scheme, the groom expected to be at least equal.',
  vashya:
    'Mutual pull and influence: whether one Moon sign naturally draws or yields to the other.',
  tara: 'Fortune and wellbeing counted from each birth star to the other.',
  yoni: 'Instinctive and physical rapport, read from the animal emblem of each birth star.',
  graha_maitri: 'Meeting of minds: natural friendship between the rulers of the two Moon signs.',
  gana: 'Temperament: the divine, human or demonic disposition of each birth star.',
  bhakoot: 'Household welfare and prosperity, from how far apart the two Moon signs lie.',
  nadi: 'Constitution, health and children: partners of the same nadi score nothing.',
};

function mutualFriends(a: Graha, b: Graha): boolean {
  return naturalFriendship(a, b) === 'friend' && naturalFriendship(b, a) === 'friend';
}

/** Nadi dosha cancellations (§2.3) that apply to a same-nadi pair. */
function nadiCancellations(boy: MoonPlacement, girl: MoonPlacement): string[] {
  const out: string[] = [];
  const sameStar = boy.nakshatraIndex === girl.nakshatraIndex;
  const sameSign = boy.signIndex === girl.signIndex;
  if (sameSign && !sameStar) {
    out.push(
      flat`Both Moons are in ${boy.sign} but in different nakshatras (${boy.nakshatra}, ${girl.nakshatra}).`,
    );
  }
  if (sameStar && !sameSign) {
    out.push(
      flat`Both Moons are in ${boy.nakshatra} but in different signs (${boy.sign}, ${girl.sign}).`,
    );
  }
  if (sameStar && boy.pada !== girl.pada) {
    out.push(
      flat`Same nakshatra, different padas (${boy.pada} and ${girl.pada}); accepted by some authorities only.`,
    );
  }
  if (boy.signLord === girl.signLord) {
    out.push(flat`Both Moon signs are ruled by ${boy.signLord}.`);
  } else if (mutualFriends(boy.signLord, girl.signLord)) {
    out.push(flat`The Moon-sign lords ${boy.signLord} and ${girl.signLord} are natural friends.`);
  }
  if (boy.navamsaLord === girl.navamsaLord) {
    out.push(flat`Both Moons' navamsa signs are ruled by ${boy.navamsaLord}.`);
  } else if (mutualFriends(boy.navamsaLord, girl.navamsaLord)) {
    out.push(
      flat`The Moons' navamsa lords ${boy.navamsaLord} and ${girl.navamsaLord} are natural friends.`,
    );
  }
  if (
    NADI_EXEMPT_NAKSHATRAS.has(boy.nakshatraIndex) &&
    NADI_EXEMPT_NAKSHATRAS.has(girl.nakshatraIndex)
  ) {
    out.push(
      flat`Both birth stars (${boy.nakshatra}, ${girl.nakshatra}) are among those for which Jyotish Chintamani waives Nadi dosha.`,
    );
  }
  return out;
}

/** Bhakoot dosha cancellations (§2.3) that apply to a 2/12, 5/9 or 6/8 pair. */
function bhakootCancellations(boy: MoonPlacement, girl: MoonPlacement): string[] {
  const out: string[] = [];
  if (boy.signLord === girl.signLord) {
    out.push(flat`Both Moon signs (${boy.sign}, ${girl.sign}) are ruled by ${boy.signLord}.`);
  } else if (mutualFriends(boy.signLord, girl.signLord)) {
    out.push(flat`The Moon-sign lords ${boy.signLord} and ${girl.signLord} are natural friends.`);
  }
  if (boy.navamsaLord === girl.navamsaLord) {
    out.push(flat`Both Moons' navamsa signs are ruled by ${boy.navamsaLord}.`);
  } else if (mutualFriends(boy.navamsaLord, girl.navamsaLord)) {
    out.push(
      flat`The Moons' navamsa lords ${boy.navamsaLord} and ${girl.navamsaLord} are natural friends.`,
    );
  }
  return out;
}

/**
 * Verdict band from the total (§2.4): below 18 not recommended (PJH's north-Indian minimum); 18 to
 * 24.5 average; 25 to 32.5 good; 33 and above excellent. Half points fall into the band below the
 * next whole-number threshold.
 */
export function verdictOf(total: number, uncancelledDosha: boolean): AshtakootResult['verdict'] {
  const caveat = uncancelledDosha
    ? ' A Nadi or Bhakoot dosha without a cancellation is treated by many as disqualifying whatever the total.'
    : '';
  if (total < 18) {
    return {
      band: 'not_recommended',
      label: 'Not recommended',
      description: flat`${total} of 36 is below the customary minimum of 18.${caveat}`,
    };
  }
  if (total < 25) {
    return {
      band: 'average',
      label: 'Average',
      description: flat`${total} of 36 is acceptable (18 to 24.5).${caveat}`,
    };
  }
  if (total < 33) {
    return {
      band: 'good',
      label: 'Good',
      description: flat`${total} of 36 is a good match (25 to 32.5).${caveat}`,
    };
  }
  return {
    band: 'excellent',
    label: 'Excellent',
    description: flat`${total} of 36 is an excellent match (33 to 36).${caveat}`,
  };
}

/** Ashtakoot of a boy and a girl from their Moon placements (vedic-techniques §2). */
export function ashtakoot(boy: MoonPlacement, girl: MoonPlacement): AshtakootResult {
  const koots: KootScore[] = [];
  const add = (k: Omit<KootScore, 'meaning'>) => koots.push({ ...k, meaning: MEANINGS[k.id] });

  // 1. Varna (max 1): 1 when the boy's varna ranks at least the girl's (§2.2).
  const varna = VARNA_RANK[boy.varna] >= VARNA_RANK[girl.varna] ? 1 : 0;
  add({
    id: 'varna',
    name: 'Varna',
    points: varna,
    max: 1,
    boy: boy.varna,
    girl: girl.varna,
    detail:
      varna === 1
        ? flat`The boy's varna (${boy.varna}) ranks at least the girl's (${girl.varna}).`
        : flat`The boy's varna (${boy.varna}) ranks below the girl's (${girl.varna}).`,
  });

  // 2. Vashya (max 2), matrix [boy][girl] (§2.2 V1).
  const vashya = vashyaPoints(boy.vashya, girl.vashya);
  add({
    id: 'vashya',
    name: 'Vashya',
    points: vashya,
    max: 2,
    boy: boy.vashya,
    girl: girl.vashya,
    detail:
      boy.vashya === girl.vashya
        ? flat`Both Moon signs are ${boy.vashya}.`
        : flat`A ${boy.vashya} boy with a ${girl.vashya} girl scores ${vashya} of 2.`,
  });

  // 3. Tara (max 3), classical rule (§2.2).
  const cGirl = starCount(girl.nakshatraIndex, boy.nakshatraIndex);
  const cBoy = starCount(boy.nakshatraIndex, girl.nakshatraIndex);
  const tGirl = taraOf(cGirl);
  const tBoy = taraOf(cBoy);
  const ordinal = (n: number) =>
    `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
  add({
    id: 'tara',
    name: 'Tara',
    points: taraPoints(boy.nakshatraIndex, girl.nakshatraIndex),
    max: 3,
    boy: boy.nakshatra,
    girl: girl.nakshatra,
    detail: flat`From the girl's star the boy's is the ${ordinal(cGirl)} (${tGirl.name}, ${tGirl.good ? 'good' : 'bad'}); from the boy's star the girl's is the ${ordinal(cBoy)} (${tBoy.name}, ${tBoy.good ? 'good' : 'bad'}). Each good direction scores 1.5.`,
  });

  // 4. Yoni (max 4).
  const yoni = yoniPoints(boy.yoni, girl.yoni);
  add({
    id: 'yoni',
    name: 'Yoni',
    points: yoni,
    max: 4,
    boy: flat`${boy.yoni} (${boy.yoniGender})`,
    girl: flat`${girl.yoni} (${girl.yoniGender})`,
    detail:
      boy.yoni === girl.yoni
        ? flat`Both birth stars have the ${boy.yoni} yoni.`
        : yoni === 0
          ? flat`${boy.yoni} and ${girl.yoni} are sworn enemies.`
          : flat`${boy.yoni} with ${girl.yoni} scores ${yoni} of 4.`,
  });

  // 5. Graha Maitri (max 5).
  const maitri = maitriPoints(boy.signLord, girl.signLord);
  add({
    id: 'graha_maitri',
    name: 'Graha Maitri',
    points: maitri,
    max: 5,
    boy: boy.signLord,
    girl: girl.signLord,
    detail:
      boy.signLord === girl.signLord
        ? flat`Both Moon signs are ruled by ${boy.signLord}.`
        : flat`${boy.signLord} regards ${girl.signLord} as ${article(naturalFriendship(boy.signLord, girl.signLord))}; ${girl.signLord} regards ${boy.signLord} as ${article(naturalFriendship(girl.signLord, boy.signLord))}.`,
  });

  // 6. Gana (max 6), [boy][girl].
  const gana = ganaPoints(boy.gana, girl.gana);
  add({
    id: 'gana',
    name: 'Gana',
    points: gana,
    max: 6,
    boy: boy.gana,
    girl: girl.gana,
    detail: flat`A ${boy.gana} boy with a ${girl.gana} girl scores ${gana} of 6.`,
  });

  // 7. Bhakoot (max 7).
  const bk = bhakoot(boy.signIndex, girl.signIndex);
  add({
    id: 'bhakoot',
    name: 'Bhakoot',
    points: bk.points,
    max: 7,
    boy: boy.sign,
    girl: girl.sign,
    detail:
      bk.points === 7
        ? flat`The Moon signs stand ${bk.relation} from each other, a favourable distance.`
        : flat`The Moon signs stand ${bk.relation} from each other (2/12, 5/9 and 6/8 score nothing).`,
  });

  // 8. Nadi (max 8).
  const nadi = boy.nadi === girl.nadi ? 0 : 8;
  add({
    id: 'nadi',
    name: 'Nadi',
    points: nadi,
    max: 8,
    boy: boy.nadi,
    girl: girl.nadi,
    detail: nadi === 0 ? flat`Both birth stars are of ${boy.nadi} nadi.` : 'The nadis differ.',
  });

  const total = koots.reduce((s, k) => s + k.points, 0);
  const nadiCancel = nadi === 0 ? nadiCancellations(boy, girl) : [];
  const bhakootCancel = bk.points === 0 ? bhakootCancellations(boy, girl) : [];
  const nadiDosha = { present: nadi === 0, cancelled: nadi === 0 && nadiCancel.length > 0 };
  const bhakootDosha = {
    present: bk.points === 0,
    cancelled: bk.points === 0 && bhakootCancel.length > 0,
  };
  const uncancelled =
    (nadiDosha.present && !nadiDosha.cancelled) ||
    (bhakootDosha.present && !bhakootDosha.cancelled);
  return {
    koots,
    total,
    max: 36,
    verdict: verdictOf(total, uncancelled),
    doshas: {
      nadi: { ...nadiDosha, cancellations: nadiCancel },
      bhakoot: { ...bhakootDosha, cancellations: bhakootCancel, relation: bk.relation },
    },
    variants: ASHTAKOOT_VARIANTS,
  };
}

function article(f: 'friend' | 'neutral' | 'enemy'): string {
  return f === 'enemy' ? 'an enemy' : f === 'friend' ? 'a friend' : 'neutral';
}
