/** Label lookups over the name tables (names.ts): English is the id itself. */
import { WEEKDAYS } from '../kp/ruling-planets.js';
import type { Graha } from '../types.js';
import { type Lang, NAMES } from './names.js';

export function grahaName(lang: Lang, graha: Graha): string {
  return lang === 'en' ? graha : NAMES[lang].graha[graha];
}

export function weekdayName(lang: Lang, weekday: (typeof WEEKDAYS)[number]): string {
  return lang === 'en' ? weekday : (NAMES[lang].weekday[WEEKDAYS.indexOf(weekday)] ?? weekday);
}
