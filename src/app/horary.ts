/**
 * Use case: POST /api/v1/horary. Classify the question (or take `locked_event_id`), resolve the
 * judgment moment at the place, cast the horary chart of the number (engine/horary/cast.ts), take the
 * ruling planets of the actual moment, judge by the KP horary sequence (engine/horary/judge.ts) and
 * time it from the horary chart's dasha (engine/horary/windows.ts). Shared with /descriptive's HORARY
 * mode through horaryCore().
 */

import type { Chart } from '../engine/chart/cast.js';
import { chartLayout } from '../engine/chart/layout.js';
import { type Significators, significators } from '../engine/chart/significators.js';
import { DEFAULT_DASHA_YEAR_DAYS } from '../engine/dasha/vimshottari.js';
import { DomainError } from '../engine/errors.js';
import { flat } from '../engine/flat-text.js';
import { castHorary, type HoraryCast } from '../engine/horary/cast.js';
import { judgeHorary, type RetrogradeCslReading } from '../engine/horary/judge.js';
import { lagnaTransits } from '../engine/horary/lagna.js';
import { horaryWindow } from '../engine/horary/window.js';
import {
  dbaWindows,
  moonTransits,
  runningDasa,
  sunSensitivePoints,
  sunTransits,
  TRANSIT_SCAN_DAYS,
} from '../engine/horary/windows.js';
import { sharesOf, type VerdictDistribution, windowGrade } from '../engine/kp/birth-window.js';
import { eventById, type KpEvent } from '../engine/kp/events.js';
import { hinduDay, type RulingPlanets, rulingPlanetsOf } from '../engine/kp/ruling-planets.js';
import { hinduWeekday } from '../engine/kp/weekday.js';
import { eventTitle, type LabelKind } from '../engine/lang/labels.js';
import type { Lang } from '../engine/lang/names.js';
import { classifyQuestion } from '../engine/question/classify.js';
import { createTransitScanner } from '../engine/transit/scanner.js';
import type { AyanamsaId, ChartSettings, NodeType } from '../engine/types.js';
import type { ComputeDeps } from './deps.js';
import { langInput, withLabels } from './labels.js';
import { buildMeta, type MetaBlock, round } from './meta.js';
import { echoedTimezone, type Moment, resolveJudgmentMoment } from './moment.js';
import { settingsOf } from './natal.js';
import { withOneEphemeris } from './one-ephemeris.js';
import { WallClock } from './panchang.js';
import { cuspRecord, positionsObject, significatorRecords } from './present/chart.js';
import { evidenceRecord, isoMemo, passageRecord, windowRecord } from './present/horary.js';
import { layoutRecord } from './present/layout.js';
import { rowRecord, rulingPlanetsRecord } from './present/questions.js';

/** The kinds of names a horary answer carries (its `labels` for a non-English lang). */
export const HORARY_LABEL_KINDS: readonly LabelKind[] = [
  'grahas',
  'signs',
  'nakshatras',
  'weekdays',
  'events',
  'verdicts',
];

export interface HoraryRequest {
  question: string;
  horary_number: number;
  judgment_date: string;
  judgment_time: string;
  latitude: number;
  longitude: number;
  place?: string | undefined;
  locked_event_id?: string | undefined;
  in_india?: boolean | undefined;
  timezone?: string | undefined;
  utc_offset_hours?: number | undefined;
  ayanamsa?: AyanamsaId | undefined;
  node_type?: NodeType | undefined;
  /** Default "negative" (KSK); "delay" is the named option (engine/horary/judge.ts). */
  retrograde_csl?: RetrogradeCslReading | undefined;
  /** Minutes either side of judgment_time (issue 35 §3): the answer's verdict_distribution. */
  judgment_time_uncertainty_minutes?: number | undefined;
  /** Optional blocks: chart_layout adds the horary chart's drawing geometry. */
  include?: readonly 'chart_layout'[] | undefined;
  /** Labels' language (app/labels.ts): hashed when not English. */
  lang?: Lang | undefined;
}

