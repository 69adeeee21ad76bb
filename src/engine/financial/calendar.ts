/**
 * The astronomical calendar of GET /api/v1/financial/events (decisions.md Financial calendar; kp-doctrine
 * §8: no KP rule set exists for a market calendar, so these are astronomical events only, labelled as
 * such): sign ingresses of the nine grahas, stations of Mercury to Saturn, new and full moons, solar and
 * lunar eclipses. Each instant is found exactly: ingresses and lunations by the transit scanner's root
 * finding, stations by bisection on the ephemeris' speed, eclipses by Swiss Ephemeris' own global
 * eclipse search (sol_eclipse_when_glob / lun_eclipse_when, through the ephemeris port).
 */
import type { EclipseType, Ephemeris } from '../ports.js';
import { type Lunation, lunations } from '../transit/limbs.js';
import type { TransitScanner } from '../transit/scanner.js';
import { STATION_BODIES, stations } from '../transit/stations.js';
import { GRAHAS, type Graha, SIGNS } from '../types.js';

export type CalendarKind =
  | 'ingress'
  | 'station_retrograde'
  | 'station_direct'
  | 'new_moon'
  | 'full_moon'
  | 'solar_eclipse'
  | 'lunar_eclipse';

export interface CalendarEvent {
  jd: number;
  kind: CalendarKind;
  /** The graha concerned (the Moon for lunations, the Sun/Moon pair's eclipsed body for eclipses). */
  body: Graha;
  /** Sign index 0-11 entered (ingress) or occupied (others), sidereal. */
  sign: number;
  /** Eclipse type, null for other kinds. */
  eclipseType: EclipseType | null;
  note: string;
}

/** Sort order of kinds at the same instant (never expected, but the output must be deterministic). */
const KIND_ORDER: readonly CalendarKind[] = [
  'ingress',
  'station_retrograde',
  'station_direct',
  'new_moon',
  'full_moon',
  'solar_eclipse',
  'lunar_eclipse',
];

/** Every calendar event with startJd <= jd < endJd, in time order. */
export function financialCalendar(
  scanner: TransitScanner,
  startJd: number,
  endJd: number,
): CalendarEvent[] {
  const out: CalendarEvent[] = [];
  const signAt = (body: Graha, jd: number) => Math.floor(scanner.at(body, jd).longitude / 30) % 12;

  for (const body of GRAHAS) {
    for (const c of scanner.crossings(body, 'sign', startJd, endJd)) {
      // Rising through boundary b enters the sign starting at b; falling through it enters the one
      // before (a retrograde re-entry).
      const entered =
        c.direction === 1
          ? Math.round(c.boundary / 30) % 12
          : (Math.round(c.boundary / 30) + 11) % 12;
      const retro = c.direction === -1 && body !== 'Rahu' && body !== 'Ketu';
      out.push({
        jd: c.jd,
        kind: 'ingress',
        body,
        sign: entered,
        eclipseType: null,
        note: `${body} enters ${SIGNS[entered]}${retro ? ' (retrograde)' : ''} (sidereal; astronomical event)`,
      });
    }
  }
  for (const body of STATION_BODIES) {
    for (const s of stations(scanner, body, startJd, endJd)) {
      const sign = Math.floor(s.longitude / 30) % 12;
      out.push({
        jd: s.jd,
        kind: s.kind === 'retrograde' ? 'station_retrograde' : 'station_direct',
        body,
        sign,
        eclipseType: null,
        note: `${body} stations ${s.kind} in ${SIGNS[sign]} (astronomical event)`,
      });
    }
  }
  const syzygies = lunations(scanner, startJd, endJd);
  for (const l of syzygies) {
    const sign = signAt('Moon', l.jd);
    out.push({
      jd: l.jd,
      kind: l.kind,
      body: 'Moon',
      sign,
      eclipseType: null,
      note: `${l.kind === 'new_moon' ? 'New moon' : 'Full moon'} with the Moon in ${SIGNS[sign]} (astronomical event)`,
    });
  }
  for (const kind of ['solar', 'lunar'] as const) {
    for (const e of eclipses(scanner, syzygies, kind, startJd, endJd)) {
      const body: Graha = kind === 'solar' ? 'Sun' : 'Moon';
      const sign = signAt(body, e.maxJd);
      out.push({
        jd: e.maxJd,
        kind: kind === 'solar' ? 'solar_eclipse' : 'lunar_eclipse',
        body,
        sign,
        eclipseType: e.type,
        note: `${e.type[0]?.toUpperCase()}${e.type.slice(1)} ${kind} eclipse, greatest eclipse with the ${body} in ${SIGNS[sign]} (astronomical event, Swiss Ephemeris global search)`,
      });
    }
  }
  return out.sort(
    (a, b) =>
      a.jd - b.jd ||
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      GRAHAS.indexOf(a.body) - GRAHAS.indexOf(b.body),
  );
}

/**
 * Beyond this distance of the Sun from a lunar node (degrees) no eclipse is possible at a new or full
 * moon: the ecliptic limits (about 18.5° for any solar eclipse, about 17° for a penumbral lunar one)
 * stay below it with a margin. Completeness is checked against swetest's own eclipse list.
 */
const ECLIPSE_NODE_LIMIT = 20;

/**
 * SE's global eclipse search, asked once per new moon (solar) or full moon (lunar) that lies within the
 * ecliptic limit of a node, starting two days before it; SE's answer is kept when its greatest eclipse
 * is that syzygy's (within a day). SE decides whether there is an eclipse and its instant and type.
 */
function eclipses(
  scanner: TransitScanner,
  syzygies: readonly Lunation[],
  kind: 'solar' | 'lunar',
  startJd: number,
  endJd: number,
) {
  const eph: Ephemeris = scanner.eph;
  if (eph.nextEclipse === undefined) {
    throw new Error('the ephemeris has no eclipse search (Ephemeris.nextEclipse)');
  }
  const out: Array<{ maxJd: number; type: EclipseType }> = [];
  for (const l of syzygies) {
    if (l.kind !== (kind === 'solar' ? 'new_moon' : 'full_moon')) continue;
    const fromNode = Math.abs(
      ((((scanner.at('Sun', l.jd).longitude - scanner.at('Rahu', l.jd).longitude) % 180) + 270) %
        180) -
        90,
    );
    if (fromNode > ECLIPSE_NODE_LIMIT) continue;
    const e = eph.nextEclipse(l.jd - 2, kind);
    if (Math.abs(e.maxJd - l.jd) < 1 && e.maxJd >= startJd && e.maxJd < endJd) out.push(e);
  }
  return out;
}
