/**
 * The astronomical calendar of GET /api/v1/financial/events (decisions.md Financial calendar; kp-doctrine
 * §8: no KP rule set exists for a market calendar, so these are astronomical events only, labelled as
 * such): sign ingresses of the nine grahas, stations of Mercury to Saturn, new and full moons, solar and
 * lunar eclipses. Each instant is found exactly: ingresses and lunations by the transit scanner's root
 * finding, stations by bisection on the ephemeris' speed, eclipses at the instant of greatest eclipse
 * with their existence and type from Swiss Ephemeris' eclipse functions (see `eclipses`).
 */
import { flat } from '../flat-text.js';
import type { EclipseType, Ephemeris } from '../ports.js';
import { type Lunation, lunations } from '../transit/limbs.js';
import { MEAN_NODE_MAX_SPEED, type TransitScanner } from '../transit/scanner.js';
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
        note: flat`${body} enters ${SIGNS[entered]}${retro ? ' (retrograde)' : ''} (sidereal; astronomical event)`,
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
        note: flat`${body} stations ${s.kind} in ${SIGNS[sign]} (astronomical event)`,
      });
    }
  }
  const syzygies = lunations(scanner, startJd, endJd);
  for (const l of syzygies) {
    const sign = Math.floor(scanner.exact('Moon', l.jd).longitude / 30) % 12;
    out.push({
      jd: l.jd,
      kind: l.kind,
      body: 'Moon',
      sign,
      eclipseType: null,
      note: flat`${l.kind === 'new_moon' ? 'New moon' : 'Full moon'} with the Moon in ${SIGNS[sign]} (astronomical event)`,
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
        note: flat`${e.type[0]?.toUpperCase()}${e.type.slice(1)} ${kind} eclipse, greatest eclipse with the ${body} in ${SIGNS[sign]} (astronomical event, typed by Swiss Ephemeris)`,
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
 * The instant the Moon is closest to the Sun (solar) or to the centre of the Earth's shadow, the point
 * opposite the Sun (lunar), in geocentric apparent ecliptic coordinates: SE's definition of greatest
 * eclipse. Found from the exact ephemeris by successive parabolas through three samples of the squared
 * separation, 20 minutes apart and then 1 minute apart (the separation is close to a parabola in time).
 */
function greatestEclipse(scanner: TransitScanner, syzygy: number, kind: 'solar' | 'lunar'): number {
  const sep2 = (jd: number) => {
    const sun = scanner.exact('Sun', jd);
    const moon = scanner.exact('Moon', jd);
    const target = kind === 'solar' ? sun.longitude : sun.longitude + 180;
    const targetLat = kind === 'solar' ? sun.latitude : -sun.latitude;
    const dl =
      (((((moon.longitude - target) % 360) + 540) % 360) - 180) *
      Math.cos((moon.latitude * Math.PI) / 180);
    const db = moon.latitude - targetLat;
    return dl * dl + db * db;
  };
  let t = syzygy;
  for (const h of [20 / 1440, 1 / 1440]) {
    const a = sep2(t - h);
    const b = sep2(t);
    const c = sep2(t + h);
    const curvature = a - 2 * b + c;
    if (curvature > 0) t += (h * (a - c)) / (2 * curvature);
  }
  return t;
}

/**
 * A central solar eclipse is hybrid when it is total along part of its path and annular along another:
 * the type at greatest eclipse is compared with the types just inside both ends of the central phase
 * (found by bisection on SE's type, to 2 s).
 */
function solarType(eph: Ephemeris, maxJd: number, atMax: EclipseType): EclipseType {
  const at = eph.eclipseAt as NonNullable<Ephemeris['eclipseAt']>;
  if (atMax !== 'total' && atMax !== 'annular') return atMax;
  const central = (jd: number) => {
    const t = at(jd, 'solar');
    return t === 'total' || t === 'annular' || t === 'hybrid' ? t : null;
  };
  const edgeType = (direction: 1 | -1) => {
    let inside = maxJd;
    // The central phase of a solar eclipse lasts under 4 hours in all.
    let outside = maxJd + direction * 0.15;
    if (central(outside) !== null) return central(outside);
    while (Math.abs(outside - inside) > 2 / 86400) {
      const mid = (inside + outside) / 2;
      if (central(mid) !== null) inside = mid;
      else outside = mid;
    }
    return central(inside);
  };
  const types = new Set([atMax, edgeType(-1), edgeType(1)]);
  return types.has('total') && types.has('annular') ? 'hybrid' : atMax;
}

/**
 * Eclipses at the syzygies within the ecliptic limit of a node: the greatest-eclipse instant from
 * {@link greatestEclipse}, and whether there is an eclipse then, and of which type, from Swiss
 * Ephemeris' own eclipse functions at that instant (sol_eclipse_where, lun_eclipse_how; through
 * `Ephemeris.eclipseAt`), or SE's global search where the port lacks that call. The list, instants
 * and types are checked against swetest's eclipse search in test/oracle/eclipse-lunation.test.ts.
 * A solar eclipse total along part of its path and annular along another is `hybrid` (solarType).
 */
function eclipses(
  scanner: TransitScanner,
  syzygies: readonly Lunation[],
  kind: 'solar' | 'lunar',
  startJd: number,
  endJd: number,
) {
  const eph: Ephemeris = scanner.eph;
  const out: Array<{ maxJd: number; type: EclipseType }> = [];
  // The Sun's distance from the nodal axis (degrees, 0-90) given the node's longitude: it moves by at
  // most as much as the node does.
  const fromNodeWith = (jd: number, node: number) =>
    Math.abs(((((scanner.at('Sun', jd, 'coarse').longitude - node) % 180) + 270) % 180) - 90);
  // The mean node moves at a steady 0.053°/day: from its place at one instant in the middle of the
  // span, the gate's decision is certain wherever the distance is further from the limit than the
  // node can have moved (plus a margin for the interpolant); elsewhere the node is read as before.
  const meanNode =
    scanner.settings.nodeType === 'mean' && syzygies.length > 0
      ? {
          jd: (startJd + endJd) / 2,
          longitude: scanner.exact('Rahu', (startJd + endJd) / 2).longitude,
        }
      : null;
  for (const l of syzygies) {
    if (l.kind !== (kind === 'solar' ? 'new_moon' : 'full_moon')) continue;
    const moved =
      meanNode === null
        ? Number.POSITIVE_INFINITY
        : MEAN_NODE_MAX_SPEED * Math.abs(l.jd - meanNode.jd) + 1e-3;
    const roughly = meanNode === null ? 0 : fromNodeWith(l.jd, meanNode.longitude);
    if (roughly - moved > ECLIPSE_NODE_LIMIT) continue;
    if (
      !(roughly + moved < ECLIPSE_NODE_LIMIT) &&
      fromNodeWith(l.jd, scanner.at('Rahu', l.jd, 'coarse').longitude) > ECLIPSE_NODE_LIMIT
    ) {
      continue;
    }
    let e: { maxJd: number; type: EclipseType } | null = null;
    if (eph.eclipseAt !== undefined) {
      const maxJd = greatestEclipse(scanner, l.jd, kind);
      const type = eph.eclipseAt(maxJd, kind);
      e =
        type === null
          ? null
          : { maxJd, type: kind === 'solar' ? solarType(eph, maxJd, type) : type };
    } else if (eph.nextEclipse !== undefined) {
      const found = eph.nextEclipse(l.jd - 2, kind);
      e = Math.abs(found.maxJd - l.jd) < 1 ? found : null;
    } else {
      throw new Error('the ephemeris has no eclipse functions (Ephemeris.eclipseAt / nextEclipse)');
    }
    if (e !== null && e.maxJd >= startJd && e.maxJd < endJd) out.push(e);
  }
  return out;
}
