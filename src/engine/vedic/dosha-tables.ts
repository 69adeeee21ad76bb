/**
 * Fixed tables for the dosha rules: the twelve Kaal Sarpa type names, the Mangal cancellation rules
 * with their sources, and the commonly cited remedies (vedic-techniques.md §3 and §4). Remedies are
 * popular practice, not classical text, and are returned only for a dosha actually found.
 */

/**
 * Kaal Sarpa type by Rahu's whole-sign bhava (index 0 = Rahu in the 1st), §4: order confirmed by
 * PyJHora `dosha_msgs_en.json` key `kala_sarpa`, sitaaronkiduniya.com and kalsarpapooja.com. The
 * first spelling of §4's table is used.
 */
export const KAAL_SARPA_TYPES = Object.freeze([
  'Anant',
  'Kulik',
  'Vasuki',
  'Shankhpal',
  'Padma',
  'Mahapadma',
  'Takshak',
  'Karkotak',
  'Shankhachud',
  'Ghatak',
  'Vishdhar',
  'Sheshnag',
] as const);
export type KaalSarpaType = (typeof KAAL_SARPA_TYPES)[number];

/** Identifiers of the Mangal cancellation rules we apply (§3's table numbering). */
export type MangalCancellationId = 'C1' | 'C2' | 'C3' | 'C4' | 'C5' | 'C6' | 'C7' | 'C8';

/**
 * The classical core (§3): Raman's sign exemptions (C1-C3) and Jupiter's conjunction or aspect (C4).
 * Only these set `cancelled`. With them about two charts in three with Mangal present are cancelled,
 * the contract's figure (api-contract.md, "Rules for doshas" 2; docs/doshas-and-bhava.md).
 */
export const MANGAL_CORE_RULES: readonly MangalCancellationId[] = Object.freeze([
  'C1',
  'C2',
  'C3',
  'C4',
]);
/**
 * The wider rules (C5-C8): single-source or popular modern additions. Reported as `mitigations` with
 * their sources; they never set `cancelled` (with them nine charts in ten would be "cancelled").
 */
export const MANGAL_MITIGATION_RULES: readonly MangalCancellationId[] = Object.freeze([
  'C5',
  'C6',
  'C7',
  'C8',
]);

/**
 * The Mangal cancellation rules applied, with their sources (§3). Rules of §3 NOT applied, and why:
 * C3′ (astromuhurat's alternative sign list) conflicts with C3 and is a variant; C9 (movable sign)
 * only "reduces" in PyJHora; C10 needs the partner's chart; C11 (age 28) is popular, not classical.
 * Within the applied rules we leave out: friend's signs in C1 (only "some add" them), Saturn in C4
 * (PyJHora only), Mercury in C5 ("some"), the vaguer parts of C6 (a strong 7th lord, Moon in a kendra,
 * the girl's-chart Jupiter rule), and the enemy sign in C7 (two popular sources only).
 */
export const MANGAL_CANCELLATION_RULES: Readonly<
  Record<MangalCancellationId, { rule: string; sources: string }>
