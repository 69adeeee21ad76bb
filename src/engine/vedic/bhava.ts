/**
 * The classical whole-sign (Parashari) reading of a chart: the contract's `vedic_bhava` block.
 *
 * Whole-sign bhavas count signs from the ascendant's sign (that whole sign is the 1st bhava); they are
 * NOT the KP Placidus houses used everywhere else in the response, which the block carries only for
 * comparison (`kp_house`, `houses_differ`). Nothing here feeds a KP prediction.
 *
 * Sources: vedic-techniques.md §5 (dignity, friendship), §6.1 (house natures, dig bala), §6.2
 * (karakatva, karako bhava nashaya), §6.3 (themes), §6.4 (lordship and functional nature), §6.5 (node
 * agency), §7 (Vimshottari), §8.1 (graha drishti).
 */

import type { Chart } from '../chart/cast.js';
import { aspectsSign } from '../chart/drishti.js';
import { signDistance } from '../chart/houses.js';
import type { Vimshottari } from '../dasha/vimshottari.js';
import { flat } from '../flat-text.js';
import { AYANAMSAS, type AyanamsaId, GRAHAS, type Graha, SIGNS, type Sign } from '../types.js';
import {
  degreeInSign,
  normalizeDegrees,
  signIndexOf,
  signLordOfIndex,
  signsOwnedBy,
} from '../zodiac/signs.js';
import {
  BHAVA_KARAKA,
  BHAVA_TOPICS,
  DIGNITY_TONE,
  GRAHA_BHAVA_THEMES,
  HOUSE_NATURES,
  type HouseNature,
  KARAKATVA,
  listText,
  ordinal,
} from './bhava-readings.js';
import {
  combustion,
  type Dignity,
  dignityOf,
  isMoonWaxing,
  isNaturalBenefic,
  naturalRelation,
  navamsaSignIndex,
} from './dignity.js';

/** The contract's `house_system` value for the whole-sign blocks. */
export const WHOLE_SIGN_HOUSE_SYSTEM = 'whole-sign (Parashari)';

const isNode = (g: Graha): boolean => g === 'Rahu' || g === 'Ketu';
const PLANETS: readonly Graha[] = GRAHAS.filter((g) => !isNode(g));
const signName = (i: number): Sign => SIGNS[((i % 12) + 12) % 12] as Sign;

/** Sign index (0-11) of the ascendant: the whole sign that is the 1st bhava. */
export function ascendantSignIndex(chart: Chart): number {
  return signIndexOf(chart.frame.ascendant);
}

/** Whole-sign bhava (1-12) of a sign index counted from the ascendant's sign index. */
export function wholeSignBhava(ascSign: number, signIndex: number): number {
  return signDistance(ascSign, signIndex);
}

/** The signs each graha owns, looked up once (lordsOf runs for every graha and node text). */
const SIGNS_OWNED = Object.fromEntries(GRAHAS.map((g) => [g, signsOwnedBy(g)])) as Readonly<
  Record<string, readonly number[]>
>;

/** Bhavas (1-12, ascending) a graha rules for an ascendant sign (§6.4); empty for the nodes. */
export function lordsOf(graha: Graha, ascSign: number): number[] {
  return (SIGNS_OWNED[graha] ?? []).map((s) => wholeSignBhava(ascSign, s)).sort((a, b) => a - b);
}

/** Functional nature of a lord for the ascendant (§6.4, Laghu Parashari / BPHS ch. 34). */
export type FunctionalRole = 'yogakaraka' | 'benefic' | 'malefic' | 'neutral' | 'none';

export interface Lordship {
  /** Bhavas ruled, ascending. */
  lords: number[];
  role: FunctionalRole;
  /** One or more sentences. */
  text: string;
}

const KENDRAS = [1, 4, 7, 10];
const TRIKONAS = [1, 5, 9];
const TRISHADAYA = [3, 6, 11];

function houseLabel(h: number): string {
  if (h === 1) return '1st (lagna)';
  if (TRIKONAS.includes(h)) return `${ordinal(h)} (trikona)`;
  if (KENDRAS.includes(h)) return `${ordinal(h)} (kendra)`;
  if (h === 8) return '8th (dusthana)';
  if (h === 6 || h === 12) return `${ordinal(h)} (dusthana)`;
  return ordinal(h);
}

