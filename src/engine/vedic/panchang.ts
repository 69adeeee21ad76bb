/**
 * Daily panchang (vedic-techniques.md §1): sunrise and sunset (apparent or Hindu, the input's choice), vara, the five limbs prevailing at
 * sunrise (udaya convention, §1.1) with the instants they end, Rahu kalam / Yamagandam / Gulika kalam
 * (§1.8) and the auspicious periods Abhijit muhurta, Brahma muhurta, Amrit kalam and the day and night
 * choghadiya (§1.9).
 *
 * Pure: every instant is a UT Julian day; the caller (src/app) turns them into local wall times.
 * Limb ends are found by a safeguarded Newton iteration on the limb's angle (bisection whenever a
 * Newton step leaves the bracket), using the ephemeris' own daily speeds as the derivative, to
 * better than 0.01 s.
 */
import { DomainError } from '../errors.js';
import { WEEKDAY_LORDS, WEEKDAYS } from '../kp/ruling-planets.js';
import type { BodyState, Ephemeris } from '../ports.js';
import { jdFromCivil, weekdayOfJd } from '../time/julian.js';
import type { SunriseConvention } from '../transit/sun-days.js';
import type { ChartSettings, Graha } from '../types.js';
import { NAKSHATRAS, nakshatraLord, padaOf } from '../zodiac/nakshatras.js';
import { normalizeDegrees } from '../zodiac/signs.js';
import {
  AMRIT_KALAM_GHATI,
  AMRIT_KALAM_LENGTH_GHATI,
  CHOGHADIYA_GOOD,
  CHOGHADIYA_LORD,
  type ChoghadiyaKind,
  DAY_CHOGHADIYA,
  GULIKA_KALAM_PART,
  karanaName,
  NIGHT_CHOGHADIYA,
  type Paksha,
  pakshaOf,
  RAHU_KALAM_PART,
  tithiName,
  YAMAGANDAM_PART,
  YOGA_NAMES,
} from './panchang-names.js';

/** The four angle-based limbs (vara is the fifth, from sunrise). */
export type LimbKind = 'tithi' | 'nakshatra' | 'yoga' | 'karana';

/**
 * Degrees of angle per limb and how many limbs make a circle (§1.1): tithi 12° of Moon − Sun;
 * karana 6° (half-tithi, 60 slots); nakshatra 13°20′ of the Moon; yoga 13°20′ of Sun + Moon.
 */
const LIMB_SPAN: Readonly<Record<LimbKind, number>> = {
  tithi: 12,
  karana: 6,
  nakshatra: 360 / 27,
  yoga: 360 / 27,
};
const LIMB_COUNT: Readonly<Record<LimbKind, number>> = {
  tithi: 30,
  karana: 60,
  nakshatra: 27,
  yoga: 27,
};

/** Convergence of the crossing search, days (≈ 0.009 s). */
const CROSSING_TOLERANCE_DAYS = 1e-7;
/** Bracketing step, days: shorter than any limb (a karana lasts at least ~0.4 day). */
const BRACKET_STEP_DAYS = 0.25;
/** No limb lasts longer than ~1.2 days (slowest Moon); give up well beyond that. */
const BRACKET_LIMIT_DAYS = 3;

/** One limb prevailing at an instant, with the instants it began and ends. */
export interface LimbSpan {
  kind: LimbKind;
  /** 1-based: tithi 1-30, nakshatra 1-27, yoga 1-27, karana half-tithi slot 1-60. */
  index: number;
  /** The limb's angle at the instant asked about, degrees [0, 360). */
  angle: number;
  /** UT Julian day at which this limb began. */
  startJd: number;
  /** UT Julian day at which this limb ends (the next one begins). */
  endJd: number;
}

/** A period of the day as UT Julian days. */
export interface Period {
  /** UT Julian day of the start. */
  startJd: number;
  /** UT Julian day of the end. */
  endJd: number;
}

