/**
 * Use cases: GET /api/v1/muhurta/events and POST /api/v1/muhurta (and `sublord muhurta`), plus the
 * election core the financial muhurta shares (`elect`).
 *
 * Contract rules (api-contract "POST /api/v1/muhurta"):
 * 1. No elected date is in the past: the scan itself starts at 00:00 of the reader's calendar day, so
 *    a window running at that instant is kept from there, with its best moment chosen inside the
 *    kept part.
 * 2. The reader's day is `now` (from the edge) at `viewer_utc_offset_hours`, by default the offset in
 *    force at the birth place now.
 * 3. from_date / to_date only filter windows that qualified in the scan (a window is kept when its
 *    best moment falls on a local date at the birth place inside the range); they never relax a
 *    requirement, and to_date extends the scan only when it is later than the default 366 days
 *    (at most 3 years ahead; later → 422 on to_date, decisions.md Scan).
 *
 * A plain synchronous function of (deps, body, now) so it can run on a worker thread.
 */

import { BASIS_OURS } from '../engine/basis.js';
import { DomainError } from '../engine/errors.js';
import { flat } from '../engine/flat-text.js';
import { eventById, type KpEvent } from '../engine/kp/events.js';
import { natalJudgment } from '../engine/kp/natal.js';
import { cuspSensitivity } from '../engine/kp/sensitivity.js';
import { eventTitle, LABEL_KINDS, type LabelKind } from '../engine/lang/labels.js';
import type { Lang } from '../engine/lang/names.js';
import { MUHURTA_EVENT_IDS, MUHURTA_RULES, type MuhurtaRules } from '../engine/muhurta/rules.js';
import { type EmptyCause, type MuhurtaScan, scanMuhurta } from '../engine/muhurta/scan.js';
import { isoDate } from '../engine/time/julian.js';
import { createTransitScanner } from '../engine/transit/scanner.js';
import { createWeeklyAnchors } from '../engine/transit/sidereal-clock.js';
import {
  createComputedSunDays,
  DEFAULT_SUNRISE,
  type SunriseConvention,
} from '../engine/transit/sun-days.js';
import { civilFromDays, daysFromCivil } from '../geo/civil.js';
import type { ComputeDeps } from './deps.js';
import { labelLang, withLabels } from './labels.js';
import { resolveMoment } from './moment.js';
import { type BirthRequest, type Natal, natal } from './natal.js';
import { withOneEphemeris } from './one-ephemeris.js';
import { WallClock } from './panchang.js';
import { runningAntara, timingPeriods } from './present/kp.js';
import { type WindowRecord, windowRecord } from './present/muhurta.js';

/** The Birth object as the muhurta bodies nest it (no as_of: the reader's day decides). */
export type NestedBirth = Omit<BirthRequest, 'as_of'>;

export interface MuhurtaRequest {
  birth: NestedBirth;
  event_name: string;
  max_windows?: number | undefined;
  from_date?: string | undefined;
  to_date?: string | undefined;
  viewer_utc_offset_hours?: number | undefined;
  sunrise?: SunriseConvention | undefined;
  /** Labels' language (app/labels.ts): hashed when not English. */
  lang?: Lang | undefined;
}

/** The kinds of names an election answer carries (its `labels` for a non-English lang): every kind. */
/** Every kind but the choghadiya names, which only the panchang carries. */
export const ELECTION_LABEL_KINDS: readonly LabelKind[] = LABEL_KINDS.filter(
  (k) => k !== 'choghadiyas',
);

export const DEFAULT_MAX_WINDOWS = 8;
/** decisions.md Scan: 366 days by default, at most 3 years ahead. */
export const DEFAULT_SCAN_DAYS = 366;
export const MAX_SCAN_DAYS = 3 * 365 + 1;

/** GET /api/v1/muhurta/events: the ids and their catalog titles (in `lang` where the tables have one). */
export function muhurtaEvents(lang: Lang = 'en') {
  return {
    events: MUHURTA_EVENT_IDS.map((id) => ({
      id,
      label: eventTitle(lang, id, catalogEvent(id).title),
    })),
  };
}

function catalogEvent(id: string): KpEvent {
  const e = eventById(id);
  if (!e) throw new Error(`muhurta event ${id} is missing from the event catalog`);
  return e;
}