/**
 * Lordship for a graha and ascendant, with the functional nature by §6.4's rules in this precedence:
 * yogakaraka (one graha ruling a kendra 4/7/10 and a trikona 5/9) → lagna lord (always benefic; its
 * other lordship, even the 8th, carries no blemish) → trikona lord (benefic; a 3/6/8/11 lordship
 * tempers it) → lord of 3, 6 or 11 (malefic) → 8th lord (malefic, except the Sun and Moon) → kendra lord
 * (a natural benefic loses its beneficence — kendradhipati dosha; a natural malefic sheds its malefic
 * nature: both neutral) → 2nd/12th lords (neutral, results of association). Lords of the 2nd and 7th
 * are also named marakas. `moonWaxing` decides whether the Moon counts as a natural benefic.
 */
export function lordship(graha: Graha, ascSign: number, moonWaxing: boolean): Lordship {
  // Only 9 × 12 × 2 answers exist: each is composed once per process, and every caller gets its own
  // copy of the `lords` list. Kept in an array by a number, not a Map by a "Sun|3|true" string: the
  // string's concatenation and hashing cost more than the rest of the lookup (issue 22 §3, fourth
  // round). An ascendant sign outside 0-11 (not one signIndexOf gives) is composed, not kept.
  const gi = GRAHA_INDEX[graha];
  const cacheable = Number.isInteger(ascSign) && ascSign >= 0 && ascSign < 12 && gi !== undefined;
  const key = cacheable ? (gi * 12 + ascSign) * 2 + (moonWaxing ? 1 : 0) : -1;
  let l = cacheable ? LORDSHIPS[key] : undefined;
  if (l === undefined) {
    l = composeLordship(graha, ascSign, moonWaxing);
    if (cacheable) LORDSHIPS[key] = l;
  }
  return { lords: [...l.lords], role: l.role, text: l.text };
}

const GRAHA_INDEX: Readonly<Record<string, number>> = Object.fromEntries(
  GRAHAS.map((g, i) => [g, i]),
);
const LORDSHIPS: (Lordship | undefined)[] = new Array(GRAHAS.length * 12 * 2).fill(undefined);

function composeLordship(graha: Graha, ascSign: number, moonWaxing: boolean): Lordship {
  const lords = lordsOf(graha, ascSign);
  if (lords.length === 0) {
    return {
      lords,
      role: 'none',
      text: flat`${graha} owns no sign; it gives the results of the grahas it acts for (see node_agency).`,
    };
  }
  const ruled = `Lord of the ${listText(lords.map(houseLabel))} for a ${signName(ascSign)} ascendant.`;
  const owns = (hs: readonly number[]) => lords.filter((h) => hs.includes(h));
  const kendra = owns([4, 7, 10]);
  const trikona = owns([5, 9]);
  const dusthanaLike = owns([...TRISHADAYA, 8]);
  const sentences = [ruled];
  let role: FunctionalRole;
  if (kendra.length > 0 && trikona.length > 0) {
    role = 'yogakaraka';
    sentences.push(
      'Ruling both a kendra and a trikona, it is the yogakaraka of this ascendant, its most favourable functional lord.',
    );
  } else if (lords.includes(1)) {
    role = 'benefic';
    sentences.push('As lagna lord it is always counted a functional benefic.');
    if (dusthanaLike.length > 0) {
      sentences.push(
        `Its lordship of the ${listText(dusthanaLike.map(ordinal))} carries no blemish because it also rules the lagna.`,
      );
    }
  } else if (trikona.length > 0) {
    role = 'benefic';
    sentences.push('As lord of a trikona it is a functional benefic.');
    if (dusthanaLike.length > 0) {
      sentences.push(
        `Its lordship of the ${listText(dusthanaLike.map(ordinal))} tempers that, without overturning it.`,
      );
    }
  } else if (owns(TRISHADAYA).length > 0) {
    role = 'malefic';
    const tri = owns(TRISHADAYA);
    sentences.push(
      `Ruling the ${listText(tri.map(ordinal))} (trishadaya house${tri.length > 1 ? 's' : ''}), it is a functional malefic.`,
    );
  } else if (lords.includes(8)) {
    if (graha === 'Sun' || graha === 'Moon') {
      role = 'neutral';
      sentences.push('The Sun and Moon carry no blemish from ruling the 8th, so it is neutral.');
    } else {
      role = 'malefic';
      sentences.push('As 8th lord it is a functional malefic.');
    }
  } else if (kendra.length > 0) {
    role = 'neutral';
    sentences.push(
      isNaturalBenefic(graha, moonWaxing)
        ? 'A natural benefic ruling a kendra loses its beneficence (kendradhipati dosha).'
        : 'A natural malefic ruling a kendra sheds its malefic nature.',
    );
  } else {
    role = 'neutral';
    sentences.push(
      'Lords of the 2nd and 12th are neutral and give the results of the grahas they join.',
    );
  }
  const maraka = owns([2, 7]);
  if (maraka.length > 0) {
    sentences.push(`As lord of the ${listText(maraka.map(ordinal))} it is also a maraka.`);
  }
  return { lords, role, text: sentences.join(' ') };
}

