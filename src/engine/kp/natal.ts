/**
 * The birth chart's 18 natal judgments, one chart agreeing with itself (issue 21 §3).
 *
 * Each event is judged on its own cusp (promise.ts); then a dependent event (events.ts `dependsOn`)
 * follows its parent: when the parent is DENIED the dependent event is DENIED too, rule
 * `parent_denied`, whatever its own cusp says (no divorce without marriage; higher education
 * presupposes education; promotion presupposes a job; settling abroad presupposes going abroad). The
 * reasoning keeps what the event's own cusp gave; an event its own cusp already denies keeps its own
 * rule. A parent that is promised in any grade leaves the
 * dependent event as its own cusp judged it. Parents come before their dependants in the catalog, so one
 * pass in catalog order suffices (checked in test/engine/natal-dependencies.test.ts).
 */

import { BASIS_OURS } from '../basis.js';
import type { Chart } from '../chart/cast.js';
import type { Significators } from '../chart/significators.js';
import { flat } from '../flat-text.js';
import { type KpEvent, NATAL_EVENTS } from './events.js';
import { judgePromise, type PromiseContext, type PromiseJudgment } from './promise.js';
import type { CuspSensitivity } from './sensitivity.js';

export interface NatalContext extends Omit<PromiseContext, 'sensitivity'> {
  /** Birth-time sensitivity of the 12 cusps (index house − 1), when known. */
  sensitivity?: readonly CuspSensitivity[];
}

/** The 18 natal judgments in catalog order, dependencies applied. */
export function natalJudgments(
  chart: Chart,
  sig: Significators,
  context: NatalContext = {},
  events: readonly KpEvent[] = NATAL_EVENTS,
): PromiseJudgment[] {
  const { sensitivity, ...rest } = context;
  const byId = new Map<string, PromiseJudgment>();
  return events.map((event) => {
    const own = judgePromise(chart, sig, event, {
      ...rest,
      ...(sensitivity?.[event.primaryCusp - 1]
        ? { sensitivity: sensitivity[event.primaryCusp - 1] }
        : {}),
    });
    const parent = event.dependsOn ? byId.get(event.dependsOn.event) : undefined;
    const j =
      parent && parent.verdict === 'DENIED' && own.verdict !== 'DENIED'
        ? followParent(own, parent)
        : own;
    byId.set(event.id, j);
    return j;
  });
}

/**
 * One event as the birth chart judges it: its parents first (events.ts `dependsOn`), then the event,
 * so a dependent event follows a denied parent here too (muhurta reports the natal promise this way).
 */
export function natalJudgment(
  chart: Chart,
  sig: Significators,
  event: KpEvent,
  context: NatalContext = {},
): PromiseJudgment {
  const chain: KpEvent[] = [event];
  for (let e = event; e.dependsOn; ) {
    const parent = NATAL_EVENTS.find((x) => x.id === e.dependsOn?.event);
    if (!parent) break;
    chain.unshift(parent);
    e = parent;
  }
  return natalJudgments(chart, sig, context, chain).at(-1) as PromiseJudgment;
}

/** `own` denied because its parent is: the verdict, rule and confidence follow the parent. */
function followParent(own: PromiseJudgment, parent: PromiseJudgment): PromiseJudgment {
  const dep = own.event.dependsOn;
  return {
    ...own,
    verdict: 'DENIED',
    rule: 'parent_denied',
    promise: 'DENIED',
    promiseRule: 'parent_denied',
    // The parent's confidence, but never STRONG on a cusp of its own near a sub lord change.
    confidence:
      own.birthTimeSensitive && parent.confidence === 'STRONG' ? 'MODERATE' : parent.confidence,
    gradeFromTiming: false,
    // The dependency is the project's coherence rule; the own cusp's neighbours no longer decide.
    basis: BASIS_OURS,
    birthTimeVerdictMoves: false,
    reasoning: flat`${own.event.title} presupposes ${parent.event.title.toLowerCase()} (${dep?.reason ?? ''}), which this chart denies, so it is DENIED too. Its own ${ordinalOf(own.event.primaryCusp)} cusp alone would grade ${own.verdict}: ${own.reasoning}`,
  };
}

function ordinalOf(n: number): string {
  const s = n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th';
  return n >= 11 && n <= 13 ? `${n}th` : `${n}${s}`;
}
