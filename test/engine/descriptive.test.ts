/**
 * Descriptive readings on constructed charts (table ephemeris), against kp-doctrine §7: the chain
 * cusp sub lord → its star lord → the sign it occupies; height groups (tall Gemini/Leo/Sagittarius/
 * Aquarius, average Aries/Virgo/Libra/Scorpio, short Taurus/Cancer/Capricorn/Pisces); sign gender and
 * element direction (§7.2); planet age, colour, direction (§7.1); aspects to the cusp (Jupiter
 * overweight, Saturn thin); `ask` filtering; facets with agreement; empty results.
 *
 * Chart: equal 30° houses from 0° Aries, the 7th cusp in Libra's Jupiter sub (row 139, Vishakha);
 * Jupiter at Aries 20° (Bharani, Venus's star); Venus at Sagittarius 10° (Mula) — so the chain is
 * 7th CSL Jupiter → star lord Venus → Sagittarius.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { castChart } from '../../src/engine/chart/cast.js';
import { significators } from '../../src/engine/chart/significators.js';
import { FACET_TABLES } from '../../src/engine/descriptive/facets.js';
import { kindsOfAsk, readDescriptive } from '../../src/engine/descriptive/read.js';
import { SIGN_TRAITS } from '../../src/engine/descriptive/tables.js';
import { DEFAULT_SETTINGS, type Graha, SIGNS } from '../../src/engine/types.js';
import { horaryRow } from '../../src/engine/zodiac/kp-subs.js';
import { createTableEphemeris, type TableBody } from '../../src/ephemeris/table.js';

const GRAHAS: Record<Exclude<Graha, 'Ketu'>, TableBody> = {
  Sun: { longitude: 125 },
  Moon: { longitude: 95 },
  Mars: { longitude: 65 },
  Mercury: { longitude: 155 },
  Jupiter: { longitude: 20 }, // Aries 20°, Bharani (Venus), aspects Libra (7th from Aries)
  Venus: { longitude: 250 }, // Sagittarius 10°, Mula
  Saturn: { longitude: 305 }, // Aquarius 5°
  Rahu: { longitude: 45, speed: -0.053 },
};

function chart() {
  const row = horaryRow(139);
  assert.equal(`${row.sign} ${row.subLord}`, 'Libra Jupiter');
  const cusps = Array.from({ length: 12 }, (_, i) => i * 30);
  cusps[6] = (row.start + row.end) / 2;
  const c = castChart(
    createTableEphemeris({ grahas: GRAHAS, cusps }),
    2451545,
    20,
    80,
    DEFAULT_SETTINGS,
  );
  return { chart: c, sig: significators(c) };
}

describe('descriptive indications (kp-doctrine §7)', () => {
  const { chart: c, sig } = chart();
  const r = readDescriptive({ chart: c, sig, cusp: 7, isPerson: true, eventId: 'marriage' });
  const trait = (kind: string) => r.indications.filter((i) => i.kind === kind);

  it('reads the chain 7th CSL Jupiter → star lord Venus → Sagittarius', () => {
    assert.equal(r.cuspalSubLord, 'Jupiter');
    assert.equal(r.starLord, 'Venus');
    assert.equal(r.starLordSign, 'Sagittarius');
  });
  it('stature from the sign group: Sagittarius is tall', () => {
    assert.deepEqual(
      trait('stature').map((i) => [i.trait, i.planet, i.sign]),
      [['tall', 'Venus', 'Sagittarius']],
    );
  });
  it('gender from the sign, age and colour from the star lord, direction from both', () => {
    assert.equal(trait('gender')[0]?.trait, 'male');
    assert.equal(trait('age')[0]?.trait, 'young adult');
    assert.equal(trait('colour')[0]?.trait, 'white, cream or ivory');
    assert.deepEqual(
      trait('direction').map((i) => i.trait),
      ['east', 'south-east'],
    );
  });
  it('build from planets aspecting the cusp: Jupiter in Aries aspects Libra → overweight', () => {
    const build = trait('build');
    assert.ok(build.some((i) => i.planet === 'Jupiter' && i.trait === 'overweight'));
    assert.ok(!build.some((i) => i.planet === 'Venus'), 'Venus has no build rule');
  });
  it('height groups cover the twelve signs as §7 lists them', () => {
    const groups = { tall: [] as string[], average: [] as string[], short: [] as string[] };
    for (const s of SIGNS) groups[SIGN_TRAITS[s].height].push(s);
    assert.deepEqual(groups, {
      tall: ['Gemini', 'Leo', 'Sagittarius', 'Aquarius'],
      average: ['Aries', 'Virgo', 'Libra', 'Scorpio'],
      short: ['Taurus', 'Cancer', 'Capricorn', 'Pisces'],
    });
  });
});

describe('ask, can_ask and empty results', () => {
  const { chart: c, sig } = chart();
  it('an ask selects kinds; a person-only kind is not offered for a thing', () => {
    assert.deepEqual(kindsOfAsk('How tall is he?'), ['stature']);
    const thing = readDescriptive({
      chart: c,
      sig,
      cusp: 7,
      isPerson: false,
      eventId: 'lost_property',
      ask: 'how tall?',
    });
    assert.deepEqual(thing.indications, []);
    assert.ok(!thing.canAsk.some((k) => k.kind === 'stature'));
    const dir = readDescriptive({
      chart: c,
      sig,
      cusp: 7,
      isPerson: false,
      eventId: 'x',
      ask: 'Where should I look?',
    });
    assert.ok(dir.indications.length > 0 && dir.indications.every((i) => i.kind === 'direction'));
  });
  it('an unknown ask gives no indication; an event without a table gives no facet', () => {
    const r = readDescriptive({
      chart: c,
      sig,
      cusp: 7,
      isPerson: true,
      eventId: 'marriage',
      ask: 'qqq',
    });
    assert.deepEqual(r.askedKinds, []);
    assert.deepEqual(r.indications, []);
    assert.equal(r.hasFacetTable, false);
    assert.deepEqual(r.facets, []);
  });
});

describe('facets', () => {
  it('covers the sixteen events of decisions.md', () => {
    assert.deepEqual(
      Object.keys(FACET_TABLES).sort(),
      [
        'bail',
        'donation',
        'foreign_travel',
        'gratuity_insurance',
        'health',
        'inheritance',
        'litigation',
        'loan',
        'lost_property',
        'missing_person',
        'promotion',
        'property',
        'stock_market',
        'surgery',
        'vehicle',
        'workplace_trouble',
      ].sort(),
    );
  });
  it('agreement counts the facet houses the CSL signifies; unseen facets are left out', () => {
    const { chart: c, sig } = chart();
    const p = sig.planets.Jupiter;
    const signified = new Set([...p.a, ...p.b, ...p.c, ...p.d]);
    const r = readDescriptive({ chart: c, sig, cusp: 7, isPerson: false, eventId: 'litigation' });
    for (const facet of FACET_TABLES.litigation ?? []) {
      const shown = facet.houses.filter((h) => signified.has(h)).length;
      const read = r.facets.find((f) => f.id === facet.id);
      if (shown === 0) assert.equal(read, undefined, facet.id);
      else {
        assert.equal(read?.agreement, shown, facet.id);
        assert.match(read?.because ?? '', /Jupiter/);
      }
    }
  });
});