/**
 * Node agency in the classical reading (§6.5): a node acts first for its dispositor (the lord of the
 * sign it occupies), then carries the results of grahas conjoined with it (same sign) and of grahas
 * aspecting it (§8.1 graha drishti), and — the KP emphasis — of its nakshatra lord. Empty string for
 * the seven planets. (The KP significator table uses KSK's own priority, kp-doctrine §4.2; this text
 * is the Parashari view and does not replace it.)
 */
export function nodeAgencyText(chart: Chart, node: Graha, ascSign: number): string {
  if (!isNode(node)) return '';
  const p = chart.positions[node];
  const dispositor = signLordOfIndex(p.signIndex);
  const dispositorPos = chart.positions[dispositor];
  const describe = (g: Graha): string => {
    const lords = lordsOf(g, ascSign);
    const bhava = wholeSignBhava(ascSign, chart.positions[g].signIndex);
    return `${g} (lord of the ${listText(lords.map(ordinal))}, in the ${ordinal(bhava)} bhava)`;
  };
  const sentences = [
    `${node} in ${p.sign} acts first for its dispositor ${describe(dispositor)}${
      dispositorPos.signIndex === p.signIndex ? ', which also conjoins it' : ''
    }.`,
  ];
  const conjoined = PLANETS.filter(
    (g) => g !== dispositor && chart.positions[g].signIndex === p.signIndex,
  );
  if (conjoined.length > 0) {
    sentences.push(
      `It also carries the results of ${listText(conjoined.map(describe))}, conjoined.`,
    );
  }
  const aspecting = PLANETS.filter(
    (g) =>
      chart.positions[g].signIndex !== p.signIndex &&
      aspectsSign(g, chart.positions[g].signIndex, p.signIndex),
  );
  if (aspecting.length > 0) {
    sentences.push(`It is coloured by the aspect of ${listText(aspecting)}.`);
  }
  if (p.starLord === node) {
    sentences.push(`It sits in its own nakshatra, ${p.nakshatra}.`);
  } else if (isNode(p.starLord)) {
    sentences.push(`Its nakshatra, ${p.nakshatra}, is ruled by the other node, ${p.starLord}.`);
  } else {
    sentences.push(
      `Its nakshatra, ${p.nakshatra}, is ruled by ${describe(p.starLord)}, the link KP stresses.`,
    );
  }
  return sentences.join(' ');
}

/** Rasi sandhi: within this many degrees of either sign boundary (PyJHora `rasi_sandhi_duration`). */
export const RASI_SANDHI_DEGREES = 1;

/** Dig bala peaks (§6.1): Jupiter and Mercury in the 1st, Moon and Venus in the 4th, Saturn in the
 * 7th, Sun and Mars in the 10th; the opposite bhava is where the graha has none. */
