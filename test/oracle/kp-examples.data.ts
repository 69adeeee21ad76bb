/**
 * Published KP examples (issue 10): birth or judgment data as published and the author's stated
 * judgment, carried over as facts only. Most come from K. S. Krishnamurti's Reader III ("Predictive
 * Stellar Astrology", practical part), cited by chapter as transcribed in the public repository
 * prakhs123/kp-reader (`kp-reader-3/mds/kp-practical/`, a re-written transcription: numbers checked
 * against the surrounding text, wording not relied on). One example is the Gulbarga-method horary
 * published at pdfcoffee.com (kp-doctrine [S18]).
 *
 * `expect` is what our engine should reproduce. When we disagree with the author after the issue-10
 * fixes, the case stays, `disagreement` explains why, and the test asserts that the disagreement is
 * still what we say it is (docs/kp-judgment.md, "Published examples"). `assumption` flags any datum the
 * source does not state (e.g. a place) that the test had to supply.
 */
import type { Graha } from '../../src/engine/types.js';

export interface Moment {
  date: string;
  time: string;
  latitude: number;
  longitude: number;
  utcOffsetHours: number;
}

export type Check =
  /** The promise of an event (no timing): DENIED or not. */
  | { kind: 'promise'; event: string; denied: boolean }
  /** Sign, star and sub lord of a cusp. */
  | { kind: 'cusp'; house: number; sign: string; starLord: Graha; subLord?: Graha }
  /** Star (and sub) lords of planets as tabulated by the author. */
  | {
      kind: 'planets';
      starLords: Partial<Record<Graha, Graha>>;
      subLords?: Partial<Record<Graha, Graha>>;
    }
  /** Planets whose three stars hold no planet (KSK's "strongest significator" test). */
  | { kind: 'empty_stars'; planets: Graha[] }
  /** Houses the author calls vacant. */
  | { kind: 'vacant'; houses: number[] }
  /** Ascendant sign and the Moon's star lord (and sign, where the author states it) at the moment. */
  | {
      kind: 'lagna_moon';
      ascSign: string;
      ascStarLord?: Graha;
      moonStarLord?: Graha;
      moonSign?: string;
    }
  /** The running Vimshottari periods on a date (mahadasha, bhukti, antara). */
  | { kind: 'dasha'; on: string; lords: Graha[] }
  /** Ruling planets at the moment (the five, by slot). */
  | {
      kind: 'ruling_planets';
      dayLord: Graha;
      moonStarLord: Graha;
      moonSignLord: Graha;
      ascSignLord: Graha;
      ascStarLord: Graha;
    }
  /** A horary number's ascendant (row start, where the author gives it) and lords. */
  | {
      kind: 'horary_ascendant';
      number: number;
      sign: string;
      fromArcSec?: number;
      starLord: Graha;
      subLord: Graha;
    }
  /** Sign, star and sub lords of the twelve cusps (ascendant first), as tabulated. */
  | { kind: 'cusps'; signLords: Graha[]; starLords: Graha[]; subLords: Graha[] }
  /** A horary yes/no judgment through the horary use case (issue 12): yes = not DENIED. */
  | {
      kind: 'horary_verdict';
      number: number;
      question: string;
      event: string;
      answer: 'yes' | 'no';
    };

export interface KpExample {
  id: string;
  type: 'natal' | 'horary';
  source: string;
  moment: Moment | null;
  stated: string;
  check: Check;
  assumption?: string;
  disagreement?: string;
  /**
   * A former disagreement that a doctrine change resolved: the rule that now decides (asserted) and
   * what had disagreed and why it no longer does.
   */
  resolved?: { rule: string; note: string };
}

const R3 =
  'K. S. Krishnamurti, KP Reader III (practical), transcribed in github.com/prakhs123/kp-reader';
const IST = 5.5;