/** POST /api/v1/muhurta. `now` is the current instant from the edge (ISO 8601, UTC). */
export function muhurta(deps: ComputeDeps, body: MuhurtaRequest, now: string) {
  if (!(MUHURTA_EVENT_IDS as readonly string[]).includes(body.event_name)) {
    throw new DomainError(
      'UNKNOWN_EVENT',
      'event_name',
      `must be one of: ${MUHURTA_EVENT_IDS.join(', ')} (GET /api/v1/muhurta/events)`,
    );
  }
  const event = catalogEvent(body.event_name);
  const rules = MUHURTA_RULES[event.id] as MuhurtaRules;
  return withOneEphemeris(deps, (d) => {
    const e = elect(d, {
      // lang rides with the birth into its hashed input (natal.ts).
      birth: { ...body.birth, lang: labelLang(body.lang) },
      birthField: 'birth',
      event,
      rules,
      maxWindows: body.max_windows ?? DEFAULT_MAX_WINDOWS,
      fromDate: body.from_date,
      toDate: body.to_date,
      viewerOffsetHours: body.viewer_utc_offset_hours,
      sunrise: body.sunrise ?? DEFAULT_SUNRISE,
      now,
    });
    return electionResponse(event, e, body.birth, body.lang);
  });
}

/** The response of /muhurta and /financial/muhurta (decisions.md, Muhurta and financial). */
export function electionResponse(
  event: KpEvent,
  e: Election,
  birth: NestedBirth,
  lang: Lang | undefined,
) {
  const body = {
    event_name: event.id,
    label: eventTitle(lang ?? 'en', event.id, event.title),
    basis: BASIS_OURS,
    // The contract's Birth object: name and place are echoed wherever one is taken.
    name: birth.name ?? '',
    place: birth.place ?? '',
    promise: e.promise,
    today: e.today,
    scanned: e.scanned,
    windows: e.windows,
    notice: e.notice,
    meta: e.natal.meta,
  };
  return withLabels(body, lang, ELECTION_LABEL_KINDS);
}

export interface ElectArgs {
  birth: NestedBirth;
  /** Request field the birth sits in, for error paths (`birth.birth_date`). */
  birthField: string;
  event: KpEvent;
  rules: MuhurtaRules;
  maxWindows: number;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  viewerOffsetHours?: number | undefined;
  /** Which sunrise the scan's Hindu days begin at (echoed in meta). */
  sunrise: SunriseConvention;
  now: string;
}

export interface Election {
  natal: Natal;
  promise: { verdict: string; confidence: string; reasoning: string };
  today: string;
  scanned: { from: string; to: string };
  windows: WindowRecord[];
  notice: string | null;
  /** Every window that qualified in the scan, before filters and max_windows (for tests). */
  scan: MuhurtaScan;
  clock: WallClock;
}

const two = (n: number) => String(n).padStart(2, '0');
function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const c = civilFromDays(daysFromCivil(y ?? 0, m ?? 1, d ?? 1) + days);
  return `${String(c.year).padStart(4, '0')}-${two(c.month)}-${two(c.day)}`;
}

/** Rethrows a DomainError about a birth field under its nested name (`birth.birth_date`). */
function nested<T>(prefix: string, work: () => T): T {
  try {
    return work();
  } catch (e) {
    if (e instanceof DomainError) throw new DomainError(e.code, `${prefix}.${e.field}`, e.message);
    throw e;
  }
}

