/**
 * Use case: POST /api/v1/birth-chart (and `sublord chart`, `sublord batch birth-chart`).
 * The natal chart, the 18 predictions, the tables and the dasha, shaped as the contract names them.
 */

import { vedicAspects, westernAspects } from '../engine/chart/aspects.js';
import { chartLayout } from '../engine/chart/layout.js';
import { applyDistribution, natalDistributions } from '../engine/kp/birth-window.js';
import { natalJudgments } from '../engine/kp/natal.js';
import { cuspSensitivity } from '../engine/kp/sensitivity.js';
import { hinduWeekday } from '../engine/kp/weekday.js';
import { eventTitle, LABEL_KINDS, type LabelKind } from '../engine/lang/labels.js';
import { DEFAULT_SUNRISE } from '../engine/transit/sun-days.js';
import { birthDetails } from '../engine/vedic/birth-details.js';
import type { ComputeDeps } from './deps.js';
import { withLabels } from './labels.js';
import { round } from './meta.js';
import { echoedTimezone } from './moment.js';
import { type BirthRequest, natal } from './natal.js';
import { withOneEphemeris } from './one-ephemeris.js';
import { cuspRecord, dashaBlock, positionsObject, significatorRecords } from './present/chart.js';
import { EVERY_BLOCK, type Included, includedBlocks } from './present/include.js';
import {
  cuspalPromiseTable,
  houseCuspsTable,
  houseSignificatorsAbcd,
  planetaryAspects,
  planetaryPositionsTable,
  predictionRecord,
  runningAntara,
  timingPeriods,
  vedicDetailsRecord,
} from './present/kp.js';
import { layoutRecord } from './present/layout.js';
import { vedicBlocks } from './present/vedic.js';

export type { BirthRequest } from './natal.js';

/** A birth chart carries names of every kind (its `labels` for a non-English lang). */
/** Every kind but the choghadiya names, which only the panchang carries. */
export const BIRTH_CHART_LABEL_KINDS: readonly LabelKind[] = LABEL_KINDS.filter(
  (k) => k !== 'choghadiyas',
);

/** One ephemeris serves the whole response (chart, Hindu-day sunrise, sensitivity, dasha). */
type BirthChartBody = ReturnType<typeof castBirthChart>;
type FullBirthChart = BirthChartBody & {
  chart_layout: NonNullable<BirthChartBody['chart_layout']>;
};

/** The complete body, every `include` block built (in-process callers: warm-up, benchmarks). */
export function birthChart(deps: ComputeDeps, body: BirthRequest, today: string): FullBirthChart {
  // Every block is built here, so chart_layout is present.
  return withOneEphemeris(deps, (d) =>
    castBirthChart(d, body, today, EVERY_BLOCK),
  ) as FullBirthChart;
}

/**
 * The body of POST /api/v1/birth-chart: the default body, plus the blocks `include` lists
 * (present/include.ts).
 */
export function birthChartIncluding(
  deps: ComputeDeps,
  body: BirthRequest & { include?: readonly string[] },
  today: string,
): BirthChartBody {
  return withOneEphemeris(deps, (d) =>
    castBirthChart(d, body, today, includedBlocks(body.include)),
  );
}

/** The natal judgments at the stated time with their distribution over ± `minutes` applied. */
function windowJudgments(
  deps: ComputeDeps,
  n: ReturnType<typeof natal>,
  minutes: number,
  context: Parameters<typeof natalDistributions>[3],
) {
  const stated = natalJudgments(n.chart, n.sig, context);
  const dist = natalDistributions(deps.ephemeris, n.chart, minutes, context);
  return stated.map((j, i) => applyDistribution(j, dist[i] ?? {}, minutes));
}

function castBirthChart(deps: ComputeDeps, body: BirthRequest, today: string, blocks: Included) {
  // The birth weekday (vedic_details) follows the sunrise option; it is echoed in meta.
  const sunrise = body.sunrise ?? DEFAULT_SUNRISE;
  const n = natal(deps, { ...body, sunrise }, today);
  const { chart, sig, dasha, moment } = n;
  const sensitivity = cuspSensitivity(deps.ephemeris, chart);
  // Timing is described on as_of (or at birth for an as_of before it); the promise never depends on
  // it. Only a request's own as_of lets the periods grade a verdict: without one the verdicts are a
  // function of the body alone, and the timing object shows today's periods for information
  // (issue 21 §8).
  const judgedAt = Math.max(n.asOfJd, moment.jdUt);
  const periods = timingPeriods(dasha, judgedAt);
  const antara = runningAntara(dasha, judgedAt);
  const context = {
    periods,
    antara,
    gradeTiming: body.as_of !== undefined,
    // The body's own fields (timing, caveat) and the predictions.chain block carry the rest.
    briefReasoning: true,
  };
  // With a stated uncertainty the window's distribution replaces the 4-minute rule (issue 35 §3).
  const minutes = body.birth_time_uncertainty_minutes;
  const judgments =
    minutes === undefined
      ? natalJudgments(chart, sig, { ...context, sensitivity })
      : windowJudgments(deps, n, minutes, context);
  const predictions = judgments.map((j) => {
    const p = predictionRecord(
      j,
      sensitivity[j.event.primaryCusp - 1],
      n.asOf,
      moment.time.utcOffsetHours,
      body.as_of !== undefined,
      blocks,
    );
    // A title is for display: written in the language (docs/languages.md); the event id stays.
    return body.lang === undefined || body.lang === 'en'
      ? p
      : { ...p, title: eventTitle(body.lang, j.event.id, p.title) };
  });
  return withLabels(
    {
      name: body.name ?? '',
      place: body.place ?? '',
      timezone: echoedTimezone(moment.time),
      utc_offset_hours: round(moment.time.utcOffsetHours, 6),
      local_time_status: moment.time.localTimeStatus,
      positions: positionsObject(chart),
      cusps: chart.cusps.map(cuspRecord),
      predictions,
      dasha: dashaBlock(
        dasha,
        n.asOfJd,
        n.asOf,
        moment.time.utcOffsetHours,
        blocks.pratyantardashas,
        blocks.antardashas,
      ),
      significators: significatorRecords(sig),
      planetary_positions_table: planetaryPositionsTable(chart),
      house_cusps_table: houseCuspsTable(chart, sensitivity),
      cuspal_promise_table: cuspalPromiseTable(chart, sig),
      house_significators_abcd: houseSignificatorsAbcd(sig),
      planetary_aspects: planetaryAspects(vedicAspects(chart), westernAspects(chart)),
      vedic_details: vedicDetailsRecord(
        birthDetails(chart, {
          weekday: hinduWeekday(
            deps.ephemeris,
            chart,
            moment.jdUt,
            body.latitude,
            body.longitude,
            sunrise,
          ),
        }),
        n.meta,
      ),
      ...(blocks.chart_layout ? { chart_layout: layoutRecord(chartLayout(chart)) } : {}),
      ...vedicBlocks(
        deps,
        chart,
        dasha,
        n.asOfJd,
        moment.time.utcOffsetHours,
        blocks['vedic_bhava.detail'],
      ),
      meta: n.meta,
    },
    body.lang,
    BIRTH_CHART_LABEL_KINDS,
  );
}
