/**
 * Denials and counterfactuals (issue 35 §6): published examples are mostly affirmative, so agreement on
 * them can be matched by answering "promised" every time. These cases are the "will not"s of KP Reader
 * III that come with data enough to cast a chart, each cast from KSK's own figures (raw OCR, by line),
 * and the positions he prints that the cast must reproduce. Transcribed from the text, never tuned: a
 * case the engine disagrees with keeps its `disagreement`.
 *
 * The two natives' birth dates and times are not printed; they are recovered from what is printed:
 * - "Higher Studies in Foreign Country" (R3 3584-3616): the Moon in Rohini in the 7th with a Moon dasa
 *   balance of 7 y 4 m 20 d (R3 3585, 3594), the Sun in the 12th in Rahu's star (R3 3591, 3598), Rahu
 *   in Ketu's star (R3 3609), Jupiter in the 8th in its own star (R3 3604), the Rahu dasa, Moon bhukti,
 *   Saturn antara due in April 1973 (R3 3615-3616): only 27 October 1942 fits (the Moon's balance
 *   there is 7 y 3 m, 44 days short of KSK's, within the difference of his ephemeris and ours). The
 *   ascendant "3 42' Scorpio" (R3 3587) rises then at 08:01 IST; KSK's 12th cusp "8 40' in Libra", in
 *   Rahu's star and Rahu's sub, one minute before the Jupiter sub (R3 3604), holds in Placidus with
 *   that ascendant at latitude 22.8° N (at Madras' 13° N it would be 6°23′ Libra: the place is not
 *   printed). So: 1942-10-27 08:01 IST at 22.8° N, 80.2833° E (the Madras meridian).
 * - "Independent Business" (R3 3949-3971): a Sun dasa balance of 2 y 10 m 1 d, Jupiter dasa from
 *   11-5-1970 (R3 3951-3952), the 7th cusp at 4°44′ Pisces in Saturn's star and sub, Saturn in an
 *   earthy sign in the 5th (R3 3963): the balance and the dasa give late June / early July 1932, and the
 *   Moon's balance is met on 30 June 1932 (2 y 11 m 27 d there, 57 days off), when Virgo 4°44′ rises at
 *   Madras at 11:26:37 IST. Madras is assumed (KSK's residence; the chart is his, "K.S.K. 3-7-71").
 */
import type { PublishedCase } from './types.js';
import { IST, MADRAS, R3 } from './types.js';

const OVERSEAS = `${R3} "Higher Studies in Foreign Country"`;
const BUSINESS = `${R3} "Independent Business"`;
const PARTNERSHIP = `${R3} "Longevity of Partnership" (a student's article; the method is "Prof. K. S. K."'s, R3 3466)`;

/** The overseas native as KSK's figures put him (file comment). */
const OVERSEAS_1942 = {
  date: '1942-10-27',
  time: '08:01',
  latitude: 22.8,
  longitude: 80.2833,
  utcOffsetHours: IST,
};
const OVERSEAS_ASSUMED =
  'Date and time recovered from the printed dasha balance, positions and ascendant; the place is not printed: latitude 22.8° N is where KSK’s ascendant (Scorpio 3°42′) and 12th cusp (Libra 8°40′, Rahu sub) fit one Placidus chart, on the Madras meridian, IST (the chart is cast in standard time, not the war time in force).';
/** One minute later: KSK's counterfactual (R3 3604). */
const OVERSEAS_1942_PLUS_1 = { ...OVERSEAS_1942, time: '08:02' };
const BUSINESS_1932 = { date: '1932-06-30', time: '11:26:37', ...MADRAS };
const BUSINESS_ASSUMED =
  'Date and time recovered from the printed dasha balance, Jupiter dasa date and 7th cusp; Madras and IST are assumed.';
const PARTNERSHIP_1970 = { date: '1970-06-26', time: '17:30', ...MADRAS };

