/**
 * The classifier against its labelled question sets (written for this project; authority: the
 * labels, each a KP reading of the question by the event catalog's titles and kp-doctrine §3.3 for
 * relatives). Prints a per-event summary (questions, correct, accuracy, what the misses became) and the
 * overall accuracy, and fails below the thresholds stated here:
 *
 * - test/fixtures/questions.json (463 questions, the development set the rule tables were tuned on):
 *   at least 97% overall and 80% for every expected class. It guards against regressions: a rule
 *   edit that breaks wording handled before fails here. 97% leaves room for about a dozen deliberate
 *   trade-offs when the tables change, no more.
 * - test/fixtures/questions-holdout.json (122 questions written after tuning): at least 88% overall.
 *   Its first run, before any rule was changed for it, scored 90.2% (110/122); the threshold sits just
 *   below that untuned figure, so it checks that the classifier still generalises at least as well as
 *   it did to wording it had never seen (docs/questions.md lists the misses).
 * - test/fixtures/questions-holdout-2.json (97 questions written after the first hold-out's fixes):
 *   at least 86% overall; its first run scored 88.7% (86/97), the same argument.
 * - test/fixtures/questions-holdout-3.json (85 casual questions: lower case, no punctuation, SMS
 *   spellings, written after the second hold-out's fixes): at least 84% overall; its first run scored
 *   84.7% (72/85), 87.1% once two labelling slips were corrected (bail for a relative is rotated, as
 *   in the development set).
 *
 * A question counts as correct when ok, notice_kind, event id, the relative (who) and the primary cusp
 * all match; the expected cusp is the catalog's primary cusp counted from the relative's house.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { eventById } from '../../src/engine/kp/events.js';
import { classifyQuestion } from '../../src/engine/question/classify.js';

interface Labelled {
  q: string;
  ok: boolean;
  event: string | null;
  who: string | null;
  notice: 'either_or' | 'multi_question' | null;
  in_india?: boolean;
}

/** kp-doctrine §3.3 (bhava-to-bhava): the house taken as each relative's ascendant. */
const HOUSE_OF: Readonly<Record<string, number>> = {
  spouse: 7,
  mother: 4,
  father: 9,
  child: 5,
  second_child: 7,
  sibling: 3,
  elder_sibling: 11,
  friend: 11,
  mother_in_law: 10,
  father_in_law: 3,
  sibling_in_law: 9,
  maternal_uncle: 6,
  paternal_uncle: 12,
};
/** Events whose catalog houses are already the relative's (not rotated again). */
const NATIVE_FRAME = new Set(['mother', 'father', 'siblings', 'missing_person']);

function load(name: string): Labelled[] {
  return JSON.parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8'));
}

function expectedCusp(x: Labelled): number | null {
  if (!x.ok || x.event === null) return null;
  const ev = eventById(x.event);
  assert.ok(ev, `unknown event ${x.event} in the labels`);
  const from = x.who === null || NATIVE_FRAME.has(x.event) ? 1 : (HOUSE_OF[x.who] ?? 1);
  return ((ev.primaryCusp - 1 + from - 1) % 12) + 1;
}

const classOf = (x: { ok: boolean; event: string | null; notice: string | null }) =>
  x.notice === 'either_or' ? 'either_or' : x.ok ? (x.event ?? 'general') : 'invalid';

interface Outcome {
  accuracy: number;
  perClass: Map<string, { n: number; correct: number; misses: Map<string, number> }>;
  failures: string[];
}

