/**
 * `lang` on every JSON endpoint that returns names (issue 24 §3; the rule: docs/languages.md).
 * For each endpoint:
 * - without lang and with lang=en the body is byte-identical (en is the ids' own language);
 * - with hi and ta the body gains `labels` (the glossary) and nothing else changes but the display
 *   titles and meta.input_hash (lang is part of the input); every label is in the language's script;
 * - every English name the plain body carries (a string value or an object key equal to a planet,
 *   sign, nakshatra, weekday, tithi, paksha, yoga, karana, natal event id or verdict) has its kind in
 *   `labels`, so a client can show every name;
 * - an unknown lang is a 422 naming `lang`.
 * Authority: the name tables of src/engine/lang (their own test checks them against Unicode's script
 * blocks); here exact equality, no tolerance.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { glossary, LABEL_KINDS, type LabelKind } from '../../src/engine/lang/labels.js';
import { INDIAN_LANGS, SCRIPT_BLOCKS } from '../../src/engine/lang/names.js';
import { buildTestServer, fieldsOf, postJson } from '../helpers/server.js';

let app: FastifyInstance;
before(async () => {
  app = await buildTestServer();
});
after(async () => {
  await app.close();
});

const DELHI = { latitude: 28.6139, longitude: 77.209 };
const BIRTH = { birth_date: '1990-07-04', birth_time: '10:12', ...DELHI };
const HORARY = {
  question: 'Will I get the new job I applied for?',
  horary_number: 74,
  judgment_date: '2025-01-01',
  judgment_time: '17:30',
  ...DELHI,
};

/** Each endpoint with a valid body. */
const CASES: ReadonlyArray<{
  url: string;
  body: Record<string, unknown>;
  /** Strings that equal an id of some kind but name something else there. */
  notNames?: readonly string[];
}> = [
  { url: '/api/v1/birth-chart', body: { ...BIRTH, as_of: '2025-01-01' } },
  { url: '/api/v1/cuspal-interlinks', body: { ...BIRTH, as_of: '2025-01-01' } },
  { url: '/api/v1/panchang', body: { date: '2025-01-03', ...DELHI } },
  { url: '/api/v1/horary', body: HORARY },
  {
    url: '/api/v1/tsp',
    body: { tsp_number: 1000, judgment_date: '2025-01-01', judgment_time: '17:30', ...DELHI },
  },
  {
    url: '/api/v1/muhurta',
    body: {
      event_name: 'marriage',
      birth: BIRTH,
      max_windows: 2,
    },
  },
  {
    url: '/api/v1/compatibility',
    body: { boy: BIRTH, girl: { ...BIRTH, birth_date: '1992-02-11', birth_time: '06:40' } },
    // Vashya's class "Chatushpada" (quadruped), not the karana: Ashtakoot's classes have no table.
    notNames: ['Chatushpada'],
  },
  { url: '/api/v1/descriptive', body: { question: 'Will my marriage happen soon?', birth: BIRTH } },
  { url: '/api/v1/financial/chart', body: { birth: BIRTH, event_name: 'listing' } },
  {
    url: '/api/v1/financial/muhurta',
    body: { birth: BIRTH, event_name: 'incorporation', max_windows: 2 },
  },
  {
    url: '/api/v1/financial/compare',
    body: {
      original: BIRTH,
      candidate: { ...BIRTH, birth_time: '11:40' },
      event_categories: ['listing'],
    },
  },
];

/** The display-text fields a language rewrites (docs/languages.md); everything else is compared. */
const DISPLAY = new Set(['title', 'event_title', 'category', 'label']);

/** A copy without `labels`, meta.input_hash and the display fields, to compare the rest. */
function comparable(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(comparable);
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      if (k === 'labels' || k === 'input_hash' || DISPLAY.has(k)) continue;
      out[k] = comparable(x);
    }
    return out;
  }
  return v;
}

/** Every English name of a kind (from the Hindi glossary's keys): name → its kinds. */
const KINDS_OF = new Map<string, LabelKind[]>();
for (const [kind, map] of Object.entries(glossary('hi', LABEL_KINDS))) {
  if (kind === 'lang') continue;
  for (const id of Object.keys(map as object)) {
    KINDS_OF.set(id, [...(KINDS_OF.get(id) ?? []), kind as LabelKind]);
  }
}

/** The names of any kind a body carries, as string values or object keys (meta left out). */
function namesIn(v: unknown, out = new Set<string>()): Set<string> {
  if (typeof v === 'string' && KINDS_OF.has(v)) out.add(v);
  else if (Array.isArray(v)) for (const x of v) namesIn(x, out);
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      if (k === 'meta') continue;
      if (KINDS_OF.has(k)) out.add(k);
      namesIn(x, out);
    }
  }
  return out;
}

function assertScript(lang: 'hi' | 'ta', labels: Record<string, unknown>): void {
  const { from, to } = SCRIPT_BLOCKS[lang];
  for (const [kind, map] of Object.entries(labels)) {
    if (kind === 'lang') continue;
    for (const s of Object.values(map as Record<string, string>)) {
      for (const ch of s.replaceAll(' ', '').replace(/[\u200c\u200d]/g, '')) {
        const c = ch.codePointAt(0) ?? 0;
        assert.ok(c >= from && c <= to, `${lang} ${kind} "${s}" leaves its script`);
      }
    }
  }
}

