import type { Ephemeris } from '../engine/ports.js';
import type { ZoneRules } from '../geo/zones.js';

/** What the computing use cases need; built once in main.ts (or the CLI) and passed down. */
export interface ComputeDeps {
  ephemeris: Ephemeris;
  zones: ZoneRules;
  /** package.json version, echoed in meta.engine_version. */
  engineVersion: string;
}
