/**
 * Use case: GET /api/v1/financial/events (decisions.md Financial calendar): the astronomical events of
 * a UTC date range of at most 366 days, each at its exact UTC instant. Sign ingresses are sidereal
 * (the request's ayanamsa, default kp); lunations, stations and eclipses do not depend on it.
 */
import { DomainError } from '../engine/errors.js';
import { financialCalendar } from '../engine/financial/calendar.js';
import { flat } from '../engine/flat-text.js';
import { createTransitScanner } from '../engine/transit/scanner.js';
import type { AyanamsaId, NodeType } from '../engine/types.js';
import { SIGNS } from '../engine/types.js';
import { daysFromCivil } from '../geo/civil.js';
import type { ComputeDeps } from './deps.js';
import { buildMeta } from './meta.js';
import { settingsOf } from './natal.js';
import { withOneEphemeris } from './one-ephemeris.js';

export interface FinancialEventsQuery {
  start_date: string;
  end_date: string;
  ayanamsa?: AyanamsaId | undefined;
  node_type?: NodeType | undefined;
}

/** decisions.md: a range of at most 366 days (start and end dates included). */
export const MAX_RANGE_DAYS = 366;

const dayNumber = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return daysFromCivil(y ?? 0, m ?? 1, d ?? 1);
};

const two = (n: number) => String(n).padStart(2, '0');

export function financialEvents(deps: ComputeDeps, query: FinancialEventsQuery) {
  const days = dayNumber(query.end_date) - dayNumber(query.start_date) + 1;
  if (days < 1) {
    throw new DomainError(
      'DATE_ORDER',
      'end_date',
      `must not be before start_date (${query.start_date})`,
    );
  }
  if (days > MAX_RANGE_DAYS) {
    throw new DomainError(
      'RANGE_TOO_LONG',
      'end_date',
      `the range may cover at most ${MAX_RANGE_DAYS} days; ${query.start_date} to ${query.end_date} covers ${days}`,
    );
  }
  return withOneEphemeris(deps, (d) => {
    const eph = d.ephemeris;
    const settings = settingsOf(query);
    const [sy, sm, sd] = query.start_date.split('-').map(Number);
    const startJd = eph.julianDayUt({
      year: sy ?? 0,
      month: sm ?? 1,
      day: sd ?? 1,
      hour: 0,
      minute: 0,
      second: 0,
    });
    const endJd = startJd + days;
    const events = financialCalendar(createTransitScanner(eph, settings), startJd, endJd);
    const iso = (jd: number) => {
      // Rounded to the second once, here, so the output is byte-stable; built flat (flat-text.ts).
      const u = eph.utcFromJulianDay(jd);
      const ms =
        Date.UTC(u.year, u.month - 1, u.day, u.hour, u.minute, 0) + Math.round(u.second) * 1000;
      const t = new Date(ms);
      return flat`${String(t.getUTCFullYear()).padStart(4, '0')}-${two(t.getUTCMonth() + 1)}-${two(t.getUTCDate())}T${two(t.getUTCHours())}:${two(t.getUTCMinutes())}:${two(t.getUTCSeconds())}Z`;
    };
    return {
      start_date: query.start_date,
      end_date: query.end_date,
      notice:
        'Astronomical events only (no KP rule set exists for a market calendar, kp-doctrine §8); instants are UTC; ingresses are sidereal.',
      events: events.map((e) => ({
        occurs_at: iso(e.jd),
        kind: e.kind,
        body: e.body,
        sign: SIGNS[e.sign],
        eclipse_type: e.eclipseType,
        note: e.note,
      })),
      meta: buildMeta(
        d,
        settings,
        eph.ayanamsa(startJd, settings),
        {
          start_date: query.start_date,
          end_date: query.end_date,
          ayanamsa: settings.ayanamsa,
          node_type: settings.nodeType,
        },
        'none',
      ),
    };
  });
}
