/**
 * The muhurta calendar strip (engine/render/muhurta-strip.ts), structurally: one row per calendar
 * month of the scan, one cell per day (month lengths checked against the JavaScript Date calendar, an
 * independent implementation), days covered by a window coloured by its score (the higher where two
 * meet), the rank on the day of each window's best moment, days outside the scan left blank, the colour
 * ramp's ends and monotonic darkening, escaping and byte-identical output.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  RAMP_HIGH,
  RAMP_LOW,
  renderMuhurtaStrip,
  type StripInput,
  scoreColour,
} from '../../src/engine/render/muhurta-strip.js';

const INPUT: StripInput = {
  from: '2026-11-23',
  to: '2027-11-23',
  title: 'Muhurta for job <probe & "x">',
  windows: [
    // Crosses midnight: both days coloured, rank on the best moment's day (the 3rd).
    {
      rank: 1,
      start: '2026-12-03T14:45:13+05:30',
      end: '2026-12-04T07:02:39+05:30',
      best: '2026-12-03T23:34:39+05:30',
      score: 100,
    },
    // Two windows on one day: the higher score colours it, both ranks are written.
    {
      rank: 3,
      start: '2027-02-10T06:00:00+05:30',
      end: '2027-02-10T09:00:00+05:30',
      best: '2027-02-10T07:00:00+05:30',
      score: 80,
    },
    {
      rank: 2,
      start: '2027-02-10T12:00:00+05:30',
      end: '2027-02-10T13:00:00+05:30',
      best: '2027-02-10T12:30:00+05:30',
      score: 92,
    },
  ],
};

/** Every day cell as [date, fill, score or null]. */
function cells(svg: string): [string, string, string | null][] {
  const out: [string, string, string | null][] = [];
  const re =
    /<rect [^>]*fill="(#[0-9a-f]{6})" data-date="(\d{4}-\d\d-\d\d)"(?: data-score="(\d+)")?/g;
  for (let m = re.exec(svg); m !== null; m = re.exec(svg)) {
    out.push([m[2] as string, m[1] as string, m[3] ?? null]);
  }
  return out;
}

function ranks(svg: string): string[] {
  return [...svg.matchAll(/data-rank="([^"]+)"/g)].map((m) => m[1] as string);
}

const luminance = (hex: string) =>
  0.299 * Number.parseInt(hex.slice(1, 3), 16) +
  0.587 * Number.parseInt(hex.slice(3, 5), 16) +
  0.114 * Number.parseInt(hex.slice(5, 7), 16);

describe('muhurta calendar strip', () => {
  const svg = renderMuhurtaStrip(INPUT);
  const all = cells(svg);
  const byDate = new Map(all.map(([d, fill, score]) => [d, { fill, score }]));

  it('draws every day of every month from the scan start to its end, once', () => {
    // 13 calendar months: Nov 2026 to Nov 2027, lengths from the Date calendar.
    let expected = 0;
    for (let i = 0; i < 13; i++) {
      const y = 2026 + Math.floor((10 + i) / 12);
      const m = (10 + i) % 12; // 0-based
      expected += new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
    }
    assert.equal(all.length, expected);
    assert.equal(new Set(all.map(([d]) => d)).size, expected, 'no day twice');
    assert.equal(all[0]?.[0], '2026-11-01');
    assert.equal(all.at(-1)?.[0], '2027-11-30');
    assert.ok(byDate.has('2027-02-28') && !byDate.has('2027-02-29'), '2027 is not a leap year');
    assert.match(svg, />Nov 2026</);
    assert.match(svg, />Nov 2027</);
  });

  it('colours the covered days by score and leaves the rest empty or outside', () => {
    const covered = all.filter(([, , score]) => score !== null).map(([d, , s]) => `${d}=${s}`);
    assert.deepEqual(covered, ['2026-12-03=100', '2026-12-04=100', '2027-02-10=92']);
    assert.equal(byDate.get('2026-12-03')?.fill, scoreColour(100));
    assert.equal(byDate.get('2027-02-10')?.fill, scoreColour(92), 'the higher of the two');
    const before = byDate.get('2026-11-22');
    const inside = byDate.get('2026-11-23');
    const after = byDate.get('2027-11-24');
    assert.ok(before && inside && after);
    assert.notEqual(
      before.fill,
      inside.fill,
      'a day before the scan differs from an empty day in it',
    );
    assert.equal(before.fill, after.fill);
    assert.equal(before.score, null);
  });

  it('writes each rank on the day of its best moment, ranks ascending', () => {
    assert.deepEqual(ranks(svg), ['1', '2,3']);
    const label =
      /<rect x="([\d.]+)" y="([\d.]+)" [^>]*data-date="2026-12-03"[\s\S]*?<text x="([\d.]+)" y="([\d.]+)"[^>]*data-rank="1"/.exec(
        svg,
      );
    assert.ok(label, 'the rank follows its day cell');
    assert.equal(Number(label[3]), Number(label[1]) + 12, 'centred in the cell');
  });

  it('ramps from pale to deep over the documented span, clamped at both ends', () => {
    assert.equal(scoreColour(RAMP_LOW), '#fde9b6');
    assert.equal(scoreColour(RAMP_HIGH), '#1b6e3c');
    assert.equal(scoreColour((RAMP_LOW + RAMP_HIGH) / 2), '#9ccf8f');
    assert.equal(scoreColour(0), scoreColour(RAMP_LOW));
    assert.equal(scoreColour(120), scoreColour(RAMP_HIGH));
    for (let s = RAMP_LOW; s < RAMP_HIGH; s++) {
      assert.ok(luminance(scoreColour(s + 1)) < luminance(scoreColour(s)), `darker at ${s + 1}`);
    }
  });

  it('escapes the title and is byte-identical for the same input', () => {
    assert.ok(svg.includes('Muhurta for job &lt;probe &amp; &quot;x&quot;&gt;'));
    assert.ok(!svg.includes('<probe'));
    assert.equal(renderMuhurtaStrip(structuredClone(INPUT)), svg);
    assert.ok(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 '));
  });

  it('an empty answer is an empty calendar, not an error', () => {
    const empty = renderMuhurtaStrip({ ...INPUT, windows: [] });
    assert.equal(cells(empty).filter(([, , s]) => s !== null).length, 0);
    assert.deepEqual(ranks(empty), []);
  });
});