/** One choghadiya slot (§1.9). */
export interface ChoghadiyaSlot extends Period {
  kind: ChoghadiyaKind;
  /** The planet that rules the kind (§1.9 pattern note). */
  lord: Graha;
  /** Amrit, Shubh, Labh, Char are good; Udveg, Kaal, Rog are not. */
  good: boolean;
}

/** One Amrit kalam window, tied to the nakshatra it belongs to (§1.9). */
export interface AmritKalam extends Period {
  /** Nakshatra 1-27 whose Amrit kalam this is. */
  nakshatraIndex: number;
  nakshatra: string;
}

/** What the panchang needs: the local civil date, its window, the place and the zodiac settings. */
export interface PanchangInput {
  /** The local civil date (proleptic Gregorian) the panchang is for. */
  date: { year: number; month: number; day: number };
  /** UT Julian day of the date's local midnight (start of the civil date in the place's zone). */
  dayStartJd: number;
  /** UT Julian day of the next date's local midnight (end of the civil date). */
  dayEndJd: number;
  /** Degrees north. */
  latitude: number;
  /** Degrees east. */
  longitude: number;
  settings: ChartSettings;
  /** Which sunrise and sunset the day is built on (docs/vedic.md "Sunrise"). */
  sunrise: SunriseConvention;
}

/** The day's panchang; every instant (`…Jd`, periods) is a UT Julian day, angles are degrees. */
export interface Panchang {
  /** Weekday of the vara, 0 = Sunday … 6 = Saturday. */
  weekday: number;
  vara: (typeof WEEKDAYS)[number];
  varaLord: Graha;
  /** Sunrise on the date in the input's convention (`hindu`: disc centre, no refraction, §1.7). */
  sunriseJd: number;
  /** The sunset following that sunrise. */
  sunsetJd: number;
  /** The sunrise that ends this Hindu day. */
  nextSunriseJd: number;
  /** The sunset before this sunrise (the night that Brahma muhurta closes). */
  previousSunsetJd: number;
  /** Ayanamsa at sunrise, degrees (for `meta`). */
  ayanamsaDegrees: number;
  tithi: LimbSpan & { name: string; paksha: Paksha };
  nakshatra: LimbSpan & { name: string; lord: Graha; pada: number };
  yoga: LimbSpan & { name: string };
  karana: LimbSpan & { name: string };
  rahuKalam: Period;
  yamagandam: Period;
  gulikaKalam: Period;
  /** The 8th of the 15 day muhurtas; `applies` is false on Wednesdays (§1.9, vedadhara.com). */
  abhijitMuhurta: Period & { applies: boolean };
  /** The 14th of the 15 muhurtas of the night that ends at this sunrise (§1.9, proportional). */
  brahmaMuhurta: Period;
  /** Amrit kalam windows that begin between this sunrise and the next (0, 1 or 2). */
  amritKalam: AmritKalam[];
  dayChoghadiya: ChoghadiyaSlot[];
  nightChoghadiya: ChoghadiyaSlot[];
}

/** The Sun does not rise or set on the date at the place (polar day or night), so no panchang. */
export class NoSunriseError extends DomainError {
  constructor(date: string, latitude: number, what: string) {
    super(
      'NO_SUNRISE',
      'latitude',
      `No panchang for ${date} at latitude ${latitude}: ${what}. Inside the polar circles the Sun can stay above or below the horizon all day (midnight sun or polar night), and a panchang is anchored on sunrise, so it cannot be computed there on such dates.`,
    );
  }
}

export interface AngleState {
  /** Degrees [0, 360). */
  angle: number;
  /** Degrees per day. */
  rate: number;
}

/** The angle a limb is counted on, and its rate, at a UT Julian day (§1.1 formulas). */
/**
 * A limb's angle and its rate from the Sun's and Moon's sidereal states (§1.1): tithi and karana from
 * Moon − Sun (ayanamsa-independent), nakshatra from the Moon, yoga from Sun + Moon. Degrees, degrees/day.
 */