/** The question as judged: the event (cusp and houses rotated for a relative) and the notices. */
export interface QuestionClass {
  eventId: string;
  category: string;
  /** The catalog event with the primary cusp and houses actually judged. */
  event: KpEvent;
  /** 0-1; 1 when the caller locked the event. */
  confidence: number;
  /** The relative the question is about and the derived house used as their ascendant. */
  relative: { who: string; house: number } | null;
  multiQuestionNotice: string | null;
  noticeKind: string | null;
}

/**
 * Classifies a question for a judgment (horary, descriptive): `locked_event_id` bypasses the
 * classifier (api-contract rule 3); otherwise the keyword and grammar classifier decides, and a
 * question it cannot judge (gibberish, too short, not a question, either/or) is a 422 on `question`
 * (decisions.md, Questions). More than one ask keeps the notice; the verdict is for the primary ask.
 */
export function classifyForJudgment(
  input: { question: string; lockedEventId?: string | undefined; inIndia?: boolean | undefined },
  fieldPrefix = '',
): QuestionClass {
  if (input.lockedEventId !== undefined) {
    const event = eventById(input.lockedEventId);
    if (!event) {
      throw new DomainError(
        'UNKNOWN_EVENT',
        `${fieldPrefix}locked_event_id`,
        'must be an event id listed by GET /api/v1/event-catalog',
      );
    }
    return {
      eventId: event.id,
      category: event.title,
      event,
      confidence: 1,
      relative: null,
      multiQuestionNotice: null,
      noticeKind: null,
    };
  }
  const c = classifyQuestion(input.question, { inIndia: input.inIndia ?? true });
  if (!c.ok) {
    throw new DomainError(
      'QUESTION_NOT_JUDGEABLE',
      `${fieldPrefix}question`,
      c.message ?? 'cannot be judged',
    );
  }
  const base = eventById(c.eventId);
  if (!base) throw new Error(`classifier returned an id outside the catalog: ${c.eventId}`);
  const event: KpEvent = {
    ...base,
    primaryCusp: c.primaryCusp,
    required: [...c.requiredHouses],
    negating: [...c.negatingHouses],
  };
  return {
    eventId: c.eventId,
    category: c.category,
    event,
    confidence: c.confidence,
    relative: c.relative,
    multiQuestionNotice: c.multiQuestionNotice,
    noticeKind: c.noticeKind,
  };
}

/** Everything the horary and descriptive (HORARY mode) answers derive from. */
export interface HoraryCore {
  settings: ChartSettings;
  moment: Moment;
  cast: HoraryCast;
  chart: Chart;
  sig: Significators;
  rp: RulingPlanets;
  question: QuestionClass;
  meta: MetaBlock;
}

export function horaryCore(deps: ComputeDeps, body: HoraryRequest, fieldPrefix = ''): HoraryCore {
  const question = classifyForJudgment(
    { question: body.question, lockedEventId: body.locked_event_id, inIndia: body.in_india },
    fieldPrefix,
  );
  const settings = settingsOf(body);
  const moment = resolveJudgmentMoment(deps.ephemeris, deps.zones, body, fieldPrefix);
  const cast = castHorary(
    deps.ephemeris,
    body.horary_number,
    moment.jdUt,
    body.latitude,
    body.longitude,
    settings,
  );
  const rp = rulingAt(deps, cast, moment.jdUt, body);
  // The question text is not hashed (privacy): the classification it produced is.
  const canonicalInput = {
    horary_number: body.horary_number,
    event_id: question.event.id,
    primary_cusp: question.event.primaryCusp,
    required_houses: question.event.required,
    negating_houses: question.event.negating,
    judgment_date: body.judgment_date,
    judgment_time: body.judgment_time,
    latitude: body.latitude,
    longitude: body.longitude,
    timezone: body.timezone,
    utc_offset_hours: body.utc_offset_hours,
    ayanamsa: settings.ayanamsa,
    node_type: settings.nodeType,
    // Only the non-default reading enters the hash, so omitting it and sending "negative" agree.
    ...(body.retrograde_csl === 'delay' ? { retrograde_csl: 'delay' } : {}),
    ...(body.judgment_time_uncertainty_minutes === undefined
      ? {}
      : { judgment_time_uncertainty_minutes: body.judgment_time_uncertainty_minutes }),
    ...langInput(body.lang),
  };
  return {
    settings,
    moment,
    cast,
    chart: cast.chart,
    sig: significators(cast.chart),
    rp,
    question,
    meta: buildMeta(deps, settings, cast.chart.ayanamsa, canonicalInput),
  };
}