/** 1922-07-18 08:18 IST, 24°48′N 85°01′E (Reader III "Termination of Service"). */
export const TERMINATION_1922: Moment = {
  date: '1922-07-18',
  time: '08:18',
  latitude: 24.8,
  longitude: 85.0167,
  utcOffsetHours: IST,
};
/** 1937-03-19 18:14, Madras (Reader III "Nature of Service"). */
export const SURGEON_1937: Moment = {
  date: '1937-03-19',
  time: '18:14',
  latitude: 13.0833,
  longitude: 80.2833,
  utcOffsetHours: IST,
};
/** 1920-08-07 07:10 LMT at 22°0′N 73°16′E (Reader III "Fortune in Service"). */
export const BANK_1920: Moment = {
  date: '1920-08-07',
  time: '07:10',
  latitude: 22,
  longitude: 73.2667,
  utcOffsetHours: 73.2667 / 15,
};
/** 1924-02-20 17:45 at 8°11′N 77°29′E (Reader III "Regaining Lost Position and Retirement"). */
export const REGAIN_1924: Moment = {
  date: '1924-02-20',
  time: '17:45',
  latitude: 8.1833,
  longitude: 77.4833,
  utcOffsetHours: IST,
};
/** Horary judgments at 16°31′N 80°39′E (Reader III "41-89"). */
export const VIJAYAWADA = { latitude: 16.5167, longitude: 80.65, utcOffsetHours: IST };

/** Mohanlal, 1960-05-21 16:22 IST, Pathanamthitta, Kerala ("Some Nuts and Bolts", KP natal tutorial). */
const MOHANLAL_1960: Moment = {
  date: '1960-05-21',
  time: '16:22',
  latitude: 9.2648,
  longitude: 76.787,
  utcOffsetHours: IST,
};
const NUTS_AND_BOLTS =
  '"Some Nuts and Bolts: analyzing a horoscope based on KP", scribd.com/doc/37657154';

/**
 * 1933-11-11 19:00 (Reader III "Business": "Will it continue in service? Or will one take up business?",
 * raw OCR line 3822). The book prints 15-11-1933 "a Poppy Day", but Poppy Day is 11 November and KSK's
 * chart and his Ketu balance of 2 y 11 m 5 d (R3 3823) fit only the 11th (issue 21 §7).
 */
export const SERVICE_OR_BUSINESS_1933: Moment = {
  date: '1933-11-11',
  time: '19:00',
  latitude: 13.0833,
  longitude: 80.2833,
  utcOffsetHours: IST,
};
const MADRAS_ASSUMED =
  'The birth place is not stated; Madras (KSK’s residence) and IST are assumed.';

/** 1969-01-23 06:51 IST at Madras (Reader III "Higher Studies in Foreign Country", moment of judgment). */
const OVERSEAS_JUDGMENT_1969: Moment = {
  date: '1969-01-23',
  time: '06:51',
  latitude: 13.0833,
  longitude: 80.2833,
  utcOffsetHours: IST,
};
/** 1933-03-28 22:23 (Reader III "Education": the scholarship native, a Tuesday). */
export const SCHOLARSHIP_1933: Moment = {
  date: '1933-03-28',
  time: '22:23',
  latitude: 13.0833,
  longitude: 80.2833,
  utcOffsetHours: IST,
};
/** 1966-04-27 09:05 (Reader III 41-89, fixing the lagna by ruling planets, example 1). */
const LAGNA_DOUBT_1966: Moment = {
  date: '1966-04-27',
  time: '09:05',
  latitude: 13.0833,
  longitude: 80.2833,
  utcOffsetHours: IST,
};
/** 1970-06-26 17:30 (Reader III "Longevity of Partnership", number 34, second sitting). */
export const PARTNERSHIP_1970: Moment = {
  date: '1970-06-26',
  time: '17:30',
  latitude: 13.0833,
  longitude: 80.2833,
  utcOffsetHours: IST,
};
const PARTNERSHIP_PLACE =
  'The place of judgment is not stated; Madras and IST are assumed. At 17:30 IST the same five ruling planets hold at Calcutta, Delhi and Bombay (ascendant Scorpio 17°–29.6°, all in Jyeshtha).';

