/**
 * Label lookups over the name tables (names.ts, panchang-names.ts, kp-names.ts): English is the id
 * itself. `glossary` builds the `labels` object a response gains for a non-English `lang`: for each
 * kind of name the endpoint returns, every English id of that kind mapped to its label
 * (docs/languages.md, "The rule").
 */
import { VERDICTS } from '../kp/promise.js';
import { WEEKDAYS } from '../kp/ruling-planets.js';
import { GRAHAS, type Graha, SIGNS } from '../types.js';
import { KP_NAMES, MUHURTA_ONLY_EVENT_IDS, NATAL_EVENT_IDS } from './kp-names.js';
import { type IndianLang, type Lang, NAMES } from './names.js';
import { CHOGHADIYA_IDS, CHOGHADIYA_NAMES, LIMB_IDS, LIMB_NAMES } from './panchang-names.js';

export function grahaName(lang: Lang, graha: Graha): string {
  return lang === 'en' ? graha : NAMES[lang].graha[graha];
}

export function weekdayName(lang: Lang, weekday: (typeof WEEKDAYS)[number]): string {
  return lang === 'en' ? weekday : (NAMES[lang].weekday[WEEKDAYS.indexOf(weekday)] ?? weekday);
}

/** The event ids with titles in every language: the 18 natal events, then the muhurta-only ones. */
export const TITLED_EVENT_IDS: readonly string[] = Object.freeze([
  ...NATAL_EVENT_IDS,
  ...MUHURTA_ONLY_EVENT_IDS,
]);

function eventTitles(lang: IndianLang): readonly string[] {
  return [...KP_NAMES[lang].event, ...KP_NAMES[lang].muhurtaEvent];
}

/**
 * The title of a KP event in a language: the 18 natal events and the muhurta events (loan, surgery)
 * have one in every language; any other event of the catalog keeps its English title
 * (docs/languages.md).
 */
export function eventTitle(lang: Lang, id: string, englishTitle: string): string {
  if (lang === 'en') return englishTitle;
  const i = TITLED_EVENT_IDS.indexOf(id);
  return i < 0 ? englishTitle : (eventTitles(lang)[i] ?? englishTitle);
}

/** The kinds of names a response can carry, each a key of `labels`. */
export const LABEL_KINDS = [
  'grahas',
  'signs',
  'nakshatras',
  'weekdays',
  'tithis',
  'pakshas',
  'yogas',
  'karanas',
  'choghadiyas',
  'events',
  'verdicts',
] as const;
export type LabelKind = (typeof LABEL_KINDS)[number];

/** English ids → labels for one kind. */
export type LabelMap = Readonly<Record<string, string>>;

function zip(ids: readonly string[], labels: readonly string[]): LabelMap {
  return Object.freeze(Object.fromEntries(ids.map((id, i) => [id, labels[i] ?? id])));
}

function kindMap(lang: IndianLang, kind: LabelKind): LabelMap {
  const n = NAMES[lang];
  const l = LIMB_NAMES[lang];
  switch (kind) {
    case 'grahas':
      return zip(
        GRAHAS,
        GRAHAS.map((g) => n.graha[g]),
      );
    case 'signs':
      return zip(SIGNS, n.sign);
    case 'nakshatras':
      return zip(LIMB_IDS.nakshatra, l.nakshatra);
    case 'weekdays':
      return zip(WEEKDAYS, n.weekday);
    case 'tithis':
      return zip(LIMB_IDS.tithi, l.tithi);
    case 'pakshas':
      return zip(LIMB_IDS.paksha, l.paksha);
    case 'yogas':
      return zip(LIMB_IDS.yoga, l.yoga);
    case 'karanas':
      return zip(LIMB_IDS.karana, l.karana);
    case 'choghadiyas':
      return zip(CHOGHADIYA_IDS, CHOGHADIYA_NAMES[lang]);
    case 'events':
      return zip(TITLED_EVENT_IDS, eventTitles(lang));
    case 'verdicts':
      return zip(VERDICTS, KP_NAMES[lang].verdict);
  }
}

export type Glossary = { lang: IndianLang } & Partial<Record<LabelKind, LabelMap>>;

/** The `labels` object for a language and the kinds of names an endpoint returns, in LABEL_KINDS order. */
export function glossary(lang: IndianLang, kinds: readonly LabelKind[]): Glossary {
  const out: Record<string, unknown> = { lang };
  for (const kind of LABEL_KINDS) if (kinds.includes(kind)) out[kind] = kindMap(lang, kind);
  return out as Glossary;
}
