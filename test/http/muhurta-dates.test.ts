/**
 * Muhurta and financial muhurta over the whole supported date range (issue 20 §3; decisions.md
 * "Date range" 1800-01-01 to 2399-12-31, api-contract "POST /api/v1/muhurta" rule 1), on the real
 * ephemeris and tz database. Properties, for seeded birth dates across the range plus the edges of
 * the 120 Vimshottari years and births just ahead of today:
 * - the answer is a result or a 422 on `birth.birth_date` that says why, never another error (before
 *   the fix: `undefined.endJd` once the scan ran past the last dasha period, a 500);
 * - no window starts before the birth (before: births in 2027-2049 got windows dated before them);
 * - no window ends, or has its best moment, before the reader's present instant (before: a window
 *   that ended 16 hours earlier the same day was offered).
 * Exact comparisons of instants (tolerance: the 1 s resolution of the ISO strings).
 * Bounded: 24 seeded dates and 9 chosen ones; most fall outside the 120 years and answer at once.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { financialMuhurta } from '../../src/app/financial.js';
import { elect, muhurta } from '../../src/app/muhurta.js';
import { withOneEphemeris } from '../../src/app/one-ephemeris.js';
import { DomainError } from '../../src/engine/errors.js';
import { eventById, type KpEvent } from '../../src/engine/kp/events.js';
import { MUHURTA_RULES, type MuhurtaRules } from '../../src/engine/muhurta/rules.js';
import { testCompute } from '../helpers/compute.js';
import { buildTestServer } from '../helpers/server.js';

const deps = testCompute();
const NOW = '2026-11-26T12:00:00Z';
const PLACE = { birth_time: '10:12', latitude: 28.6139, longitude: 77.209 };

/** A seeded sequence of dates in 1800-01-01 .. 2399-12-31 (a linear congruential generator). */
function seededDates(seed: number, count: number): string[] {
  let x = seed;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    const year = 1800 + (x % 600);
    x = (x * 1103515245 + 12345) % 2 ** 31;
    const month = 1 + (x % 12);
    const day = 1 + ((x >> 8) % 28);
    out.push(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
  }
  return out;
}

const CHOSEN = [
  '1800-01-01',
  '1900-01-01', // a company founded in 1900: the reproducer
  '1907-03-01', // its periods end inside the default scan
  '1916-11-26', // 110 years before today
  '1990-07-04',
  '2026-11-27', // tomorrow
  '2027-06-01',
  '2049-01-01',
  '2399-12-31',
];

type Answer = ReturnType<typeof muhurta>;

/** The answer, or the DomainError it refused with (anything else fails the test). */
function attempt(run: () => Answer): Answer | DomainError {
  try {
    return run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
}

function checkAnswer(what: string, birthDate: string, answer: Answer | DomainError): void {
  if (answer instanceof DomainError) {
    assert.equal(answer.field, 'birth.birth_date', `${what}: ${answer.message}`);
    assert.match(answer.message, /(Vimshottari periods that end on|is after the end of the scan)/);
    return;
  }
  const birth = Date.parse(`${birthDate}T${PLACE.birth_time}:00+05:30`);
  const now = Date.parse(NOW);
  for (const w of answer.windows) {
    assert.ok(Date.parse(w.start) >= birth - 1000, `${what}: ${w.start} before the birth`);
    assert.ok(Date.parse(w.end) > now, `${what}: window ended ${w.end}`);
    assert.ok(Date.parse(w.best) >= now - 1000, `${what}: best ${w.best} already past`);
  }
  assert.ok(answer.scanned.from >= '2026-11-26', `${what}: scanned from ${answer.scanned.from}`);
}

describe('every birth date of the supported range answers or refuses on birth_date', () => {
  for (const date of [...CHOSEN, ...seededDates(20261126, 12)]) {
    it(`muhurta, vehicle, born ${date}`, () => {
      const birth = { ...PLACE, birth_date: date };
      checkAnswer(
        date,
        date,
        attempt(() =>
          muhurta(
            deps,
            { birth, event_name: 'vehicle', max_windows: 20, to_date: '2029-11-26' },
            NOW,
          ),
        ),
      );
    });
  }
  for (const date of [...CHOSEN, ...seededDates(7, 12)]) {
    it(`financial muhurta, incorporation, founded ${date}`, () => {
      const birth = { ...PLACE, birth_date: date };
      checkAnswer(
        date,
        date,
        attempt(() =>
          financialMuhurta(deps, { birth, event_name: 'incorporation', max_windows: 20 }, NOW),
        ),
      );
    });
  }
});

describe('no window is offered whose best moment has passed', () => {
  const event = eventById('vehicle') as KpEvent;
  const rules = MUHURTA_RULES.vehicle as MuhurtaRules;
  const birth = { ...PLACE, birth_date: '1990-07-04' };
  const run = (now: string) =>
    withOneEphemeris(deps, (d) =>
      elect(d, { birth, birthField: 'birth', event, rules, maxWindows: 20, now, sunrise: 'hindu' }),
    );
  const iso = (jd: number) => new Date(Math.round((jd - 2440587.5) * 86_400_000)).toISOString();

  it('a window that ended earlier today is gone; one running now has its best still to come', () => {
    // Midnight at the reader's offset (Delhi's, +05:30) of a day, then the same day after a window.
    const atMidnight = run('2026-11-25T18:30:00Z');
    const first = atMidnight.scan.windows[0];
    assert.ok(first !== undefined);
    const endedBy = first.endJd + 1 / 24;
    const later = run(iso(endedBy));
    assert.equal(later.today, atMidnight.today, 'the same calendar day');
    for (const w of later.scan.windows) {
      assert.ok(w.endJd > endedBy, `window ending ${iso(w.endJd)} is offered at ${iso(endedBy)}`);
      assert.ok(w.bestJd >= endedBy, `best ${iso(w.bestJd)} is before ${iso(endedBy)}`);
    }
    // A window running at the present instant keeps only moments still to come.
    const running = later.scan.windows.find((w) => w.endJd - w.startJd > 2 / 24);
    assert.ok(running !== undefined);
    const inside = running.startJd + (running.endJd - running.startJd) * 0.75;
    const during = run(iso(inside));
    const kept = during.scan.windows.find((w) => w.startJd === running.startJd);
    if (kept !== undefined) assert.ok(kept.bestJd >= inside - 1 / 86400);
    for (const w of during.scan.windows) assert.ok(w.bestJd >= inside - 1 / 86400);
  });
});

describe('over HTTP: the old and far-future births get 422, never 500', () => {
  it('1800, 1900 and 2399 on /muhurta and /financial/muhurta', async () => {
    const app = await buildTestServer();
    try {
      for (const url of ['/api/v1/muhurta', '/api/v1/financial/muhurta']) {
        for (const date of ['1800-01-01', '1900-01-01', '2399-12-31']) {
          const event_name = url.includes('financial') ? 'incorporation' : 'vehicle';
          const res = await app.inject({
            method: 'POST',
            url,
            payload: { birth: { ...PLACE, birth_date: date }, event_name },
          });
          assert.equal(res.statusCode, 422, `${url} ${date}: ${res.body}`);
          const body = res.json() as { field_errors: Array<{ field: string }> };
          assert.deepEqual(
            body.field_errors.map((e) => e.field),
            ['birth.birth_date'],
          );
        }
      }
    } finally {
      await app.close();
    }
  });
});