export const KP_EXAMPLES: readonly KpExample[] = [
  {
    id: 'r3-termination-1922-job',
    type: 'natal',
    source: `${R3}, kp-practical/27-40.md "Termination of Service"`,
    moment: TERMINATION_1922,
    stated: 'The native was in service (until its termination in 1969): service is promised.',
    check: { kind: 'promise', event: 'job', denied: false },
  },
  {
    id: 'r3-termination-1922-planets',
    type: 'natal',
    source: `${R3}, kp-practical/27-40.md "Termination of Service" (star and sub table)`,
    moment: TERMINATION_1922,
    stated: 'Star and sub lords of the nine planets as tabulated (KP ayanamsa 22°40′).',
    check: {
      kind: 'planets',
      starLords: {
        Moon: 'Ketu',
        Mercury: 'Rahu',
        Venus: 'Ketu',
        Sun: 'Jupiter',
        Mars: 'Mercury',
        Jupiter: 'Moon',
        Saturn: 'Sun',
        Rahu: 'Moon',
        Ketu: 'Saturn',
      },
      subLords: {
        Moon: 'Mercury',
        Mercury: 'Mercury',
        Venus: 'Saturn',
        Sun: 'Rahu',
        Mars: 'Mercury',
        Jupiter: 'Mercury',
        Saturn: 'Venus',
        Rahu: 'Moon',
        Ketu: 'Sun',
      },
    },
  },
  {
    id: 'r3-termination-1922-vacant',
    type: 'natal',
    source: `${R3}, kp-practical/27-40.md "Termination of Service"`,
    moment: TERMINATION_1922,
    stated:
      'The 1st and 5th houses are unoccupied (their principal significators come from their lords).',
    check: { kind: 'vacant', houses: [1, 5] },
  },
  {
    id: 'r3-termination-1922-dasha',
    type: 'natal',
    source: `${R3}, kp-practical/27-40.md "Termination of Service"`,
    moment: TERMINATION_1922,
    stated:
      'Service terminated in Rahu dasa, Jupiter bhukti, Saturn antara (18 March to 5 August 1969).',
    check: { kind: 'dasha', on: '1969-05-15', lords: ['Rahu', 'Jupiter', 'Saturn'] },
  },
  {
    id: 'r3-surgeon-1937-meridian',
    type: 'natal',
    source: `${R3}, kp-practical/27-40.md "Nature of Service"`,
    moment: SURGEON_1937,
    stated: 'Meridian in Gemini about 5°: sign Mercury, star Mars, sub Sun; a surgeon.',
    check: { kind: 'cusp', house: 10, sign: 'Gemini', starLord: 'Mars', subLord: 'Sun' },
  },
  {
    id: 'r3-surgeon-1937-moon',
    type: 'natal',
    source: `${R3}, kp-practical/27-40.md "Nature of Service"`,
    moment: SURGEON_1937,
    stated:
      'No planet occupies any of the Moon’s three stars, so the Moon (in the 10th) signifies profession.',
    check: { kind: 'empty_stars', planets: ['Moon'] },
  },
  {
    id: 'r3-surgeon-1937-job',
    type: 'natal',
    source: `${R3}, kp-practical/27-40.md "Nature of Service"`,
    moment: SURGEON_1937,
    stated: 'The native practises as a surgeon: a profession is promised.',
    check: { kind: 'promise', event: 'job', denied: false },
  },
  {
    id: 'r3-bank-1920-lagna',
    type: 'natal',
    source: `${R3}, kp-practical/3-Finance and Fortune.md "Fortune in Service"`,
    moment: BANK_1920,
    stated: 'Leo ascendant; the Sun alone is in Ashlesha (Mercury’s star).',
    check: { kind: 'lagna_moon', ascSign: 'Leo' },
  },
  {
    id: 'r3-bank-1920-job',
    type: 'natal',
    source: `${R3}, kp-practical/3-Finance and Fortune.md "Fortune in Service"`,
    moment: BANK_1920,
    stated: 'Security of service: joined a bank in December 1941, later government service.',
    check: { kind: 'promise', event: 'job', denied: false },
  },
  {
    id: 'r3-regain-1924-empty-stars',
    type: 'natal',
    source: `${R3}, kp-practical/27-40.md "Regaining Lost Position and Retirement"`,
    moment: REGAIN_1924,
    stated:
      'No planet in Mars’ star and none in Venus’ star: Mars and Venus will do good in their conjoined period.',
    check: { kind: 'empty_stars', planets: ['Mars', 'Venus'] },
  },
  {
    id: 'r3-regain-1924-promotion',
    type: 'natal',
    source: `${R3}, kp-practical/27-40.md "Regaining Lost Position and Retirement"`,
    moment: REGAIN_1924,
    stated: 'The sub lords are favourable: the lost position (seniority) must be regained.',
    check: { kind: 'promise', event: 'promotion', denied: false },
    assumption: 'The clock time is read as IST (the source gives "5:45 PM" without a zone).',
    resolved: {
      rule: 'negation_as_strong',
      note: 'Until issue 21 we denied it (`sub_lord_negates`): the 10th cusp sub lord Rahu signifies the required 2nd and the negating 5th equally (both at level C, both vacant), and its sub lord Saturn, in Rahu’s star, leans to the negating 1st (level A). That rule read the CSL through its sub lord’s star lord (the four-step method, not KSK). As KSK judges, a CSL connected with a required house promises, so it is now promised with obstruction, which agrees with KSK’s “regained”. KSK’s chart still differs from ours at two boundaries (Mars in his 5th; his 10th cusp ruled by Mars).',
    },
  },
  {
    id: 'r3-rectification-1966-rps',
    type: 'horary',
    source: `${R3}, kp-practical/41-89.md (birth-time rectification by ruling planets)`,
    moment: {
      date: '1966-04-07',
      time: '07:35',
      latitude: 13.0833,
      longitude: 80.2833,
      utcOffsetHours: IST,
    },
    stated:
      'Ruling planets at 7.35 a.m. on 7-4-66: Jupiter (Thursday), Rahu (Moon in Swati), Venus (Moon in Libra), Mars (Aries rising), Venus (Bharani rising); Rahu in Taurus in Krittika represents Venus and the Sun.',
    check: {
      kind: 'ruling_planets',
      dayLord: 'Jupiter',
      moonStarLord: 'Rahu',
      moonSignLord: 'Venus',
      ascSignLord: 'Mars',
      ascStarLord: 'Venus',
    },
    assumption: 'The place of judgment is not stated; Madras (KSK’s residence) is assumed.',
  },
  {
    id: 'r3-rectification-1942-birth',
    type: 'natal',
    source: `${R3}, kp-practical/41-89.md (birth-time rectification by ruling planets)`,
    moment: {
      date: '1942-11-09',
      time: '04:26',
      latitude: 13.0833,
      longitude: 80.2833,
      utcOffsetHours: IST,
    },
    stated:
      'At 4-26 a.m. (exact time; the clock showed 5-26) Libra rose in Chitra (Mars) and the Moon was in Visakha (Jupiter).',
    check: { kind: 'lagna_moon', ascSign: 'Libra', ascStarLord: 'Mars', moonStarLord: 'Jupiter' },
    assumption: 'The birth place is not stated; Madras is assumed.',
    disagreement:
      'At Madras 04:26 IST our ascendant is Virgo 28°29′ in Chitra (Mars), 1.5° (about 6 minutes of time) short of Libra; the star lords of the ascendant and the Moon agree. The unstated birth place (or KSK’s ayanamsa and house tables) accounts for it.',
  },
  {
    id: 'r3-politics-206-ascendant',
    type: 'horary',
    source: `${R3}, kp-practical/41-89.md "Will Politics Suit Me?"`,
    moment: { date: '1969-09-13', time: '08:30', ...VIJAYAWADA },
    stated: 'Number 206: the horary ascendant is Capricorn 26°06′40″.',
    check: {
      kind: 'horary_ascendant',
      number: 206,
      sign: 'Capricorn',
      fromArcSec: (26 * 60 + 6) * 60 + 40,
      starLord: 'Mars',
      subLord: 'Jupiter',
    },
  },
  {
    id: 'r3-politics-206-planets',
    type: 'horary',
    source: `${R3}, kp-practical/41-89.md "Will Politics Suit Me?" (star and sub table)`,
    moment: { date: '1969-09-13', time: '08:30', ...VIJAYAWADA },
    stated: 'Star and sub lords of the planets at judgment as tabulated.',
    disagreement:
      'The transcribed table gives the Sun and Ketu the same star and sub as Rahu (Jupiter, Venus), which is impossible: Ketu is opposite Rahu (Aquarius, Purva Bhadrapada) and so in Leo in a Venus or Sun star. We find the Sun at Leo 26°49′ and Ketu at Leo 27°46′, both in Uttara Phalguni (Sun); the other seven rows agree.',
    check: {
      kind: 'planets',
      starLords: {
        Sun: 'Jupiter',
        Moon: 'Moon',
        Mars: 'Ketu',
        Mercury: 'Moon',
        Jupiter: 'Moon',
        Venus: 'Mercury',
        Saturn: 'Venus',
        Rahu: 'Jupiter',
        Ketu: 'Jupiter',
      },
      subLords: {
        Sun: 'Venus',
        Moon: 'Rahu',
        Mars: 'Venus',
        Mercury: 'Venus',
        Jupiter: 'Saturn',
        Venus: 'Rahu',
        Saturn: 'Venus',
        Rahu: 'Venus',
        Ketu: 'Venus',
      },
    },
  },
  {
    id: 'r3-politics-206-verdict',
    type: 'horary',
    source: `${R3}, kp-practical/41-89.md "Will Politics Suit Me?"`,
    moment: { date: '1969-09-13', time: '08:30', ...VIJAYAWADA },
    stated: 'Success in politics, but only after the Moon dasa (after March 1978).',
    check: {
      kind: 'horary_verdict',
      number: 206,
      question: 'Will I succeed in politics?',
      event: 'fame',
      answer: 'yes',
    },
    disagreement:
      'Since issue 21 §6 a retrograde horary CSL reads negative by default (KSK, case 37, R3 4388). Here our 10th CSL is Saturn, retrograde (it turned retrograde in Aries in August 1969), so we answer "no". KSK judges this question differently (R3 4339-4381): not from the 10th cusp sub lord but from the significators of 1, 6, 9, 10 and 11, and finds Mars and Saturn "well placed for politics" without mentioning Saturn’s retrogression. Two weeks earlier, at the same place, he reads the same retrograde Saturn as the 10th CSL negatively (case 37). The difference is KSK’s method for "politics" (significators, not the CSL), which the engine does not model; the event catalog’s politics set is issue 21 §5, not this branch.',
  },
  {
    id: 'r3-minister-37-ascendant',
    type: 'horary',
    source: `${R3}, kp-practical/41-89.md "Will I Be Selected as a Minister?"`,
    moment: { date: '1969-08-29', time: '09:20', ...VIJAYAWADA },
    stated: 'Number 37: the horary ascendant is Taurus 22°40′.',
    check: {
      kind: 'horary_ascendant',
      number: 37,
      sign: 'Taurus',
      fromArcSec: (22 * 60 + 40) * 60,
      starLord: 'Moon',
      subLord: 'Sun',
    },
  },
  {
    id: 'r3-minister-37-planets',
    type: 'horary',
    source: `${R3}, kp-practical/41-89.md "Will I Be Selected as a Minister?" (star and sub table)`,
    moment: { date: '1969-08-29', time: '09:20', ...VIJAYAWADA },
    stated: 'Star and sub lords of the planets at judgment as tabulated (Saturn retrograde).',
    disagreement:
      'All star lords agree; the Moon’s sub lord differs: we have the Moon at Pisces 5°25′, 1.7′ before the Saturn/Mercury sub boundary (KSK: Mercury). 1.7′ is within the difference between KSK’s tabulated positions and ayanamsa (23°20′ for 1969) and ours.',
    check: {
      kind: 'planets',
      starLords: {
        Sun: 'Ketu',
        Moon: 'Saturn',
        Mars: 'Mercury',
        Mercury: 'Sun',
        Jupiter: 'Moon',
        Venus: 'Saturn',
        Saturn: 'Venus',
        Rahu: 'Jupiter',
        Ketu: 'Sun',
      },
      subLords: {
        Sun: 'Mercury',
        Moon: 'Mercury',
        Mars: 'Mars',
        Mercury: 'Venus',
        Jupiter: 'Jupiter',
        Venus: 'Mercury',
        Saturn: 'Sun',
        Rahu: 'Venus',
        Ketu: 'Mars',
      },
    },
  },
  {
    id: 'r3-minister-37-verdict',
    type: 'horary',
    source: `${R3}, kp-practical/41-89.md "Will I Be Selected as a Minister?"`,
    moment: { date: '1969-08-29', time: '09:20', ...VIJAYAWADA },
    stated:
      'No ministership: the 10th cusp sub lord Saturn is retrograde (popularity and prosperity, though).',
    check: {
      kind: 'horary_verdict',
      number: 37,
      question: 'Will I be selected as a minister?',
      event: 'fame',
      answer: 'no',
    },
    // Agrees since issue 21 §6: a retrograde horary CSL reads negative by default (R3 4388).
  },
  {
    id: 'r3-salary-150-verdict',
    type: 'horary',
    source: `${R3}, raw OCR lines 4009-4040 "When Will I Get My First Salary?"`,
    moment: {
      date: '1970-08-14',
      time: '07:30',
      latitude: 28.6333,
      longitude: 77.2,
      utcOffsetHours: IST,
    },
    stated:
      'Number 150: "on 7-9-1970 he will receive his first salary" (R3 4040), when the Sun passes Leo 21° (Sun sign, Venus star, Jupiter sub).',
    check: {
      kind: 'horary_verdict',
      number: 150,
      question: 'When will I get my first salary?',
      event: 'job',
      answer: 'yes',
    },
    assumption: 'Only the latitude (28°38′N) is published; Delhi’s longitude is assumed.',
  },
  {
    id: 'gulbarga-24-rps',
    type: 'horary',
    source:
      '"Short Cut Method in KP Horary Astrology (Gulbarga theory)", pdfcoffee.com/short-cut-method-in-kp-horary-astrology-pdf-free.html',
    moment: {
      date: '2014-02-05',
      time: '12:10',
      latitude: 13.0827,
      longitude: 80.2707,
      utcOffsetHours: IST,
    },
    stated:
      'Ruling planets Mars (asc sign), Sun (asc star), Mars (Moon sign), Ketu (Moon star), Mercury (day).',
    check: {
      kind: 'ruling_planets',
      dayLord: 'Mercury',
      moonStarLord: 'Ketu',
      moonSignLord: 'Mars',
      ascSignLord: 'Mars',
      ascStarLord: 'Sun',
    },
  },
  {
    id: 'gulbarga-24-verdict',
    type: 'horary',
    source:
      '"Short Cut Method in KP Horary Astrology (Gulbarga theory)", pdfcoffee.com/short-cut-method-in-kp-horary-astrology-pdf-free.html',
    moment: {
      date: '2014-02-05',
      time: '12:10',
      latitude: 13.0827,
      longitude: 80.2707,
      utcOffsetHours: IST,
    },
    stated: 'Number 24 (Venus-Sun-Jupiter), "Will I buy a land?": NO.',
    check: {
      kind: 'horary_verdict',
      number: 24,
      question: 'Will I buy a land?',
      event: 'property',
      answer: 'no',
    },
    disagreement:
      'The author answers by the Gulbarga shortcut (the number’s sub lord Jupiter is not the star lord of the ascendant or the Moon, and its sign, star and sub lords are not all ruling planets). Our horary judges the 4th cusp sub lord (Sun, in the Moon’s star, signifying 4 and 12) and finds property promised. Different method, different answer; the ruling planets themselves agree (gulbarga-24-rps).',
  },
  {
    id: 'nuts-bolts-mohanlal-1960-cusps',
    type: 'natal',
    source: `${NUTS_AND_BOLTS} (cusp table)`,
    moment: MOHANLAL_1960,
    stated: 'Libra ascendant; sign, star and sub lords of the twelve cusps as tabulated.',
    check: {
      kind: 'cusps',
      signLords: [
        'Venus',
        'Mars',
        'Jupiter',
        'Saturn',
        'Saturn',
        'Jupiter',
        'Mars',
        'Venus',
        'Mercury',
        'Moon',
        'Sun',
        'Mercury',
      ],
      starLords: [
        'Mars',
        'Saturn',
        'Ketu',
        'Sun',
        'Mars',
        'Saturn',
        'Ketu',
        'Sun',
        'Mars',
        'Saturn',
        'Ketu',
        'Sun',
      ],
      subLords: [
        'Moon',
        'Mercury',
        'Moon',
        'Saturn',
        'Venus',
        'Mercury',
        'Rahu',
        'Mercury',
        'Venus',
        'Saturn',
        'Moon',
        'Mercury',
      ],
    },
  },
  {
    id: 'nuts-bolts-mohanlal-1960-fame',
    type: 'natal',
    source: NUTS_AND_BOLTS,
    moment: MOHANLAL_1960,
    stated: 'A famous film star of South India: fame is promised.',
    check: { kind: 'promise', event: 'fame', denied: false },
  },
  {
    id: 'r3-business-1933-vacant',
    type: 'natal',
    source: `${R3}, raw OCR lines 3821-3837 "Business" (service or business, born 11-11-1933, printed 15-11-1933)`,
    moment: SERVICE_OR_BUSINESS_1933,
    stated: 'No planet is in the 2nd or the 10th house.',
    check: { kind: 'vacant', houses: [2, 10] },
    assumption: MADRAS_ASSUMED,
  },
  {
    id: 'r3-business-1933-mercury',
    type: 'natal',
    source: `${R3}, raw OCR lines 3821-3837 "Business" (service or business, born 11-11-1933, printed 15-11-1933)`,
    moment: SERVICE_OR_BUSINESS_1933,
    stated:
      'Mercury is in the 6th; no planet is in any of its three stars, so it is the strongest significator.',
    check: { kind: 'empty_stars', planets: ['Mercury'] },
    assumption: MADRAS_ASSUMED,
  },
  {
    id: 'r3-business-1933-business',
    type: 'natal',
    source: `${R3}, raw OCR lines 3821-3837 "Business" (service or business, born 11-11-1933, printed 15-11-1933)`,
    moment: SERVICE_OR_BUSINESS_1933,
    stated:
      'He will leave service and start a (contract) business in Moon dasa, Mercury bhukti (1969).',
    check: { kind: 'promise', event: 'business', denied: false },
    assumption: MADRAS_ASSUMED,
  },
  {
    id: 'r3-business-1933-job',
    type: 'natal',
    source: `${R3}, raw OCR lines 3821-3837 "Business" (service or business, born 11-11-1933, printed 15-11-1933)`,
    moment: SERVICE_OR_BUSINESS_1933,
    stated: 'The native is in service when he asks (KSK judges service from 2, 6, 10).',
    check: { kind: 'promise', event: 'job', denied: false },
    assumption: MADRAS_ASSUMED,
    resolved: {
      rule: 'negation_as_strong',
      note: 'Until issue 21 we denied it: for 11-11-1933 19:00 at Madras (the corrected date) the 10th cusp sub lord is Rahu (in Saturn’s sign Aquarius, Mars’ star, Mercury’s sub), and `sub_lord_negates` denied service because Rahu leans to the negating houses and its sub lord Mercury, read through its star lord Saturn, leans the same way. KSK reads the same chart the other way: "Rahu is in Saturn’s sign. Hence, take Mercury, Venus and Rahu as the 3 significators" (R3 3828). Rahu is still connected with a required house, and KSK denies only a CSL connected with none (R3 3603-3604), so service is now promised; the sub-lord rules stay under the four-step option, named as such.',
    },
  },
  {
    id: 'r3-overseas-1969-rps',
    type: 'horary',
    source: `${R3}, kp-practical/23-26.md "Higher Studies in Foreign Country" (ruling planets at judgment)`,
    moment: OVERSEAS_JUDGMENT_1969,
    stated:
      'Thursday 23-1-1969, 6:51 a.m. at Madras: Jupiter (day), Capricorn 12°30′ rising (Saturn’s sign, the Moon’s star), the Moon in Uttara Bhadrapada (Saturn’s star) in Jupiter’s sign.',
    check: {
      kind: 'ruling_planets',
      dayLord: 'Jupiter',
      moonStarLord: 'Saturn',
      moonSignLord: 'Jupiter',
      ascSignLord: 'Saturn',
      ascStarLord: 'Moon',
    },
  },
  {
    id: 'r3-scholarship-1933-lagna',
    type: 'natal',
    source: `${R3}, kp-practical/15-Education.md (scholarship native, born 28-3-1933)`,
    moment: SCHOLARSHIP_1933,
    stated:
      'Scorpio ascendant, the Moon in Aries; balance of Venus dasa 19 years 3 days at birth (so the Moon is in a Venus star, Bharani).',
    check: { kind: 'lagna_moon', ascSign: 'Scorpio', moonStarLord: 'Venus', moonSign: 'Aries' },
    assumption: MADRAS_ASSUMED,
  },
  {
    id: 'r3-scholarship-1933-planets',
    type: 'natal',
    source: `${R3}, kp-practical/15-Education.md (scholarship native, born 28-3-1933)`,
    moment: SCHOLARSHIP_1933,
    stated:
      'The Moon (lord of 9) is in the constellation of Venus; Saturn (lord of 4) is in the constellation of the Moon.',
    check: { kind: 'planets', starLords: { Moon: 'Venus', Saturn: 'Moon' } },
    assumption: MADRAS_ASSUMED,
  },
  {
    id: 'r3-scholarship-1933-higher-education',
    type: 'natal',
    source: `${R3}, kp-practical/15-Education.md (scholarship native, born 28-3-1933)`,
    moment: SCHOLARSHIP_1933,
    stated:
      'M.B.B.S., then M.D., then a scholarship for further study overseas (Moon dasa, Saturn bhukti): higher education is promised.',
    check: { kind: 'promise', event: 'higher_education', denied: false },
    assumption: MADRAS_ASSUMED,
  },
  {
    id: 'r3-scholarship-1933-foreign-travel',
    type: 'natal',
    source: `${R3}, kp-practical/15-Education.md (scholarship native, born 28-3-1933)`,
    moment: SCHOLARSHIP_1933,
    stated: 'He left India and is studying in America: a long journey overseas is promised.',
    check: { kind: 'promise', event: 'foreign_travel', denied: false },
    assumption: MADRAS_ASSUMED,
  },
  {
    id: 'r3-lagna-doubt-1966-lagna',
    type: 'horary',
    source: `${R3}, kp-practical/41-89.md (fixing the lagna by ruling planets, example 1)`,
    moment: LAGNA_DOUBT_1966,
    stated:
      'At 9-05 a.m. on 27-4-1966 (a Wednesday) Gemini was rising and the Moon was in Punarvasu (Jupiter’s star).',
    check: { kind: 'lagna_moon', ascSign: 'Gemini', moonStarLord: 'Jupiter' },
    assumption:
      'The place of the query is not stated; Madras (KSK’s residence) and IST are assumed.',
  },
  {
    id: 'r3-lagna-doubt-1966-moon-sign',
    type: 'horary',
    source: `${R3}, kp-practical/41-89.md (fixing the lagna by ruling planets, example 1)`,
    moment: LAGNA_DOUBT_1966,
    stated:
      'Gemini rising and the Moon in its own sign (Cancer): Mercury, Jupiter and the Moon rule the moment.',
    check: { kind: 'lagna_moon', ascSign: 'Gemini', moonSign: 'Cancer' },
    assumption:
      'The place of the query is not stated; Madras (KSK’s residence) and IST are assumed.',
    disagreement:
      'We have the Moon at Gemini 29°59.5′, half an arc-minute (about one minute of time) before Cancer; it enters Cancer at about 09:06 IST. Its star lord (Jupiter, Punarvasu) and the ascendant agree. The difference is within that between KSK’s ayanamsa and ephemeris and ours, so the Moon’s sign lord turns on a boundary, not on a rule.',
  },
  {
    id: 'r3-partnership-34-ascendant',
    type: 'horary',
    source: `${R3}, kp-practical/23-26.md "Longevity of Partnership"`,
    moment: PARTNERSHIP_1970,
    stated:
      'Number 34: the ascendant is in Venus’ sign, the Moon’s star and Mercury’s sub (Taurus, Rohini).',
    check: {
      kind: 'horary_ascendant',
      number: 34,
      sign: 'Taurus',
      starLord: 'Moon',
      subLord: 'Mercury',
    },
  },
  {
    id: 'r3-partnership-34-rps',
    type: 'horary',
    source: `${R3}, kp-practical/23-26.md "Longevity of Partnership" (ruling planets on 26-6-1970)`,
    moment: PARTNERSHIP_1970,
    stated:
      'Friday 26-6-1970, 5.30 p.m.: Venus (day), Saturn (Moon’s star), Jupiter (Moon’s sign), Mars (ascendant), Mercury (ascendant’s star).',
    check: {
      kind: 'ruling_planets',
      dayLord: 'Venus',
      moonStarLord: 'Saturn',
      moonSignLord: 'Jupiter',
      ascSignLord: 'Mars',
      ascStarLord: 'Mercury',
    },
    assumption: PARTNERSHIP_PLACE,
  },
  {
    id: 'r3-rain-206-moon',
    type: 'horary',
    source: `${R3}, kp-practical/41-89.md (rain in the Nilgiris and Mercara, number 206, 28-2-1966)`,
    moment: {
      date: '1966-02-28',
      time: '11:50',
      latitude: 13.0833,
      longitude: 80.2833,
      utcOffsetHours: IST,
    },
    stated:
      'Monday 28-2-1966, 11.50 a.m.: the Moon is in its own constellation Rohini (in Venus’ sign); Venus and the Moon rule the moment, and Rohini promises rain.',
    check: { kind: 'planets', starLords: { Moon: 'Moon' } },
    assumption:
      'The place is not stated (the query came by telephone); Madras and IST are assumed. The Moon’s star does not depend on the place.',
  },
  {
    id: 'r3-theft-1964-moon',
    type: 'horary',
    source: `${R3}, kp-practical/4-9.md (stolen property, number 16 of 108, class at Bharatiya Vidya Bhavan, Madras, 8-11-1964)`,
    moment: {
      date: '1964-11-08',
      time: '12:00',
      latitude: 13.0833,
      longitude: 80.2833,
      utcOffsetHours: IST,
    },
    stated:
      'On 8-11-1964 the Moon was in Moola (Ketu’s star), 2nd quarter, with Ketu: the stolen property will be recovered (it was, after the thief’s arrest on 20-1-1965).',
    check: { kind: 'planets', starLords: { Moon: 'Ketu' } },
    assumption:
      'The hour is not stated; 12:00 IST is assumed (the Moon is in Moola’s 2nd quarter then, as the author says). The Moon is in Moola throughout the day, so the star lord does not depend on the hour.',
  },
];