/** The election for one chart and event: promise, scan, filters, ranking, notice. */
export function elect(deps: ComputeDeps, a: ElectArgs): Election {
  const eph = deps.ephemeris;
  const nowMs = Date.parse(a.now);
  if (Number.isNaN(nowMs)) throw new Error(`now must be an ISO instant, got ${a.now}`);
  const nowJd = nowMs / 86_400_000 + 2440587.5;

  // The birth place's zone (with history) shows every window; its current offset is the default
  // reader offset (decisions.md Scan).
  const where = {
    latitude: a.birth.latitude,
    longitude: a.birth.longitude,
    timezone: a.birth.timezone,
    utcOffsetHours: a.birth.utc_offset_hours,
  };
  const birthMoment = nested(a.birthField, () =>
    resolveMoment(
      eph,
      deps.zones,
      { ...where, date: a.birth.birth_date, time: a.birth.birth_time },
      {
        date: 'birth_date',
        time: 'birth_time',
      },
    ),
  );
  const clock = new WallClock(eph, deps.zones, birthMoment.time.timezone);
  const viewerOffset = a.viewerOffsetHours ?? clock.offsetAt(nowJd) / 3600;
  const today = isoDate(nowJd, viewerOffset);

  const n = nested(a.birthField, () =>
    natal(deps, { ...a.birth, as_of: today, sunrise: a.sunrise }, today),
  );
  // The promise exactly as the birth chart judges it on the same day (birth-chart.ts).
  const judgedAt = Math.max(n.asOfJd, n.moment.jdUt);
  const j = natalJudgment(n.chart, n.sig, a.event, {
    periods: timingPeriods(n.dasha, judgedAt),
    antara: runningAntara(n.dasha, judgedAt),
    sensitivity: cuspSensitivity(eph, n.chart),
    briefReasoning: true,
  });
  const promise = { verdict: j.verdict, confidence: j.confidence, reasoning: j.reasoning };

  // Scan bounds: from 00:00 of the reader's day (rule 1) for 366 days, or to the end of to_date.
  const [ty, tm, td] = today.split('-').map(Number);
  const fromJd =
    eph.julianDayUt({
      year: ty ?? 0,
      month: tm ?? 1,
      day: td ?? 1,
      hour: 0,
      minute: 0,
      second: 0,
    }) -
    viewerOffset / 24;
  let toJd = fromJd + DEFAULT_SCAN_DAYS;
  if (a.fromDate !== undefined && a.toDate !== undefined && a.fromDate > a.toDate) {
    throw new DomainError('DATE_ORDER', 'from_date', `must not be after to_date (${a.toDate})`);
  }
  if (a.toDate !== undefined) {
    const latest = addDays(today, MAX_SCAN_DAYS);
    if (a.toDate > latest) {
      throw new DomainError(
        'SCAN_TOO_LONG',
        'to_date',
        `must be at most 3 years after today (${today}): the latest allowed is ${latest}`,
      );
    }
    const endOfToDate = resolveMoment(
      eph,
      deps.zones,
      { ...where, date: addDays(a.toDate, 1), time: '00:00' },
      { date: 'to_date', time: 'to_date' },
    ).jdUt;
    toJd = Math.max(toJd, endOfToDate);
  }
  const localDate = (jd: number) => isoDate(jd, clock.offsetAt(jd) / 3600);
  // The scan never reaches before the birth (a window for a chart that does not exist yet), nor past
  // the last Vimshottari period (120 years from the birth mahadasha's start; hard requirement 2
  // needs a running dasha). When nothing is left of the scan the request cannot be answered: 422 on
  // the birth date, saying why (issue 20 §3).
  const birthJd = n.moment.jdUt;
  const dashaEndJd = (n.dasha.mahadashas[n.dasha.mahadashas.length - 1] as { endJd: number }).endJd;
  const dateField = `${a.birthField}.birth_date`;
  if (birthJd >= toJd) {
    throw new DomainError(
      'BIRTH_AFTER_SCAN',
      dateField,
      `is after the end of the scan (${localDate(toJd - 1 / 86400)}): no elected moment may come before the birth. ${
        localDate(birthJd) <= addDays(today, MAX_SCAN_DAYS)
          ? 'Send a to_date after the birth date.'
          : `Elections reach at most 3 years ahead of today (${today}).`
      }`,
    );
  }
  if (dashaEndJd <= fromJd) {
    throw new DomainError(
      'DASHA_ENDED',
      dateField,
      `gives Vimshottari periods that end on ${localDate(dashaEndJd)} (120 years from the birth mahadasha's start), before the scan starts on ${today}: with no running dasha the election's dasha requirement cannot be judged.`,
    );
  }
  const scanFromJd = Math.max(fromJd, birthJd);
  const scanToJd = Math.min(toJd, dashaEndJd);
  const scanned = {
    from: scanFromJd > fromJd ? localDate(scanFromJd) : today,
    to: localDate(scanToJd - 1 / 86400),
  };

  const scanner = createTransitScanner(eph, n.settings);
  const anchors = createWeeklyAnchors(eph, a.birth.latitude, a.birth.longitude, n.settings);
  const scan: MuhurtaScan =
    a.toDate !== undefined && a.toDate < today
      ? { windows: [], emptyCause: null, remainingDays: [] }
      : scanMuhurta(
          {
            chart: n.chart,
            sig: n.sig,
            dasha: n.dasha,
            event: a.event,
            rules: a.rules,
            promiseVerdict: j.verdict,
            latitude: a.birth.latitude,
            longitude: a.birth.longitude,
            settings: n.settings,
            fromJd: scanFromJd,
            toJd: scanToJd,
            // Rule 1: a running window's best moment is one still to come; one already past is not
            // offered.
            notBeforeJd: nowJd,
          },
          scanner,
          // Computed from the scanner's Sun at every latitude a chart can be cast at: within 1 s of
          // the port's sunrise search up to 66.5° (test/oracle/transit-sun-days.test.ts), where
          // that search costs ten times more per day than below 60° (issue 20 §2).
          createComputedSunDays(scanner, a.birth.latitude, a.birth.longitude, anchors, a.sunrise),
          anchors,
        );

  // Rule 3: filter by the best moment's local date at the birth place, never relaxing anything.
  const filtering = a.fromDate !== undefined || a.toDate !== undefined;
  const filtered = scan.windows.filter((w) => {
    if (!filtering) return true;
    const d = localDate(w.bestJd);
    return (
      (a.fromDate === undefined || d >= a.fromDate) && (a.toDate === undefined || d <= a.toDate)
    );
  });
  const ranked = [...filtered]
    .sort((x, y) => y.score - x.score || x.startJd - y.startJd)
    .slice(0, a.maxWindows);
  const windows = ranked.map((w, i) => windowRecord(w, i + 1, clock));

  return {
    natal: n,
    promise,
    today,
    scanned,
    windows,
    notice: noticeOf(a, scan, filtered.length, today, scanned),
    scan,
    clock,
  };
}

