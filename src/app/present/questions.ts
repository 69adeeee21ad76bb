/**
 * Presenters shared by /horary, /tsp and /descriptive: ruling planets, the KP row of a number and the
 * judgment moment. Field names are the public contract (documented in src/http/schemas/horary.ts and
 * tsp.ts); numbers are rounded here once.
 */
import type { RulingPlanets } from '../../engine/kp/ruling-planets.js';
import type { KpRow } from '../../engine/zodiac/kp-subs.js';
import { round } from '../meta.js';

/** Degrees within the sign as DD°MM′SS″, with hundredths of a second when the value has them. */
export function dmsInSign(deg: number): string {
  const thirds = Math.round(deg * 10800);
  const d = Math.floor(thirds / 10800);
  const m = Math.floor((thirds % 10800) / 180);
  const s = (thirds % 180) / 3;
  const sText = Number.isInteger(s) ? String(s).padStart(2, '0') : s.toFixed(2).padStart(5, '0');
  return `${String(d).padStart(2, '0')}°${String(m).padStart(2, '0')}′${sText}″`;
}

export function rulingPlanetsRecord(rp: RulingPlanets) {
  return {
    ascendant_star_lord: rp.ascendantStarLord,
    ascendant_sign_lord: rp.ascendantSignLord,
    moon_star_lord: rp.moonStarLord,
    moon_sign_lord: rp.moonSignLord,
    day_lord: rp.dayLord,
    weekday: rp.weekday,
    ranked: rp.ranked,
    node_agents: rp.nodeAgents,
    node_agent_reasons: rp.nodeAgentReasons.map((r) => ({ node: r.node, reasons: r.reasons })),
    ascendant_sub_lord: rp.ascendantSubLord,
    moon_sub_lord: rp.moonSubLord,
  };
}

/** A row of the 249 or 2193 table with its arc. */
export function rowRecord(row: KpRow) {
  return {
    number: row.number,
    sign: row.sign,
    nakshatra: row.nakshatra,
    start_text: dmsInSign(row.startInSign),
    start_longitude: round(row.start, 8),
    end_longitude: round(row.end, 8),
    arc_seconds: round((row.end - row.start) * 3600, 2),
    sign_lord: row.signLord,
    star_lord: row.starLord,
    sub_lord: row.subLord,
    ...(row.subSubLord ? { sub_sub_lord: row.subSubLord } : {}),
  };
}