const DIG_BALA_BHAVA: Readonly<Partial<Record<Graha, number>>> = Object.freeze({
  Sun: 10,
  Moon: 4,
  Mars: 10,
  Mercury: 1,
  Jupiter: 1,
  Venus: 4,
  Saturn: 7,
});

/**
 * Classical modifiers as sentences, in this documented set and order:
 * 1. node dignity convention (nodes in a non-neutral dignity: §5.1 convention A is one of four);
 * 2. sign-lord relation for a neutral dignity: in a natural friend's or enemy's sign (§5.2);
 * 3. combustion (limits in dignity.ts);
 * 4. rasi sandhi: within RASI_SANDHI_DEGREES of a sign boundary;
 * 5. retrograde (Mars … Saturn; the nodes always move backward and are not flagged);
 * 6. dig bala: full in its directional bhava, none in the opposite one (§6.1);
 * 7. vargottama: same sign in the rasi and the navamsa (D9);
 * 8. karako bhava nashaya: a graha in a bhava it is the natural karaka of (§6.2; the 1st is excluded —
 *    the Sun in the lagna is not read as harming the self);
 * 9. conjunctions (same sign);
 * 10. graha drishti (§8.1) received from natural benefics and from natural malefics.
 */
export function modifiersFor(
  chart: Chart,
  graha: Graha,
  ascSign: number,
  dignity: Dignity,
): string[] {
  const p = chart.positions[graha];
  const sun = chart.positions.Sun;
  const waxing = isMoonWaxing(chart.positions.Moon.longitude, sun.longitude);
  const bhava = wholeSignBhava(ascSign, p.signIndex);
  const out: string[] = [];

  if (isNode(graha) && dignity !== 'neutral') {
    out.push(
      `Node dignity is convention-dependent; this reading uses the common BPHS rendering (Rahu exalted in Taurus, own Aquarius; Ketu exalted in Scorpio), which other schools do not share.`,
    );
  }
  const dispositor = signLordOfIndex(p.signIndex);
  if (dignity === 'neutral' && dispositor !== graha) {
    const rel = naturalRelation(graha, dispositor);
    if (rel === 'friend') {
      out.push(flat`In the sign of a natural friend (${dispositor}), which supports it.`);
    } else if (rel === 'enemy') {
      out.push(flat`In the sign of a natural enemy (${dispositor}), which weakens it.`);
    }
  }
  const c = combustion(graha, p.longitude, sun.longitude, p.retrograde);
  if (c?.combust) {
    out.push(
      flat`Combust: ${c.distance.toFixed(1)}° from the Sun (limit ${c.limit}°), so its significations are overshadowed by the Sun.`,
    );
  }
  const deg = degreeInSign(p.longitude);
  if (deg < RASI_SANDHI_DEGREES || deg > 30 - RASI_SANDHI_DEGREES) {
    out.push(
      flat`Rasi sandhi: ${deg.toFixed(2)}° into ${p.sign}, within ${RASI_SANDHI_DEGREES}° of the sign’s edge, where a graha is held to give weak or mixed results.`,
    );
  }
  if (p.retrograde && !isNode(graha)) {
    out.push(
      'Retrograde: strong in motional strength (cheshta bala), but its results tend to come late or turn inward.',
    );
  }
  const dig = DIG_BALA_BHAVA[graha];
  if (dig !== undefined) {
    if (bhava === dig) {
      out.push(
        flat`Full directional strength (dig bala): ${graha} is strongest in the ${ordinal(dig)} bhava.`,
      );
    } else if (bhava === ((dig + 5) % 12) + 1) {
      out.push(
        flat`No directional strength: the ${ordinal(bhava)} bhava is opposite ${graha}’s strongest, the ${ordinal(dig)}.`,
      );
    }
  }
  if (navamsaSignIndex(p.longitude) === p.signIndex) {
    out.push(
      'Vargottama: in the same sign in the rasi and the navamsa (D9), which steadies and strengthens it.',
    );
  }
  if (bhava !== 1 && BHAVA_KARAKA[bhava - 1] === graha) {
    out.push(
      flat`Karako bhava nashaya: ${graha} is the natural karaka of the ${ordinal(bhava)} bhava, and a karaka placed in its own bhava is said to weaken that bhava’s affairs.`,
    );
  }
  // One pass over the grahas in their order sorts them into conjoined, and aspecting benefics and
  // malefics (the lists three filters gave; nine readings a chart, issue 22 §3, fourth round).
  const conjoined: Graha[] = [];
  const benefic: Graha[] = [];
  const malefic: Graha[] = [];
  for (const g of GRAHAS) {
    if (g === graha) continue;
    const s = chart.positions[g].signIndex;
    if (s === p.signIndex) conjoined.push(g);
    else if (aspectsSign(g, s, p.signIndex))
      (isNaturalBenefic(g, waxing) ? benefic : malefic).push(g);
  }
  if (conjoined.length > 0) out.push(flat`Conjoined (same sign) with ${listText(conjoined)}.`);
  const drishti = (g: Graha) =>
    `${g} (${ordinal(signDistance(chart.positions[g].signIndex, p.signIndex))} aspect)`;
  if (benefic.length > 0) {
    out.push(
      flat`Aspected by natural benefic${benefic.length > 1 ? 's' : ''} ${listText(benefic.map(drishti))}, which protect${benefic.length > 1 ? '' : 's'} it.`,
    );
  }
  if (malefic.length > 0) {
    out.push(
      flat`Aspected by natural malefic${malefic.length > 1 ? 's' : ''} ${listText(malefic.map(drishti))}, which pressure${malefic.length > 1 ? '' : 's'} it.`,
    );
  }
  return out;
}

