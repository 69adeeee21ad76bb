/**
 * Classical dignity, natural friendship, combustion and the navamsa (D9) sign: the strength facts the
 * whole-sign readings (bhava.ts) and the Mangal cancellations (doshas.ts) are judged from.
 *
 * Tables: vedic-techniques.md §5.1 (exaltation, debilitation, moolatrikona, own signs) and §5.2
 * (natural friendship, BPHS ch. 3). Sign indexes are 0 = Aries … 11 = Pisces; degrees are within the
 * sign, [0, 30).
 */
import type { Graha } from '../types.js';
import { degreeInSign, normalizeDegrees, signIndexOf } from '../zodiac/signs.js';

/** The API's five dignity values (contract, vedic_bhava Reading `dignity`). */
export type Dignity = 'exalted' | 'debilitated' | 'moolatrikona' | 'own' | 'neutral';

/** A degree range inside one sign: [from, to) degrees within the sign. */
export interface SignRange {
  /** Sign index 0-11. */
  sign: number;
  /** Start within the sign, degrees (inclusive). */
  from: number;
  /** End within the sign, degrees (exclusive; 30 = to the end of the sign). */
  to: number;
}

/**
 * Exaltation sign (index) per graha, §5.1. The nodes follow convention A of §5.1 (BPHS as usually
 * translated: Rahu exalted in Taurus, Ketu in Scorpio); node dignity is convention-dependent and the
 * readings say so.
 */
export const EXALTATION_SIGN: Readonly<Record<Graha, number>> = Object.freeze({
  Sun: 0,
  Moon: 1,
  Mars: 9,
  Mercury: 5,
  Jupiter: 3,
  Venus: 11,
  Saturn: 6,
  Rahu: 1,
  Ketu: 7,
});

/** Debilitation sign: always the 7th from exaltation (§5.1). */
export const DEBILITATION_SIGN: Readonly<Record<Graha, number>> = Object.freeze({
  Sun: 6,
  Moon: 7,
  Mars: 3,
  Mercury: 11,
  Jupiter: 9,
  Venus: 5,
  Saturn: 0,
  Rahu: 7,
  Ketu: 1,
});

/**
 * Moolatrikona ranges (§5.1). Where sources differ on a start degree we take the lower one: Moon in
 * Taurus from 3° (Maitreya uses 4°), Mercury in Virgo from 15° (some use 16°). The nodes' ranges are
 * convention A's whole signs (Rahu Gemini, Ketu Sagittarius).
 */
export const MOOLATRIKONA: Readonly<Record<Graha, SignRange>> = Object.freeze({
  Sun: { sign: 4, from: 0, to: 20 },
  Moon: { sign: 1, from: 3, to: 30 },
  Mars: { sign: 0, from: 0, to: 12 },
  Mercury: { sign: 5, from: 15, to: 20 },
  Jupiter: { sign: 8, from: 0, to: 10 },
  Venus: { sign: 6, from: 0, to: 15 },
  Saturn: { sign: 10, from: 0, to: 20 },
  Rahu: { sign: 2, from: 0, to: 30 },
  Ketu: { sign: 8, from: 0, to: 30 },
});

/** Own signs (§5.1); nodes per convention A (Rahu co-lord of Aquarius, Ketu of Scorpio). */
export const OWN_SIGNS: Readonly<Record<Graha, readonly number[]>> = Object.freeze({
  Sun: [4],
  Moon: [3],
  Mars: [0, 7],
  Mercury: [2, 5],
  Jupiter: [8, 11],
  Venus: [1, 6],
  Saturn: [9, 10],
  Rahu: [10],
  Ketu: [7],
});

/**
 * Dignity of a graha at a sidereal longitude (degrees), with §5.1's precedence: exaltation and
 * debilitation by whole sign, except where the exaltation sign also holds the moolatrikona (Moon in
 * Taurus, Mercury in Virgo): there the degrees decide — Moon 0–3° exalted, 3–30° moolatrikona;
 * Mercury 0–15° exalted, 15–20° moolatrikona, 20–30° own. Otherwise moolatrikona range → own sign →
 * neutral. Ranges are half-open: a graha exactly at 20° Leo (Sun) is in its own sign, not its MT.
 */
export function dignityOf(graha: Graha, longitude: number): Dignity {
  const sign = signIndexOf(longitude);
  const deg = degreeInSign(longitude);
  const mt = MOOLATRIKONA[graha];
  const inMt = sign === mt.sign && deg >= mt.from && deg < mt.to;
  if (sign === EXALTATION_SIGN[graha]) {
    // The overlap cases: exaltation only below the MT start.
    if (mt.sign !== sign || deg < mt.from) return 'exalted';
    if (inMt) return 'moolatrikona';
    return 'own';
  }
  if (sign === DEBILITATION_SIGN[graha]) return 'debilitated';
  if (inMt) return 'moolatrikona';
  if (OWN_SIGNS[graha].includes(sign)) return 'own';
  return 'neutral';
}

/** Natural (naisargika) relation of one graha toward another. */
export type NaturalRelation = 'friend' | 'neutral' | 'enemy';