const list = (xs: readonly number[]) => xs.join(', ');

/** Why the answer is empty (null when it is not). */
function noticeOf(
  a: ElectArgs,
  scan: MuhurtaScan,
  kept: number,
  today: string,
  scanned: { from: string; to: string },
): string | null {
  if (kept > 0) return null;
  const ev = a.event;
  if (a.toDate !== undefined && a.toDate < today) {
    return flat`to_date ${a.toDate} is before today (${today}); no elected date may lie in the past.`;
  }
  if (scan.windows.length > 0) {
    return flat`No window qualified between ${a.fromDate ?? today} and ${a.toDate ?? scanned.to}; ${scan.windows.length} windows qualified elsewhere in the scan from ${scanned.from} to ${scanned.to}. Filters never relax a requirement.`;
  }
  const cause = scan.emptyCause as EmptyCause;
  const until = `between ${scanned.from} and ${scanned.to}`;
  const sentences: Record<EmptyCause, string> = {
    no_dasha_lord: flat`No running dasha, bhukti or antara lord ${until} signifies a required house of ${ev.id} (${list(ev.required)}).`,
    no_moon_transit: flat`No Moon transit qualified ${until}: whenever a dasha lord qualified, neither the Moon's star lord nor its sub lord signified a required house (${list(ev.required)}).`,
    chandrashtama: flat`Every qualifying Moon transit ${until} fell in the 8th sign from the natal Moon (Chandrashtama).`,
    tithi: flat`Every otherwise qualifying moment ${until} fell on a Rikta tithi or Amavasya.`,
    nakshatra: flat`Every otherwise qualifying moment ${until} fell in a nakshatra unsuitable for ${ev.id}.`,
    weekday: flat`Every otherwise qualifying moment ${until} fell on a weekday unsuitable for ${ev.id}.`,
    rahu_kalam: flat`Every otherwise qualifying moment ${until} fell in Rahu kalam.`,
    too_short: flat`Qualifying moments ${until} never lasted the minimum of 10 minutes.`,
  };
  return sentences[cause];
}