/** The graha's own mahadasha relative to `asOfJd`. */
export interface OwnMahadasha {
  /** UT Julian days. */
  startJd: number;
  endJd: number;
  /** True when start <= asOf < end (the same test the dasha block uses for `running`). */
  active: boolean;
  phase: 'past' | 'active' | 'future';
}

/**
 * The graha's own Vimshottari mahadasha (§7) among the nine from the one running at birth, and its
 * phase at `asOfJd` (UT Julian day). Every lord occurs exactly once in the nine.
 */
export function ownMahadasha(v: Vimshottari, graha: Graha, asOfJd: number): OwnMahadasha {
  const md = v.mahadashas.find((m) => m.lord === graha);
  if (!md) throw new Error(`no mahadasha of ${graha} in the Vimshottari sequence`);
  const active = md.startJd <= asOfJd && asOfJd < md.endJd;
  const phase = active ? 'active' : asOfJd >= md.endJd ? 'past' : 'future';
  return { startJd: md.startJd, endJd: md.endJd, active, phase };
}

/**
 * Ayanamsa values (degrees) at the chart's moment, keyed by ayanamsa id, as the ephemeris reports them
 * (`Ephemeris.ayanamsa`). A missing id is simply not compared.
 */
export type AyanamsaValues = Readonly<Partial<Record<AyanamsaId, number>>>;

/**
 * Sign index a sidereal longitude (taken with `chartAyanamsa` degrees subtracted) would have under an
 * ayanamsa of `otherAyanamsa` degrees: sidereal = tropical − ayanamsa, so the shift is the difference.
 */
export function signUnderAyanamsa(
  longitude: number,
  chartAyanamsa: number,
  otherAyanamsa: number,
): number {
  return signIndexOf(normalizeDegrees(longitude + chartAyanamsa - otherAyanamsa));
}

/**
 * True when another supported ayanamsa would put a longitude in a different sign. `alternatives`
 * holds the ayanamsas to try (the chart's own id is skipped).
 */
export function ayanamsaSensitive(
  longitude: number,
  chart: Pick<Chart, 'ayanamsa' | 'settings'>,
  alternatives: AyanamsaValues,
): boolean {
  const own = signIndexOf(longitude);
  // The supported ids in a fixed list rather than Object.entries: no pairs allocated per call.
  for (const id of AYANAMSAS) {
    const value = alternatives[id];
    if (id === chart.settings.ayanamsa || value === undefined) continue;
    if (signUnderAyanamsa(longitude, chart.ayanamsa, value) !== own) return true;
  }
  return false;
}