/** One ephemeris serves the whole response (meta.ephemeris is the theory that served). */
export function horary(deps: ComputeDeps, body: HoraryRequest) {
  return withOneEphemeris(deps, (d) => judgeQuestion(d, body));
}

/** The ruling planets of a moment's actual chart (the Hindu weekday from sunrise). */
function rulingAt(deps: ComputeDeps, cast: HoraryCast, jdUt: number, body: HoraryRequest) {
  return rulingPlanetsOf(cast.actual, {
    weekday: hinduWeekday(deps.ephemeris, cast.actual, jdUt, body.latitude, body.longitude),
  });
}

/**
 * The verdict's distribution over judgment_time ± `minutes` (engine/horary/window.ts): each piece of
 * the window judged whole, at its middle.
 */
function horaryDistribution(
  deps: ComputeDeps,
  body: HoraryRequest,
  core: HoraryCore,
  minutes: number,
): VerdictDistribution {
  const { moment, settings, question } = core;
  const end = moment.jdUt + minutes / 1440;
  const sunrise = hinduDay(deps.ephemeris, end, body.latitude, body.longitude).sunriseJd;
  const pieces = horaryWindow(deps.ephemeris, core.cast, minutes, sunrise).map((p) => {
    const jd = moment.jdUt + p.middle / 1440;
    const cast = castHorary(
      deps.ephemeris,
      body.horary_number,
      jd,
      body.latitude,
      body.longitude,
      settings,
    );
    const rp = rulingAt(deps, cast, jd, body);
    const j = judgeHorary(cast.chart, significators(cast.chart), question.event, rp, {
      retrogradeCsl: body.retrograde_csl,
    });
    return { from: p.from, to: p.to, verdict: j.verdict };
  });
  return sharesOf(pieces);
}

