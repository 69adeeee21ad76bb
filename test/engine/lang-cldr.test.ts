/**
 * The language tables against CLDR, through Node's Intl (issue 36 §5). Authority: the Unicode CLDR data
 * bundled with the pinned Node (26.12.1: ICU 78, CLDR 48; `.node-version`), which has, of our words,
 * the weekday names: every language's weekdays must be CLDR's long forms, exactly. CLDR has no
 * planet, sign, nakshatra, tithi, yoga, karana, choghadiya, event or verdict names; where those come
 * from is docs/languages.md. (Malayalam's weekdays were CLDR's short forms, four of them the planets'
 * names; Tamil's long forms are the planets' names in CLDR too, செவ்வாய் for Mars and Tuesday.) Also
 * each language writes its compound nakshatras (Purva and Uttara Phalguni, Ashadha, Bhadrapada) all
 * joined or all spaced, never both (Kannada spaced two of six). Tolerance: none.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { WEEKDAYS } from '../../src/engine/kp/ruling-planets.js';
import { INDIAN_LANGS, NAMES } from '../../src/engine/lang/names.js';
import { LIMB_IDS, LIMB_NAMES } from '../../src/engine/lang/panchang-names.js';

/** CLDR's long weekday names, Sunday first (2023-01-01 was a Sunday). */
function cldrWeekdays(lang: string): string[] {
  const format = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' });
  return WEEKDAYS.map((_, i) => format.format(new Date(Date.UTC(2023, 0, 1 + i))));
}

describe('against CLDR', () => {
  it('Node carries CLDR data for every language (not an English fallback)', () => {
    for (const lang of INDIAN_LANGS)
      assert.equal(new Intl.DateTimeFormat(lang).resolvedOptions().locale, lang, lang);
  });
  for (const lang of INDIAN_LANGS)
    it(`${lang}: the weekdays are CLDR's long names`, () => {
      assert.deepEqual(NAMES[lang].weekday, cldrWeekdays(lang));
    });
});

describe('no gaps between the tables', () => {
  for (const lang of INDIAN_LANGS) {
    it(`${lang}: the compound nakshatras are written one way`, () => {
      const compound = LIMB_IDS.nakshatra
        .map((id, i) => [id, LIMB_NAMES[lang].nakshatra[i] ?? ''] as const)
        .filter(([id]) => /^(Purva|Uttara) /.test(id));
      assert.equal(compound.length, 6);
      const spaced = compound.filter(([, name]) => name.includes(' '));
      assert.ok(
        spaced.length === 0 || spaced.length === compound.length,
        `${lang}: ${spaced.map(([, n]) => n).join(', ')} spaced, the others joined`,
      );
    });
  }
});
