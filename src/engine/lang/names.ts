/**
 * Names in the Indian languages of issue 24 §3, as data: the nine grahas (full and the short form
 * drawn in chart cells), the twelve signs, the seven weekdays, and the words a chart picture needs
 * (ascendant, rasi). Ids and enums stay English; these are labels only.
 *
 * Sources, per language (docs/languages.md repeats them): the names are the standard Sanskrit-derived
 * jyotisha terms in each language's own script, with the language's own forms where printed panchangs
 * of that language use them: Malayalam's sign names (Medam, Idavam, Mithunam, Karkatakam, Chingam,
 * Kanni, Thulam, Vrischikam, Dhanu, Makaram, Kumbham, Meenam) and planet names (Chovva for Mars,
 * Vyazham for Jupiter); Tamil's (Sevvai, Vyazhan/Guru, Rishabam, Kadagam); Telugu and Kannada's Kuja for
 * Mars; Marathi's Mangal/Tul with ळ; Bengali's Brihaspati; Kannada's Kataka for Cancer. Weekday
 * names are CLDR's long weekday names in every language (Node's Intl; test/engine/lang-cldr.test.ts),
 * Tamil's and Malayalam's native forms (Nyayiru, Thingal …; Malayalam with -azhcha, Nyayarazhcha …). The short graha forms are the first syllable
 * (akshara) of the full name, the convention of Hindi and Marathi printed kundlis (सू चं मं बु गु शु श रा
 * के); for Tamil, whose charts write longer forms, the first two or three letters as Tamil
 * jathagam charts print them. Every graha and sign table has been compared with named published
 * lists (the Marathi signs only in part; docs/languages.md, "Sources", says which, and what
 * differed): the second pass adopted Kannada ಕಟಕ (was ಕರ್ಕಾಟಕ) and Gujarati ધનુ (was ધન) as the
 * sources write them, and kept Kannada ಕುಜ for Mars and Bengali সূর্য for the Sun, where the sources
 * found write the synonyms ಮಂಗಳ and রবি. The weekdays equal CLDR's long names in all eight
 * languages (test/engine/lang-cldr.test.ts).
 */
import type { Graha } from '../types.js';

/** The languages with tables, beside English (`en`, the default and the ids' own language). */
export const INDIAN_LANGS = ['hi', 'ta', 'te', 'kn', 'ml', 'mr', 'bn', 'gu'] as const;
export type IndianLang = (typeof INDIAN_LANGS)[number];
export const LANGS = ['en', ...INDIAN_LANGS] as const;
export type Lang = (typeof LANGS)[number];

/** Unicode block of each language's script (test/engine/lang-names.test.ts checks every string). */
export const SCRIPT_BLOCKS: Readonly<
  Record<IndianLang, { script: string; from: number; to: number }>
> = Object.freeze({
  hi: { script: 'Devanagari', from: 0x0900, to: 0x097f },
  mr: { script: 'Devanagari', from: 0x0900, to: 0x097f },
  bn: { script: 'Bengali', from: 0x0980, to: 0x09ff },
  gu: { script: 'Gujarati', from: 0x0a80, to: 0x0aff },
  ta: { script: 'Tamil', from: 0x0b80, to: 0x0bff },
  te: { script: 'Telugu', from: 0x0c00, to: 0x0c7f },
  kn: { script: 'Kannada', from: 0x0c80, to: 0x0cff },
  ml: { script: 'Malayalam', from: 0x0d00, to: 0x0d7f },
});

export interface NameTable {
  /** Sun … Ketu, in GRAHAS order. */
  graha: Readonly<Record<Graha, string>>;
  /** The short form drawn in chart cells. */
  grahaShort: Readonly<Record<Graha, string>>;
  /** Aries … Pisces. */
  sign: readonly string[];
  /** Sunday … Saturday. */
  weekday: readonly string[];
  /** The ascendant (lagna). */
  ascendant: string;
  /** The rasi chart's heading. */
  rasi: string;
}

