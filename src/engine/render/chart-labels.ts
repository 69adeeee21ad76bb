/** A chart picture's labels in a language: English, or the §3 name tables (engine/lang/names.ts). */
import { type Lang, NAMES } from '../lang/names.js';
import { type ChartLabels, ENGLISH_LABELS } from './svg.js';

export function chartLabels(lang: Lang): ChartLabels {
  if (lang === 'en') return ENGLISH_LABELS;
  const t = NAMES[lang];
  return {
    graha: t.grahaShort,
    sign: t.sign,
    signName: t.sign,
    ascendant: t.ascendant,
    rasi: t.rasi,
    lang,
  };
}
