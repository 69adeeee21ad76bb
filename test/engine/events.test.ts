/**
 * The event catalog (src/engine/kp/events.ts): ids and order fixed by decisions.md "Event catalog", and
 * one negation rule for every event (kp-doctrine §5.1: the 12th from each required house) unless the
 * event carries a cited KSK exception.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  EVENT_CATALOG,
  NATAL_EVENTS,
  twelfthFrom,
  twelfthRule,
} from '../../src/engine/kp/events.js';

describe('event catalog', () => {
  // decisions.md's question ids, with politics and reinstatement added by issue 21 §5 (R3 4339, 4064).
  it('keeps the 18 natal ids and the question ids, in order (decisions.md)', () => {
    assert.deepEqual(
      NATAL_EVENTS.map((e) => `${e.id}:${e.primaryCusp}`),
      'marriage:7 divorce:7 children:5 education:4 higher_education:9 job:10 business:7 promotion:10 wealth:2 property:4 vehicle:4 foreign_travel:12 foreign_settlement:12 health:1 litigation:6 love_affair:5 fame:10 inheritance:8'.split(
        ' ',
      ),
    );
    assert.deepEqual(
      EVENT_CATALOG.filter((e) => !e.natal).map((e) => `${e.id}:${e.primaryCusp}`),
      'job_change:10 property_sale:4 loan:6 loan_repayment:12 lost_property:11 missing_person:11 bail:11 surgery:8 disease:6 stock_market:5 donation:12 workplace_trouble:10 gratuity_insurance:8 siblings:3 mother:4 father:9 examination:4 travel:3 politics:10 reinstatement:11 partnership:7 general:11'.split(
        ' ',
      ),
    );
  });

  it('the 12th from a house: 12th from 1 is 12, from 7 is 6', () => {
    assert.equal(twelfthFrom(1), 12);
    assert.equal(twelfthFrom(7), 6);
    assert.deepEqual(twelfthRule([2, 6, 10, 11]), [1, 5, 9]); // 10 (12th from 11) is itself required
  });

  it('every event without an exception negates by the 12th rule; every exception cites its source', () => {
    for (const e of EVENT_CATALOG) {
      if (e.negationRule === 'twelfth_from_required') {
        assert.deepEqual([...e.negating], twelfthRule(e.required), e.id);
        assert.equal(e.negationSource, null, e.id);
        assert.match(e.source, /negation: 12th from each required house/, e.id);
      } else {
        assert.ok((e.negationSource ?? '').length > 10, `${e.id} cites its exception`);
        assert.match(e.source, /negation: KSK exception/, e.id);
      }
      assert.deepEqual(
        e.negating.filter((h) => e.required.includes(h)),
        [],
        `${e.id}: no house both required and negating`,
      );
    }
  });

  it('an exception that adds to the 12th rule keeps the rule’s houses', () => {
    for (const e of EVENT_CATALOG.filter((x) => /12th rule plus/.test(x.negationSource ?? ''))) {
      for (const h of twelfthRule(e.required))
        assert.ok(e.negating.includes(h), `${e.id} keeps ${h}`);
    }
  });

  it('the issue-10 examples: job 1, 5, 9; inheritance and gratuity agree', () => {
    const by = (id: string) => EVENT_CATALOG.find((e) => e.id === id)?.negating;
    assert.deepEqual(by('job'), [1, 5, 9]);
    assert.deepEqual(by('inheritance'), by('gratuity_insurance'));
  });

  // Issue 35 §1: KSK's own rules where he gives one (authority: the raw OCR of KP Reader III, the
  // lines each rule cites; exact house sets).
  it('KSK’s sets: marriage 1, 6, 10 and 12 (R3 4745); business on the 7th (R3 3959); settlement abroad (R3 3564); partnership (R3 3454, 4675-4680)', () => {
    const by = (id: string) => EVENT_CATALOG.find((e) => e.id === id);
    assert.deepEqual(by('marriage')?.negating, [1, 6, 10, 12]);
    assert.equal(by('marriage')?.rule.horaryNegationDenies?.source, 'R3 4745');
    assert.deepEqual(
      [by('business')?.primaryCusp, by('business')?.required, by('business')?.negating],
      [7, [2, 7, 10], [5, 8, 12]],
    );
    assert.deepEqual(by('foreign_settlement')?.required, [6, 9, 10, 12]);
    assert.deepEqual(by('foreign_travel')?.rule.connectedWith, [3, 9]);
    assert.deepEqual(by('health')?.rule.starLordOfCsl, {
      houses: [6, 8, 12],
      signifying: 'denies',
    });
    const p = by('partnership');
    assert.deepEqual(
      [p?.primaryCusp, p?.required, p?.negating],
      [7, [2, 7, 10, 11], [1, 6, 8, 12]],
    );
    assert.equal(p?.rule.badhakaOfPrimaryCusp, true);
  });

  it('docs/kp-judgment.md lists every event’s rule as the catalog has it (one row each)', () => {
    const doc = readFileSync(new URL('../../docs/kp-judgment.md', import.meta.url), 'utf8');
    for (const e of EVENT_CATALOG) {
      const row = doc.split('\n').find((l) => l.startsWith(`| \`${e.id}\` | ${e.primaryCusp} |`));
      assert.ok(row, `a row for ${e.id}`);
      assert.ok(row.includes(`| ${e.rule.source} |`), `${e.id}: ${e.rule.source}`);
      assert.ok(row.endsWith(`| ${e.rule.basis === 'KSK' ? 'KSK' : 'sublord method'} |`), e.id);
    }
  });

  it('every event says whose rule it is, and a KSK rule cites Reader III by line', () => {
    for (const e of EVENT_CATALOG) {
      if (e.rule.basis === 'KSK') assert.match(e.rule.source, /^R3 \d{3,4}/, e.id);
      else assert.equal(e.rule.source, 'sublord method', e.id);
      assert.ok(e.rule.text.length > 40, e.id);
    }
  });
});