/**
 * Natural friends and enemies (§5.2, BPHS ch. 3; PyJHora and Maitreya agree). Anything not listed as
 * a friend or enemy is neutral. Node rows are PyJHora's `planet_relations`.
 */
const FRIENDS: Readonly<Record<Graha, readonly Graha[]>> = Object.freeze({
  Sun: ['Moon', 'Mars', 'Jupiter'],
  Moon: ['Sun', 'Mercury'],
  Mars: ['Sun', 'Moon', 'Jupiter'],
  Mercury: ['Sun', 'Venus'],
  Jupiter: ['Sun', 'Moon', 'Mars'],
  Venus: ['Mercury', 'Saturn'],
  Saturn: ['Mercury', 'Venus'],
  Rahu: ['Venus', 'Saturn'],
  Ketu: ['Sun', 'Mars'],
});
const ENEMIES: Readonly<Record<Graha, readonly Graha[]>> = Object.freeze({
  Sun: ['Venus', 'Saturn'],
  Moon: [],
  Mars: ['Mercury'],
  Mercury: ['Moon'],
  Jupiter: ['Mercury', 'Venus'],
  Venus: ['Sun', 'Moon'],
  Saturn: ['Sun', 'Moon', 'Mars'],
  Rahu: ['Sun', 'Moon', 'Mars'],
  Ketu: ['Venus', 'Saturn'],
});

/** How `graha` regards `other` by nature (§5.2); a graha is neutral toward itself. */
export function naturalRelation(graha: Graha, other: Graha): NaturalRelation {
  if (FRIENDS[graha].includes(other)) return 'friend';
  if (ENEMIES[graha].includes(other)) return 'enemy';
  return 'neutral';
}

/**
 * Combustion limits, degrees of longitude from the Sun, with the smaller limits for retrograde
 * Mercury and Venus: Moon 12, Mars 17, Mercury 14 (12 retrograde), Jupiter 11, Venus 10 (8
 * retrograde), Saturn 15 — the values commonly quoted from the classical texts (futuresamachar.com
 * "Combustion – a perspective"; karmafriendly.com "Combustion of planets"). PyJHora's
 * `const.combustion_range_of_planets_from_sun` has Jupiter 10 and Venus 11, a swap we do not follow.
 * The Sun and the nodes are never combust.
 */
export const COMBUSTION_LIMIT: Readonly<
  Partial<Record<Graha, { direct: number; retrograde: number }>>
> = Object.freeze({
  Moon: { direct: 12, retrograde: 12 },
  Mars: { direct: 17, retrograde: 17 },
  Mercury: { direct: 14, retrograde: 12 },
  Jupiter: { direct: 11, retrograde: 11 },
  Venus: { direct: 10, retrograde: 8 },
  Saturn: { direct: 15, retrograde: 15 },
});

/** Shortest arc between two longitudes, degrees [0, 180]. */
export function arcDistance(a: number, b: number): number {
  const d = normalizeDegrees(a - b);
  return d > 180 ? 360 - d : d;
}

/**
 * Whether a graha at `longitude` is combust, given the Sun's longitude (degrees): within its limit
 * (inclusive) of the Sun. Returns the limit used, or null when the graha cannot be combust.
 */
export function combustion(
  graha: Graha,
  longitude: number,
  sunLongitude: number,
  retrograde: boolean,
): { combust: boolean; distance: number; limit: number } | null {
  const limits = COMBUSTION_LIMIT[graha];
  if (!limits) return null;
  const limit = retrograde ? limits.retrograde : limits.direct;
  const distance = arcDistance(longitude, sunLongitude);
  return { combust: distance <= limit, distance, limit };
}

/**
 * Navamsa (D9) sign index of a sidereal longitude: the zodiac in 108 parts of 3°20′, counted on from
 * Aries without a break (Aries starts its navamsas at Aries, Taurus at Capricorn, Gemini at Libra,
 * Cancer at Cancer — the classical fire/earth/air/water starts fall out of the continuous count).
 */
export function navamsaSignIndex(longitude: number): number {
  return Math.floor((normalizeDegrees(longitude) * 9) / 30 + 1e-9) % 12;
}

/**
 * Natural benefics and malefics as the readings use them: Jupiter, Venus and Mercury benefic, the
 * Moon benefic when waxing (§6.1: "malefics Sun, Mars, Saturn, Rahu, Ketu"). Mercury is treated as a
 * benefic even when joined by malefics — a simplification stated in docs/doshas-and-bhava.md.
 */
export function isNaturalBenefic(graha: Graha, moonWaxing: boolean): boolean {
  if (graha === 'Moon') return moonWaxing;
  return graha === 'Jupiter' || graha === 'Venus' || graha === 'Mercury';
}

/** True when the Moon is waxing (Shukla paksha): Moon − Sun in (0°, 180°). */
export function isMoonWaxing(moonLongitude: number, sunLongitude: number): boolean {
  const elong = normalizeDegrees(moonLongitude - sunLongitude);
  return elong > 0 && elong < 180;
}