function judgeQuestion(deps: ComputeDeps, body: HoraryRequest) {
  const core = horaryCore(deps, body);
  const { chart, sig, rp, question, moment } = core;
  const judged = judgeHorary(chart, sig, question.event, rp, {
    retrogradeCsl: body.retrograde_csl,
  });
  // The partnership's badhaka is added in the chart (engine/horary/judge.ts).
  const event: KpEvent = judged.event;
  const minutes = body.judgment_time_uncertainty_minutes;
  const distribution = minutes === undefined ? null : horaryDistribution(deps, body, core, minutes);
  const grade =
    distribution === null || minutes === undefined
      ? null
      : windowGrade(judged.verdict, judged.confidence, distribution, minutes, 'Judgment time');
  const j =
    grade === null
      ? judged
      : {
          ...judged,
          confidence: grade.confidence,
          // One flat string: a rope sends the body to JSON.stringify's slow path (engine/flat-text.ts).
          reasoning:
            grade.caveat === null ? judged.reasoning : flat`${judged.reasoning} ${grade.caveat}`,
        };
  const denied = j.verdict === 'DENIED';
  const moonLon = chart.positions.Moon.longitude;
  const windowsUntil = (untilJd?: number) =>
    dbaWindows(
      moonLon,
      moment.jdUt,
      j.requiredSignificators,
      j.fruitfulSignificators,
      DEFAULT_DASHA_YEAR_DAYS,
      untilJd,
    );
  // "Not in this dasa" is an answer (issue 21 §6; KSK on number 206: "Moon Dasa runs upto 18th March,
  // 1978. Therefore, the querist should not be in haste", R3 4357): with no window in two dasha years
  // the search runs to the end of the running mahadasha, and when none falls there either the answer
  // says so instead of forcing a window.
  const dasa = runningDasa(moonLon, moment.jdUt, DEFAULT_DASHA_YEAR_DAYS);
  let windows = denied ? [] : windowsUntil();
  if (!denied && windows.length === 0) windows = windowsUntil(dasa.endJd);
  const notInThisDasa = !denied && windows.length === 0;
  const scanner = createTransitScanner(deps.ephemeris, core.settings);
  // KSK's timing by the Sun at the sensitive points of the ruling planets (R3 4032-4040).
  const sensitive = denied
    ? []
    : sunSensitivePoints(scanner, moment.jdUt, TRANSIT_SCAN_DAYS, rp.ranked);
  // Ruling-planet transits (kp-doctrine §3.4) confirm the nearest window: the Sun in a sign of a
  // ruling planet and the star of a fruitful significator, from the exact-crossing scanner.
  const first = windows[0];
  const transits = first
    ? sunTransits(
        scanner,
        first.startJd,
        Math.min(first.endJd, first.startJd + TRANSIT_SCAN_DAYS),
        j.rulingPlanets,
        j.fruitfulSignificators,
      )
    : [];
  // The Moon confirms the first fruitful sookshma of the nearest window (issue 21 §6).
  const firstSookshma = first?.periods.flatMap((p) => p.sookshmas)[0];
  const moons = firstSookshma
    ? moonTransits(
        scanner,
        firstSookshma.startJd,
        firstSookshma.endJd,
        j.rulingPlanets,
        j.fruitfulSignificators,
      )
    : null;
  // The lagna gives the hour within the day the Moon confirms first (issue 21 §6; engine/horary/lagna.ts).
  const firstMoon = moons?.[0];
  const lagnas = firstMoon
    ? lagnaTransits(
        deps.ephemeris,
        body.latitude,
        body.longitude,
        core.settings,
        firstMoon.startJd,
        firstMoon.endJd,
        j.rulingPlanets,
        j.fruitfulSignificators,
      )
    : null;
  const iso = isoMemo(new WallClock(deps.ephemeris, deps.zones, moment.time.timezone));
  return withLabels(
    {
      question: body.question,
      horary_number: body.horary_number,
      category: question.category,
      event_id: question.eventId,
      event_title: eventTitle(body.lang ?? 'en', event.id, event.title),
      polarity: event.polarity,
      primary_cusp: event.primaryCusp,
      required_houses: [...event.required],
      negating_houses: [...event.negating],
      relative: question.relative,
      verdict: j.verdict,
      confidence: j.confidence,
      basis: j.basis,
      ...(distribution === null ? {} : { verdict_distribution: distribution }),
      favourable: event.polarity === 'wanted' ? j.verdict !== 'DENIED' : j.verdict === 'DENIED',
      reasoning: j.reasoning,
      windows: windows.map((w, i) =>
        i === 0 ? windowRecord(w, iso, transits, moons, lagnas) : windowRecord(w, iso, null),
      ),
      windows_note: denied
        ? 'No windows: the matter is not promised.'
        : notInThisDasa
          ? `Not in this dasa: no dasha-bhukti-antara period of the running ${dasa.lord} dasa (to ${iso(dasa.endJd)}) joins significators of the required houses with a ruling planet.`
          : null,
      not_in_this_dasa: notInThisDasa ? { mahadasha: dasa.lord, until: iso(dasa.endJd) } : null,
      sun_sensitive_points: sensitive.map((p) => passageRecord(p, iso)),
      classification_confidence: question.confidence,
      locked_event_id: body.locked_event_id ?? null,
      multi_question_notice: question.multiQuestionNotice,
      notice_kind: question.noticeKind,
      place: body.place ?? '',
      timezone: echoedTimezone(moment.time),
      utc_offset_hours: round(moment.time.utcOffsetHours, 6),
      local_time_status: moment.time.localTimeStatus,
      horary_ascendant: {
        ...rowRecord(core.cast.row),
        computed_longitude: round(core.cast.computedAscendant, 8),
        armc: round(core.cast.armc, 8),
      },
      ruling_planets: rulingPlanetsRecord(rp),
      evidence: evidenceRecord(j),
      positions: positionsObject(chart),
      cusps: chart.cusps.map(cuspRecord),
      significators: significatorRecords(sig),
      ...(body.include?.includes('chart_layout') === true
        ? { chart_layout: layoutRecord(chartLayout(chart)) }
        : {}),
      meta: core.meta,
    },
    body.lang,
    HORARY_LABEL_KINDS,
  );
}
