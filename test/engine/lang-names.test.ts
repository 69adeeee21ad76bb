/**
 * The §3 name tables (src/engine/lang/names.ts) are complete and in their scripts. Authority: Unicode's
 * block ranges for each script (Devanagari U+0900–097F, Bengali 0980–09FF, Gujarati 0A80–0AFF, Tamil
 * 0B80–0BFF, Telugu 0C00–0C7F, Kannada 0C80–0CFF, Malayalam 0D00–0D7F); the only other characters
 * allowed are ZWJ/ZWNJ (U+200C/U+200D, used in some conjuncts). Exact counts: 9 grahas, 12 signs,
 * 7 weekdays; no empty or duplicate name within a list (two grahas sharing a short label would make a
 * chart ambiguous).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { INDIAN_LANGS, NAMES, SCRIPT_BLOCKS } from '../../src/engine/lang/names.js';
import { GRAHAS } from '../../src/engine/types.js';

function assertScript(lang: (typeof INDIAN_LANGS)[number], s: string, what: string): void {
  const block = SCRIPT_BLOCKS[lang];
  assert.ok(s.length > 0, `${lang} ${what}: empty`);
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    const ok = (c >= block.from && c <= block.to) || c === 0x200c || c === 0x200d;
    assert.ok(
      ok,
      `${lang} ${what} "${s}": U+${c.toString(16).toUpperCase()} is not ${block.script}`,
    );
  }
}

function assertDistinct(list: readonly string[], what: string): void {
  assert.equal(new Set(list).size, list.length, `${what}: a name repeats`);
}

describe('language name tables', () => {
  it('cover the eight languages of issue 24 §3', () => {
    assert.deepEqual([...INDIAN_LANGS].sort(), ['bn', 'gu', 'hi', 'kn', 'ml', 'mr', 'ta', 'te']);
  });
  for (const lang of INDIAN_LANGS) {
    it(`${lang}: complete, distinct, every character in the ${SCRIPT_BLOCKS[lang].script} block`, () => {
      const t = NAMES[lang];
      assert.deepEqual(Object.keys(t.graha).sort(), [...GRAHAS].sort());
      assert.deepEqual(Object.keys(t.grahaShort).sort(), [...GRAHAS].sort());
      assert.equal(t.sign.length, 12);
      assert.equal(t.weekday.length, 7);
      const grahas = GRAHAS.map((g) => t.graha[g]);
      const shorts = GRAHAS.map((g) => t.grahaShort[g]);
      assertDistinct(grahas, `${lang} grahas`);
      assertDistinct(shorts, `${lang} short grahas`);
      assertDistinct(t.sign, `${lang} signs`);
      assertDistinct(t.weekday, `${lang} weekdays`);
      for (const [i, s] of [
        ...grahas,
        ...shorts,
        ...t.sign,
        ...t.weekday,
        t.ascendant,
        t.rasi,
      ].entries()) {
        assertScript(lang, s, `name ${i}`);
      }
    });
  }
});
