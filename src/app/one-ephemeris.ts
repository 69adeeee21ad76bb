/**
 * One ephemeris per response (engine/ports.ts, `withOneEphemeris`): the use case runs with the SE
 * files if they can serve every instant it touches (the chart, the sunrise before it, the
 * sensitivity scans, the panchang's neighbouring days), else entirely on Moshier. Inside `work`,
 * `deps.ephemeris.mode` is the theory that served, so `meta.ephemeris` built from it is true.
 * `work` must be a pure function of its inputs: it may run twice.
 */
import type { ComputeDeps } from './deps.js';

export function withOneEphemeris<T>(deps: ComputeDeps, work: (deps: ComputeDeps) => T): T {
  return deps.ephemeris.withOneEphemeris((ephemeris) => work({ ...deps, ephemeris })).value;
}