export function limbAngleOf(
  kind: LimbKind,
  sun: Pick<BodyState, 'longitude' | 'speed'>,
  moon: Pick<BodyState, 'longitude' | 'speed'>,
): AngleState {
  switch (kind) {
    case 'tithi':
    case 'karana':
      return {
        angle: normalizeDegrees(moon.longitude - sun.longitude),
        rate: moon.speed - sun.speed,
      };
    case 'nakshatra':
      return { angle: moon.longitude, rate: moon.speed };
    case 'yoga':
      return {
        angle: normalizeDegrees(moon.longitude + sun.longitude),
        rate: moon.speed + sun.speed,
      };
  }
}

/** The 1-based index of a limb from its angle: tithi 1-30, nakshatra/yoga 1-27, karana slot 1-60. */
export function limbIndexOf(kind: LimbKind, angle: number): number {
  return Math.min(LIMB_COUNT[kind] - 1, Math.floor(angle / LIMB_SPAN[kind])) + 1;
}

function limbAngle(
  eph: Ephemeris,
  jdUt: number,
  kind: LimbKind,
  settings: ChartSettings,
): AngleState {
  // The limbs need the Sun and the Moon only (the Moon alone for nakshatra): one or two calc_ut per
  // step of the root finding instead of eight when the port offers single bodies (issue 11 §4).
  if (eph.graha) {
    const moon = eph.graha(jdUt, 'Moon', settings);
    return limbAngleOf(kind, kind === 'nakshatra' ? moon : eph.graha(jdUt, 'Sun', settings), moon);
  }
  const { Sun, Moon } = eph.grahas(jdUt, settings);
  return limbAngleOf(kind, Sun, Moon);
}

/** An angle difference (degrees) folded into [−180, 180). */
function wrap180(deg: number): number {
  return normalizeDegrees(deg + 180) - 180;
}

/**
 * The instant nearest `from` in `direction` at which the limb angle passes `boundary` (degrees). The
 * angle of every limb only increases (the Moon is never retrograde), so the difference to the boundary
 * changes sign exactly once within a limb's length: bracket it, then Newton with bisection fallback.
 */
function crossing(
  eph: Ephemeris,
  kind: LimbKind,
  settings: ChartSettings,
  from: number,
  boundary: number,
  direction: 1 | -1,
): number {
  const diff = (t: number) => {
    const s = limbAngle(eph, t, kind, settings);
    return { d: wrap180(s.angle - boundary), rate: s.rate };
  };
  // Bracket [lo, hi] with d(lo) < 0 <= d(hi).
  let lo = from;
  let hi = from;
  if (direction === 1) {
    if (diff(from).d >= 0) return from; // exactly on the boundary
    for (;;) {
      hi = lo + BRACKET_STEP_DAYS;
      if (hi - from > BRACKET_LIMIT_DAYS) throw new Error(`no ${kind} boundary ahead of ${from}`);
      if (diff(hi).d >= 0) break;
      lo = hi;
    }
  } else {
    if (diff(from).d < 0) throw new Error(`${kind} boundary ${boundary} is not behind ${from}`);
    for (;;) {
      lo = hi - BRACKET_STEP_DAYS;
      if (from - lo > BRACKET_LIMIT_DAYS) throw new Error(`no ${kind} boundary behind ${from}`);
      if (diff(lo).d < 0) break;
      hi = lo;
    }
  }
  // Newton from the low end, every step kept inside the shrinking bracket (else bisect).
  const first = diff(lo);
  let t = lo - first.d / first.rate;
  for (let i = 0; i < 100; i++) {
    if (!(t > lo && t < hi)) t = (lo + hi) / 2;
    const s = diff(t);
    if (s.d === 0) return t;
    if (s.d < 0) lo = t;
    else hi = t;
    const step = s.d / s.rate;
    if (Math.abs(step) < CROSSING_TOLERANCE_DAYS) return t - step;
    if (hi - lo < CROSSING_TOLERANCE_DAYS) return (lo + hi) / 2;
    t -= step;
  }
  return (lo + hi) / 2;
}