for (const { url, body, notNames = [] } of CASES) {
  describe(`POST ${url} with lang`, () => {
    it('en is the body without lang, byte for byte; hi and ta add labels in their script', async () => {
      const plain = await postJson(app, url, body);
      assert.equal(plain.statusCode, 200, plain.body);
      assert.equal(plain.json().labels, undefined);
      const en = await postJson(app, url, { ...body, lang: 'en' });
      assert.equal(en.statusCode, 200, en.body);
      assert.equal(en.body, plain.body, 'lang=en changes nothing');
      const names = namesIn(plain.json());
      for (const lang of ['hi', 'ta'] as const) {
        const res = await postJson(app, url, { ...body, lang });
        assert.equal(res.statusCode, 200, res.body);
        const b = res.json();
        assert.equal(b.labels?.lang, lang);
        assertScript(lang, b.labels);
        assert.deepEqual(
          comparable(b),
          comparable(plain.json()),
          'only labels, titles and the hash',
        );
        const hashes = (m: unknown): string[] =>
          JSON.stringify(m).match(/"input_hash":"[0-9a-f]+"/g) ?? [];
        assert.notDeepEqual(hashes(b), hashes(plain.json()), 'lang enters input_hash');
        for (const name of names) {
          if (notNames.includes(name)) continue;
          const kinds = KINDS_OF.get(name) ?? [];
          assert.ok(
            kinds.some((k) => b.labels[k]?.[name] !== undefined),
            `"${name}" (${kinds.join('/')}) has no label`,
          );
        }
      }
    });

    it('422 names lang for an unknown language', async () => {
      const res = await postJson(app, url, { ...body, lang: 'fr' });
      assert.equal(res.statusCode, 422, res.body);
      assert.deepEqual(fieldsOf(res.json()), ['lang']);
    });
  });
}

describe('display titles follow lang', () => {
  it('birth-chart: each prediction’s title is the table’s, its event id unchanged', async () => {
    const b = (await postJson(app, '/api/v1/birth-chart', { ...BIRTH, lang: 'hi' })).json();
    const g = glossary('hi', ['events']).events ?? {};
    for (const p of b.predictions) assert.equal(p.title, g[p.event]);
    assert.equal(b.predictions[0].event, 'marriage');
    assert.equal(b.predictions[0].title, 'विवाह');
  });
  it('panchang (Delhi, 2025-01-03, a Friday): vara stays Friday and labels.weekdays gives शुक्रवार', async () => {
    const b = (
      await postJson(app, '/api/v1/panchang', { date: '2025-01-03', ...DELHI, lang: 'hi' })
    ).json();
    assert.equal(b.vara, 'Friday');
    assert.equal(b.labels.weekdays[b.vara], 'शुक्रवार');
    assert.equal(b.labels.tithis[b.tithi.name].length > 0, true);
  });
});

describe('labels without gaps (issue 36 §5)', () => {
  it('GET /muhurta/events: every label is written in each of the eight languages', async () => {
    const en = (await app.inject('/api/v1/muhurta/events')).json().events as Array<
      Record<string, string>
    >;
    for (const lang of INDIAN_LANGS) {
      const events = (await app.inject(`/api/v1/muhurta/events?lang=${lang}`)).json().events;
      for (const [i, e] of (events as Array<Record<string, string>>).entries())
        assert.notEqual(e.label, en[i]?.label, `${lang} ${e.id} is still English`);
    }
  });
  it('panchang: labels.choghadiyas names every day and night slot', async () => {
    const b = (
      await postJson(app, '/api/v1/panchang', { date: '2025-01-03', ...DELHI, lang: 'gu' })
    ).json();
    const slots = [...b.auspicious.choghadiya.day, ...b.auspicious.choghadiya.night];
    assert.equal(slots.length, 16);
    for (const slot of slots) assert.ok(b.labels.choghadiyas[slot.name], slot.name);
    assert.equal(b.labels.choghadiyas.Amrit, 'અમૃત');
  });
});

describe('GET lists with ?lang', () => {
  for (const [url, field] of [
    ['/api/v1/event-catalog', 'title'],
    ['/api/v1/muhurta/events', 'label'],
  ] as const) {
    it(`${url}: en unchanged, hi titles for the natal events, ids unchanged, 422 names lang`, async () => {
      const plain = await app.inject(url);
      assert.equal(plain.statusCode, 200);
      const en = await app.inject(`${url}?lang=en`);
      assert.equal(en.body, plain.body, 'lang=en changes nothing');
      const hi = (await app.inject(`${url}?lang=hi`)).json();
      const events = glossary('hi', ['events']).events ?? {};
      const before = plain.json().events as Array<Record<string, string>>;
      assert.deepEqual(
        hi.events.map((e: { id: string }) => e.id),
        before.map((e) => e.id),
      );
      let translated = 0;
      for (const [i, e] of (hi.events as Array<Record<string, string>>).entries()) {
        const id = e.id as string;
        // A financial event shares no title with the natal table, even under the same id (litigation).
        const natal = e.domain !== 'financial' ? events[id] : undefined;
        const expected = natal ?? before[i]?.[field];
        assert.equal(e[field], expected, id);
        if (natal !== undefined) translated++;
      }
      assert.ok(translated > 0, 'some titles are written in Hindi');
      const bad = await app.inject(`${url}?lang=fr`);
      assert.equal(bad.statusCode, 422, bad.body);
      assert.deepEqual(fieldsOf(bad.json()), ['lang']);
    });
  }
});