export const R3_DENIALS: readonly PublishedCase[] = [
  {
    id: 'r3d-overseas-1942-planets',
    type: 'natal',
    source: `${OVERSEAS}, R3 3591, 3593, 3604, 3609`,
    moment: OVERSEAS_1942,
    stated:
      'Sun (and Ketu) in Rahu’s star; Moon and Saturn in the Moon’s star; Jupiter in its own constellation; Rahu in Ketu’s.',
    check: {
      kind: 'planets',
      starLords: {
        Sun: 'Rahu',
        Ketu: 'Rahu',
        Moon: 'Moon',
        Saturn: 'Moon',
        Jupiter: 'Jupiter',
        Rahu: 'Ketu',
      },
    },
    assumption: OVERSEAS_ASSUMED,
  },
  {
    id: 'r3d-overseas-1942-jupiter-eighth',
    type: 'natal',
    source: `${OVERSEAS}, R3 3604`,
    moment: OVERSEAS_1942,
    stated: 'Jupiter "is in the 8th Bhava (in his own constellation)".',
    check: { kind: 'occupants', house: 8, planets: ['Jupiter'] },
    assumption: OVERSEAS_ASSUMED,
  },
  {
    id: 'r3d-overseas-1942-foreign-travel',
    type: 'natal',
    source: `${OVERSEAS}, R3 3608-3610`,
    moment: OVERSEAS_1942,
    stated:
      '"As Rahu is the lord of the sub of the 12th cusp, this native will and must live in a foreign place ... Hence this native has got the opportunity to go overseas": foreign travel is promised.',
    check: { kind: 'promise', event: 'foreign_travel', denied: false },
    assumption: OVERSEAS_ASSUMED,
  },
  {
    id: 'r3d-overseas-1942-settlement',
    type: 'natal',
    source: `${OVERSEAS}, R3 3608`,
    moment: OVERSEAS_1942,
    stated: '"this native will and must live in a foreign place": settlement abroad is promised.',
    check: { kind: 'promise', event: 'foreign_settlement', denied: false },
    assumption: OVERSEAS_ASSUMED,
  },
  {
    id: 'r3d-overseas-1942-one-minute-later',
    type: 'natal',
    source: `${OVERSEAS}, R3 3604 (counterfactual)`,
    moment: OVERSEAS_1942_PLUS_1,
    stated:
      '"If he would have been born one minute later, the sub lord will be Jupiter who is in the 8th Bhava ... which is Vyaya to the 9th house, in which case he cannot go overseas": foreign travel denied.',
    check: { kind: 'promise', event: 'foreign_travel', denied: true },
    assumption: OVERSEAS_ASSUMED,
  },
  {
    id: 'r3d-business-1932-jupiter-saturn-sub',
    type: 'natal',
    source: `${BUSINESS}, R3 3963-3965`,
    moment: BUSINESS_1932,
    stated: 'Jupiter, lord of the 7th cusp’s sign, "is in the sub of Saturn".',
    check: { kind: 'planets', starLords: {}, subLords: { Jupiter: 'Saturn' } },
    assumption: BUSINESS_ASSUMED,
  },
  {
    id: 'r3d-business-1932-saturn-fifth',
    type: 'natal',
    source: `${BUSINESS}, R3 3963`,
    moment: BUSINESS_1932,
    stated: '"Saturn is in earthy sign in 5 to the ascendant".',
    check: { kind: 'occupants', house: 5, planets: ['Saturn'] },
    assumption: BUSINESS_ASSUMED,
  },
  {
    id: 'r3d-business-1932-business',
    type: 'natal',
    source: `${BUSINESS}, R3 3965-3969`,
    moment: BUSINESS_1932,
    stated:
      '"Hence business is no good to this person ... This person will not do business" (borne out: "Yet he has not started", K.S.K. 3-7-71): business denied.',
    check: { kind: 'promise', event: 'business', denied: true },
    assumption: BUSINESS_ASSUMED,
  },
  {
    id: 'r3d-partnership-34-verdict',
    type: 'horary',
    source: `${PARTNERSHIP}, R3 3448, 3480-3482`,
    moment: PARTNERSHIP_1970,
    stated:
      'Number 34, "the longevity of his partnership": the period "favours the desolation of Partnership" (13-8-70 to 8-9-70), though the querist will carry on under a new partnership deed.',
    check: {
      kind: 'horary_verdict',
      number: 34,
      question: 'Will my partnership last?',
      event: 'partnership',
      answer: 'no',
    },
    assumption:
      'The place of judgment is not stated; Madras and IST are assumed (kp-examples.data.ts, PARTNERSHIP_1970).',
    disagreement:
      'We answer PROMISED: the 7th sub lord Mercury is connected with 2 and 7 (at level A) and with the negating 1 and 12 (level B), so both results come in their periods (R3 1320, 4729) and the sublord method grades the required side the stronger. The article reads the same Mercury as "the chief among the Karaka Planets of Business", promising the dissolution of this partnership and a new deed under the same name: both results, as we say, but it answers the question of this partnership\'s longevity "no".',
  },
];