/**
 * The limb prevailing at a UT Julian day, with the instants it began and ends (§1.1). Index is 1-based
 * (karana: the half-tithi slot 1-60 of §1.5).
 */
export function limbAt(
  eph: Ephemeris,
  jdUt: number,
  kind: LimbKind,
  settings: ChartSettings,
): LimbSpan {
  const span = LIMB_SPAN[kind];
  const count = LIMB_COUNT[kind];
  const { angle } = limbAngle(eph, jdUt, kind, settings);
  const i0 = Math.min(count - 1, Math.floor(angle / span));
  const startJd = crossing(eph, kind, settings, jdUt, i0 * span, -1);
  const endJd = crossing(eph, kind, settings, jdUt, ((i0 + 1) % count) * span, 1);
  return { kind, index: i0 + 1, angle, startJd, endJd };
}

function isoDateOf(d: PanchangInput['date']): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(d.year).padStart(4, '0')}-${two(d.month)}-${two(d.day)}`;
}

/** The `index`-th (1-based) of `count` equal parts of [from, to] (UT Julian days). */
function part(from: number, to: number, count: number, index: number): Period {
  const len = (to - from) / count;
  return { startJd: from + (index - 1) * len, endJd: from + index * len };
}

function choghadiya(from: number, to: number, kinds: readonly ChoghadiyaKind[]): ChoghadiyaSlot[] {
  return kinds.map((kind, i) => ({
    ...part(from, to, 8, i + 1),
    kind,
    lord: CHOGHADIYA_LORD[kind],
    good: CHOGHADIYA_GOOD.has(kind),
  }));
}

/** Sunrise-to-sunrise frame of the date; throws NoSunriseError where the Sun does not rise or set. */
function solarFrame(eph: Ephemeris, input: PanchangInput) {
  const { latitude: lat, longitude: lon, sunrise: conv } = input;
  const date = isoDateOf(input.date);
  const sunrise = eph.sunEvent(input.dayStartJd, lat, lon, 'rise', conv);
  if (sunrise === null) throw new NoSunriseError(date, lat, 'the Sun does not rise that day');
  if (sunrise >= input.dayEndJd) {
    throw new NoSunriseError(date, lat, 'the Sun does not rise during that local date');
  }
  const sunset = eph.sunEvent(sunrise, lat, lon, 'set', conv);
  if (sunset === null || sunset - sunrise >= 1) {
    throw new NoSunriseError(date, lat, 'the Sun does not set after rising that day');
  }
  const nextSunrise = eph.sunEvent(sunset, lat, lon, 'rise', conv);
  if (nextSunrise === null || nextSunrise - sunset >= 1) {
    throw new NoSunriseError(date, lat, 'the Sun does not rise again after setting');
  }
  // The set after (sunrise − 1 day) is the previous evening's: the previous sunrise lies within
  // minutes of sunrise − 1 day, and a sunset follows it by hours.
  const previousSunset = eph.sunEvent(sunrise - 1, lat, lon, 'set', conv);
  if (previousSunset === null || previousSunset >= sunrise || sunrise - previousSunset >= 1) {
    throw new NoSunriseError(date, lat, 'the Sun did not set the evening before');
  }
  return { sunrise, sunset, nextSunrise, previousSunset };
}

/** Amrit kalam windows starting within [from, to): one per nakshatra, 4 of its 60 ghatis (§1.9). */
function amritKalamWindows(
  eph: Ephemeris,
  settings: ChartSettings,
  first: LimbSpan,
  from: number,
  to: number,
): AmritKalam[] {
  const out: AmritKalam[] = [];
  let nak = first;
  // A day holds parts of at most three nakshatras; the guard only bounds the loop.
  for (let guard = 0; guard < 4 && nak.startJd < to; guard++) {
    const len = nak.endJd - nak.startJd;
    const ghati = AMRIT_KALAM_GHATI[nak.index - 1];
    if (ghati === undefined) throw new RangeError(`nakshatra ${nak.index}`);
    const startJd = nak.startJd + (ghati / 60) * len;
    if (startJd >= from && startJd < to) {
      out.push({
        startJd,
        endJd: startJd + (AMRIT_KALAM_LENGTH_GHATI / 60) * len,
        nakshatraIndex: nak.index,
        nakshatra: NAKSHATRAS[nak.index - 1] as string,
      });
    }
    // Step just past the boundary into the next nakshatra (1e-5 day ≈ 0.9 s, far below its length).
    nak = limbAt(eph, nak.endJd + 1e-5, 'nakshatra', settings);
  }
  return out;
}

/**
 * The panchang of a local civil date at a place (vedic-techniques §1). Limbs are those prevailing at
 * the date's sunrise in the input's convention (§1.1 "udaya" convention); the vara is the weekday of that sunrise, i.e.
 * of the date itself, and lasts until the next sunrise (§1.1, §1.6).
 * Throws NoSunriseError (422 on `latitude`) when the Sun does not rise and set on the date.
 */
export function panchang(eph: Ephemeris, input: PanchangInput): Panchang {
  const { settings } = input;
  const { sunrise, sunset, nextSunrise, previousSunset } = solarFrame(eph, input);
  const weekday = weekdayOfJd(jdFromCivil({ ...input.date, hour: 12, minute: 0, second: 0 }));

  const t = limbAt(eph, sunrise, 'tithi', settings);
  const n = limbAt(eph, sunrise, 'nakshatra', settings);
  const y = limbAt(eph, sunrise, 'yoga', settings);
  const k = limbAt(eph, sunrise, 'karana', settings);

  const dayPart = (parts: readonly number[]) => part(sunrise, sunset, 8, parts[weekday] ?? 1);
  const nightLength = nextSunrise - sunset;
  const previousNight = sunrise - previousSunset;
  const dayKinds = DAY_CHOGHADIYA[weekday];
  const nightKinds = NIGHT_CHOGHADIYA[weekday];
  if (dayKinds === undefined || nightKinds === undefined)
    throw new RangeError(`weekday ${weekday}`);

  return {
    weekday,
    vara: WEEKDAYS[weekday] as (typeof WEEKDAYS)[number],
    varaLord: WEEKDAY_LORDS[weekday] as Graha,
    sunriseJd: sunrise,
    sunsetJd: sunset,
    nextSunriseJd: nextSunrise,
    previousSunsetJd: previousSunset,
    ayanamsaDegrees: eph.ayanamsa(sunrise, settings),
    tithi: { ...t, name: tithiName(t.index), paksha: pakshaOf(t.index) },
    nakshatra: {
      ...n,
      name: NAKSHATRAS[n.index - 1] as string,
      lord: nakshatraLord(n.index - 1),
      pada: padaOf(n.angle),
    },
    yoga: { ...y, name: YOGA_NAMES[y.index - 1] as string },
    karana: { ...k, name: karanaName(k.index - 1) },
    // §1.8: each is one eighth of sunrise → sunset, the eighth chosen by weekday.
    rahuKalam: dayPart(RAHU_KALAM_PART),
    yamagandam: dayPart(YAMAGANDAM_PART),
    gulikaKalam: dayPart(GULIKA_KALAM_PART),
    // §1.9: Abhijit = 8th of 15 day muhurtas (PJH `abhijit_muhurta`); not observed on Wednesdays.
    abhijitMuhurta: { ...part(sunrise, sunset, 15, 8), applies: weekday !== 3 },
    // §1.9: Brahma = 14th of the 15 night muhurtas before sunrise, proportional (PJH `brahma_muhurtha`).
    brahmaMuhurta: {
      startJd: sunrise - (2 * previousNight) / 15,
      endJd: sunrise - previousNight / 15,
    },
    amritKalam: amritKalamWindows(eph, settings, n, sunrise, nextSunrise),
    dayChoghadiya: choghadiya(sunrise, sunset, dayKinds),
    nightChoghadiya: choghadiya(sunset, sunset + nightLength, nightKinds),
  };
}
