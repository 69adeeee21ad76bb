/** Real adapters for oracle and HTTP tests: Swiss Ephemeris (files when installed) and system tz. */
import type { ComputeDeps } from '../../src/app/deps.js';
import { createComputeDeps } from '../../src/process/compose.js';
import { resolveEphePath } from '../../src/process/config.js';

let shared: ComputeDeps | null = null;

/** One shared set per test process (sweph keeps global state, so one adapter is the honest model). */
export function testCompute(): ComputeDeps {
  shared ??= createComputeDeps({
    ephePath: resolveEphePath(process.env.SE_EPHE_PATH),
    zoneinfoDir: process.env.TZDIR || '/usr/share/zoneinfo',
  });
  return shared;
}
