/**
 * A horary judgment's distribution over an uncertain judgment time (issue 35 §3, "horary likewise
 * where it matters"). The number fixes the horary cusps (the row's ascendant, the RAMC solved for it);
 * what the judgment time moves is the ruling planets (the rising sign and star at the place, the day
 * lord from sunrise) and the planets (the Moon about 0.55° an hour, the rest far less). The window
 * judgment time ± `minutes` is cut at the exact instants at which one of these changes: the actual
 * ascendant reaching a sign, star or sub boundary (the sidereal time moving it; solved as in
 * kp/birth-window.ts), a planet reaching a sign, star or sub boundary or a horary cusp (each held at
 * its speed of the judgment moment), and the sunrise that begins another Hindu day. Each piece is then
 * judged as a whole answer (the caller casts the horary chart and the ruling planets at its middle).
 */

import { bodyCrossings, cuspCrossings, piecesBetween } from '../kp/birth-window.js';
import type { Ephemeris } from '../ports.js';
import { GRAHAS } from '../types.js';
import { KP_249 } from '../zodiac/kp-subs.js';
import type { HoraryCast } from './cast.js';

/**
 * The window's cut instants (minutes from the judgment moment, inside ± `minutes`), and its pieces'
 * middles for the caller to judge. `sunriseJd`: the sunrise that began the Hindu day holding the
 * window's end (kp/ruling-planets.ts hinduDay), or null.
 */
export function horaryWindow(
  eph: Ephemeris,
  cast: HoraryCast,
  minutes: number,
  sunriseJd: number | null,
): Array<{ from: number; to: number; middle: number }> {
  if (minutes <= 0) return [{ from: 0, to: 0, middle: 0 }];
  const rows = KP_249.map((r) => r.start);
  const cuts = cuspCrossings(eph, cast.actual, minutes, [1], rows);
  const houseCusps = cast.chart.cusps.map((c) => c.longitude);
  const targets = [...rows, ...houseCusps].sort((a, b) => a - b);
  for (const g of GRAHAS) {
    const p = cast.chart.positions[g];
    cuts.push(...bodyCrossings(p.longitude, p.speed, minutes, targets));
  }
  if (sunriseJd !== null) {
    const at = (sunriseJd - cast.chart.jdUt) * 1440;
    if (at > -minutes && at < minutes) cuts.push(at);
  }
  return piecesBetween(minutes, cuts, (m) => m).map((p) => ({
    from: p.from,
    to: p.to,
    middle: p.chart,
  }));
}