> = Object.freeze({
  C1: {
    rule: 'Mars in its own sign (Aries, Scorpio) or exalted (Capricorn)',
    sources: 'astromuhurat.com; umastro.com; PyJHora exception 12',
  },
  C2: {
    rule: 'Mars in Leo or Aquarius',
    sources: 'B.V. Raman via VedAstro KujaDosa rule 2.6; PyJHora exception 1',
  },
  C3: {
    rule: 'Mars in the 2nd in Gemini or Virgo, the 4th in Aries or Scorpio, the 7th in Cancer or Capricorn, the 8th in Sagittarius or Pisces, or the 12th in Taurus or Libra',
    sources: 'B.V. Raman via VedAstro KujaDosa rules 2.1–2.5; PyJHora exceptions 2–6',
  },
  C4: {
    rule: 'Jupiter conjoins Mars (same sign) or aspects it',
    sources: 'astromuhurat.com; tempora.ltd; dev.astrologika.in; PyJHora exception 7',
  },
  C5: {
    rule: 'Mars conjoins the Moon (same sign)',
    sources: 'VedAstro KujaDosa rule 2.7; astromuhurat.com; tempora.ltd',
  },
  C6: {
    rule: 'Jupiter or Venus in the lagna (1st bhava)',
    sources: 'VedAstro KujaDosa rule 2.8; PyJHora exception 17; anandsoni.com',
  },
  C7: {
    rule: 'Mars weak: retrograde, combust, debilitated (Cancer) or in rasi sandhi (within 1° of a sign boundary)',
    sources:
      'PyJHora exceptions 8 and 9 (rasi_sandhi_duration 1°); anandsoni.com; bpathshala.code.blog',
  },
  C8: {
    rule: 'Mars is the lagna lord (Aries, Scorpio lagna) or the yogakaraka (Cancer, Leo lagna)',
    sources: 'PyJHora exceptions 10 and 15; bpathshala.code.blog',
  },
});

/** A remedy returned for a dosha found (the contract leaves the element shape to us). */
export interface Remedy {
  dosha: 'mangal' | 'kaal_sarpa';
  remedy: string;
  /** Where the practice is cited; these are popular, not classical, sources. */
  source: string;
}

const MANGAL_SOURCE =
  'popular practice (anandsoni.com, astromuhurat.com, umastro.com); no classical text';
const KAAL_SARPA_SOURCE =
  'popular practice (smartpuja.com, marathigold.com, livetoday.online); no classical text';

/** Commonly cited Mangal remedies (§3), in our words. */
export const MANGAL_REMEDIES: readonly Remedy[] = Object.freeze([
  {
    dosha: 'mangal',
    remedy:
      'Kumbh Vivah: a symbolic marriage to a pot, a peepal tree or an image of Vishnu before the wedding.',
    source: MANGAL_SOURCE,
  },
  {
    dosha: 'mangal',
    remedy: 'Marrying a partner whose chart also carries Mangal dosha.',
    source: MANGAL_SOURCE,
  },
  {
    dosha: 'mangal',
    remedy: 'Mangal shanti or Navagraha puja.',
    source: MANGAL_SOURCE,
  },
  {
    dosha: 'mangal',
    remedy: 'Fasting on Tuesdays and worship of Hanuman (Hanuman Chalisa or Sundarkand).',
    source: MANGAL_SOURCE,
  },
  {
    dosha: 'mangal',
    remedy:
      'Japa of the Mangal mantra, and gifts of red lentils, jaggery or red cloth on Tuesdays.',
    source: MANGAL_SOURCE,
  },
  {
    dosha: 'mangal',
    remedy: 'Red coral, worn only on an astrologer’s advice.',
    source: MANGAL_SOURCE,
  },
]);

/** Commonly cited Kaal Sarpa remedies (§4), in our words. */
export const KAAL_SARPA_REMEDIES: readonly Remedy[] = Object.freeze([
  {
    dosha: 'kaal_sarpa',
    remedy: 'Kaal Sarp dosh nivaran puja, traditionally at Trimbakeshwar or Srikalahasti.',
    source: KAAL_SARPA_SOURCE,
  },
  {
    dosha: 'kaal_sarpa',
    remedy: 'Rahu–Ketu shanti.',
    source: KAAL_SARPA_SOURCE,
  },
  {
    dosha: 'kaal_sarpa',
    remedy: 'Worship of Shiva: Rudrabhishek and japa of the Maha Mrityunjaya mantra.',
    source: KAAL_SARPA_SOURCE,
  },
  {
    dosha: 'kaal_sarpa',
    remedy: 'Nag Panchami puja, or offering a silver or copper pair of snakes at a Shiva temple.',
    source: KAAL_SARPA_SOURCE,
  },
  {
    dosha: 'kaal_sarpa',
    remedy: 'A bath with black sesame seeds.',
    source: KAAL_SARPA_SOURCE,
  },
]);