function evaluate(set: readonly Labelled[]): Outcome {
  const perClass = new Map<string, { n: number; correct: number; misses: Map<string, number> }>();
  const failures: string[] = [];
  let correct = 0;
  for (const x of set) {
    const r = classifyQuestion(x.q, { inIndia: x.in_india ?? true });
    const got = {
      ok: r.ok,
      event: r.ok ? r.eventId : null,
      who: r.ok ? (r.relative?.who ?? null) : null,
      notice: r.noticeKind,
      cusp: r.ok ? r.primaryCusp : null,
    };
    const want = { ok: x.ok, event: x.event, who: x.who, notice: x.notice, cusp: expectedCusp(x) };
    const pass = JSON.stringify(got) === JSON.stringify(want);
    const cls = classOf(x);
    const row = perClass.get(cls) ?? { n: 0, correct: 0, misses: new Map<string, number>() };
    row.n++;
    if (pass) {
      row.correct++;
      correct++;
    } else {
      const became =
        classOf({ ok: r.ok, event: r.eventId, notice: r.noticeKind }) +
        (got.who !== want.who ? ` (who ${got.who})` : '') +
        (got.notice !== want.notice && got.notice !== 'either_or' ? ` (${got.notice})` : '');
      row.misses.set(became, (row.misses.get(became) ?? 0) + 1);
      failures.push(`${JSON.stringify(x.q)}: expected ${cls}, got ${became}`);
    }
    perClass.set(cls, row);
  }
  return { accuracy: correct / set.length, perClass, failures };
}

function report(name: string, set: readonly Labelled[], o: Outcome): void {
  const lines = [`${name}: ${set.length} questions, accuracy ${(o.accuracy * 100).toFixed(1)}%`];
  lines.push('class                 n  correct  accuracy  misses became');
  for (const [cls, row] of [...o.perClass.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const misses = [...row.misses.entries()].map(([k, v]) => `${k}×${v}`).join(', ');
    lines.push(
      `${cls.padEnd(20)} ${String(row.n).padStart(3)}  ${String(row.correct).padStart(7)}  ${((row.correct / row.n) * 100).toFixed(0).padStart(7)}%  ${misses}`,
    );
  }
  for (const f of o.failures) lines.push(`  miss: ${f}`);
  console.log(lines.join('\n'));
}

describe('labelled questions', () => {
  it('development set: ≥ 97% overall, ≥ 80% per class, every catalog id covered', () => {
    const set = load('questions.json');
    assert.ok(set.length >= 400, `${set.length} questions`);
    const o = evaluate(set);
    report('questions.json', set, o);
    for (const id of ['general']) assert.ok(o.perClass.has(id));
    for (const cls of ['invalid', 'either_or']) assert.ok(o.perClass.has(cls), cls);
    assert.ok(set.some((x) => x.notice === 'multi_question'));
    assert.ok(o.accuracy >= 0.97, `overall ${o.accuracy}`);
    for (const [cls, row] of o.perClass)
      assert.ok(row.correct / row.n >= 0.8, `${cls}: ${row.correct}/${row.n}`);
  });

  it('every catalog id has at least five labelled questions', async () => {
    const { EVENT_CATALOG } = await import('../../src/engine/kp/events.js');
    const set = load('questions.json');
    for (const ev of EVENT_CATALOG) {
      const n = set.filter((x) => x.event === ev.id && x.notice === null).length;
      assert.ok(n >= 5, `${ev.id}: ${n}`);
    }
  });

  it('second hold-out set: ≥ 86% overall', () => {
    const set = load('questions-holdout-2.json');
    const o = evaluate(set);
    report('questions-holdout-2.json', set, o);
    assert.ok(o.accuracy >= 0.86, `overall ${o.accuracy}`);
  });

  it('third hold-out set: ≥ 84% overall', () => {
    const set = load('questions-holdout-3.json');
    const o = evaluate(set);
    report('questions-holdout-3.json', set, o);
    assert.ok(o.accuracy >= 0.84, `overall ${o.accuracy}`);
  });

  it('hold-out set: ≥ 88% overall', () => {
    const set = load('questions-holdout.json');
    const o = evaluate(set);
    report('questions-holdout.json', set, o);
    assert.ok(o.accuracy >= 0.88, `overall ${o.accuracy}`);
  });
});