/** One graha's whole-sign reading (engine form; the presenter maps it to the contract's names). */
export interface BhavaReading {
  graha: Graha;
  sign: Sign;
  /** Degrees within the sign, [0, 30). */
  degree: number;
  /** Whole-sign bhava from the ascendant's sign, 1-12. */
  bhava: number;
  /** Placidus (KP) house of the chart, 1-12, for comparison only. */
  kpHouse: number;
  housesDiffer: boolean;
  reading: string;
  dignity: Dignity;
  houseNature: HouseNature[];
  modifiers: string[];
  karakatva: string;
  lords: number[];
  lordship: string;
  /** Functional nature behind `lordship` (an addition to the contract). */
  functionalRole: FunctionalRole;
  nodeAgency: string;
  dasha: OwnMahadasha;
  ayanamsaSensitive: boolean;
}

export interface VedicBhava {
  ascendantSign: Sign;
  houseSystem: typeof WHOLE_SIGN_HOUSE_SYSTEM;
  /** Number of grahas whose bhava differs from their KP house. */
  differCount: number;
  /** True when another supported ayanamsa would change the ascendant's sign, and so every bhava. */
  ascendantAyanamsaSensitive: boolean;
  readings: BhavaReading[];
}

/** The reading sentence: placement, bhava topics, the §6.3 theme, and the dignity tone. */
function readingText(graha: Graha, sign: Sign, bhava: number, ascSign: number, dignity: Dignity) {
  const theme = GRAHA_BHAVA_THEMES[graha][bhava - 1] ?? '';
  const topics = BHAVA_TOPICS[bhava - 1] ?? '';
  const head = `${graha} in ${sign} occupies the ${ordinal(bhava)} bhava from the ${signName(ascSign)} ascendant, the house of ${topics}.`;
  const tone = DIGNITY_TONE[dignity];
  // The non-empty parts joined by spaces (one flat string, flat-text.ts), no array filtered.
  if (theme === '') return tone === '' ? flat`${head}` : flat`${head} ${tone}`;
  return tone === '' ? flat`${head} ${theme}` : flat`${head} ${theme} ${tone}`;
}

/**
 * The whole-sign reading block for a chart. `dasha` is the chart's Vimshottari, `asOfJd` the UT
 * Julian day the mahadasha phases are judged at, and `ayanamsas` the other supported ayanamsas'
 * values at the chart's moment (degrees) for `ayanamsa_sensitive`; pass `{}` to skip that check.
 */
export function vedicBhava(
  chart: Chart,
  dasha: Vimshottari,
  asOfJd: number,
  ayanamsas: AyanamsaValues,
): VedicBhava {
  const asc = ascendantSignIndex(chart);
  const waxing = isMoonWaxing(chart.positions.Moon.longitude, chart.positions.Sun.longitude);
  const readings = GRAHAS.map((g): BhavaReading => {
    const p = chart.positions[g];
    const bhava = wholeSignBhava(asc, p.signIndex);
    const dignity = dignityOf(g, p.longitude);
    const lord = lordship(g, asc, waxing);
    return {
      graha: g,
      sign: p.sign,
      degree: degreeInSign(p.longitude),
      bhava,
      kpHouse: p.house,
      housesDiffer: bhava !== p.house,
      reading: readingText(g, p.sign, bhava, asc, dignity),
      dignity,
      houseNature: [...(HOUSE_NATURES[bhava - 1] ?? [])],
      modifiers: modifiersFor(chart, g, asc, dignity),
      karakatva: KARAKATVA[g],
      lords: lord.lords,
      lordship: lord.text,
      functionalRole: lord.role,
      nodeAgency: nodeAgencyText(chart, g, asc),
      dasha: ownMahadasha(dasha, g, asOfJd),
      ayanamsaSensitive: ayanamsaSensitive(p.longitude, chart, ayanamsas),
    };
  });
  return {
    ascendantSign: signName(asc),
    houseSystem: WHOLE_SIGN_HOUSE_SYSTEM,
    differCount: readings.filter((r) => r.housesDiffer).length,
    ascendantAyanamsaSensitive: ayanamsaSensitive(chart.frame.ascendant, chart, ayanamsas),
    readings,
  };
}
