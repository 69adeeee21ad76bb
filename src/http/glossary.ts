/**
 * The glossary: the words of KP and Vedic astrology a response uses, for a developer who is not an
 * astrologer. One text, two places: the Glossary section of the API reference (docs-text.ts, which the
 * field descriptions point to) and docs/glossary.md (written by `npm run docs:generate`, checked by
 * test/http/openapi-descriptions.test.ts).
 */

/** The glossary entries, in reading order: each a term and its explanation (Markdown). */
export const GLOSSARY: ReadonlyArray<readonly [term: string, text: string]> = [
  [
    'Planet (graha)',
    'One of the nine bodies astrology reads: `Sun`, `Moon`, `Mars`, `Mercury`, `Jupiter`, `Venus`, `Saturn`, `Rahu`, `Ketu`. Rahu and Ketu are not bodies but the two points where the Moon’s orbit crosses the Sun’s path (the lunar nodes), always 180° apart. Responses name them in English and use these names as ids (`labels` translates them).',
  ],
  [
    'Sign (rashi)',
    'The zodiac cut into twelve 30° parts, from `Aries` (0°-30°) to `Pisces` (330°-360°). Each sign is ruled by a planet, its **sign lord** (Aries: Mars, Taurus: Venus …).',
  ],
  [
    'Sidereal longitude, ayanamsa',
    'A position along the zodiac in degrees, 0 to 360. Indian astrology measures it from the fixed stars (sidereal), Western astrology from the equinox (tropical); the difference, about 24° today and growing 50″ a year, is the **ayanamsa**. KP uses the Krishnamurti ayanamsa; `ayanamsa` picks another, and `meta.ayanamsa_degrees` says how much was subtracted.',
  ],
  [
    'Degrees, minutes, seconds',
    'A degree has 60 minutes (′) and a minute 60 seconds (″). `15°07′42″` within a sign is 15 + 7/60 + 42/3600 = 15.1283°; a sign’s position plus its start (Leo starts at 120°) gives the longitude.',
  ],
  [
    'Nakshatra (star), pada',
    'The zodiac cut into 27 equal parts of 13°20′, the lunar mansions, from `Ashwini` to `Revati`. Each is ruled by a planet, its **star lord** (in the order Ketu, Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury, repeated three times). Each nakshatra has four quarters of 3°20′, its **padas** 1-4.',
  ],
  [
    'Star lord',
    'The ruler of the nakshatra a point stands in. KP reads a planet chiefly through its star lord: a planet gives the results of the houses its star lord occupies and owns.',
  ],
  [
    'Sub lord',
    'KP’s own division: each nakshatra is cut into nine unequal parts (subs) in proportion to the years of the Vimshottari dasha, starting from the star lord’s own. The ruler of the part a point falls in is its **sub lord**; it decides whether what the star lord promises happens. 249 such parts cover the zodiac (the horary numbers 1-249). The same division of each sub gives the **sub-sub lord** (2193 parts, the TSP numbers).',
  ],
  [
    'Lord chain',
    'Every position and cusp carries four rulers, coarsest first: sign lord → star lord → sub lord → sub-sub lord.',
  ],
  [
    'House, cusp',
    'The sky as seen from the birth place is divided into twelve houses, each a matter of life (1st: self, 2nd: money, 7th: partner, 10th: career …). A house begins at its **cusp**, a point of the zodiac computed for the place and moment (Placidus system); it runs to the next cusp. The 1st cusp is the **ascendant** (lagna), the degree rising in the east. Every house number in a response is such a Placidus house, except `vedic_bhava` and `doshas`, which use whole signs (below).',
  ],
  [
    'Cuspal sub lord (CSL)',
    'The sub lord of a house’s cusp. KP’s central rule: an event is promised when the CSL of its house is connected (signifies) one of the houses the event needs (`required_houses`); the houses that would deny it are the `negating_houses`.',
  ],
  [
    'Significator, levels A-D',
    'A planet that “signifies” a house can bring its results. KP grades the link, strongest first: **A** the planet is in the star of a planet occupying the house; **B** the planet occupies the house; **C** the planet is in the star of the house’s owner (the lord of the sign on its cusp); **D** the planet owns the house. Read from a planet: A the house its star lord occupies, B the house it occupies, C the houses its star lord owns, D the houses it owns. A **principal** significator is one of the strongest for that house (A or B, or C and D when the house is empty).',
  ],
  [
    'Node agency',
    'Rahu and Ketu own no sign; they act for (are agents of) the planets conjoined with them, aspecting them, their star lord and their sign lord, and signify those planets’ houses as well as their own.',
  ],
  [
    'Ruling planets',
    'The planets ruling the moment a question is judged, strongest first: the ascendant’s star lord and sign lord, the Moon’s star lord and sign lord, and the lord of the weekday (Rahu or Ketu join as agents of one of them). The ascendant’s and the Moon’s sub lords are reported beside them. KP uses them to confirm a judgment and to time it.',
  ],
  [
    'Dasha levels',
    'The Vimshottari dasha divides a life of 120 years into planetary periods, from the Moon’s nakshatra at birth. The levels, each cut into nine parts of the one above in the same proportions: **mahadasha** (a period of years, e.g. Venus 20 years), **antardasha**, also called **bhukti** (a sub-period), **pratyantardasha**, also called **antara** (a sub-sub-period), and **sookshma** (the next level, horary timing only). A period is named by its lords: Jupiter–Saturn is Saturn’s bhukti in Jupiter’s mahadasha. Dates are local civil dates; a period ends when the next begins.',
  ],
  [
    'Verdicts',
    'The answer of a KP judgment, a fixed set: `STRONGLY_PROMISED` (promised with every testimony agreeing, and the CSL or its star lord rules the running or next dasha period), `PROMISED` (the CSL signifies a required house), `PROMISED_WITH_DELAY` (promised, but a retrograde or Saturn-linked significator delays it), `PROMISED_WITH_OBSTRUCTION` (promised, but the negating houses are signified as strongly: both results come, each in its periods), `WEAK_PROMISE` (promised only through the weakest link, ownership, level D), `REQUIRES_FURTHER_TIMING_CONFIRMATION` (promised, but no bhukti of the coming 20 years is ruled by two of its principal significators), `DENIED` (the CSL signifies no required house). `promise_verdict` is the promise alone, before timing graded it.',
  ],
  [
    'Polarity, favourable',
    'Some events are unwanted (divorce, disease, surgery): for them `DENIED` is the good outcome. `polarity` says which kind an event is, and `favourable` reads the verdict against it.',
  ],
  [
    'Confidence',
    '`WEAK`, `MODERATE` or `STRONG`: how clearly the chart gives its verdict, not a probability. `STRONG` needs every testimony to agree; it is never given when the birth time is within 4 minutes of the cusp’s sub lord changing (`caveat`). Question classification has its own `classification_confidence`, a number 0-1 for how sure the classifier is of the event it chose.',
  ],
  [
    'Basis',
    'Where a method comes from: `KSK` when it is K. S. Krishnamurti’s own rule (the founder of KP, cited by line of his Readers in docs/kp-judgment.md); `sublord method, not from KSK` when it is this project’s own method (the financial and muhurta scoring, TSP reading), so a client can say which is which.',
  ],
  [
    'Horary number, TSP number',
    'A horary (prashna) question is judged from a number 1-249 the person picks, read as one of the 249 subs of the zodiac, for the moment and place it is asked. A TSP number 1-2193 is read the same way from the 2193 sub-subs.',
  ],
  [
    'Panchang, its limbs',
    'The Hindu almanac of a day, its five limbs: **vara** (the weekday, counted from sunrise to sunrise), **tithi** (the lunar day: one of 30 steps of 12° the Moon gains on the Sun; the first 15 are the bright half, **paksha** `Shukla`, the rest the dark half, `Krishna`), **nakshatra** (the Moon’s), **yoga** (one of 27 parts of the Sun’s and Moon’s summed longitudes) and **karana** (half a tithi, one of 11 names).',
  ],
  [
    'Choghadiya, Rahu kalam',
    'Daily time slots of the panchang. **Choghadiya**: day and night each cut into eight slots named `Amrit`, `Shubh`, `Labh`, `Char` (good) or `Udveg`, `Kaal`, `Rog` (bad). **Rahu kalam**, **yamagandam**, **gulika kalam**: one eighth of the daytime each, avoided for new beginnings.',
  ],
  [
    'Muhurta',
    'Electional astrology: choosing a good moment to begin something (a marriage, buying a vehicle). `/muhurta` scans the coming months and ranks windows with a 0-100 score and the reasons for it.',
  ],
  [
    'Whole-sign bhava, dosha',
    'Classical (Parashari) readings that count houses by whole signs: the ascendant’s whole sign is the 1st bhava, the next sign the 2nd. They disagree with KP’s Placidus houses for about half the planets, so `vedic_bhava` and `doshas` carry both numbers and never feed a KP verdict. A **dosha** is a classical affliction: Mangal (Mars) dosha, Kaal Sarpa (all planets on one side of the nodes).',
  ],
  [
    'Ashtakoot',
    'The classical compatibility score of two births out of 36 points, from eight factors (koots) of the two Moons’ signs and nakshatras.',
  ],
];

/** The glossary as Markdown (level-3 headings, one per term). */
export function glossaryMarkdown(): string {
  return GLOSSARY.map(([term, text]) => `### ${term}\n${text}`).join('\n\n');
}

/** docs/glossary.md. */
export function glossaryDocument(): string {
  return `# Glossary

<!-- Generated from src/http/glossary.ts by \`npm run docs:generate\`; do not edit by hand. -->

The words of KP (Krishnamurti Paddhati) and Vedic astrology that the sublord API's fields use, for a
developer who is not an astrologer. The API reference (\`/docs\`) has the same text under Glossary, and
its field descriptions point to it. How a verdict is reached: [kp-judgment.md](kp-judgment.md).

${glossaryMarkdown()}
`;
}
