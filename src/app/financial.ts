/**
 * Use cases: POST /api/v1/financial/chart, /financial/muhurta and /financial/compare (decisions.md
 * "Muhurta and financial"): an entity's founding, listing or deal moment is read as its birth and judged
 * by the natal promise engine. The financial house groups, the entity reading and the compare ordering
 * are the project's own method, not KSK's (`basis`, issue 21 §6; docs/muhurta-and-financial.md). Each is a plain synchronous function of (deps, body, now|today).
 */

import { BASIS_OURS } from '../engine/basis.js';
import { DomainError } from '../engine/errors.js';
import {
  FINANCIAL_EVENT_IDS,
  type FinancialEvent,
  financialEventById,
} from '../engine/financial/events.js';
import { FINANCIAL_MUHURTA_RULES } from '../engine/financial/rules.js';
import { flat } from '../engine/flat-text.js';
import { judgePromise, type PromiseJudgment } from '../engine/kp/promise.js';
import { cuspSensitivity } from '../engine/kp/sensitivity.js';
import type { LabelKind } from '../engine/lang/labels.js';
import type { Lang } from '../engine/lang/names.js';
import type { MuhurtaRules } from '../engine/muhurta/rules.js';
import { DEFAULT_SUNRISE, type SunriseConvention } from '../engine/transit/sun-days.js';
import type { ComputeDeps } from './deps.js';
import { labelLang, withLabels } from './labels.js';
import { round } from './meta.js';
import { echoedTimezone } from './moment.js';
import { DEFAULT_MAX_WINDOWS, elect, electionResponse, type NestedBirth } from './muhurta.js';
import { type Natal, natal } from './natal.js';
import { withOneEphemeris } from './one-ephemeris.js';
import { cuspRecord, dashaBlock, positionsObject } from './present/chart.js';
import { predictionRecord, runningAntara, timingPeriods } from './present/kp.js';

export interface FinancialChartRequest {
  birth: NestedBirth;
  event_name: string;
  /** Labels' language (app/labels.ts): hashed when not English. */
  lang?: Lang | undefined;
}

/** The kinds of names a financial chart or comparison carries (`labels` for a non-English lang). */
export const FINANCIAL_LABEL_KINDS: readonly LabelKind[] = [
  'grahas',
  'signs',
  'nakshatras',
  'verdicts',
];
export interface FinancialMuhurtaRequest extends FinancialChartRequest {
  max_windows?: number | undefined;
  sunrise?: SunriseConvention | undefined;
}
export interface FinancialCompareRequest {
  original: NestedBirth;
  candidate: NestedBirth;
  event_categories: string[];
  lang?: Lang | undefined;
}

function financialEvent(id: string, field: string): FinancialEvent {
  const e = financialEventById(id);
  if (!e) {
    throw new DomainError(
      'UNKNOWN_EVENT',
      field,
      `must be a financial event id: ${FINANCIAL_EVENT_IDS.join(', ')} (GET /api/v1/event-catalog, domain "financial")`,
    );
  }
  return e;
}

/** The entity chart, with DomainErrors under the nested field name (`birth.latitude`). */
function entity(deps: ComputeDeps, birth: NestedBirth, field: string, today: string): Natal {
  try {
    return natal(deps, { ...birth, as_of: today }, today);
  } catch (e) {
    if (e instanceof DomainError) throw new DomainError(e.code, `${field}.${e.field}`, e.message);
    throw e;
  }
}

/** The event judged exactly as the birth chart judges its predictions (birth-chart.ts). */
function judge(n: Natal, event: FinancialEvent): PromiseJudgment {
  const judgedAt = Math.max(n.asOfJd, n.moment.jdUt);
  return judgePromise(n.chart, n.sig, event, {
    periods: timingPeriods(n.dasha, judgedAt),
    antara: runningAntara(n.dasha, judgedAt),
  });
}

function entityRecord(birth: NestedBirth, n: Natal) {
  return {
    name: birth.name ?? '',
    place: birth.place ?? '',
    timezone: echoedTimezone(n.moment.time),
    utc_offset_hours: round(n.moment.time.utcOffsetHours, 6),
  };
}

/** POST /api/v1/financial/chart: the entity's chart, the judgment of event_name, its dasha. */
export function financialChart(deps: ComputeDeps, body: FinancialChartRequest, today: string) {
  const event = financialEvent(body.event_name, 'event_name');
  return withOneEphemeris(deps, (d) => {
    // lang rides with the birth into its hashed input (natal.ts).
    const n = entity(d, { ...body.birth, lang: labelLang(body.lang) }, 'birth', today);
    const j = judge(n, event);
    const sensitivity = cuspSensitivity(d.ephemeris, n.chart);
    const offset = n.moment.time.utcOffsetHours;
    return withLabels(
      {
        entity: entityRecord(body.birth, n),
        event_name: event.id,
        label: event.title,
        basis: BASIS_OURS,
        judgment: predictionRecord(j, sensitivity[event.primaryCusp - 1], n.asOf, offset),
        positions: positionsObject(n.chart),
        cusps: n.chart.cusps.map(cuspRecord),
        dasha: dashaBlock(n.dasha, n.asOfJd, n.asOf, offset),
        meta: n.meta,
      },
      body.lang,
      FINANCIAL_LABEL_KINDS,
    );
  });
}

