/**
 * Oracle test for src/geo (coordinates → zone → historical offset → local wall time to UTC).
 *
 * Authority: the tz database installed on this machine at test time (or the one TZDIR points at),
 * as read by glibc's `zdump -v` (independent of our TZif reader): test/oracle/tz-zdump.ts runs it
 * over the zones and years under test (1800–2400) and derives the expected readings. No copy of
 * one tzdata release is stored, so the test holds on any release. The zone of each place is
 * written there by hand. Tolerance: none. Offsets, instants, statuses and zone ids must be exactly
 * equal; the maximum error is printed (0 s).
 *
 * Run: node --import ./scripts/ts-sources.mjs --test test/oracle/tz.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { DomainError } from '../../src/engine/errors.js';
import { epochFromUtcInstant, utcInstantFromEpoch } from '../../src/geo/civil.js';
import { fixedOffsetLabel, localFromEpoch, resolveLocalTime } from '../../src/geo/local-time.js';
import { DEFAULT_ZONEINFO_DIR, parseTzif } from '../../src/geo/tzif.js';
import { createZoneRules } from '../../src/geo/zones.js';
import {
  CASES,
  type Expected,
  expectedReading,
  periodsFrom,
  type Sample,
  tzdataVersion,
  wallSeconds,
  zdumpFixedOffset,
  zdumpSamples,
  zdumpVersion,
} from './tz-zdump.js';

const zoneinfoDir = process.env.TZDIR || DEFAULT_ZONEINFO_DIR;
const rules = createZoneRules({ zoneinfoDir });

// The oracle, computed now from the installed database.
const samples = new Map<string, Sample[]>();
for (const c of CASES) if (!samples.has(c.zone)) samples.set(c.zone, zdumpSamples(c.zone));
const cases = CASES.map((c) => {
  const zoneSamples = samples.get(c.zone) ?? [];
  const periods =
    zoneSamples.length > 0
      ? periodsFrom(zoneSamples)
      : [{ start: -Infinity, end: Infinity, offset: zdumpFixedOffset(c.zone) }];
  return { ...c, expected: expectedReading(periods, wallSeconds(c.date, c.time)) as Expected };
});
const installed = tzdataVersion(zoneinfoDir);

describe(`tz vs zdump at test time (${zdumpVersion()}, tzdata ${installed}; exact)`, () => {
  it('reads the same tz database as zdump', () => {
    assert.equal(rules.source, 'tzif');
    assert.equal(rules.tzVersion, installed);
  });

  it(`resolves all ${cases.length} place/date cases exactly`, (t) => {
    const failures: string[] = [];
    let maxError = 0;
    for (const c of cases) {
      const label = `${c.place} ${c.date} ${c.time} (${c.note})`;
      const fromPlace = resolveLocalTime(
        { date: c.date, time: c.time, latitude: c.latitude, longitude: c.longitude },
        rules,
      );
      const fromZone = resolveLocalTime(
        { date: c.date, time: c.time, latitude: 0, longitude: 0, timezone: c.zone },
        rules,
      );
      for (const r of [fromPlace, fromZone]) {
        const offsetSeconds = Math.round(r.utcOffsetHours * 3600);
        maxError = Math.max(
          maxError,
          Math.abs(offsetSeconds - c.expected.offsetSeconds),
          Math.abs(r.epochSeconds - c.expected.epochSeconds),
        );
        if (r.timezone !== c.zone) failures.push(`${label}: zone ${r.timezone}, want ${c.zone}`);
        if (r.utcOffsetHours !== c.expected.offsetSeconds / 3600) {
          failures.push(`${label}: offset ${offsetSeconds} s, want ${c.expected.offsetSeconds} s`);
        }
        if (r.epochSeconds !== c.expected.epochSeconds) {
          failures.push(`${label}: epoch ${r.epochSeconds}, want ${c.expected.epochSeconds}`);
        }
        if (epochFromUtcInstant(r.utc) !== c.expected.epochSeconds) {
          failures.push(`${label}: utc ${JSON.stringify(r.utc)} disagrees with the epoch`);
        }
        if (r.localTimeStatus !== c.expected.status) {
          failures.push(`${label}: status ${r.localTimeStatus}, want ${c.expected.status}`);
        }
      }
    }
    t.diagnostic(`${cases.length} cases, max error ${maxError} s`);
    console.log(`tz oracle: ${cases.length} cases, max error ${maxError} s`);
    assert.deepEqual(failures, []);
  });

  it('matches every zdump transition sample (both sides of each change, 1800-2400)', (t) => {
    const failures: string[] = [];
    let count = 0;
    let maxError = 0;
    for (const [zone, zoneSamples] of samples) {
      for (const [epoch, offset] of zoneSamples) {
        const got = rules.offsetSecondsAt(zone, epoch);
        count++;
        maxError = Math.max(maxError, Math.abs(got - offset));
        if (got !== offset && failures.length < 20) {
          failures.push(`${zone} @ ${epoch}: ${got} s, want ${offset} s`);
        }
      }
    }
    t.diagnostic(`${count} samples, max error ${maxError} s`);
    console.log(`tz oracle: ${count} zdump samples, max error ${maxError} s`);
    assert.ok(count > 10_000, 'zdump should print the full transition history');
    assert.deepEqual(failures, []);
  });

  it('shows resolved instants back on the wall clock (localFromEpoch)', () => {
    for (const c of cases) {
      if (c.expected.status === 'nonexistent') continue;
      const local = localFromEpoch(c.expected.epochSeconds, c.zone, rules);
      const wantTime = c.time.length === 5 ? `${c.time}:00` : c.time;
      assert.deepEqual(
        local,
        { date: c.date, time: wantTime, offsetSeconds: c.expected.offsetSeconds },
        `${c.place} ${c.date} ${c.time}`,
      );
    }
  });
});

describe('local-time policy', () => {
  const delhi = { date: '2024-07-01', time: '12:00', latitude: 28.6139, longitude: 77.209 };

  it('utcOffsetHours beats timezone beats the coordinate lookup', () => {
    const lookedUp = resolveLocalTime(delhi, rules);
    assert.equal(lookedUp.timezone, 'Asia/Kolkata');
    assert.equal(lookedUp.utcOffsetHours, 5.5);

    const zoned = resolveLocalTime({ ...delhi, timezone: 'America/New_York' }, rules);
    assert.equal(zoned.timezone, 'America/New_York');
    assert.equal(zoned.utcOffsetHours, -4);

    const fixed = resolveLocalTime(
      { ...delhi, timezone: 'America/New_York', utcOffsetHours: 5.75 },
      rules,
    );
    assert.equal(fixed.timezone, 'UTC+05:45');
    assert.equal(fixed.utcOffsetHours, 5.75);
    assert.equal(fixed.localTimeStatus, 'ok');
    assert.deepEqual(fixed.utc, { year: 2024, month: 7, day: 1, hour: 6, minute: 15, second: 0 });
  });

  it('keeps the applied offset at full precision (whole seconds / 3600)', () => {
    const madras = resolveLocalTime({ ...delhi, utcOffsetHours: 5.3528 }, rules);
    assert.equal(madras.timezone, 'UTC+05:21:10');
    assert.equal(madras.utcOffsetHours, 19_270 / 3600);
    const amsterdam = resolveLocalTime({ ...delhi, utcOffsetHours: 1 / 3 }, rules);
    assert.equal(amsterdam.utcOffsetHours, 1200 / 3600);
    assert.equal(fixedOffsetLabel(-16_200), 'UTC-04:30');
    assert.equal(fixedOffsetLabel(0), 'UTC+00:00');
    assert.deepEqual(localFromEpoch(madras.epochSeconds, madras.timezone, rules), {
      date: '2024-07-01',
      time: '12:00:00',
      offsetSeconds: 19_270,
    });
  });

  it('accepts zone ids case-insensitively and echoes the database spelling', () => {
    const r = resolveLocalTime({ ...delhi, timezone: 'asia/calcutta' }, rules);
    assert.equal(r.timezone, 'Asia/Calcutta');
    assert.equal(r.utcOffsetHours, 5.5);
    assert.equal(rules.isValidZone('Europe/Oslo'), true);
  });

  it('rejects an unknown timezone with a DomainError on field "timezone"', () => {
    for (const timezone of ['Mars/Olympus_Mons', '../../etc/passwd', '+05:30', 'zone.tab', '']) {
      assert.equal(rules.isValidZone(timezone), false, timezone);
      assert.throws(
        () => resolveLocalTime({ ...delhi, timezone }, rules),
        (e: unknown) =>
          e instanceof DomainError && e.code === 'UNKNOWN_TIMEZONE' && e.field === 'timezone',
        timezone,
      );
    }
  });

  it('rejects impossible dates, times and offsets', () => {
    const code = (f: () => unknown, want: string, field: string) =>
      assert.throws(
        f,
        (e: unknown) => e instanceof DomainError && e.code === want && e.field === field,
      );
    code(() => resolveLocalTime({ ...delhi, date: '2023-02-29' }, rules), 'INVALID_DATE', 'date');
    code(() => resolveLocalTime({ ...delhi, date: '1984-6-21' }, rules), 'INVALID_DATE', 'date');
    code(() => resolveLocalTime({ ...delhi, time: '24:00' }, rules), 'INVALID_TIME', 'time');
    code(
      () => resolveLocalTime({ ...delhi, utcOffsetHours: 14.5 }, rules),
      'INVALID_UTC_OFFSET',
      'utc_offset_hours',
    );
    code(() => resolveLocalTime({ ...delhi, latitude: 91 }, rules), 'INVALID_LATITUDE', 'latitude');
    // 2024 is a leap year: Feb 29 exists.
    assert.equal(resolveLocalTime({ ...delhi, date: '2024-02-29' }, rules).localTimeStatus, 'ok');
  });

  it('uses the POSIX footer rule after the last stored transition (New York 2300-07-01 is -4)', () => {
    const ny = parseTzif(readFileSync(join(zoneinfoDir, 'America/New_York')));
    const epoch = epochFromUtcInstant({
      year: 2300,
      month: 7,
      day: 1,
      hour: 16,
      minute: 0,
      second: 0,
    });
    const last = ny.transitions[ny.transitions.length - 1] ?? Number.POSITIVE_INFINITY;
    assert.ok(ny.footer !== null && epoch > last, 'the instant lies beyond the stored transitions');
    assert.equal(rules.offsetSecondsAt('America/New_York', epoch), -4 * 3600);
    const r = resolveLocalTime(
      { date: '2300-07-01', time: '12:00', latitude: 40.7128, longitude: -74.006 },
      rules,
    );
    assert.equal(r.utcOffsetHours, -4);
  });

  it('a parsed zone keeps none of its file (issue 37 §7: 64 KB a zone were retained)', () => {
    // Authority: the typed arrays' own byte lengths. The file's Buffer must not be reachable from
    // the zone: every array the zone holds owns exactly its own bytes.
    const ny = parseTzif(readFileSync(join(zoneinfoDir, 'America/New_York')));
    for (const [name, array] of Object.entries({
      transitions: ny.transitions,
      offsetsAfter: ny.offsetsAfter,
      typesAfter: ny.typesAfter,
    })) {
      assert.ok(array.length > 0, `${name} is filled`);
      assert.equal(array.buffer.byteLength, array.byteLength, `${name} owns only its bytes`);
    }
  });

  it('civil helpers round-trip, including before 1970 and fractional seconds', () => {
    for (const epoch of [-5_364_662_400, -1, 0, 951_782_400, 13_569_465_599.5]) {
      assert.equal(epochFromUtcInstant(utcInstantFromEpoch(epoch)), epoch);
    }
    assert.deepEqual(utcInstantFromEpoch(-5_364_662_400), {
      year: 1800,
      month: 1,
      day: 1,
      hour: 0,
      minute: 0,
      second: 0,
    });
  });
});

describe('Intl fallback (no zoneinfo directory)', () => {
  const intl = createZoneRules({ zoneinfoDir: '/nonexistent/zoneinfo' });

  it('reports its source and the runtime tz version', () => {
    assert.equal(intl.source, 'intl');
    assert.equal(intl.tzVersion, process.versions.tz ?? 'unknown');
  });

  it('gives modern offsets and the same gap/overlap policy', () => {
    const june2024 = epochFromUtcInstant({
      year: 2024,
      month: 6,
      day: 1,
      hour: 0,
      minute: 0,
      second: 0,
    });
    assert.equal(intl.offsetSecondsAt('Asia/Kolkata', june2024), 19_800);
    assert.equal(intl.offsetSecondsAt('Australia/Lord_Howe', june2024), 37_800);
    assert.equal(intl.zoneSource('Asia/Kolkata'), 'intl');
    const nyc = { latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };
    const gap = resolveLocalTime({ ...nyc, date: '2024-03-10', time: '02:30' }, intl);
    assert.deepEqual([gap.localTimeStatus, gap.utcOffsetHours], ['nonexistent', -5]);
    const overlap = resolveLocalTime({ ...nyc, date: '2024-11-03', time: '01:30' }, intl);
    assert.deepEqual([overlap.localTimeStatus, overlap.utcOffsetHours], ['ambiguous', -4]);
    assert.throws(
      () =>
        resolveLocalTime(
          { ...nyc, timezone: 'Nowhere/Land', date: '2024-01-01', time: '00:00' },
          intl,
        ),
      DomainError,
    );
  });
});
