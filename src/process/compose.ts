/**
 * Composition helpers shared by main.ts (the server) and the CLI: build the adapters from config.
 */
import { readFileSync } from 'node:fs';
import type { ComputeDeps } from '../app/deps.js';
import { createSwephEphemeris } from '../ephemeris/sweph.js';
import { createZoneRules } from '../geo/zones.js';
import type { Config } from './config.js';

/** package.json version: the engine version echoed in every `meta`. */
export const ENGINE_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

export function createComputeDeps(config: Pick<Config, 'ephePath' | 'zoneinfoDir'>): ComputeDeps {
  return {
    ephemeris: createSwephEphemeris({ ephePath: config.ephePath }),
    zones: createZoneRules({ zoneinfoDir: config.zoneinfoDir }),
    engineVersion: ENGINE_VERSION,
  };
}