/** POST /api/v1/financial/muhurta: the same election as /muhurta, for the entity and event. */
export function financialMuhurta(deps: ComputeDeps, body: FinancialMuhurtaRequest, now: string) {
  const event = financialEvent(body.event_name, 'event_name');
  const rules = FINANCIAL_MUHURTA_RULES[event.id] as MuhurtaRules;
  return withOneEphemeris(deps, (d) => {
    const e = elect(d, {
      birth: { ...body.birth, lang: labelLang(body.lang) },
      birthField: 'birth',
      event,
      rules,
      maxWindows: body.max_windows ?? DEFAULT_MAX_WINDOWS,
      sunrise: body.sunrise ?? DEFAULT_SUNRISE,
      now,
    });
    return electionResponse(event, e, body.birth, body.lang);
  });
}

/** Verdicts from strongest to weakest for a wanted event (an unwanted one reads it backwards). */
const VERDICT_STRENGTH = [
  'DENIED',
  'REQUIRES_FURTHER_TIMING_CONFIRMATION',
  'WEAK_PROMISE',
  'PROMISED_WITH_OBSTRUCTION',
  'PROMISED_WITH_DELAY',
  'PROMISED',
  'STRONGLY_PROMISED',
];
const CONFIDENCE_STRENGTH = ['WEAK', 'MODERATE', 'STRONG'];

function side(j: PromiseJudgment) {
  return {
    verdict: j.verdict,
    confidence: j.confidence,
    cuspal_sub_lord: j.cuspalSubLord,
    houses_signified: j.housesSignified,
    reasoning: j.reasoning,
  };
}

/**
 * Which moment favours the category more. Order of tests: the verdict (for an unwanted category a
 * denial is the better outcome), then the confidence, then how many required houses the cuspal sub
 * lord signifies less how many negating ones; equal when all three agree.
 */
function stronger(event: FinancialEvent, o: PromiseJudgment, c: PromiseJudgment) {
  const sign = event.polarity === 'wanted' ? 1 : -1;
  const v = sign * (VERDICT_STRENGTH.indexOf(o.verdict) - VERDICT_STRENGTH.indexOf(c.verdict));
  if (v !== 0) {
    const [w, l] = v > 0 ? [o, c] : [c, o];
    return {
      stronger: v > 0 ? 'original' : 'candidate',
      why: flat`${w.verdict} against ${l.verdict}${event.polarity === 'unwanted' ? ` (${event.id} is unwanted: the weaker promise is the better outcome)` : ''}.`,
    };
  }
  const conf =
    CONFIDENCE_STRENGTH.indexOf(o.confidence) - CONFIDENCE_STRENGTH.indexOf(c.confidence);
  if (conf !== 0 && sign > 0) {
    return {
      stronger: conf > 0 ? 'original' : 'candidate',
      why: flat`Both ${o.verdict}; confidence ${conf > 0 ? o.confidence : c.confidence} against ${conf > 0 ? c.confidence : o.confidence}.`,
    };
  }
  const net = (j: PromiseJudgment) =>
    j.housesSignified.filter((h) => event.required.includes(h)).length -
    j.housesSignified.filter((h) => event.negating.includes(h)).length;
  const d = sign * (net(o) - net(c));
  if (d !== 0) {
    return {
      stronger: d > 0 ? 'original' : 'candidate',
      why: flat`Same verdict and confidence; the ${d > 0 ? 'original' : 'candidate'}'s cuspal sub lord signifies more required (${event.required.join(', ')}) and fewer negating (${event.negating.join(', ')}) houses (net ${Math.max(net(o), net(c))} against ${Math.min(net(o), net(c))}).`,
    };
  }
  return {
    stronger: 'equal',
    why: flat`Same verdict (${o.verdict}), confidence and house balance for both moments.`,
  };
}

/** POST /api/v1/financial/compare: two entity charts, each category judged for both. */
export function financialCompare(deps: ComputeDeps, body: FinancialCompareRequest, today: string) {
  const events = body.event_categories.map((id, i) => financialEvent(id, `event_categories.${i}`));
  return withOneEphemeris(deps, (d) => {
    const lang = labelLang(body.lang);
    const o = entity(d, { ...body.original, lang }, 'original', today);
    const c = entity(d, { ...body.candidate, lang }, 'candidate', today);
    return withLabels(
      {
        original: entityRecord(body.original, o),
        candidate: entityRecord(body.candidate, c),
        basis: BASIS_OURS,
        categories: events.map((event) => {
          const jo = judge(o, event);
          const jc = judge(c, event);
          return {
            event_id: event.id,
            label: event.title,
            polarity: event.polarity,
            required_houses: [...event.required],
            negating_houses: [...event.negating],
            original: side(jo),
            candidate: side(jc),
            ...stronger(event, jo, jc),
          };
        }),
        meta: { original: o.meta, candidate: c.meta },
      },
      body.lang,
      FINANCIAL_LABEL_KINDS,
    );
  });
}