const g = (
  Sun: string,
  Moon: string,
  Mars: string,
  Mercury: string,
  Jupiter: string,
  Venus: string,
  Saturn: string,
  Rahu: string,
  Ketu: string,
): Readonly<Record<Graha, string>> =>
  Object.freeze({ Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu });

export const NAMES: Readonly<Record<IndianLang, NameTable>> = Object.freeze({
  hi: {
    graha: g('सूर्य', 'चंद्र', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि', 'राहु', 'केतु'),
    grahaShort: g('सू', 'चं', 'मं', 'बु', 'गु', 'शु', 'श', 'रा', 'के'),
    sign: ['मेष', 'वृषभ', 'मिथुन', 'कर्क', 'सिंह', 'कन्या', 'तुला', 'वृश्चिक', 'धनु', 'मकर', 'कुंभ', 'मीन'],
    weekday: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
    ascendant: 'लग्न',
    rasi: 'राशि',
  },
  mr: {
    graha: g('सूर्य', 'चंद्र', 'मंगळ', 'बुध', 'गुरू', 'शुक्र', 'शनी', 'राहू', 'केतू'),
    grahaShort: g('सू', 'चं', 'मं', 'बु', 'गु', 'शु', 'श', 'रा', 'के'),
    sign: ['मेष', 'वृषभ', 'मिथुन', 'कर्क', 'सिंह', 'कन्या', 'तूळ', 'वृश्चिक', 'धनु', 'मकर', 'कुंभ', 'मीन'],
    weekday: ['रविवार', 'सोमवार', 'मंगळवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
    ascendant: 'लग्न',
    rasi: 'राशी',
  },
  ta: {
    graha: g('சூரியன்', 'சந்திரன்', 'செவ்வாய்', 'புதன்', 'குரு', 'சுக்கிரன்', 'சனி', 'ராகு', 'கேது'),
    grahaShort: g('சூரி', 'சந்', 'செவ்', 'புத', 'குரு', 'சுக்', 'சனி', 'ராகு', 'கேது'),
    sign: [
      'மேஷம்',
      'ரிஷபம்',
      'மிதுனம்',
      'கடகம்',
      'சிம்மம்',
      'கன்னி',
      'துலாம்',
      'விருச்சிகம்',
      'தனுசு',
      'மகரம்',
      'கும்பம்',
      'மீனம்',
    ],
    weekday: ['ஞாயிறு', 'திங்கள்', 'செவ்வாய்', 'புதன்', 'வியாழன்', 'வெள்ளி', 'சனி'],
    ascendant: 'லக்னம்',
    rasi: 'ராசி',
  },
  te: {
    graha: g('సూర్యుడు', 'చంద్రుడు', 'కుజుడు', 'బుధుడు', 'గురువు', 'శుక్రుడు', 'శని', 'రాహువు', 'కేతువు'),
    grahaShort: g('సూ', 'చం', 'కు', 'బు', 'గు', 'శు', 'శ', 'రా', 'కే'),
    sign: [
      'మేషం',
      'వృషభం',
      'మిథునం',
      'కర్కాటకం',
      'సింహం',
      'కన్య',
      'తుల',
      'వృశ్చికం',
      'ధనుస్సు',
      'మకరం',
      'కుంభం',
      'మీనం',
    ],
    weekday: ['ఆదివారం', 'సోమవారం', 'మంగళవారం', 'బుధవారం', 'గురువారం', 'శుక్రవారం', 'శనివారం'],
    ascendant: 'లగ్నం',
    rasi: 'రాశి',
  },
  kn: {
    graha: g('ಸೂರ್ಯ', 'ಚಂದ್ರ', 'ಕುಜ', 'ಬುಧ', 'ಗುರು', 'ಶುಕ್ರ', 'ಶನಿ', 'ರಾಹು', 'ಕೇತು'),
    grahaShort: g('ಸೂ', 'ಚಂ', 'ಕು', 'ಬು', 'ಗು', 'ಶು', 'ಶ', 'ರಾ', 'ಕೇ'),
    sign: ['ಮೇಷ', 'ವೃಷಭ', 'ಮಿಥುನ', 'ಕಟಕ', 'ಸಿಂಹ', 'ಕನ್ಯಾ', 'ತುಲಾ', 'ವೃಶ್ಚಿಕ', 'ಧನು', 'ಮಕರ', 'ಕುಂಭ', 'ಮೀನ'],
    weekday: ['ಭಾನುವಾರ', 'ಸೋಮವಾರ', 'ಮಂಗಳವಾರ', 'ಬುಧವಾರ', 'ಗುರುವಾರ', 'ಶುಕ್ರವಾರ', 'ಶನಿವಾರ'],
    ascendant: 'ಲಗ್ನ',
    rasi: 'ರಾಶಿ',
  },
  ml: {
    graha: g('സൂര്യൻ', 'ചന്ദ്രൻ', 'ചൊവ്വ', 'ബുധൻ', 'വ്യാഴം', 'ശുക്രൻ', 'ശനി', 'രാഹു', 'കേതു'),
    grahaShort: g('സൂ', 'ച', 'ചൊ', 'ബു', 'വ്യാ', 'ശു', 'ശ', 'രാ', 'കേ'),
    sign: [
      'മേടം',
      'ഇടവം',
      'മിഥുനം',
      'കർക്കടകം',
      'ചിങ്ങം',
      'കന്നി',
      'തുലാം',
      'വൃശ്ചികം',
      'ധനു',
      'മകരം',
      'കുംഭം',
      'മീനം',
    ],
    // CLDR's long forms (Node's Intl), as the other seven languages' weekdays are: the short ഞായർ,
    // ചൊവ്വ … were the planet names for four days (test/engine/lang-cldr.test.ts).
    weekday: ['ഞായറാഴ്‌ച', 'തിങ്കളാഴ്‌ച', 'ചൊവ്വാഴ്‌ച', 'ബുധനാഴ്‌ച', 'വ്യാഴാഴ്‌ച', 'വെള്ളിയാഴ്‌ച', 'ശനിയാഴ്‌ച'],
    ascendant: 'ലഗ്നം',
    rasi: 'രാശി',
  },
  bn: {
    graha: g('সূর্য', 'চন্দ্র', 'মঙ্গল', 'বুধ', 'বৃহস্পতি', 'শুক্র', 'শনি', 'রাহু', 'কেতু'),
    grahaShort: g('সূ', 'চ', 'ম', 'বু', 'বৃ', 'শু', 'শ', 'রা', 'কে'),
    sign: ['মেষ', 'বৃষ', 'মিথুন', 'কর্কট', 'সিংহ', 'কন্যা', 'তুলা', 'বৃশ্চিক', 'ধনু', 'মকর', 'কুম্ভ', 'মীন'],
    weekday: ['রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার', 'শুক্রবার', 'শনিবার'],
    ascendant: 'লগ্ন',
    rasi: 'রাশি',
  },
  gu: {
    graha: g('સૂર્ય', 'ચંદ્ર', 'મંગળ', 'બુધ', 'ગુરુ', 'શુક્ર', 'શનિ', 'રાહુ', 'કેતુ'),
    grahaShort: g('સૂ', 'ચં', 'મં', 'બુ', 'ગુ', 'શુ', 'શ', 'રા', 'કે'),
    sign: ['મેષ', 'વૃષભ', 'મિથુન', 'કર્ક', 'સિંહ', 'કન્યા', 'તુલા', 'વૃશ્ચિક', 'ધનુ', 'મકર', 'કુંભ', 'મીન'],
    weekday: ['રવિવાર', 'સોમવાર', 'મંગળવાર', 'બુધવાર', 'ગુરુવાર', 'શુક્રવાર', 'શનિવાર'],
    ascendant: 'લગ્ન',
    rasi: 'રાશિ',
  },
});
